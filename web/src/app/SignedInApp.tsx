// The signed-in admin: antd's theme and locale, the route table with the navigation guard, the shell and
// every screen. Loaded after the session is known, unless the first location is a public page.
import { useState } from "react";
import { RouterProvider } from "react-router-dom";
import { AntdProvider } from "../i18n/antdProvider";
import { createRouter } from "./router";

export default function SignedInApp() {
  // One router for the rest of the visit, created from the address at hand-over (the public pages may have moved it).
  const [router] = useState(createRouter);
  return (
    <AntdProvider>
      <RouterProvider router={router} />
    </AntdProvider>
  );
}
