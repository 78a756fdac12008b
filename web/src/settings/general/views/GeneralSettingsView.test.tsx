// The /settings/general screen: what it sends, a refused save that keeps everything typed with each error under
// its field (English and German), the products that still use a removed VAT rate, the live update of a clean
// form, the VAT log and the subscribers-only badge.
import { describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { App as AntApp } from "antd";
import { IntlProvider } from "react-intl";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import "../../../i18n/errors";
import de from "../../../i18n/lang/de.json";
import { ApiError } from "../../../data/api";
import { SLOW } from "../../../ui/testing";
import { errorMessages } from "../../../i18n/errors";
import { generalSettingsMessages as m } from "../messages";

const state = vi.hoisted(() => ({
  settings: null as Record<string, unknown> | null,
  subscriptionActive: true,
  log: [] as unknown[],
  zones: [] as unknown[],
  save: vi.fn((..._args: unknown[]): Promise<unknown> => Promise.resolve({})),
}));

vi.mock("../../../data/session", () => ({
  useSession: () => ({ session: { status: "signedIn", principal: { uid: "co", companyId: "co", owner: true, permissions: ["owner"] } } }),
}));
vi.mock("../../../company", async () => {
  const { createFormatters } = await import("../../../company/formatters");
  return {
    useCompany: () => ({ companyId: "co", company: { id: "co" }, settings: state.settings, loading: false, allows: () => state.subscriptionActive, timezone: "Europe/Madrid", currency: "EUR" }),
    useFormatters: () => createFormatters({ locale: "en", currency: "EUR", timezone: "Europe/Madrid" }),
  };
});
vi.mock("../../../zones/repository", () => ({ useCompanyZones: () => ({ data: state.zones, loading: false, error: null }) }));
vi.mock("../repository", () => ({ saveGeneralSettings: state.save, useVatChanges: () => ({ data: state.log, loading: false, error: null }) }));

const { default: GeneralSettingsView } = await import("./GeneralSettingsView");

const stored = {
  id: "co",
  timezone: "Europe/Madrid",
  currency: "EUR",
  vat: 10,
  vatRates: [{ name: "Reduced", rate: 4 }, { name: "Standard", rate: 21 }],
  vatId: "ESB12345678",
  sendNewOrderNotifications: true,
  sendNewOrderNotificationsTo: "kitchen@bar.es",
};

function renderIn(locale: "en" | "de") {
  const router = createMemoryRouter([{ path: "/", element: <GeneralSettingsView /> }]);
  const messages = locale === "de" ? (de as Record<string, string>) : {};
  const tree = () => (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={() => {}}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </IntlProvider>
  );
  const view = render(tree());
  return { rerender: () => view.rerender(tree()) };
}

const text = (id: keyof typeof errorMessages) => String(errorMessages[id].defaultMessage);
const save = () => fireEvent.click(screen.getByRole("button", { name: /save|speichern/i }));

describe("GeneralSettingsView", () => {
  it("sends every general field, the typed addresses and an added VAT rate", SLOW, async () => {
    state.settings = stored;
    state.save.mockReset();
    state.save.mockResolvedValue({});
    renderIn("en");
    fireEvent.change(screen.getByLabelText(m.sendNewOrderNotificationsTo.defaultMessage), { target: { value: "kitchen@bar.es, owner@bar.es" } });
    fireEvent.click(screen.getByRole("button", { name: new RegExp(m.addVatRate.defaultMessage) }));
    fireEvent.change(await screen.findByLabelText("Name of rate 3"), { target: { value: "Super reduced" } });
    fireEvent.change(screen.getByLabelText("Rate 3"), { target: { value: "2,5" } });
    save();
    await waitFor(() => expect(state.save).toHaveBeenCalledTimes(1));
    const body = state.save.mock.calls[0]![0] as Record<string, unknown>;
    expect(body).toMatchObject({
      timezone: "Europe/Madrid",
      currency: "EUR",
      vat: 10,
      vatId: "ESB12345678",
      vatRates: [{ name: "Reduced", rate: 4 }, { name: "Standard", rate: 21 }, { name: "Super reduced", rate: 2.5 }],
      sendNewOrderNotificationsTo: "kitchen@bar.es, owner@bar.es",
      defaultPointofsaleId: null,
      enableOfflinePayments: false,
    });
    expect(Object.keys(body)).toHaveLength(26);
  });

  it("keeps what was typed after a refusal and shows each error under its field, naming the products of a VAT rate", SLOW, async () => {
    state.settings = stored;
    state.save.mockReset();
    state.save.mockRejectedValue(
      new ApiError("validation", 400, { cashPaymentsAuthorised: ["cash-terms-required"], vatRates: ["vat-rate-in-use"] }, { vatRateInUse: [{ rate: 21, products: [{ id: "p1", name: "Beer" }] }] }),
    );
    renderIn("en");
    fireEvent.click(screen.getByRole("button", { name: "Remove rate 2" }));
    fireEvent.change(screen.getByLabelText(m.vatId.defaultMessage), { target: { value: "ESB99999999" } });
    save();
    expect(await screen.findByText(text("cashTermsRequired"))).toBeTruthy();
    expect(screen.getByText(text("vatRateInUse"))).toBeTruthy();
    const inUse = screen.getByTestId("vat-in-use");
    expect(within(inUse).getByRole("link", { name: "Beer" }).getAttribute("href")).toBe("/menu/products/p1/edit");
    // Nothing typed is lost: the edited VAT number and the removed rate stay as they were typed.
    expect((screen.getByLabelText(m.vatId.defaultMessage) as HTMLInputElement).value).toBe("ESB99999999");
    expect(screen.getAllByTestId("vat-rate-row")).toHaveLength(1);
  });

  it("says the refusals in German and the cash terms text of the spec in German", SLOW, async () => {
    state.settings = stored;
    state.save.mockReset();
    state.save.mockRejectedValue(new ApiError("validation", 400, { cashPaymentsAuthorised: ["cash-terms-required"], timezone: ["timezone-invalid"] }));
    renderIn("de");
    expect(screen.getByRole("heading", { name: "Allgemeine Einstellungen" })).toBeTruthy();
    save();
    expect(await screen.findByText("Bitte bestätigen Sie die Geschäftsbedingungen für Barzahlungen.")).toBeTruthy();
    expect(screen.getByText("Wählen Sie eine Zeitzone aus der Liste.")).toBeTruthy();
  });

  it("checks each typed address in the browser and names the wrong ones", SLOW, async () => {
    state.settings = stored;
    state.save.mockReset();
    renderIn("en");
    fireEvent.change(screen.getByLabelText(m.sendNewOrderNotificationsTo.defaultMessage), { target: { value: "kitchen@bar.es, owner@, chef" } });
    save();
    expect(await screen.findByText("Not an e-mail address: owner@, chef")).toBeTruthy();
    expect(state.save).not.toHaveBeenCalled();
  });

  it("shows the local time of the chosen zone and the currency of the prices", SLOW, async () => {
    state.settings = { ...stored, timezone: "Asia/Shanghai", currency: "USD" };
    renderIn("en");
    expect(screen.getByTestId("local-time").textContent).toMatch(/^Local time there now: \w+,? \d\d:\d\d$/);
    expect(screen.getByTestId("currency-example").textContent).toBe("A price of 12.50 is shown as $12.50.");
  });

  it("falls back to euros for an unknown stored currency and says so", SLOW, async () => {
    state.settings = { ...stored, currency: "XYZ" };
    renderIn("en");
    expect(screen.getByText(/The stored currency "XYZ" is unknown/)).toBeTruthy();
    expect(screen.getByTestId("currency-example").textContent).toBe("A price of 12.50 is shown as €12.50.");
  });

  it("follows a change saved in another tab while nothing is typed", SLOW, async () => {
    state.settings = stored;
    const view = renderIn("en");
    expect((screen.getByLabelText(m.vatId.defaultMessage) as HTMLInputElement).value).toBe("ESB12345678");
    state.settings = { ...stored, vatId: "ESA11111111" };
    act(() => view.rerender());
    await waitFor(() => expect((screen.getByLabelText(m.vatId.defaultMessage) as HTMLInputElement).value).toBe("ESA11111111"));
  });

  it("lists the VAT changes with who, when, old and new value", SLOW, async () => {
    state.settings = stored;
    state.log = [{ id: "c1", companyId: "co", field: "vat", oldValue: 10, newValue: 21, byUid: "co", byName: "Ana Pérez", at: "2026-11-25T09:30:00.000Z" }];
    renderIn("en");
    expect(within(screen.getByTestId("vat-log")).getByText(/Ana Pérez: default rate 10 % → 21 %/)).toBeTruthy();
    state.log = [];
  });

  it("marks cash and online payments as subscribers only without a subscription, and cash cannot be switched on", SLOW, async () => {
    state.settings = { ...stored, enableOfflinePayments: false };
    state.subscriptionActive = false;
    renderIn("en");
    expect(screen.getAllByTestId("subscribers-only")).toHaveLength(2);
    expect(screen.getByRole("checkbox", { name: "Accept cash payments (pay on site)" })).toBeDisabled();
    cleanup();
    // Stored on from the time of a subscription: it can still be switched off.
    state.settings = { ...stored, enableOfflinePayments: true };
    renderIn("en");
    expect(screen.getByRole("checkbox", { name: "Accept cash payments (pay on site)" })).toBeEnabled();
    state.subscriptionActive = true;
  });
});
