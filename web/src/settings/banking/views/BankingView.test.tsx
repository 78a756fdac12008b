// /settings/banking in two interface languages: not connected → a fresh link and off to Stripe; waiting with
// what is still missing; connected with the schedule and payouts in the account's currency; an expired
// link (?onboarding=refresh) offers a new one; without a subscription connecting is closed; a refusal shown.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntApp } from "antd";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { BankingStatusAnswer } from "@comanda/shared";
import { ApiError } from "../../../data/api";
import "../../../i18n/errors";
import de from "../../../i18n/lang/de.json";
import { SLOW } from "../../../ui/testing";

const NOT_CONNECTED: BankingStatusAnswer = {
  state: "notConnected",
  waitingReason: null,
  missing: [],
  deadline: null,
  rejected: false,
  currency: null,
  payoutSchedule: null,
  payouts: [],
};

const state = vi.hoisted(() => ({
  subscribed: true,
  company: { id: "co", stripeConnectionState: "notConnected" } as Record<string, unknown>,
  status: vi.fn((): Promise<unknown> => Promise.resolve(null)),
  link: vi.fn((): Promise<unknown> => Promise.resolve({ url: "https://connect.example/acctlink_1", expiresAt: "2026-11-26T12:05:00.000Z" })),
  go: vi.fn((_url: string) => {}),
}));

vi.mock("../../../company", () => ({
  useCompany: () => ({ companyId: "co", company: state.company, subscriptionActive: state.subscribed, loading: false }),
  useFormatters: () => ({ formatDate: (iso: string) => `«${iso.slice(0, 10)}»` }),
}));
vi.mock("../repository", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../repository")>()),
  fetchBankingStatus: state.status,
  createOnboardingLink: state.link,
  goToOnboarding: state.go,
}));

const { default: BankingView } = await import("./BankingView");

function renderAt(path = "/settings/banking", locale: "en" | "de" = "en") {
  const messages = locale === "de" ? (de as Record<string, string>) : {};
  return render(
    <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={() => {}}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <BankingView />
        </MemoryRouter>
      </AntApp>
    </IntlProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  state.subscribed = true;
  state.company = { id: "co", stripeConnectionState: "notConnected" };
  state.status.mockResolvedValue(NOT_CONNECTED);
});

describe("/settings/banking", SLOW, () => {
  it("not connected: a fresh onboarding link on each click, and off to Stripe", async () => {
    const user = userEvent.setup();
    renderAt();
    await waitFor(() => expect(state.status).toHaveBeenCalled());
    expect(screen.getByTestId("banking-state")).toHaveTextContent("Not connected");
    expect(screen.getByText("No card payment provider is connected yet. Customers cannot pay online until you connect one.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Connect with Stripe" }));
    await waitFor(() => expect(state.go).toHaveBeenCalledWith("https://connect.example/acctlink_1"));
    expect(state.link).toHaveBeenCalledTimes(1);
  });

  it("waiting: says why and lists what Stripe still needs, in German", async () => {
    state.company = { id: "co", stripeConnectionState: "waiting" };
    state.status.mockResolvedValue({
      ...NOT_CONNECTED,
      state: "waiting",
      waitingReason: "detailsMissing",
      missing: ["bankAccount", "termsOfService"],
      deadline: "2026-12-03T10:00:00.000Z",
      currency: "EUR",
      payoutSchedule: { interval: "daily", delayDays: 2, weeklyAnchor: null, monthlyAnchor: null },
    } satisfies BankingStatusAnswer);
    renderAt("/settings/banking", "de");
    const missing = await screen.findByTestId("banking-missing");
    expect(within(missing).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Bankkonto für Auszahlungen", "Zustimmung zu den Nutzungsbedingungen von Stripe"]);
    expect(screen.getByTestId("banking-state")).toHaveTextContent("Ausstehend");
    expect(screen.getByText("Stripe benötigt noch einige Angaben von Ihnen, bevor Sie Kartenzahlungen annehmen können.")).toBeInTheDocument();
    expect(screen.getByText("Bitte geben Sie sie bis «2026-12-03» an.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Bei Stripe fortfahren" })).toBeEnabled();
  });

  it("connected: the payout schedule and the last payouts in the account's currency", async () => {
    state.company = { id: "co", stripeConnectionState: "connected", hasAValidStripeConnection: true };
    state.status.mockResolvedValue({
      ...NOT_CONNECTED,
      state: "connected",
      currency: "JPY",
      payoutSchedule: { interval: "weekly", delayDays: 7, weeklyAnchor: "friday", monthlyAnchor: null },
      payouts: [
        { id: "po_1", amount: 12_345, currency: "EUR", status: "paid", arrivalDate: "2026-11-24T00:00:00.000Z", created: "2026-11-22T00:00:00.000Z" },
        { id: "po_2", amount: 5000, currency: "JPY", status: "in_transit", arrivalDate: "2026-11-28T00:00:00.000Z", created: "2026-11-26T00:00:00.000Z" },
      ],
    } satisfies BankingStatusAnswer);
    renderAt();
    expect(await screen.findByText("€123.45")).toBeInTheDocument();
    // Zero-decimal currency: 5000 is ¥5,000, not ¥50.
    expect(screen.getByText("¥5,000")).toBeInTheDocument();
    expect(screen.getByText("«2026-11-24»")).toBeInTheDocument();
    expect(screen.getByText("On its way")).toBeInTheDocument();
    expect(screen.getByTestId("banking-schedule")).toHaveTextContent("Weekly on Friday, 7 days after each payment at the earliest.");
    expect(screen.getByTestId("banking-state")).toHaveTextContent("Connected");
  });

  it("back from an expired link: offers a new one", async () => {
    const user = userEvent.setup();
    state.company = { id: "co", stripeConnectionState: "waiting" };
    state.status.mockResolvedValue({ ...NOT_CONNECTED, state: "waiting", waitingReason: "detailsMissing" });
    renderAt("/settings/banking?onboarding=refresh");
    expect(await screen.findByText("The Stripe link has expired")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open a new link" }));
    await waitFor(() => expect(state.go).toHaveBeenCalledWith("https://connect.example/acctlink_1"));
  });

  it("without a subscription: the subscribers-only badge and no way to connect", async () => {
    state.subscribed = false;
    renderAt();
    await waitFor(() => expect(state.status).toHaveBeenCalled());
    expect(screen.getByTestId("subscribers-only")).toBeInTheDocument();
    expect(screen.getByText("Connecting a card payment provider needs an active subscription.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Connect with Stripe" })).toBeDisabled();
  });

  it("says why when Stripe refuses the link, and stays on the screen", async () => {
    const user = userEvent.setup();
    state.link.mockRejectedValueOnce(new ApiError("payment-provider-error", 502));
    renderAt();
    await waitFor(() => expect(state.status).toHaveBeenCalled());
    await user.click(screen.getByRole("button", { name: "Connect with Stripe" }));
    await waitFor(() => expect(state.link).toHaveBeenCalled());
    expect(await screen.findByText("The card payment provider did not answer as expected. Nothing was changed: please try again.")).toBeInTheDocument();
    expect(state.go).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Connect with Stripe" })).not.toHaveClass("ant-btn-loading");
  });
});
