// /settings/frontend in two interface languages: stored values shown, saved through the call, refusals (the
// browser's own check and the server's) under their fields in the user's language, nothing typed lost.
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { App as AntApp } from "antd";
import { IntlProvider } from "react-intl";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import type { LanguageCode } from "@comanda/shared";
import { ApiError } from "../../../data/api";
import "../../../i18n/errors";
import es from "../../../i18n/lang/es.json";
import { SLOW } from "../../../ui/testing";

const state = vi.hoisted(() => ({
  settings: null as Record<string, unknown> | null,
  save: vi.fn((..._args: unknown[]): Promise<unknown> => Promise.resolve({})),
}));

vi.mock("../../../company", () => ({
  useCompany: () => ({ companyId: "co", settings: state.settings, loading: false }),
}));
vi.mock("../repository", () => ({ saveFrontendSettings: state.save }));

const { default: FrontendSettingsView } = await import("./FrontendSettingsView");

function i18n(enabled: LanguageCode[], defaultLanguage: LanguageCode, extra: Record<string, boolean> = {}) {
  return {
    id: "co",
    i18n: {
      defaultLanguage,
      languages: enabled.map((language) => ({ language, enabled: true })),
      hideTranslationTabs: false,
      enableAutomaticTranslation: false,
      ...extra,
    },
  };
}

function renderIn(locale: "en" | "es") {
  const router = createMemoryRouter([{ path: "/", element: <FrontendSettingsView /> }]);
  const messages = locale === "es" ? (es as Record<string, string>) : {};
  const ui = () => (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={() => {}}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </IntlProvider>
  );
  const view = render(ui());
  return { rerender: () => view.rerender(ui()) };
}

const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;
const switchNamed = (name: string) => screen.getByRole("switch", { name });

describe("FrontendSettingsView", () => {
  it("shows the stored languages and saves the screen's fields (English)", SLOW, async () => {
    state.settings = i18n(["en", "es"], "es");
    state.save.mockReset().mockResolvedValue({});
    renderIn("en");
    expect(box("English").checked).toBe(true);
    expect(box("Español").checked).toBe(true);
    expect(box("Deutsch").checked).toBe(false);
    fireEvent.click(box("Deutsch"));
    fireEvent.click(switchNamed("Translate texts automatically"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(state.save).toHaveBeenCalledTimes(1));
    expect(state.save).toHaveBeenCalledWith({
      i18n: {
        defaultLanguage: "es",
        languages: [
          { language: "de", enabled: true },
          { language: "en", enabled: true },
          { language: "es", enabled: true },
          { language: "ca", enabled: false },
          { language: "fr", enabled: false },
          { language: "nl", enabled: false },
          { language: "zh", enabled: false },
        ],
        hideTranslationTabs: false,
        enableAutomaticTranslation: true,
      },
    });
    expect(await screen.findByText("Language settings saved.")).toBeTruthy();
  });

  it("refuses no enabled language in Spanish before any call, and keeps what was typed", SLOW, async () => {
    state.settings = i18n(["en", "es"], "en");
    state.save.mockReset();
    renderIn("es");
    expect(screen.getByRole("heading", { name: "Idiomas y traducción" })).toBeTruthy();
    fireEvent.click(switchNamed("Ocultar las pestañas de traducción"));
    fireEvent.click(box("English"));
    fireEvent.click(box("Español"));
    fireEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("Activa al menos un idioma.")).toBeTruthy();
    expect(state.save).not.toHaveBeenCalled();
    expect(switchNamed("Ocultar las pestañas de traducción").getAttribute("aria-checked")).toBe("true");
    expect(box("English").checked).toBe(false);
  });

  it("shows the server's refusal under the default language, in Spanish, with the switches as typed", SLOW, async () => {
    state.settings = i18n(["en", "fr"], "en");
    state.save.mockReset().mockRejectedValue(new ApiError("validation", 400, { "i18n.defaultLanguage": ["language-default-not-enabled"] }));
    renderIn("es");
    fireEvent.click(switchNamed("Traducir los textos automáticamente"));
    fireEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("El idioma predeterminado debe ser uno de los idiomas activados.")).toBeTruthy();
    expect(switchNamed("Traducir los textos automáticamente").getAttribute("aria-checked")).toBe("true");
    expect(box("Français").checked).toBe(true);
  });

  it("refuses a default language that is switched off, naming the field (English)", SLOW, async () => {
    state.settings = i18n(["en", "fr"], "fr");
    state.save.mockReset();
    renderIn("en");
    fireEvent.click(box("Français"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The default language must be one of the enabled languages.")).toBeTruthy();
    expect(state.save).not.toHaveBeenCalled();
  });

  it("says that Catalan is not translated automatically when both are on", SLOW, async () => {
    state.settings = i18n(["en", "ca"], "en", { enableAutomaticTranslation: true });
    renderIn("en");
    expect(await screen.findByText("Catalan is not translated automatically: write the Catalan texts yourself.")).toBeTruthy();
    fireEvent.click(box("Català"));
    await waitFor(() => expect(screen.queryByText(/Catalan is not translated automatically/)).toBeNull());
  });

  it("follows a change saved in another tab while nothing is typed", SLOW, async () => {
    state.settings = i18n(["en"], "en");
    const view = renderIn("en");
    expect(box("Nederlands").checked).toBe(false);
    state.settings = i18n(["en", "nl"], "nl");
    act(() => view.rerender());
    await waitFor(() => expect(box("Nederlands").checked).toBe(true));
    const group = screen.getByRole("group", { name: "Enabled languages" });
    expect(within(group).getAllByRole("checkbox").filter((c) => (c as HTMLInputElement).checked)).toHaveLength(2);
  });
});
