// Test helper of the auth screens: one screen inside the real language provider and a memory data router.
import { useContext, type ReactElement } from "react";
import { ConfigProvider } from "antd";
import { configure, render, screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router-dom";
import { LanguageProvider } from "../i18n/language";
import { AntdProvider } from "../i18n/antdProvider";
import { RouterNav } from "./kit/routerNav";

// antd forms render several times per change; on a busy machine the default 1 s wait is too short.
configure({ asyncUtilTimeout: 5000 });
/** Per-test limit for these screen tests, for the same reason. */
export const UI_TEST_TIMEOUT = 60_000;

/** Any other route: shows where the screen navigated to. */
function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * antd's ConfigProvider remounts everything below it when its locale goes from none to loaded, which
 * LanguageProvider does once the locale chunk arrives; tests wait for that before typing.
 */
function AntdLocaleProbe() {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  return <span hidden data-testid="antd-locale" data-locale={locale?.locale ?? ""} />;
}

/** Renders `element` at `url` (relative to /admin; a string or a location with history state), with the route `path` pointing to it. */
export async function renderScreen(element: ReactElement, path: string, url: string | { pathname: string; search?: string; state?: unknown } = path) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouterNav>
            <AntdLocaleProbe />
            <Outlet />
          </RouterNav>
        ),
        children: [
          { path, element },
          { path: "*", element: <WhereAmI /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup({ delay: null });
  const view = render(
    <LanguageProvider>
      <AntdProvider>
        <RouterProvider router={router} />
      </AntdProvider>
    </LanguageProvider>,
  );
  await waitFor(() => expect(screen.getByTestId("antd-locale")).not.toHaveAttribute("data-locale", ""));
  /** Puts `text` into the input labelled `label` in one change, as pasting would (typing key by key is slow here). */
  async function fill(label: string | RegExp, text: string) {
    const input = screen.getByLabelText(label);
    if (input instanceof HTMLInputElement && input.value !== "") await user.clear(input);
    else await user.click(input);
    await user.paste(text);
  }
  return { ...view, user, router, fill };
}

/** The form item (field with its label, help and errors) around the input labelled `label`. */
export function fieldOf(label: string | RegExp): HTMLElement {
  const input = screen.getByLabelText(label);
  // antd's form item, or the public pages' own field (auth/kit).
  const item = input.closest<HTMLElement>(".ant-form-item, .kit-field");
  if (!item) throw new Error(`no form item around ${String(label)}`);
  return item;
}
