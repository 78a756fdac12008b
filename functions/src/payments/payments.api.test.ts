// Online payment of customer orders against the Firestore emulator and the local Stripe stand-in: the order
// waits outside `orders` until its payment intent succeeds; failed or abandoned payments leave nothing and
// free the slot; refunds happen once.
import "../orders/testProject";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CustomerOrderAnswer, CustomerOrderRequest, OrderData, PendingOrderData, RefundOrderAnswer } from "@comanda/shared";
import type { Clock } from "../clock";
import { cartItem, errorCodeOf, fieldsOf, fixedClock, NOW, shop, type Shop } from "../orders/testOrders";
import type { Stripe } from "../stripe/client";
import { stripeClient } from "../stripe/client";
import { startTestStripe, TEST_STRIPE_SECRET_KEY, type TestStripe } from "../stripe/testStripe";
import { addPrinter, jobsOf } from "../printing/testPrinting";
import { auth, clearProject, db, idTokenFor, testApp } from "../test/emulator";
import { CUSTOMER_ORDERS_PER_CALLER_PER_MINUTE } from "./customerOrders";

let stripe: TestStripe;

beforeAll(async () => {
  stripe = await startTestStripe();
});
afterAll(() => stripe.close());
beforeEach(clearProject);

const app = (clock: Clock = fixedClock) => testApp({ clock, stripe: stripe.port });

interface PayShop extends Shop {
  slug: string;
  accountId: string;
}

/** A subscribed shop with a slug, a zone taking checkout (online and on site) and a connected account taking charges. */
async function payShop(options: { connected?: boolean; subscribed?: boolean } = {}): Promise<PayShop> {
  const s = await shop("Bar Pago", { subscribed: options.subscribed !== false });
  const slug = `bar-${s.id.toLowerCase()}`.slice(0, 60);
  await db.collection("companyInfos").doc(s.id).set({ companyId: s.id, slug, companyname: "Bar Pago" });
  await db.collection("companies").doc(s.id).update({ subscribedPlan: options.subscribed === false ? null : "basic" });
  await db.collection("zones").doc(s.zoneId).update({ enableCheckout: true, enableOnlinePayment: true, enableOfflinePayment: true });
  const account = stripe.standIn.state.createAccount({});
  const accountId = String(account.id);
  if (options.connected !== false) {
    stripe.standIn.state.completeOnboarding(accountId);
    await db.collection("paymentAccounts").doc(s.id).set({ companyId: s.id, accountId, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true });
  }
  return { ...s, slug, accountId };
}

function customerRequest(s: Shop, overrides: Partial<CustomerOrderRequest> = {}): CustomerOrderRequest {
  return { pointofsaleId: s.counterId, deliveryType: "takeaway", items: [cartItem(s.products.burger)], paymentMethod: "online", ...overrides };
}

function order(s: PayShop, body: CustomerOrderRequest, clock: Clock = fixedClock, caller = "203.0.113.7") {
  return request(app(clock)).post(`/api/shops/${s.slug}/orders`).set("X-Forwarded-For", caller).send(body);
}

async function ordered(s: PayShop, overrides: Partial<CustomerOrderRequest> = {}, clock: Clock = fixedClock): Promise<CustomerOrderAnswer> {
  const res = await order(s, customerRequest(s, overrides), clock);
  if (res.status !== 201) throw new Error(`ordering answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { data: CustomerOrderAnswer }).data;
}

async function orderDoc(id: string): Promise<OrderData | undefined> {
  return (await db.collection("orders").doc(id).get()).data() as OrderData | undefined;
}

async function pendingDoc(id: string): Promise<PendingOrderData | undefined> {
  return (await db.collection("pendingOrders").doc(id).get()).data() as PendingOrderData | undefined;
}

async function companyOrders(companyId: string): Promise<OrderData[]> {
  return (await db.collection("orders").where("companyId", "==", companyId).get()).docs.map((d) => d.data() as OrderData);
}

/** Pays the intent on the stand-in and answers its payment_intent.succeeded event (not posted yet). */
function pay(answer: CustomerOrderAnswer): Stripe.Event {
  const payment = answer.payment!;
  stripe.standIn.state.succeedPaymentIntent(payment.paymentIntentId, payment.stripeAccount);
  return latest("payment_intent.succeeded", payment.paymentIntentId);
}

function latest(type: string, intentId: string): Stripe.Event {
  const found = stripe.events(type).filter((e) => (e.data.object as { id: string }).id === intentId).at(-1);
  if (!found) throw new Error(`no ${type} for ${intentId}`);
  return found;
}

/** The same event under another id (as a second, distinct delivery for the same payment would be). */
function copyOf(event: Stripe.Event, id: string, change: (intent: Stripe.PaymentIntent) => void = () => {}) {
  const copy = JSON.parse(JSON.stringify(event)) as Stripe.Event;
  copy.id = id;
  change(copy.data.object as Stripe.PaymentIntent);
  const payload = JSON.stringify(copy);
  return { payload, signature: stripe.sign(payload) };
}

describe("POST /api/shops/:slug/orders with online payment", () => {
  it("holds the order outside orders and answers what the catalogue needs to pay", async () => {
    const s = await payShop();
    const answer = await ordered(s);
    expect(answer).toMatchObject({ number: null, paymentMethod: "online", total: 12.5, demo: false });
    expect(answer.payment).toMatchObject({ stripeAccount: s.accountId, amount: 1250, currency: "eur", publishableKey: expect.any(String) as string });
    expect(answer.payment?.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(await orderDoc(answer.id)).toBeUndefined();
    expect(await companyOrders(s.id)).toEqual([]);
    const pending = await pendingDoc(answer.id);
    expect(pending).toMatchObject({ companyId: s.id, accountId: s.accountId, paymentIntentId: answer.payment?.paymentIntentId, amount: 1250, currency: "eur" });
    expect(pending?.order).toMatchObject({ source: "customer", paymentMethod: "online", paid: false, staffRemark: "" });
    const intent = await stripe.client.paymentIntents.retrieve(answer.payment!.paymentIntentId, {}, { stripeAccount: s.accountId });
    expect(intent).toMatchObject({ amount: 1250, currency: "eur", metadata: { companyId: s.id, pendingOrderId: answer.id } });
  });

  it("places the order when the payment succeeds: same id, the next number, paid, with its payment", async () => {
    const s = await payShop();
    const admin = await request(app()).post("/api/orders").set("Authorization", `Bearer ${s.token}`).send({ pointofsaleId: s.tableId, deliveryType: "table", items: [cartItem(s.products.water)] });
    expect(admin.status).toBe(201);
    const answer = await ordered(s);
    const res = await stripe.post(app(), pay(answer));
    expect(res.status).toBe(200);
    expect(await pendingDoc(answer.id)).toBeUndefined();
    expect(await orderDoc(answer.id)).toMatchObject({
      number: 2,
      status: "new",
      paid: true,
      paymentMethod: "online",
      stripePaymentIntentId: answer.payment?.paymentIntentId,
      stripeAccountId: s.accountId,
      source: "customer",
      pickupCode: answer.pickupCode,
    });
  });

  it("makes the order's print jobs in the same step that marks it paid, once however often the event comes", async () => {
    const s = await payShop();
    await addPrinter(s, { name: "Pass", printOrderReceipts: true });
    const answer = await ordered(s);
    expect(await jobsOf(answer.id)).toEqual([]);
    const event = pay(answer);
    expect((await stripe.post(app(), event)).status).toBe(200);
    // Read right after the webhook answered: the step that placed the order made them.
    const jobs = await jobsOf(answer.id);
    expect(jobs.map((j) => `${j.kind} ${j.copy} ${j.status}`).sort()).toEqual(["receipt 1 new", "ticket 1 new"]);
    expect(jobs[0]).toMatchObject({ companyId: s.id, orderId: answer.id, orderNumber: 1 });
    await db.collection("printJobs").doc(jobs[0]!.id).update({ status: "printed" });
    const copy = copyOf(event, `evt_again_${Date.now()}`);
    expect((await stripe.post(app(), event)).status).toBe(200);
    expect((await stripe.post(app(), event, copy)).status).toBe(200);
    const after = await jobsOf(answer.id);
    expect(after.map((j) => j.id).sort()).toEqual(jobs.map((j) => j.id).sort());
    expect(after.find((j) => j.id === jobs[0]!.id)?.status).toBe("printed");
  });

  it("places one order with one number when the payment's events come twice, as copies and concurrently", async () => {
    const s = await payShop();
    const answer = await ordered(s);
    const event = pay(answer);
    const copies = Array.from({ length: 4 }, (_, i) => copyOf(event, `evt_copy_${i}_${Date.now()}`));
    const answers = await Promise.all([
      stripe.post(app(), event),
      stripe.post(app(), event),
      ...copies.map((c) => stripe.post(app(), event, c)),
    ]);
    for (const r of answers) expect([200, 503]).toContain(r.status);
    // What Stripe would retry (503: contention) is delivered again.
    for (const [i, r] of answers.entries()) if (r.status === 503) expect((await stripe.post(app(), event, i < 2 ? {} : copies[i - 2])).status).toBe(200);
    expect(await stripe.post(app(), event).then((r) => r.status)).toBe(200);
    const orders = await companyOrders(s.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.number).toBe(1);
    expect((await db.collection("orderCounters").doc(s.id).get()).get("lastNumber")).toBe(1);
  });

  it("numbers two orders paid at the same moment 1 and 2", async () => {
    const s = await payShop();
    const [a, b] = [await ordered(s), await ordered(s)];
    const results = await Promise.all([stripe.post(app(), pay(a)), stripe.post(app(), pay(b))]);
    for (const [i, r] of results.entries()) if (r.status !== 200) expect((await stripe.post(app(), latest("payment_intent.succeeded", [a, b][i]!.payment!.paymentIntentId))).status).toBe(200);
    expect((await companyOrders(s.id)).map((o) => o.number).sort()).toEqual([1, 2]);
  });

  it("ignores a succeeded payment of another amount, account or company, and an intent that is not ours", async () => {
    const s = await payShop();
    const answer = await ordered(s);
    const event = pay(answer);
    const forged = [
      copyOf(event, `evt_amount_${Date.now()}`, (pi) => {
        pi.amount = 1;
        pi.amount_received = 1;
      }),
      copyOf(event, `evt_company_${Date.now()}`, (pi) => {
        pi.metadata = { ...pi.metadata, companyId: "another-company" };
      }),
      copyOf(event, `evt_unknown_${Date.now()}`, (pi) => {
        pi.metadata = { pendingOrderId: "noSuchOrder", companyId: s.id };
      }),
      copyOf(event, `evt_none_${Date.now()}`, (pi) => {
        pi.metadata = {};
      }),
    ];
    const account = (() => {
      const copy = JSON.parse(JSON.stringify(event)) as Stripe.Event;
      copy.id = `evt_account_${Date.now()}`;
      copy.account = "acct_other";
      const payload = JSON.stringify(copy);
      return { payload, signature: stripe.sign(payload) };
    })();
    for (const c of [...forged, account]) expect((await stripe.post(app(), event, c)).status).toBe(200);
    expect(await companyOrders(s.id)).toEqual([]);
    expect(await pendingDoc(answer.id)).toBeDefined();
  });

  it("leaves nothing when the payment fails: the intent is cancelled and the slot free again", async () => {
    const s = await payShop();
    await db.collection("companySettings").doc(s.id).update({
      openingHours: [{ id: "h1", kind: "every", weekdays: [0, 1, 2, 3, 4, 5, 6], from: "12:00", to: "16:00", closed: false }],
      slotMinutes: 15,
      enableSlotLimits: true,
      allowedNumberOfOrdersPerSlot: 1,
    });
    const slot = "2026-05-05T11:00:00.000Z";
    const answer = await ordered(s, { requestedTime: slot });
    // The unpaid order holds the slot: the admin cannot place another order into it.
    const full = await request(app()).post("/api/orders").set("Authorization", `Bearer ${s.token}`).send({ pointofsaleId: s.counterId, deliveryType: "takeaway", items: [cartItem(s.products.water)], requestedTime: slot });
    expect(fieldsOf(full)).toEqual({ requestedTime: ["slot-full"] });
    expect(fieldsOf(await order(s, customerRequest(s, { requestedTime: slot })))).toEqual({ requestedTime: ["slot-full"] });

    const payment = answer.payment!;
    stripe.standIn.state.failPaymentIntent(payment.paymentIntentId, payment.stripeAccount);
    const failed = latest("payment_intent.payment_failed", payment.paymentIntentId);
    expect((await stripe.post(app(), failed)).status).toBe(200);
    expect(await pendingDoc(answer.id)).toBeUndefined();
    expect(await companyOrders(s.id)).toEqual([]);
    expect((await stripe.client.paymentIntents.retrieve(payment.paymentIntentId, {}, { stripeAccount: s.accountId })).status).toBe("canceled");
    // Delivered again: nothing more happens.
    expect((await stripe.post(app(), failed)).status).toBe(200);
    // The slot is free: an order paid on site takes it.
    const onSite = await ordered(s, { requestedTime: slot, paymentMethod: "onSite" });
    expect(onSite.number).toBe(1);
  });

  it("keeps the order when a failed attempt's event arrives after the customer paid with another card", async () => {
    const s = await payShop();
    const answer = await ordered(s);
    const payment = answer.payment!;
    stripe.standIn.state.failPaymentIntent(payment.paymentIntentId, payment.stripeAccount);
    const failed = latest("payment_intent.payment_failed", payment.paymentIntentId);
    const succeeded = pay(answer);
    // The failure is delivered late: Stripe will not cancel a paid intent, so nothing is dropped.
    expect((await stripe.post(app(), failed)).status).toBe(200);
    expect(await pendingDoc(answer.id)).toBeDefined();
    expect((await stripe.post(app(), succeeded)).status).toBe(200);
    expect(await orderDoc(answer.id)).toMatchObject({ paid: true, number: 1 });
  });

  it("drops an order whose payment intent was cancelled", async () => {
    const s = await payShop();
    const answer = await ordered(s);
    await stripe.client.paymentIntents.cancel(answer.payment!.paymentIntentId, {}, { stripeAccount: s.accountId });
    expect((await stripe.post(app(), latest("payment_intent.canceled", answer.payment!.paymentIntentId))).status).toBe(200);
    expect(await pendingDoc(answer.id)).toBeUndefined();
    expect(await companyOrders(s.id)).toEqual([]);
  });

  it("cancels and drops orders not paid within 30 minutes (the every-minute job), and keeps younger ones", async () => {
    const s = await payShop();
    const old = await ordered(s);
    const later: Clock = { now: () => new Date(NOW.getTime() + 20 * 60_000) };
    const young = await ordered(s, {}, later);
    const job: Clock = { now: () => new Date(NOW.getTime() + 31 * 60_000) };
    const res = await request(app(job)).post("/emulator/jobs/drop-abandoned-orders");
    expect(res.status).toBe(200);
    expect((res.body as { data: Record<string, number> }).data).toMatchObject({ dropped: 1, placed: 0, failed: 0 });
    expect(await pendingDoc(old.id)).toBeUndefined();
    expect(await pendingDoc(young.id)).toBeDefined();
    expect((await stripe.client.paymentIntents.retrieve(old.payment!.paymentIntentId, {}, { stripeAccount: s.accountId })).status).toBe("canceled");
    // The cancellation's own event changes nothing more.
    expect((await stripe.post(app(job), latest("payment_intent.canceled", old.payment!.paymentIntentId))).status).toBe(200);
    expect(await companyOrders(s.id)).toEqual([]);
  });

  it("places, rather than drops, an order paid just before the job ran whose event has not arrived", async () => {
    const s = await payShop();
    const answer = await ordered(s);
    pay(answer);
    const job: Clock = { now: () => new Date(NOW.getTime() + 31 * 60_000) };
    const res = await request(app(job)).post("/emulator/jobs/drop-abandoned-orders");
    expect((res.body as { data: Record<string, number> }).data).toMatchObject({ dropped: 0, placed: 1 });
    expect(await orderDoc(answer.id)).toMatchObject({ paid: true, number: 1 });
  });

  it("refuses online payment in a zone without it, without a connected account, and without a subscription", async () => {
    const s = await payShop();
    await db.collection("zones").doc(s.zoneId).update({ enableOnlinePayment: false });
    expect(fieldsOf(await order(s, customerRequest(s)))).toEqual({ paymentMethod: ["online-payment-not-offered"] });

    const unconnected = await payShop({ connected: false });
    expect(fieldsOf(await order(unconnected, customerRequest(unconnected)))).toEqual({ paymentMethod: ["online-payment-not-connected"] });
    await db.collection("paymentAccounts").doc(unconnected.id).set({ companyId: unconnected.id, accountId: unconnected.accountId, chargesEnabled: false });
    expect(fieldsOf(await order(unconnected, customerRequest(unconnected)))).toEqual({ paymentMethod: ["online-payment-not-connected"] });

    const trial = await payShop({ subscribed: false });
    const refused = await order(trial, customerRequest(trial));
    expect(refused.status).toBe(403);
    expect(errorCodeOf(refused)).toBe("subscription-required");
    expect(await db.collection("pendingOrders").where("companyId", "in", [s.id, unconnected.id, trial.id]).get().then((q) => q.size)).toBe(0);
  });

  it("lets a company without a subscription try online payment in a zone in checkout test mode: a test order", async () => {
    const trial = await payShop({ subscribed: false });
    await db.collection("zones").doc(trial.zoneId).update({ enableCheckout: false, checkoutTestMode: true });
    const answer = await ordered(trial);
    expect(answer.demo).toBe(true);
    await stripe.post(app(), pay(answer));
    expect(await orderDoc(answer.id)).toMatchObject({ demo: true, paid: true });
  });

  it("refuses a closed zone and a closed shop", async () => {
    const s = await payShop();
    await db.collection("zones").doc(s.zoneId).update({ closed: true });
    expect(fieldsOf(await order(s, customerRequest(s)))).toEqual({ pointofsaleId: ["zone-closed"] });
    await db.collection("zones").doc(s.zoneId).update({ closed: false });
    await db.collection("companySettings").doc(s.id).update({ isOpen: false });
    expect(fieldsOf(await order(s, customerRequest(s)))).toEqual({ pointofsaleId: ["shop-closed"] });
  });

  it("answers 404 for a slug no shop has", async () => {
    const s = await payShop();
    const res = await request(app()).post("/api/shops/no-such-shop/orders").send(customerRequest(s));
    expect(res.status).toBe(404);
  });

  it("limits the orders of one caller per minute", async () => {
    const s = await payShop();
    const shared = app();
    const send = (caller: string) => request(shared).post(`/api/shops/${s.slug}/orders`).set("X-Forwarded-For", caller).send(customerRequest(s, { paymentMethod: "onSite" }));
    for (let i = 0; i < CUSTOMER_ORDERS_PER_CALLER_PER_MINUTE; i += 1) expect((await send("198.51.100.1")).status).toBe(201);
    const limited = await send("198.51.100.1");
    expect(limited.status).toBe(429);
    expect(errorCodeOf(limited)).toBe("rate-limited");
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await send("198.51.100.2")).status).toBe(201);
  });
});

describe("POST /api/shops/:slug/orders paid on site", () => {
  it("places the order at once, numbered, from the customer", async () => {
    const s = await payShop();
    const answer = await ordered(s, { paymentMethod: "onSite", name: "Ada" });
    expect(answer).toMatchObject({ number: 1, payment: null, paymentMethod: "onSite" });
    expect(await orderDoc(answer.id)).toMatchObject({ source: "customer", paymentMethod: "onSite", paid: false, name: "Ada", number: 1 });
  });

  it("refuses it in a zone without on-site payment", async () => {
    const s = await payShop();
    await db.collection("zones").doc(s.zoneId).update({ enableOfflinePayment: false });
    expect(fieldsOf(await order(s, customerRequest(s, { paymentMethod: "onSite" })))).toEqual({ paymentMethod: ["on-site-payment-not-offered"] });
  });
});

describe("POST /api/orders/:id/refund", () => {
  async function paidOrder(s: PayShop, tip = 0): Promise<CustomerOrderAnswer> {
    const answer = await ordered(s, { tip });
    expect((await stripe.post(app(), pay(answer))).status).toBe(200);
    return answer;
  }

  const refund = (token: string, id: string, body: object) => request(app()).post(`/api/orders/${id}/refund`).set("Authorization", `Bearer ${token}`).send(body);

  function refundsOf(intentId: string) {
    return [...stripe.standIn.state.refunds.values()].filter((r) => r.payment_intent === intentId);
  }

  it("refunds the whole payment by default and records it on the order", async () => {
    const s = await payShop();
    const answer = await paidOrder(s, 2);
    const res = await refund(s.token, answer.id, { reason: "Cold food" });
    expect(res.status).toBe(200);
    const data = (res.body as { data: RefundOrderAnswer }).data;
    expect(data.refund).toMatchObject({ amount: 14.5, reason: "Cold food", status: "succeeded", by: s.id, attempt: 1 });
    expect(refundsOf(answer.payment!.paymentIntentId).map((r) => r.amount)).toEqual([1450]);
    expect((await orderDoc(answer.id))?.refund).toMatchObject({ amount: 14.5, status: "succeeded", refundId: data.refund.refundId });
  });

  it("refunds a part", async () => {
    const s = await payShop();
    const answer = await paidOrder(s);
    const res = await refund(s.token, answer.id, { amount: 5.05, reason: "Missing fries" });
    expect(res.status).toBe(200);
    expect(refundsOf(answer.payment!.paymentIntentId).map((r) => r.amount)).toEqual([505]);
    expect((await orderDoc(answer.id))?.refund?.amount).toBe(5.05);
  });

  it("refuses more than was paid, nothing, and no reason", async () => {
    const s = await payShop();
    const answer = await paidOrder(s);
    expect(fieldsOf(await refund(s.token, answer.id, { amount: 12.51, reason: "x" }))).toEqual({ amount: ["refund-amount-too-high"] });
    expect(fieldsOf(await refund(s.token, answer.id, { amount: 0, reason: "x" }))).toEqual({ amount: ["refund-amount-invalid"] });
    expect(fieldsOf(await refund(s.token, answer.id, { reason: "  " }))).toEqual({ reason: ["reason-required"] });
    expect(refundsOf(answer.payment!.paymentIntentId)).toEqual([]);
    expect((await orderDoc(answer.id))?.refund ?? null).toBeNull();
  });

  it("refunds once out of parallel calls and refuses a second refund", async () => {
    const s = await payShop();
    const answer = await paidOrder(s);
    const results = await Promise.all(Array.from({ length: 5 }, () => refund(s.token, answer.id, { reason: "Double click" })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(["refund-in-progress", "already-refunded"]).toContain(errorCodeOf(r));
    }
    const again = await refund(s.token, answer.id, { amount: 1, reason: "Again" });
    expect(errorCodeOf(again)).toBe("already-refunded");
    expect(refundsOf(answer.payment!.paymentIntentId)).toHaveLength(1);
  });

  it("answers 404 for another company's order and 403 to staff without orders", async () => {
    const s = await payShop();
    const other = await payShop();
    const answer = await paidOrder(s);
    const res = await refund(other.token, answer.id, { reason: "Not mine" });
    expect(res.status).toBe(404);
    const uid = `staff-${Date.now()}`;
    await auth.createUser({ uid });
    await auth.setCustomUserClaims(uid, { companyId: s.id, permissions: ["products"] });
    expect((await refund(await idTokenFor(uid), answer.id, { reason: "No right" })).status).toBe(403);
    expect(refundsOf(answer.payment!.paymentIntentId)).toEqual([]);
  });

  it("refuses an order paid on site", async () => {
    const s = await payShop();
    const answer = await ordered(s, { paymentMethod: "onSite" });
    const res = await refund(s.token, answer.id, { reason: "Cash" });
    expect(res.status).toBe(409);
    expect(errorCodeOf(res)).toBe("not-refundable");
  });

  it("answers payment-provider-error when Stripe refuses, and lets staff try again", async () => {
    const s = await payShop();
    const answer = await paidOrder(s);
    const intentId = answer.payment!.paymentIntentId;
    await db.collection("orders").doc(answer.id).update({ stripePaymentIntentId: "pi_missing" });
    const res = await refund(s.token, answer.id, { reason: "Cold" });
    expect(res.status).toBe(502);
    expect(errorCodeOf(res)).toBe("payment-provider-error");
    expect((await orderDoc(answer.id))?.refund ?? null).toBeNull();
    await db.collection("orders").doc(answer.id).update({ stripePaymentIntentId: intentId });
    const retry = await refund(s.token, answer.id, { reason: "Cold" });
    expect(retry.status).toBe(200);
    expect((retry.body as { data: RefundOrderAnswer }).data.refund.attempt).toBe(2);
    expect(refundsOf(intentId)).toHaveLength(1);
  });

  it("keeps the claim when Stripe's answer is lost, and a later call repeats the same request: one refund", async () => {
    const s = await payShop();
    const answer = await paidOrder(s);
    const intentId = answer.payment!.paymentIntentId;
    // Stripe cannot be reached: whether it refunded is unknown.
    const unreachable = stripeClient(TEST_STRIPE_SECRET_KEY, "http://127.0.0.1:9");
    const lost = await request(testApp({ clock: fixedClock, stripe: { client: () => unreachable, webhookSecret: () => stripe.secret } }))
      .post(`/api/orders/${answer.id}/refund`)
      .set("Authorization", `Bearer ${s.token}`)
      .send({ reason: "Cold" });
    expect(lost.status).toBe(502);
    expect((await orderDoc(answer.id))?.refund).toMatchObject({ status: "processing", attempt: 1 });
    // Say Stripe did refund it: the same request (same idempotency key) was made.
    const made = await stripe.client.refunds.create(
      { payment_intent: intentId, amount: 1250, reason: "requested_by_customer", metadata: { companyId: s.id, orderId: answer.id, reason: "Cold" } },
      { stripeAccount: s.accountId, idempotencyKey: `refund-${answer.id}-1` },
    );
    // At once: still in progress. Later: the claim is taken over with the same request, answered with that refund.
    expect(errorCodeOf(await refund(s.token, answer.id, { reason: "Again" }))).toBe("refund-in-progress");
    const later: Clock = { now: () => new Date(NOW.getTime() + 3 * 60_000) };
    const res = await request(app(later)).post(`/api/orders/${answer.id}/refund`).set("Authorization", `Bearer ${s.token}`).send({ reason: "Again" });
    expect(res.status).toBe(200);
    expect((res.body as { data: RefundOrderAnswer }).data.refund).toMatchObject({ refundId: made.id, attempt: 1, reason: "Cold", amount: 12.5, status: "succeeded" });
    expect(refundsOf(intentId)).toHaveLength(1);
  }, 60_000);
});
