// Spec §8 'no payment connection': shown only where online payment is on without a complete connection,
// with its link to /settings/banking; the company document's older flag still counts as connected.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../ui/testing";
import { PaymentConnectionAlert, companyConnectionState } from "./NoPaymentConnectionWarning";

describe("PaymentConnectionAlert", () => {
  it("warns with a link to Banking when online payment is on and nothing is connected", () => {
    renderInRouter(<PaymentConnectionAlert state="notConnected" onlinePayment />);
    expect(screen.getByText("No payment connection")).toBeInTheDocument();
    expect(screen.getByText(/no card payment provider is connected/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Banking" })).toHaveAttribute("href", "/settings/banking");
  });

  it("says the connection is not complete yet while waiting", () => {
    renderInRouter(<PaymentConnectionAlert state="waiting" onlinePayment />);
    expect(screen.getByText(/the connection to the card payment provider is not complete yet/)).toBeInTheDocument();
  });

  it("on a screen without the switch, says it is a sales zone's", () => {
    renderInRouter(<PaymentConnectionAlert state="notConnected" onlinePayment switchIn="zones" />);
    expect(screen.getByText(/^Online payment is switched on in a sales zone, but no card payment provider is connected/)).toBeInTheDocument();
    renderInRouter(<PaymentConnectionAlert state="waiting" onlinePayment switchIn="zones" />);
    expect(screen.getByText(/^Online payment is switched on in a sales zone, but the connection to the card payment provider is not complete yet/)).toBeInTheDocument();
  });

  it.each([
    ["connected", true],
    ["notConnected", false],
    [undefined, true],
  ] as const)("stays away when the state is %s and online payment is %s", (state, onlinePayment) => {
    renderInRouter(<PaymentConnectionAlert state={state} onlinePayment={onlinePayment} />);
    expect(screen.queryByTestId("no-payment-connection")).toBeNull();
  });
});

describe("companyConnectionState", () => {
  it("reads the stored state, else the older flag", () => {
    expect(companyConnectionState({ stripeConnectionState: "waiting", hasAValidStripeConnection: false })).toBe("waiting");
    expect(companyConnectionState({ hasAValidStripeConnection: true })).toBe("connected");
    expect(companyConnectionState({})).toBe("notConnected");
    expect(companyConnectionState(null)).toBe("notConnected");
  });
});
