// The profile's subscription card: the plans (Stripe's element, its script added only here) without a
// subscription, the plan, status, valid-until and SMS add-on with one, the portal button for the owner,
// and the messages of the return from checkout, which wait for the live company document.
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PricingTableAnswer } from "@comanda/shared";
import { Providers } from "../../ui/testing";
import { SubscriptionCard, type SubscriptionCardProps } from "./SubscriptionCard";
import type { StoredSubscription } from "./repository";

const table: PricingTableAnswer = {
  pricingTableId: "prctbl_local",
  publishableKey: "pk_test_local",
  scriptUrl: "http://127.0.0.1:12111/v3/pricing-table.js",
  clientReferenceId: "company-a",
  customerEmail: "ana@example.com",
  alwaysActive: false,
};
const pro: StoredSubscription = {
  id: "sub_1",
  companyId: "company-a",
  created: "2026-01-01T10:00:00.000Z",
  name: "pro",
  status: "active",
  validUntil: "2026-02-01T10:00:00.000Z",
  smsAddOn: true,
  customerId: "cus_1",
};

function renderCard(overrides: Partial<SubscriptionCardProps> = {}) {
  const onManage = vi.fn();
  const props: SubscriptionCardProps = {
    company: { hasAnActiveSubscription: false, subscribedPlan: null, smsAddOn: false },
    subscription: null,
    alwaysActive: false,
    pricingTable: table,
    pricingError: null,
    checkout: { state: "none" },
    canManage: false,
    openingPortal: false,
    onManage,
    formatDate: (iso) => `date ${iso.slice(0, 10)}`,
    ...overrides,
  };
  const view = render(
    <Providers>
      <SubscriptionCard {...props} />
    </Providers>,
  );
  return { ...view, onManage };
}

afterEach(() => {
  document.head.querySelectorAll("script[src*='pricing-table']").forEach((s) => s.remove());
});

describe("SubscriptionCard", () => {
  it("without a subscription shows the plans with the company as client reference and loads Stripe's script once", () => {
    const { container, rerender } = renderCard();
    expect(screen.getByText("No subscription")).toBeInTheDocument();
    const element = container.querySelector("stripe-pricing-table");
    expect(element?.getAttribute("pricing-table-id")).toBe("prctbl_local");
    expect(element?.getAttribute("publishable-key")).toBe("pk_test_local");
    expect(element?.getAttribute("client-reference-id")).toBe("company-a");
    expect(element?.getAttribute("customer-email")).toBe("ana@example.com");
    rerender(
      <Providers>
        <SubscriptionCard
          company={{ hasAnActiveSubscription: false, subscribedPlan: null }}
          subscription={null}
          alwaysActive={false}
          pricingTable={table}
          pricingError={null}
          checkout={{ state: "none" }}
          canManage={false}
          openingPortal={false}
          onManage={() => {}}
          formatDate={(iso) => iso}
        />
      </Providers>,
    );
    expect(document.head.querySelectorAll(`script[src="${table.scriptUrl}"]`)).toHaveLength(1);
    expect(screen.queryByRole("button", { name: /Manage subscription/ })).toBeNull();
  });

  it("with a subscription shows the plan, status, valid-until and SMS add-on, no plans, and the owner's portal button", () => {
    const { container, onManage } = renderCard({ company: { hasAnActiveSubscription: true, subscribedPlan: "pro", smsAddOn: true }, subscription: pro, canManage: true });
    expect(screen.getByText("Pro")).toBeInTheDocument();
    expect(screen.getByTestId("subscription-status")).toHaveTextContent("Active");
    expect(screen.getByText("date 2026-02-01")).toBeInTheDocument();
    expect(screen.getByText(/Booked: customers get an SMS/)).toBeInTheDocument();
    expect(container.querySelector("stripe-pricing-table")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Manage subscription and invoices/ }));
    expect(onManage).toHaveBeenCalledOnce();
  });

  it("names every status: an ended subscription is inactive and offers the plans again", () => {
    const { container } = renderCard({ subscription: { ...pro, status: "inactive" }, company: { hasAnActiveSubscription: false, subscribedPlan: null, smsAddOn: false } });
    expect(screen.getByTestId("subscription-status")).toHaveTextContent("Inactive");
    expect(screen.getByText("Not booked")).toBeInTheDocument();
    expect(container.querySelector("stripe-pricing-table")).not.toBeNull();
  });

  it("after checkout waits for the company document, then says the subscription is active", () => {
    const { rerender } = renderCard({ checkout: { state: "recorded" } });
    expect(screen.getByTestId("checkout-return")).toHaveTextContent("We are recording your subscription");
    rerender(
      <Providers>
        <SubscriptionCard
          company={{ hasAnActiveSubscription: true, subscribedPlan: "basic" }}
          subscription={{ ...pro, name: "basic", smsAddOn: false }}
          alwaysActive={false}
          pricingTable={table}
          pricingError={null}
          checkout={{ state: "recorded" }}
          canManage
          openingPortal={false}
          onManage={() => {}}
          formatDate={(iso) => iso}
        />
      </Providers>,
    );
    expect(screen.getByTestId("checkout-return")).toHaveTextContent("Your subscription is active");
    expect(screen.getByText("Basic")).toBeInTheDocument();
  });

  it("says why a return from checkout was not recorded, and that a deployment counts everyone as subscribed", () => {
    renderCard({ checkout: { state: "failed", message: "This checkout is not known." }, alwaysActive: true });
    expect(screen.getByTestId("checkout-return")).toHaveTextContent("This checkout is not known.");
    expect(screen.getByText(/every company counts as subscribed/)).toBeInTheDocument();
  });
});
