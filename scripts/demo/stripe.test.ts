import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stripeClient } from "../../functions/src/stripe/client";
import { subscriptionDataOf } from "../../functions/src/subscriptions/state";
import { startStripeStandIn, type StripeStandIn } from "../../functions/tools/stripe";
import { buyDemoSubscription, standInAnswers } from "./stripe";

let standIn: StripeStandIn;

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: "whsec_demo", retryDelaysMs: [1], webhookSink: async () => 200 });
});
afterAll(async () => {
  await standIn.close();
});

describe("the demo's subscription in the Stripe stand-in", () => {
  it("is bought as an owner buys one: an active Pro plan with the SMS add-on, for the company, whose customer has a portal", async () => {
    const bought = await buyDemoSubscription(standIn.url, { companyId: "demo-company", email: "owner@comanda.test", name: "Casa Comanda" });
    const stripe = stripeClient("sk_test_unit", standIn.url);
    const subscription = await stripe.subscriptions.retrieve(bought.subscriptionId);
    expect(subscriptionDataOf(subscription, "demo-company", Date.now())).toMatchObject({
      companyId: "demo-company",
      name: "pro",
      status: "active",
      smsAddOn: true,
      customerId: bought.customerId,
    });
    const sessions = await stripe.checkout.sessions.list({ subscription: bought.subscriptionId });
    expect(sessions.data.map((s) => s.client_reference_id)).toEqual(["demo-company"]);
    // What the profile's "Manage subscription" opens.
    const portal = await stripe.billingPortal.sessions.create({ customer: bought.customerId, return_url: "http://127.0.0.1:5173/admin/profile" });
    expect(portal.url).toContain(standIn.url);
  });

  it("is skipped when no stand-in answers", async () => {
    expect(await standInAnswers(standIn.url)).toBe(true);
    expect(await standInAnswers("http://127.0.0.1:9")).toBe(false);
  });
});
