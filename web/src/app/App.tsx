import { useMemo } from "react";
import { RouterProvider } from "react-router-dom";
import { LanguageProvider } from "../i18n/language";
import { SessionProvider } from "../data/session";
import { createRouter } from "./router";

export function App() {
  const router = useMemo(() => createRouter(), []);
  return (
    <LanguageProvider>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </LanguageProvider>
  );
}
