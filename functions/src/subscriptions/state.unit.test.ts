import { describe, expect, it } from "vitest";
import type { Stripe } from "../stripe/client";
import { planNameOf, statusOf, subscriptionDataOf, subscriptionIdOf, validUntilOf } from "./state";

const item = (price: string, metadata: Record<string, string>, end = 1_800_000_000) =>
  ({ id: `si_${price}`, price: { id: price, nickname: null, metadata }, current_period_end: end }) as unknown as Stripe.SubscriptionItem;

function subscription(items: Stripe.SubscriptionItem[], extra: Partial<Record<string, unknown>> = {}): Stripe.Subscription {
  return { id: "sub_1", object: "subscription", customer: "cus_1", status: "active", created: 1_700_000_000, cancel_at: null, ended_at: null, items: { data: items }, ...extra } as unknown as Stripe.Subscription;
}

describe("a Stripe subscription as stored", () => {
  it("takes the plan from the price metadata, or the known price ids, and the SMS add-on from its own price", () => {
    const stored = subscriptionDataOf(subscription([item("price_x", { plan: "pro" }), item("price_y", { addon: "sms" })]), "company-a", 1234);
    expect(stored).toEqual({
      companyId: "company-a",
      created: new Date(1_700_000_000_000).toISOString(),
      name: "pro",
      status: "active",
      validUntil: new Date(1_800_000_000_000).toISOString(),
      smsAddOn: true,
      customerId: "cus_1",
      providerStatus: "active",
      syncedAt: 1234,
    });
    expect(planNameOf(subscription([item("price_basic_monthly", {})]))).toBe("basic");
    expect(subscriptionDataOf(subscription([item("price_basic_monthly", {})]), "c", 1).smsAddOn).toBe(false);
  });

  it("sums Stripe's statuses up as spec §4 names them", () => {
    expect(["active", "trialing", "incomplete", "past_due", "canceled", "unpaid", "paused", "incomplete_expired"].map(statusOf)).toEqual([
      "active",
      "trialing",
      "incomplete",
      "inactive",
      "inactive",
      "inactive",
      "inactive",
      "inactive",
    ]);
  });

  it("is valid until it ended, until its cancellation, or to the end of the period", () => {
    expect(validUntilOf(subscription([item("p", {})], { ended_at: 1_750_000_000, cancel_at: 1_760_000_000 }))).toBe(new Date(1_750_000_000_000).toISOString());
    expect(validUntilOf(subscription([item("p", {})], { cancel_at: 1_760_000_000 }))).toBe(new Date(1_760_000_000_000).toISOString());
    expect(validUntilOf(subscription([]))).toBeNull();
  });

  it("finds the subscription an event is about", () => {
    const event = (object: Record<string, unknown>) => ({ data: { object } }) as unknown as Stripe.Event;
    expect(subscriptionIdOf(event({ object: "subscription", id: "sub_1" }))).toBe("sub_1");
    expect(subscriptionIdOf(event({ object: "checkout.session", mode: "subscription", subscription: "sub_2" }))).toBe("sub_2");
    expect(subscriptionIdOf(event({ object: "checkout.session", mode: "payment", subscription: null }))).toBeNull();
    expect(subscriptionIdOf(event({ object: "invoice", parent: { subscription_details: { subscription: "sub_3" } } }))).toBe("sub_3");
    expect(subscriptionIdOf(event({ object: "invoice", subscription: "sub_4", parent: null }))).toBe("sub_4");
    expect(subscriptionIdOf(event({ object: "invoice", parent: null }))).toBeNull();
  });
});
