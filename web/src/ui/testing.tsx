// Test wrappers for the form kit: translations, antd App, and a data router (the leave prompt needs one).
import type { ReactNode } from "react";
import { configure, render } from "@testing-library/react";
import { App as AntApp } from "antd";
import { IntlProvider } from "react-intl";
import { createMemoryRouter, Link, RouterProvider, type RouteObject } from "react-router-dom";

// antd in jsdom is slow (styles computed in JS), more so on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
export const SLOW = { timeout: 60_000 };

// ProseMirror asks where the pointer is and where the selection sits on screen; jsdom has no layout.
if (typeof document.elementFromPoint !== "function") document.elementFromPoint = () => null;
if (typeof Range.prototype.getClientRects !== "function") {
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
}
if (typeof Range.prototype.getBoundingClientRect !== "function") Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);

// antd Tabs measure themselves; jsdom has no ResizeObserver (web/src/test/setup.ts does not add one).
if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={{}} onError={() => {}}>
      <AntApp>{children}</AntApp>
    </IntlProvider>
  );
}

/** Renders a form screen at /form, with a link to /elsewhere and a page there, inside a memory data router. */
export function renderInRouter(screen: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: "/form", element: <>{screen}<Link to="/elsewhere">elsewhere</Link></> },
      { path: "/elsewhere", element: <p>Elsewhere page</p> },
    ],
    { initialEntries: ["/form"] },
  );
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

export function renderWithProviders(ui: ReactNode) {
  return render(<Providers>{ui}</Providers>);
}

/** Renders a screen's routes at `path` inside a memory data router, with translations and antd App. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
