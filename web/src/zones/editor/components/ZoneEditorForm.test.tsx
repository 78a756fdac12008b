import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderInRouter, SLOW } from "../../../ui/testing";
import type { PickerList } from "../pickers";
import { newZoneValues, type ZoneFormValues } from "../zoneForm";
import { ZoneEditorForm, type ZoneEditorFormProps } from "./ZoneEditorForm";

const list = (entries: PickerList["entries"] = []): PickerList => ({ entries, loading: false, unreadable: false });

function renderForm(overrides: Partial<ZoneEditorFormProps> = {}) {
  const onSubmit = vi.fn(async (_values: ZoneFormValues) => {});
  const props: ZoneEditorFormProps = {
    initialValues: { ...newZoneValues(), name: "Terrace" },
    onSubmit,
    onCancel: vi.fn(),
    settings: { enableOfflinePayments: true },
    slotMinutes: 15,
    timezone: "Europe/Madrid",
    allows: () => true,
    showCheckoutTestMode: false,
    pickers: { categories: list([{ id: "drinks", label: "Drinks" }]), pages: list(), stories: list(), discounts: list() },
    ...overrides,
  };
  renderInRouter(<ZoneEditorForm {...props} />);
  return { onSubmit };
}

const invoiceBox = () => screen.getByRole("checkbox", { name: "Delivery on invoice" });

// What the browser test (e2e/zones-editor.spec.ts) does not reach: the subscription-dependent parts and a
// list the user may not read.
describe("ZoneEditorForm", SLOW, () => {
  it("enables delivery on invoice only once payment on site is ticked in the zone too", async () => {
    renderForm();
    expect(invoiceBox()).toBeDisabled();
    expect(screen.getByRole("link", { name: "general settings" })).toHaveAttribute("href", "/settings/general");
    await userEvent.click(screen.getByRole("checkbox", { name: "Payment on site" }));
    expect(invoiceBox()).toBeEnabled();
  });

  it("warns that cash sales are not authorised while the zone offers payment on site without the cash terms confirmed", async () => {
    renderForm();
    const warning = /Cash sales are not authorised/;
    expect(screen.queryByText(warning)).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: "Payment on site" }));
    expect(screen.getByText(warning)).toBeTruthy();
  });

  it("does not warn about cash sales once they are authorised", async () => {
    renderForm({ settings: { enableOfflinePayments: true, cashPaymentsAuthorised: true }, initialValues: { ...newZoneValues(), name: "Terrace", enableOfflinePayment: true } });
    expect(screen.getByRole("checkbox", { name: "Payment on site" })).toBeChecked();
    expect(screen.queryByText(/Cash sales are not authorised/)).toBeNull();
  });

  it("shows the delivery-time threshold and its unit only for 'only if longer than', keeping the value when folded", async () => {
    const { onSubmit } = renderForm({ initialValues: { ...newZoneValues(), name: "Terrace", enableDelivery: true, displayDeliveryTimeRule: "longerThan", displayDeliveryTimeTreshold: 2, displayDeliveryTimeTresholdUnit: "hours" } });
    expect(screen.getByRole("textbox", { name: "Longer than" })).toHaveValue("2");
    await userEvent.click(screen.getByRole("checkbox", { name: "Delivery" }));
    expect(screen.queryByRole("textbox", { name: "Longer than" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ enableDelivery: false, displayDeliveryTimeTreshold: 2, displayDeliveryTimeTresholdUnit: "hours" });
  });

  it("shows stored pages as unavailable, and keeps them, when the user may not read the pages", async () => {
    const { onSubmit } = renderForm({
      initialValues: { ...newZoneValues(), name: "Terrace", pagesVisibilityRule: "onlySelected", pagesVisibilityConfig: ["about-us"] },
      pickers: { categories: list(), pages: { entries: [], loading: false, unreadable: true }, stories: list(), discounts: list() },
    });
    expect(screen.getByText("Your permissions do not let you see this list. The 1 selected entry stays as saved.")).toBeInTheDocument();
    expect(screen.getByText("Unavailable entry (about-us)")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].pagesVisibilityConfig).toEqual(["about-us"]);
  });

  it("offers checkout test mode and marks the gated options only without a subscription", () => {
    renderForm({ allows: () => false, showCheckoutTestMode: true });
    expect(screen.getByRole("checkbox", { name: "Checkout test mode" })).toBeInTheDocument();
    const customer = screen.getByRole("group", { name: "What the customer enters" });
    expect(within(customer).getAllByText("Subscribers only")).toHaveLength(2);
    // Switching them on needs the plan; the server refuses it too.
    expect(within(customer).getByRole("checkbox", { name: /Ask for the phone number/ })).toBeDisabled();
  });

  it("hides checkout test mode and the badges for a subscribed company", () => {
    renderForm();
    expect(screen.queryByRole("checkbox", { name: "Checkout test mode" })).toBeNull();
    expect(screen.queryByText("Subscribers only")).toBeNull();
  });

  it("warns that online payment has no payment connection yet, with a link to Banking, until it is unticked", async () => {
    renderForm({ paymentConnection: "notConnected" });
    const online = screen.getByRole("checkbox", { name: "Online payment" });
    expect(online).toBeChecked();
    expect(screen.getByText("No payment connection")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Banking" })).toHaveAttribute("href", "/settings/banking");
    await userEvent.click(online);
    expect(screen.queryByText("No payment connection")).toBeNull();
  });

  it("does not warn about the payment connection once the company is connected", () => {
    renderForm({ paymentConnection: "connected" });
    expect(screen.getByRole("checkbox", { name: "Online payment" })).toBeChecked();
    expect(screen.queryByText("No payment connection")).toBeNull();
  });
});
