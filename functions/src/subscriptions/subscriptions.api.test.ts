// The subscription against the local Stripe stand-in: every event type delivered twice, out of order (an
// update before the creation, an old update after the deletion, event copies when Stripe answers 404) and
// concurrently ends in Stripe's current state; a customer of one company never binds another; the return
// from checkout (another company's session, an unpaid one, a replay after cancelling); the customer portal
// (owner only) and the pricing table's settings.
import "./testProject";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SubscriptionData } from "@comanda/shared";
import type { Stripe } from "../stripe/client";
import { startTestStripe, type TestStripe } from "../stripe/testStripe";
import { PLAN_PRICES, SMS_ADDON_PRICE } from "../../tools/stripe";
import { resolveDeps } from "../deps";
import { runTransaction } from "../transactions";
import * as logs from "./logs";
import { applySubscription, loadSubscription } from "./sync";
import { subscriptionEventHandlers } from "./webhooks";
import { APP_URL, auth, clearProject, createStaff, db, emulatorConfig, registeredOwner, testApp } from "../test/emulator";

// The refused binding's log event is watched (firebase-functions' logger cannot be spied on); the others log as usual.
vi.mock("./logs", async (original) => ({ ...(await original<typeof import("./logs")>()), customerOfAnotherCompany: vi.fn() }));

let stripe: TestStripe;
beforeAll(async () => {
  stripe = await startTestStripe({ appUrl: APP_URL });
});
afterAll(async () => {
  await stripe?.close();
});
beforeEach(clearProject);

const app = () => testApp({ stripe: stripe.port });
const codeOf = (res: request.Response) => (res.body as { error?: { code: string } }).error?.code;
const company = async (id: string) => (await db.collection("companies").doc(id).get()).data() ?? {};
const flagsOf = async (id: string) => {
  const { hasAnActiveSubscription, subscribedPlan, smsAddOn } = await company(id);
  return { hasAnActiveSubscription, subscribedPlan, smsAddOn };
};
const stored = async (subscriptionId: string) => (await db.collection("subscriptions").doc(subscriptionId).get()).data() as SubscriptionData | undefined;

/** A paid checkout of the pricing table for this company (client reference), as the stand-in's "Pay" makes it. */
async function checkout(companyId: string, prices: string[] = [PLAN_PRICES.pro], customer?: string): Promise<{ session: Stripe.Checkout.Session; subscriptionId: string; events: Stripe.Event[] }> {
  const before = new Set(stripe.events().map((e) => e.id));
  const created = await stripe.client.checkout.sessions.create({
    mode: "subscription",
    client_reference_id: companyId,
    ...(customer ? { customer } : {}),
    line_items: prices.map((price) => ({ price, quantity: 1 })),
    success_url: `${APP_URL}/admin/profile?session_id={CHECKOUT_SESSION_ID}`,
  });
  stripe.standIn.completeCheckout(created.id);
  const session = await stripe.client.checkout.sessions.retrieve(created.id);
  return { session, subscriptionId: String(session.subscription), events: stripe.events().filter((e) => !before.has(e.id)) };
}

/** Events made since `before` (ids), oldest first. */
const eventsSince = (before: Set<string>) => stripe.events().filter((e) => !before.has(e.id));
const eventIds = () => new Set(stripe.events().map((e) => e.id));

/** Posts an event as Stripe does: again while the answer is a retry-later (503). */
async function deliver(event: Stripe.Event): Promise<request.Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await stripe.post(app(), event);
    if (res.status !== 503 || attempt >= 6) return res;
    await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
  }
}
async function deliverAll(events: Stripe.Event[]): Promise<void> {
  for (const event of events) expect((await deliver(event)).status, event.type).toBe(200);
}
const ofType = (events: Stripe.Event[], type: string) => {
  const found = events.find((e) => e.type === type);
  if (!found) throw new Error(`no ${type} among ${events.map((e) => e.type).join(", ")}`);
  return found;
};

describe("subscription webhooks", () => {
  it("record a checkout's subscription, each event type twice, with the company flags and the customer's company", async () => {
    const owner = await registeredOwner();
    const { subscriptionId, events } = await checkout(owner.uid, [PLAN_PRICES.pro, SMS_ADDON_PRICE]);
    expect(events.map((e) => e.type).filter((type) => type in subscriptionEventHandlers)).toEqual(["checkout.session.completed", "customer.subscription.created", "invoice.paid"]);
    for (const event of events.filter((e) => e.type in subscriptionEventHandlers)) {
      expect((await deliver(event)).status).toBe(200);
      const again = await deliver(event);
      expect(again.status).toBe(200);
      expect((again.body as { data: { outcome: string } }).data.outcome).toBe("duplicate");
    }
    expect(await flagsOf(owner.uid)).toEqual({ hasAnActiveSubscription: true, subscribedPlan: "pro", smsAddOn: true });
    const sub = await stored(subscriptionId);
    const customerId = String(stripe.standIn.state.subscription(subscriptionId).customer);
    expect(sub).toMatchObject({ companyId: owner.uid, name: "pro", status: "active", smsAddOn: true, customerId, providerStatus: "active" });
    expect(Date.parse(sub!.validUntil!)).toBeGreaterThan(Date.now() + 25 * 86_400_000);
    expect((await db.collection("stripeCustomers").doc(customerId).get()).data()).toMatchObject({ companyId: owner.uid, customerId });
  });

  it("end in the current state when the update comes before the creation, and find the company from the checkout session", async () => {
    const owner = await registeredOwner();
    const { subscriptionId, events } = await checkout(owner.uid, [PLAN_PRICES.pro]);
    const before = eventIds();
    const item = stripe.standIn.state.subscription(subscriptionId).items as { data: { id: string }[] };
    await stripe.client.subscriptions.update(subscriptionId, { items: [{ id: item.data[0]!.id, price: PLAN_PRICES.basic }, { price: SMS_ADDON_PRICE }] });
    const updated = ofType(eventsSince(before), "customer.subscription.updated");
    // Stripe sends the update first: no company is known yet except through the listed checkout session.
    await deliverAll([updated]);
    expect(await flagsOf(owner.uid)).toEqual({ hasAnActiveSubscription: true, subscribedPlan: "basic", smsAddOn: true });
    await deliverAll([ofType(events, "customer.subscription.created"), ofType(events, "invoice.paid"), ofType(events, "checkout.session.completed")]);
    expect(await flagsOf(owner.uid)).toEqual({ hasAnActiveSubscription: true, subscribedPlan: "basic", smsAddOn: true });
    expect(await stored(subscriptionId)).toMatchObject({ name: "basic", smsAddOn: true, status: "active" });
  });

  it("keep a deleted subscription ended when an old update arrives after the deletion, and the old update twice", async () => {
    const owner = await registeredOwner();
    const { subscriptionId, events } = await checkout(owner.uid);
    await deliverAll(events);
    const before = eventIds();
    await stripe.client.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await stripe.client.subscriptions.cancel(subscriptionId);
    const later = eventsSince(before);
    const deleted = ofType(later, "customer.subscription.deleted");
    await deliverAll([deleted, deleted]);
    expect(await flagsOf(owner.uid)).toEqual({ hasAnActiveSubscription: false, subscribedPlan: null, smsAddOn: false });
    await deliverAll([ofType(later, "customer.subscription.updated")]);
    await deliverAll([ofType(later, "customer.subscription.updated")]);
    expect(await flagsOf(owner.uid)).toEqual({ hasAnActiveSubscription: false, subscribedPlan: null, smsAddOn: false });
    expect(await stored(subscriptionId)).toMatchObject({ status: "inactive", providerStatus: "canceled" });
  });

  it("take a failed payment (invoice.payment_failed) to inactive, and a paid one back to active", async () => {
    const owner = await registeredOwner();
    const { subscriptionId, events } = await checkout(owner.uid, [PLAN_PRICES.basic]);
    await deliverAll(events);
    let before = eventIds();
    stripe.standIn.failSubscriptionPayment(subscriptionId);
    const failed = eventsSince(before);
    await deliverAll([ofType(failed, "invoice.payment_failed"), ofType(failed, "invoice.payment_failed")]);
    expect(await flagsOf(owner.uid)).toEqual({ hasAnActiveSubscription: false, subscribedPlan: null, smsAddOn: false });
    expect(await stored(subscriptionId)).toMatchObject({ status: "inactive", providerStatus: "past_due" });
    before = eventIds();
    stripe.standIn.state.setSubscriptionStatus(subscriptionId, "active");
    await deliverAll([ofType(eventsSince(before), "customer.subscription.updated"), ofType(events, "invoice.paid")]);
    expect(await flagsOf(owner.uid)).toEqual({ hasAnActiveSubscription: true, subscribedPlan: "basic", smsAddOn: false });
    // The failure delivered once more, late: Stripe says active now, so it stays active.
    await deliverAll([ofType(failed, "customer.subscription.updated")]);
    expect(await flagsOf(owner.uid)).toEqual({ hasAnActiveSubscription: true, subscribedPlan: "basic", smsAddOn: false });
  });

  it("end in the current state when every event arrives at once, each of them twice", async () => {
    const owner = await registeredOwner();
    const { subscriptionId, events } = await checkout(owner.uid, [PLAN_PRICES.basic]);
    const before = eventIds();
    const item = stripe.standIn.state.subscription(subscriptionId).items as { data: { id: string }[] };
    await stripe.client.subscriptions.update(subscriptionId, { items: [{ id: item.data[0]!.id, price: PLAN_PRICES.pro }] });
    const all = [...events, ...eventsSince(before)];
    const answers = await Promise.all([...all, ...all].map((event) => deliver(event)));
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    expect(await flagsOf(owner.uid)).toEqual({ hasAnActiveSubscription: true, subscribedPlan: "pro", smsAddOn: false });
    // Each event the product handles is recorded once (customer.created is not one of them).
    expect((await db.collection("stripeEvents").get()).size).toBe(all.filter((e) => e.type in subscriptionEventHandlers).length);
  });

  it("keep a newer subscription active when the old one's deletion arrives late", async () => {
    const owner = await registeredOwner();
    const first = await checkout(owner.uid, [PLAN_PRICES.basic]);
    await deliverAll(first.events);
    const before = eventIds();
    await stripe.client.subscriptions.cancel(first.subscriptionId);
    const deleted = ofType(eventsSince(before), "customer.subscription.deleted");
    const second = await checkout(owner.uid, [PLAN_PRICES.pro]);
    await deliverAll(second.events);
    await deliverAll([deleted]);
    expect(await flagsOf(owner.uid)).toEqual({ hasAnActiveSubscription: true, subscribedPlan: "pro", smsAddOn: false });
  });

  it("never let a read of Stripe taken earlier overwrite one taken later, whichever commits last", async () => {
    const owner = await registeredOwner();
    const { subscriptionId } = await checkout(owner.uid, [PLAN_PRICES.basic]);
    const deps = resolveDeps({ config: emulatorConfig, auth, db, stripe: stripe.port });
    const older = await loadSubscription(deps, subscriptionId, owner.uid);
    await stripe.client.subscriptions.cancel(subscriptionId);
    const newer = await loadSubscription(deps, subscriptionId, owner.uid);
    expect(newer!.readAt).toBeGreaterThanOrEqual(older!.readAt);
    const later = { ...newer!, readAt: older!.readAt + 1 };
    expect(await runTransaction(db, (tx) => applySubscription(tx, deps, later))).toBe("written");
    expect(await runTransaction(db, (tx) => applySubscription(tx, deps, older!))).toBe("stale");
    expect(await stored(subscriptionId)).toMatchObject({ status: "inactive", providerStatus: "canceled" });
    expect(await flagsOf(owner.uid)).toEqual({ hasAnActiveSubscription: false, subscribedPlan: null, smsAddOn: false });
  });

  it("when Stripe no longer has the subscription, an older event's copy delivered after a newer one's changes nothing", async () => {
    const owner = await registeredOwner();
    const { subscriptionId, events } = await checkout(owner.uid, [PLAN_PRICES.basic]);
    // The creation as Stripe sent it (basic), then an update to pro a minute later.
    const created = structuredClone(ofType(events, "customer.subscription.created"));
    const before = eventIds();
    const item = stripe.standIn.state.subscription(subscriptionId).items as { data: { id: string }[] };
    await stripe.client.subscriptions.update(subscriptionId, { items: [{ id: item.data[0]!.id, price: PLAN_PRICES.pro }] });
    const updated = { ...structuredClone(ofType(eventsSince(before), "customer.subscription.updated")), created: created.created + 60 };
    // From now on Stripe answers 404 for the subscription: only the events' own copies are left.
    stripe.standIn.state.subscriptions.delete(subscriptionId);
    await deliverAll([updated]);
    expect(await stored(subscriptionId)).toMatchObject({ companyId: owner.uid, name: "pro", syncedAt: updated.created * 1000 });
    const late = await deliver(created);
    expect(late.status).toBe(200);
    expect(await stored(subscriptionId)).toMatchObject({ name: "pro", syncedAt: updated.created * 1000 });
    expect(await flagsOf(owner.uid)).toEqual({ hasAnActiveSubscription: true, subscribedPlan: "pro", smsAddOn: false });
  });

  it("when Stripe no longer has the subscription, a newer event's copy after an older one's is taken", async () => {
    const owner = await registeredOwner();
    const { subscriptionId, events } = await checkout(owner.uid, [PLAN_PRICES.basic]);
    const created = structuredClone(ofType(events, "customer.subscription.created"));
    const before = eventIds();
    const item = stripe.standIn.state.subscription(subscriptionId).items as { data: { id: string }[] };
    await stripe.client.subscriptions.update(subscriptionId, { items: [{ id: item.data[0]!.id, price: PLAN_PRICES.pro }] });
    const updated = { ...structuredClone(ofType(eventsSince(before), "customer.subscription.updated")), created: created.created + 60 };
    stripe.standIn.state.subscriptions.delete(subscriptionId);
    await deliverAll([created]);
    expect(await stored(subscriptionId)).toMatchObject({ name: "basic", syncedAt: created.created * 1000 });
    expect(await flagsOf(owner.uid)).toEqual({ hasAnActiveSubscription: true, subscribedPlan: "basic", smsAddOn: false });
    await deliverAll([updated]);
    expect(await stored(subscriptionId)).toMatchObject({ name: "pro", syncedAt: updated.created * 1000 });
    expect(await flagsOf(owner.uid)).toEqual({ hasAnActiveSubscription: true, subscribedPlan: "pro", smsAddOn: false });
  });

  it("when Stripe no longer has the subscription, an event's copy older than the last read of Stripe changes nothing", async () => {
    const owner = await registeredOwner();
    const { subscriptionId, events } = await checkout(owner.uid, [PLAN_PRICES.basic]);
    const created = structuredClone(ofType(events, "customer.subscription.created"));
    await deliverAll([ofType(events, "checkout.session.completed")]);
    const read = await stored(subscriptionId);
    await stripe.client.subscriptions.cancel(subscriptionId);
    stripe.standIn.state.subscriptions.delete(subscriptionId);
    // The creation's copy is older than the read the checkout's event made: the stored state stays.
    await deliverAll([{ ...created, created: Math.floor(read!.syncedAt! / 1000) - 1 }]);
    expect(await stored(subscriptionId)).toEqual(read);
  });

  it("refuse a checkout naming company B with company A's customer: B is not unlocked, gets no portal, and A's customer stays A's", async () => {
    const ana = await registeredOwner("Bar Ana");
    const luis = await registeredOwner("Bar Luis");
    const first = await checkout(ana.uid, [PLAN_PRICES.basic]);
    await deliverAll(first.events);
    const customerOfAna = String(first.session.customer);
    const forged = await checkout(luis.uid, [PLAN_PRICES.pro], customerOfAna);
    const completed = ofType(forged.events, "checkout.session.completed");
    expect((completed.data.object as Stripe.Checkout.Session).customer).toBe(customerOfAna);
    expect((completed.data.object as Stripe.Checkout.Session).client_reference_id).toBe(luis.uid);
    const res = await deliver(completed);
    expect(res.status).toBe(200);
    expect(logs.customerOfAnotherCompany).toHaveBeenCalledWith(forged.subscriptionId, customerOfAna, luis.uid, ana.uid);
    expect(await stored(forged.subscriptionId)).toBeUndefined();
    // The return from checkout refuses it the same way.
    const returned = await recordSession(forged.session.id);
    expect(returned.status).toBe(404);
    expect(codeOf(returned)).toBe("checkout-session-not-found");
    // Whatever else Stripe sends about it, Luis's company stays locked and without a portal.
    await deliverAll(forged.events.filter((e) => e.id !== completed.id));
    expect((await stored(forged.subscriptionId))?.companyId).not.toBe(luis.uid);
    expect(await flagsOf(luis.uid)).toMatchObject({ hasAnActiveSubscription: false, subscribedPlan: null });
    const refused = await portal(luis.token);
    expect(refused.status).toBe(404);
    expect(codeOf(refused)).toBe("no-subscription");
    expect((await db.collection("stripeCustomers").doc(customerOfAna).get()).get("companyId")).toBe(ana.uid);
  });

  it("write nothing for a checkout whose client reference names no company", async () => {
    const { subscriptionId, events } = await checkout("no-such-company");
    await deliverAll(events);
    expect(await stored(subscriptionId)).toBeUndefined();
    expect((await db.collection("companies").doc("no-such-company").get()).exists).toBe(false);
  });
});

const recordSession = (sessionId: string) => request(app()).post("/api/subscriptions/session").send({ sessionId });

describe("POST /api/subscriptions/session", () => {
  it("records a paid checkout for the company of its client reference, before any webhook", async () => {
    const owner = await registeredOwner();
    const { session, subscriptionId } = await checkout(owner.uid, [PLAN_PRICES.pro, SMS_ADDON_PRICE]);
    const res = await recordSession(session.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: "active" } });
    expect(await flagsOf(owner.uid)).toEqual({ hasAnActiveSubscription: true, subscribedPlan: "pro", smsAddOn: true });
    expect(await stored(subscriptionId)).toMatchObject({ companyId: owner.uid, name: "pro" });
  });

  it("with another company's session changes only that company, to its true state", async () => {
    const ana = await registeredOwner("Bar Ana");
    const luis = await registeredOwner("Bar Luis");
    const { session } = await checkout(luis.uid, [PLAN_PRICES.basic]);
    // Ana's admin (or anyone) sends Luis's session: it is Luis's subscription that is recorded.
    const res = await request(app()).post("/api/subscriptions/session").set("Authorization", `Bearer ${ana.token}`).send({ sessionId: session.id });
    expect(res.status).toBe(200);
    expect(await flagsOf(ana.uid)).toEqual({ hasAnActiveSubscription: false, subscribedPlan: null, smsAddOn: undefined });
    expect(await flagsOf(luis.uid)).toEqual({ hasAnActiveSubscription: true, subscribedPlan: "basic", smsAddOn: false });
  });

  it("refuses an unpaid session and an unknown one, recording nothing", async () => {
    const owner = await registeredOwner();
    const open = await stripe.client.checkout.sessions.create({ mode: "subscription", client_reference_id: owner.uid, line_items: [{ price: PLAN_PRICES.pro, quantity: 1 }] });
    const unpaid = await recordSession(open.id);
    expect(unpaid.status).toBe(409);
    expect(codeOf(unpaid)).toBe("checkout-session-unpaid");
    const unknown = await recordSession("cs_test_nothing_here");
    expect(unknown.status).toBe(404);
    expect(codeOf(unknown)).toBe("checkout-session-not-found");
    expect((await db.collection("subscriptions").get()).size).toBe(0);
    expect(await flagsOf(owner.uid)).toMatchObject({ hasAnActiveSubscription: false });
  });

  it("replayed after the subscription was cancelled, never reactivates it", async () => {
    const owner = await registeredOwner();
    const { session, subscriptionId } = await checkout(owner.uid);
    expect((await recordSession(session.id)).status).toBe(200);
    await stripe.client.subscriptions.cancel(subscriptionId);
    for (let i = 0; i < 2; i++) {
      const replay = await recordSession(session.id);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual({ data: { status: "inactive" } });
    }
    expect(await flagsOf(owner.uid)).toEqual({ hasAnActiveSubscription: false, subscribedPlan: null, smsAddOn: false });
  });

  it("answers payment-provider-error when Stripe cannot be reached", async () => {
    const down = await startTestStripe();
    await down.close();
    const res = await request(testApp({ stripe: down.port })).post("/api/subscriptions/session").send({ sessionId: "cs_test_anything" });
    expect(res.status).toBe(502);
    expect(codeOf(res)).toBe("payment-provider-error");
  });
});

const portal = (token: string, body: object = {}) => request(app()).post("/api/subscriptions/create-customer-portal-session").set("Authorization", `Bearer ${token}`).send(body);

describe("POST /api/subscriptions/create-customer-portal-session", () => {
  it("gives the owner Stripe's portal for the company's customer, back to the profile", async () => {
    const owner = await registeredOwner();
    const { session, subscriptionId } = await checkout(owner.uid);
    await recordSession(session.id);
    const res = await portal(owner.token);
    expect(res.status).toBe(200);
    const url = (res.body as { data: { url: string } }).data.url;
    expect(url).toMatch(new RegExp(`^${stripe.standIn.url}/portal/bps_`));
    const made = stripe.standIn.state.portalSession(url.split("/portal/")[1]!);
    expect(made).toMatchObject({ customer: stripe.standIn.state.subscription(subscriptionId).customer, return_url: `${APP_URL}/admin/profile` });
    expect((await portal(owner.token, { subscriptionId })).status).toBe(200);
    // The way back never leads to an origin the server does not trust.
    const foreign = await portal(owner.token).set("Origin", "https://evil.example");
    const back = stripe.standIn.state.portalSession((foreign.body as { data: { url: string } }).data.url.split("/portal/")[1]!);
    expect(back.return_url).toBe(`${APP_URL}/admin/profile`);
  });

  it("is refused to staff, even with every permission, and for another company's subscription", async () => {
    const owner = await registeredOwner();
    const other = await registeredOwner("Bar Luis");
    const { session, subscriptionId } = await checkout(other.uid);
    await recordSession(session.id);
    const staff = await createStaff(owner.uid, ["statistics", "orders", "content", "products", "accounts", "zones", "customers", "settings"]);
    const refused = await portal(staff.token);
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe("forbidden");
    const foreign = await portal(owner.token, { subscriptionId });
    expect(foreign.status).toBe(404);
    expect(codeOf(foreign)).toBe("no-subscription");
    expect(codeOf(await portal(owner.token))).toBe("no-subscription");
  });
});

describe("GET /api/subscriptions/pricing-table", () => {
  it("gives the owner the table, the key, the script, the company as client reference and the e-mail; staff nothing", async () => {
    const owner = await registeredOwner();
    const res = await request(app()).get("/api/subscriptions/pricing-table").set("Authorization", `Bearer ${owner.token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        pricingTableId: emulatorConfig.stripe.pricingTableId,
        publishableKey: emulatorConfig.stripe.publishableKey,
        scriptUrl: emulatorConfig.stripe.pricingTableScript,
        clientReferenceId: owner.uid,
        customerEmail: owner.email,
        alwaysActive: false,
      },
    });
    const staff = await createStaff(owner.uid, ["settings"]);
    expect((await request(app()).get("/api/subscriptions/pricing-table").set("Authorization", `Bearer ${staff.token}`)).status).toBe(403);
  });
});
