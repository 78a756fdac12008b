// The demo's Pro subscription, bought in the local Stripe stand-in as an owner buys one (a customer, a
// Checkout session with the Pro plan and the SMS add-on, paid), so that the demo owner can open the
// customer portal, change or cancel it like any other. The stand-in keeps everything in memory: the seed
// makes it again whenever it runs beside a running stand-in (npm start does both).
import { COLLECTIONS, type SubscriptionData } from "@comanda/shared";
import type { Firestore } from "firebase-admin/firestore";
import type { AppDeps } from "../../functions/src/deps";
import { systemClock } from "../../functions/src/clock";
import { stripeClient, type Stripe } from "../../functions/src/stripe/client";
import { applySubscription, loadSubscription } from "../../functions/src/subscriptions/sync";
import { PLAN_PRICES, SMS_ADDON_PRICE } from "../../functions/tools/stripe";

/** Any test-mode key opens the stand-in. */
const STAND_IN_KEY = "sk_test_demo_seed";

export interface DemoStripeSubscription {
  customerId: string;
  subscriptionId: string;
}

/** Is a stand-in answering at `url` (waiting up to `waitMs` for one that is still starting)? */
export async function standInAnswers(url: string, waitMs = 0): Promise<boolean> {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      const res = await fetch(`${url}/_standin/events`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return true;
    } catch {
      // Not (yet) listening.
    }
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Buys the plan in the stand-in at `standInUrl`: a customer for the owner, a paid Checkout session for the company. */
export async function buyDemoSubscription(standInUrl: string, owner: { companyId: string; email: string; name: string }): Promise<DemoStripeSubscription> {
  const stripe = stripeClient(STAND_IN_KEY, standInUrl);
  const customer = await stripe.customers.create({ email: owner.email, name: owner.name, metadata: { companyId: owner.companyId } });
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    client_reference_id: owner.companyId,
    line_items: [
      { price: PLAN_PRICES.pro, quantity: 1 },
      { price: SMS_ADDON_PRICE, quantity: 1 },
    ],
    success_url: "http://127.0.0.1:5173/admin/profile?session_id={CHECKOUT_SESSION_ID}",
  });
  // The stand-in's "Pay" of its Checkout page.
  const paid = await fetch(`${standInUrl}/_standin/checkout/sessions/${session.id}/complete`, { method: "POST" });
  if (!paid.ok) throw new Error(`The Stripe stand-in did not complete the demo's checkout: HTTP ${paid.status} ${await paid.text()}`);
  const completed = await stripe.checkout.sessions.retrieve(session.id);
  const subscriptionId = typeof completed.subscription === "string" ? completed.subscription : completed.subscription?.id;
  if (!subscriptionId) throw new Error("The Stripe stand-in's completed checkout has no subscription");
  return { customerId: customer.id, subscriptionId };
}

/**
 * Stores the stand-in's subscription as the server does on the return from Checkout (subscriptions/{id},
 * the company's flags, stripeCustomers/{customer}), in place of the seeded subscriptions of the company.
 */
export async function storeDemoSubscription(db: Firestore, standInUrl: string, companyId: string, bought: DemoStripeSubscription): Promise<SubscriptionData> {
  const stripe: Stripe = stripeClient(STAND_IN_KEY, standInUrl);
  // Only what loadSubscription and applySubscription use.
  const deps = { db, clock: systemClock, stripe: { client: () => stripe, webhookSecret: () => "" } } as unknown as AppDeps;
  const loaded = await loadSubscription(deps, bought.subscriptionId, companyId);
  if (!loaded) throw new Error(`The Stripe stand-in does not know ${bought.subscriptionId}`);
  const seeded = await db.collection(COLLECTIONS.subscriptions).where("companyId", "==", companyId).get();
  await Promise.all(seeded.docs.filter((doc) => doc.id !== bought.subscriptionId).map((doc) => doc.ref.delete()));
  await db.runTransaction((tx) => applySubscription(tx, deps, loaded));
  return (await db.collection(COLLECTIONS.subscriptions).doc(bought.subscriptionId).get()).data() as SubscriptionData;
}
