// /settings/api in two interface languages: the confirmation before a new password cuts the old one, the
// password shown once with its copy button, the subscribers-only badge, and a refused switch put back.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntApp } from "antd";
import { IntlProvider } from "react-intl";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../data/api";
import "../../../i18n/errors";
import de from "../../../i18n/lang/de.json";
import { SLOW } from "../../../ui/testing";

const state = vi.hoisted(() => ({
  subscribed: true,
  settings: null as Record<string, unknown> | null,
  save: vi.fn((..._args: unknown[]): Promise<unknown> => Promise.resolve({})),
  regenerate: vi.fn((): Promise<unknown> => Promise.resolve({})),
}));

vi.mock("../../../company", () => ({
  useCompany: () => ({ companyId: "co", allows: (feature: string) => feature === "apiAccess" && state.subscribed, loading: false }),
  useFormatters: () => ({ formatDateTime: (iso: string) => `«${iso.slice(0, 10)}»` }),
}));
vi.mock("../repository", () => ({
  useApiSettingsDoc: () => ({ data: state.settings, loading: false, error: null }),
  saveApiSettings: state.save,
  regenerateApiPassword: state.regenerate,
  integratorAddress: (origin: string) => ({ base: `${origin}/api/v1`, openApi: `${origin}/api/v1/openapi.json` }),
}));

const { default: ApiSettingsView } = await import("./ApiSettingsView");

const USER = "api-0123456789abcdef";
const NEW_PASSWORD = "n3w-Passw0rd-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

function renderIn(locale: "en" | "de") {
  const messages = locale === "de" ? (de as Record<string, string>) : {};
  const ui = () => (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={() => {}}>
      <AntApp>
        <ApiSettingsView />
      </AntApp>
    </IntlProvider>
  );
  return { ...render(ui()), ui };
}

beforeEach(() => {
  vi.clearAllMocks();
  state.subscribed = true;
  state.settings = { id: "co", companyId: "co", enabled: true, user: USER, generatedAt: "2026-11-20T10:00:00.000Z" };
  state.regenerate.mockResolvedValue({ settings: { ...state.settings, generatedAt: "2026-11-25T10:00:00.000Z" }, password: NEW_PASSWORD });
});

describe("/settings/api", SLOW, () => {
  it("asks before regenerating, saying the old password stops at once, then shows the new one once with a copy button", async () => {
    const user = userEvent.setup();
    renderIn("en");
    expect(screen.getByText(USER)).toBeInTheDocument();
    expect(screen.getByText(/Generated on «2026-11-20»/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "API description (OpenAPI)" })).toHaveAttribute("href", `${window.location.origin}/api/v1/openapi.json`);

    await user.click(screen.getByRole("button", { name: "Regenerate password" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("The old password stops working at once: every connected system is refused until it uses the new password.")).toBeInTheDocument();
    expect(state.regenerate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Regenerate" }));
    await waitFor(() => expect(state.regenerate).toHaveBeenCalledTimes(1));

    const shown = await screen.findByRole("textbox", { name: "Your new API password" });
    expect(shown).toHaveValue(NEW_PASSWORD);
    expect(screen.getByText("Copy it now and keep it safe: you will not see it again.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Copy the password" }));
    // user-event puts its own clipboard in place: what was copied is read back from it.
    expect(await navigator.clipboard.readText()).toBe(NEW_PASSWORD);
    expect(await screen.findByText("Copied to the clipboard.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "I have saved it" }));
    expect(screen.queryByRole("textbox", { name: "Your new API password" })).toBeNull();
    expect(screen.queryByDisplayValue(NEW_PASSWORD)).toBeNull();
  });

  it("hides the shown password once it is regenerated elsewhere: it no longer works", async () => {
    state.settings = { id: "co", enabled: true, user: USER, generatedAt: null };
    const user = userEvent.setup();
    const view = renderIn("en");
    await user.click(screen.getByRole("button", { name: "Generate password" }));
    expect(await screen.findByDisplayValue(NEW_PASSWORD)).toBeInTheDocument();
    // The live document follows this tab's own regeneration: the password stays.
    state.settings = { id: "co", enabled: true, user: USER, generatedAt: "2026-11-25T10:00:00.000Z" };
    view.rerender(view.ui());
    expect(screen.getByDisplayValue(NEW_PASSWORD)).toBeInTheDocument();
    // Another manager regenerates later.
    state.settings = { id: "co", enabled: true, user: USER, generatedAt: "2026-11-25T10:05:00.000Z" };
    view.rerender(view.ui());
    expect(screen.queryByDisplayValue(NEW_PASSWORD)).toBeNull();
  });

  it("keeps the old password when the confirmation is cancelled", async () => {
    const user = userEvent.setup();
    renderIn("en");
    await user.click(screen.getByRole("button", { name: "Regenerate password" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(state.regenerate).not.toHaveBeenCalled();
  });

  it("gives the first password without a confirmation: it replaces nothing", async () => {
    state.settings = { id: "co", enabled: false, user: null, generatedAt: null };
    const user = userEvent.setup();
    renderIn("en");
    expect(screen.getByText("No password yet. Generate one to receive the API user and password.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Generate password" }));
    await waitFor(() => expect(state.regenerate).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await screen.findByDisplayValue(NEW_PASSWORD)).toBeInTheDocument();
  });

  it("in German: asks in German and shows the new password with the German warning", async () => {
    const user = userEvent.setup();
    renderIn("de");
    expect(screen.getByRole("heading", { name: "API-Zugang" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Passwort neu erzeugen" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/Das alte Passwort funktioniert sofort nicht mehr/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Neu erzeugen" }));
    expect(await screen.findByText("Kopieren Sie es jetzt und bewahren Sie es sicher auf: Sie werden es nicht wieder sehen.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Ihr neues API-Passwort" })).toHaveValue(NEW_PASSWORD);
  });

  it("in German, without the Pro plan: the badge names the plan, no new password, and the switch only switches off", async () => {
    state.subscribed = false;
    renderIn("de");
    expect(screen.getByTestId("subscribers-only")).toHaveTextContent("Pro-Tarif");
    expect(screen.getByRole("button", { name: "Passwort neu erzeugen" })).toBeDisabled();
    // Still on from the time of the subscription: it can be switched off.
    expect(screen.getByRole("switch", { name: "Zugriff über die API erlauben" })).toBeEnabled();
  });

  it("switches at once and back with the reason in the user's language when the server refuses", async () => {
    state.settings = { id: "co", enabled: false, user: USER, generatedAt: "2026-11-20T10:00:00.000Z" };
    let refuse: (reason: unknown) => void = () => {};
    state.save.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    const user = userEvent.setup();
    renderIn("de");
    const toggle = screen.getByRole("switch", { name: "Zugriff über die API erlauben" });
    await user.click(toggle);
    expect(state.save).toHaveBeenCalledWith(true);
    expect(toggle).toHaveAttribute("aria-checked", "true");
    refuse(new ApiError("subscription-required", 403));
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "false"));
    expect(await screen.findByText("Diese Funktion ist Abonnenten vorbehalten. Schließen Sie ein Abonnement ab, um sie zu nutzen.")).toBeInTheDocument();
  });
});
