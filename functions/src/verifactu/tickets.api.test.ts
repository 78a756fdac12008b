// The tax records of orders against the Firestore emulator (and the Stripe stand-in for payments and refunds):
// when an order becomes a ticket its record is chained in the same transaction, once; 50 tickets at once make one
// chain without fork, gap or duplicate number; a refund gets its rectifying record after the ticket's; e-invoicing
// off, a test order or a record that cannot be built leave the order as it was.
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { verifyChain, type CustomerOrderAnswer, type OrderData, type PendingOrderData, type TaxRecordData } from "@comanda/shared";
import { cartItem, fixedClock, NOW, shop, type Shop } from "../orders/testOrders";
import { settlePaidOrder } from "../payments/pendingOrders";
import { startTestStripe, type TestStripe } from "../stripe/testStripe";
import { clearProject, db, testApp } from "../test/emulator";
import { runTransaction } from "../transactions";
import { recordOrderWrite } from "./orderWrites";
import { ISSUER, orderData, recordsOf, seedOrder, setStatus, taxShop } from "./testTaxes";

beforeEach(clearProject);

const orderOf = async (id: string) => (await db.collection("orders").doc(id).get()).data() as OrderData;

describe("the ticket of an order paid on site", () => {
  it("is chained when the order is first marked done: a simplified invoice, number 1 of its series, position 1", async () => {
    const s = await taxShop();
    const id = await seedOrder(s);
    const res = await setStatus(s, id, "done");
    expect(res.status).toBe(200);
    const records = await recordsOf(s.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      id: `${id}-ticket`,
      companyId: s.id,
      orderId: id,
      kind: "receipt",
      invoiceType: "F2",
      issuerTaxId: ISSUER,
      number: "T-000001",
      issuedOn: "04-05-2026",
      generatedAt: "2026-05-04T12:15:00+02:00",
      position: 1,
      previousHash: null,
      totalAmount: "14.50",
      totalTax: "2.35",
      status: "pending",
      environment: "test",
    });
    expect(verifyChain(records)).toEqual({ ok: true, length: 1, lastHash: records[0]?.hash });
    expect((await db.collection("taxChains").doc(s.id).get()).data()).toMatchObject({ companyId: s.id, position: 1, counters: { T: 1 } });
  });

  it("gives 50 tickets done at once 50 records in one chain from the first: no fork, no gap, no duplicate number", async () => {
    const s = await taxShop();
    const ids = await Promise.all(Array.from({ length: 50 }, () => seedOrder(s)));
    const answers = await Promise.all(ids.map((id) => setStatus(s, id, "done")));
    expect(answers.map((res) => res.status)).toEqual(ids.map(() => 200));
    const records = await recordsOf(s.id);
    expect(records).toHaveLength(50);
    expect(verifyChain(records)).toMatchObject({ ok: true, length: 50 });
    expect(records.map((r) => r.position)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(records.map((r) => r.number)).size).toBe(50);
    expect(records.map((r) => r.number).sort()).toEqual(Array.from({ length: 50 }, (_, i) => `T-${String(i + 1).padStart(6, "0")}`));
    expect(new Set(records.map((r) => r.orderId))).toEqual(new Set(ids));
    expect((await db.collection("taxChains").doc(s.id).get()).data()).toMatchObject({ position: 50, counters: { T: 50 }, last: { hash: records[49]?.hash } });
    // The emulator serialises the 50 transactions on the chain with lock waits and our retries' random back-off:
    // 35 s to 110 s on this machine (the cloud's optimistic transactions do not wait so). The file starts first
    // (vitest.config.ts LONGEST_FIRST), so the other files run beside it.
  }, 240_000);

  it("makes no second record when a reopened order is done again", async () => {
    const s = await taxShop();
    const id = await seedOrder(s);
    expect((await setStatus(s, id, "done")).status).toBe(200);
    expect((await setStatus(s, id, "wip")).status).toBe(200);
    expect((await setStatus(s, id, "done")).status).toBe(200);
    expect((await recordsOf(s.id)).map((r) => r.id)).toEqual([`${id}-ticket`]);
  });

  it("makes none when e-invoicing is off, and none for a test order", async () => {
    const off = await taxShop({ eInvoicingEnabled: false });
    const id = await seedOrder(off);
    expect((await setStatus(off, id, "done")).status).toBe(200);
    expect(await recordsOf(off.id)).toEqual([]);
    expect((await db.collection("taxChains").doc(off.id).get()).exists).toBe(false);

    const on = await taxShop();
    const test = await seedOrder(on, { demo: true });
    expect((await setStatus(on, test, "done")).status).toBe(200);
    expect(await recordsOf(on.id)).toEqual([]);
  });

  it("marks the order done without a record when none can be built (no tax id): the order never waits for taxes", async () => {
    const s = await taxShop({ taxId: null });
    const id = await seedOrder(s);
    const res = await setStatus(s, id, "done");
    expect(res.status).toBe(200);
    expect((await orderOf(id)).status).toBe("done");
    expect(await recordsOf(s.id)).toEqual([]);
  });

  it("makes nothing when the order is only marked paid, or moves between open statuses", async () => {
    const s = await taxShop();
    const id = await seedOrder(s, { status: "new", previousStatus: null });
    expect((await setStatus(s, id, "wip")).status).toBe(200);
    await db.collection("orders").doc(id).update({ paid: true });
    expect((await setStatus(s, id, "ready")).status).toBe(200);
    expect(await recordsOf(s.id)).toEqual([]);
  });
});

describe("an order marked done on the board (written directly, the order trigger records it)", () => {
  it("gets its record from the trigger, once however often the event is delivered", async () => {
    const s = await taxShop();
    const id = await seedOrder(s);
    const before = await orderOf(id);
    await db.collection("orders").doc(id).update({ status: "done", previousStatus: "ready" });
    const after = await orderOf(id);
    const deps = { db, clock: fixedClock };
    expect(await recordOrderWrite(deps, id, before, after)).toEqual({ ticket: true, refund: false });
    expect(await recordOrderWrite(deps, id, before, after)).toEqual({ ticket: false, refund: false });
    const records = await recordsOf(s.id);
    expect(records.map((r) => [r.id, r.number])).toEqual([[`${id}-ticket`, "T-000001"]]);
  });

  it("finds the record the API's transaction made, and leaves other changes alone", async () => {
    const s = await taxShop();
    const id = await seedOrder(s);
    const before = await orderOf(id);
    expect((await setStatus(s, id, "done")).status).toBe(200);
    const after = await orderOf(id);
    const deps = { db, clock: fixedClock };
    expect(await recordOrderWrite(deps, id, before, after)).toEqual({ ticket: false, refund: false });
    expect(await recordOrderWrite(deps, id, after, { ...after, staffRemark: "table 4" })).toEqual({ ticket: false, refund: false });
    expect(await recordsOf(s.id)).toHaveLength(1);
  });
});

describe("the ticket of an order paid online", () => {
  async function pendingOrder(s: Shop, id: string): Promise<void> {
    const { number: _number, ...order } = orderData(s, { status: "new", previousStatus: null, paymentMethod: "online", paid: false });
    const pending: PendingOrderData = {
      companyId: s.id,
      order,
      requestedTime: null,
      placedAt: NOW.toISOString(),
      expiresAt: new Date(NOW.getTime() + 30 * 60_000).toISOString(),
      accountId: "acct_test",
      paymentIntentId: `pi_${id}`,
      amount: 1450,
      currency: "eur",
    };
    await db.collection("pendingOrders").doc(id).set(pending);
  }
  const report = (s: Shop, id: string) => ({ paymentIntentId: `pi_${id}`, accountId: "acct_test", amount: 1450, currency: "eur", companyId: s.id });

  it("is chained in the transaction that places the paid order, once however often the payment is reported", async () => {
    const s = await taxShop();
    await pendingOrder(s, "paid-1");
    const deps = { db, clock: fixedClock };
    expect(await runTransaction(db, (tx) => settlePaidOrder(tx, deps, "paid-1", report(s, "paid-1")))).toBe("placed");
    expect(await runTransaction(db, (tx) => settlePaidOrder(tx, deps, "paid-1", report(s, "paid-1")))).toBe("already-placed");
    const records = await recordsOf(s.id);
    expect(records.map((r) => [r.id, r.kind, r.invoiceType, r.totalAmount])).toEqual([["paid-1-ticket", "receipt", "F2", "14.50"]]);
  });

  it("is an invoice (F1) made out to a customer who gave a valid tax id", async () => {
    const s = await taxShop();
    await pendingOrder(s, "paid-2");
    await db
      .collection("pendingOrders")
      .doc("paid-2")
      .update({ "order.billingAddress": { name: "Ana", street: "Gran Vía 1", zip: "28013", city: "Madrid", country: "ES", type: "company", vatId: OTHER_VALID_ID, companyName: "Distribuciones Ana SL" } });
    await runTransaction(db, (tx) => settlePaidOrder(tx, { db, clock: fixedClock }, "paid-2", report(s, "paid-2")));
    expect((await recordsOf(s.id))[0]).toMatchObject({ kind: "invoice", invoiceType: "F1", recipient: { name: "Distribuciones Ana SL", taxId: OTHER_VALID_ID, country: "ES" } });
  });
});

const OTHER_VALID_ID = "B11223344";

describe("a refund", () => {
  let stripe: TestStripe;
  beforeAll(async () => {
    stripe = await startTestStripe();
  });
  afterAll(() => stripe.close());
  const app = () => testApp({ clock: fixedClock, stripe: stripe.port });

  /** A subscribed shop taking online payments through a connected account, with e-invoicing on. */
  async function payingTaxShop(): Promise<Shop & { slug: string }> {
    const s = await shop("Bar Pago", { subscribed: true });
    const slug = `bar-${s.id.toLowerCase()}`.slice(0, 60);
    await db.collection("companyInfos").doc(s.id).set({ companyId: s.id, slug, companyname: "Bar Pago" });
    await db.collection("companies").doc(s.id).update({ subscribedPlan: "basic" });
    await db.collection("zones").doc(s.zoneId).update({ enableCheckout: true, enableOnlinePayment: true, enableOfflinePayment: true });
    const accountId = String(stripe.standIn.state.createAccount({}).id);
    stripe.standIn.state.completeOnboarding(accountId);
    await db.collection("paymentAccounts").doc(s.id).set({ companyId: s.id, accountId, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true });
    await db.collection("taxInfos").doc(s.id).set({ companyId: s.id, legalName: "Bar Pago SL", taxId: ISSUER, eInvoicingEnabled: true, environment: "test", series: "T", transmissionPaused: false, errorCount: 0 });
    return { ...s, slug };
  }

  async function paidOnline(s: Shop & { slug: string }): Promise<CustomerOrderAnswer> {
    const res = await request(app())
      .post(`/api/shops/${s.slug}/orders`)
      .set("X-Forwarded-For", "203.0.113.9")
      .send({ pointofsaleId: s.counterId, deliveryType: "takeaway", items: [cartItem(s.products.burger)], paymentMethod: "online" });
    expect(res.status).toBe(201);
    const answer = (res.body as { data: CustomerOrderAnswer }).data;
    const payment = answer.payment!;
    stripe.standIn.state.succeedPaymentIntent(payment.paymentIntentId, payment.stripeAccount);
    const event = stripe.events("payment_intent.succeeded").filter((e) => (e.data.object as { id: string }).id === payment.paymentIntentId).at(-1)!;
    expect((await stripe.post(app(), event)).status).toBe(200);
    return answer;
  }

  it("gives a rectifying invoice R5 after its F2, for the amount given back, naming the ticket", async () => {
    const s = await payingTaxShop();
    const answer = await paidOnline(s);
    const res = await request(app()).post(`/api/orders/${answer.id}/refund`).set("Authorization", `Bearer ${s.token}`).send({ amount: 5, reason: "Cold" });
    expect(res.status).toBe(200);
    const records = await recordsOf(s.id);
    expect(records.map((r) => [r.position, r.invoiceType, r.number, r.totalAmount])).toEqual([
      [1, "F2", "T-000001", "12.50"],
      [2, "R5", "T-R000001", "-5.00"],
    ]);
    const [ticket, rectifying] = records as [TaxRecordData & { id: string }, TaxRecordData & { id: string }];
    expect(rectifying).toMatchObject({ id: `${answer.id}-refund`, kind: "rectifying", reference: { recordId: ticket.id, number: "T-000001", issuedOn: ticket.issuedOn } });
    expect(verifyChain(records)).toMatchObject({ ok: true, length: 2 });
    // A second refund is refused by the payment rules, and no second rectifying record appears.
    await request(app()).post(`/api/orders/${answer.id}/refund`).set("Authorization", `Bearer ${s.token}`).send({ amount: 1, reason: "Again" });
    expect(await recordsOf(s.id)).toHaveLength(2);
  }, 60_000);
});
