// Voucher codes with customers' orders against the Firestore emulator and the local Stripe stand-in (issue 22):
// a single-use code redeemed exactly once whatever the traffic, each refusal its own code, held while an online
// payment is pending, given back when it fails, and guessing limited per caller.
import "../orders/testProject";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CustomerOrderAnswer, CustomerOrderRequest, DiscountData, OrderData, VoucherData } from "@comanda/shared";
import type { Clock } from "../clock";
import { cartItem, errorCodeOf, fieldsOf, fixedClock, NOW, shop, type Shop } from "../orders/testOrders";
import { startTestStripe, type TestStripe } from "../stripe/testStripe";
import { customerEmailClaimId } from "../customers/save";
import { clearProject, db, testApp } from "../test/emulator";
import { VOUCHER_GUESSES_PER_CALLER } from "./customerOrders";

let stripe: TestStripe;

beforeAll(async () => {
  stripe = await startTestStripe();
});
afterAll(() => stripe.close());
beforeEach(clearProject);

const app = (clock: Clock = fixedClock) => testApp({ clock, stripe: stripe.port });

interface VoucherShop extends Shop {
  slug: string;
  accountId: string;
}

/** A subscribed shop taking vouchers in its zone, paid on site or online (connected account taking charges). */
async function voucherShop(name = "Bar Vale"): Promise<VoucherShop> {
  const s = await shop(name, { subscribed: true });
  const slug = `vale-${s.id.toLowerCase()}`.slice(0, 60);
  await db.collection("companyInfos").doc(s.id).set({ companyId: s.id, slug, companyname: name });
  await db.collection("companies").doc(s.id).update({ subscribedPlan: "basic" });
  await db.collection("zones").doc(s.zoneId).update({ enableCheckout: true, enableOnlinePayment: true, enableOfflinePayment: true, enableVouchers: true });
  const account = stripe.standIn.state.createAccount({});
  const accountId = String(account.id);
  stripe.standIn.state.completeOnboarding(accountId);
  await db.collection("paymentAccounts").doc(s.id).set({ companyId: s.id, accountId, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true });
  return { ...s, slug, accountId };
}

/** A voucher discount with one voucher of `code` (status new unless given). */
async function voucher(s: Shop, code: string, discount: Partial<DiscountData> = {}, status: VoucherData["status"] = "new") {
  const ref = db.collection("discounts").doc();
  await ref.set({
    companyId: s.id,
    name: "Flyer 20",
    customerName: { es: "Vale de bienvenida", en: "Welcome voucher" },
    percentage: 20,
    enabled: true,
    validFor: "voucher",
    start: null,
    end: null,
    ...discount,
  } satisfies DiscountData);
  const v = ref.collection("vouchers").doc();
  await v.set({ companyId: s.id, discountId: ref.id, name: "Flyer", quantity: 1, code, status, created: NOW.toISOString() } satisfies VoucherData);
  return { discountId: ref.id, voucherId: v.id, read: async () => (await v.get()).data() as VoucherData };
}

function body(s: Shop, overrides: Partial<CustomerOrderRequest> = {}): CustomerOrderRequest {
  // Burger 12.50 (21 %) and water 2.00 (10 %), in Spanish.
  return { pointofsaleId: s.counterId, deliveryType: "takeaway", items: [cartItem(s.products.burger), cartItem(s.products.water)], paymentMethod: "onSite", language: "es", ...overrides };
}

function order(s: VoucherShop, overrides: Partial<CustomerOrderRequest>, caller = "203.0.113.7", clock: Clock = fixedClock) {
  return request(app(clock)).post(`/api/shops/${s.slug}/orders`).set("X-Forwarded-For", caller).send(body(s, overrides));
}

async function ordered(s: VoucherShop, overrides: Partial<CustomerOrderRequest>): Promise<CustomerOrderAnswer> {
  const res = await order(s, overrides);
  if (res.status !== 201) throw new Error(`ordering answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { data: CustomerOrderAnswer }).data;
}

async function companyOrders(companyId: string): Promise<(OrderData & { id: string })[]> {
  return (await db.collection("orders").where("companyId", "==", companyId).get()).docs.map((d) => ({ ...(d.data() as OrderData), id: d.id }));
}

describe("POST /api/shops/:slug/orders with a voucher code", () => {
  it("gives one of 50 simultaneous orders with one single-use code the discount, and refuses the 49 others with voucher-already-used and no order", async () => {
    const s = await voucherShop();
    const v = await voucher(s, "KQTMXRAPHZWB");
    const shared = app();
    // 50 customers (each its own address, so the per-caller limit of orders does not interfere).
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        request(shared)
          .post(`/api/shops/${s.slug}/orders`)
          .set("X-Forwarded-For", `198.51.100.${i + 1}`)
          .send(body(s, { voucherCode: "kqtm-xrap-hzwb" })),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const refused = answers.filter((res) => res.status !== 201);
    expect(refused.map((res) => res.status)).toEqual(Array(49).fill(400));
    expect(refused.map((res) => fieldsOf(res))).toEqual(Array(49).fill({ voucherCode: ["voucher-already-used"] }));
    const orders = await companyOrders(s.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.discounts).toEqual([{ discountId: v.discountId, name: "Vale de bienvenida", percentage: 20, amount: 2.9, voucherCode: "KQTM-XRAP-HZWB", voucherId: v.voucherId }]);
    expect(await v.read()).toMatchObject({ status: "redeemed", orderId: orders[0]?.id });
  }, 120_000);

  it("prices the order with the voucher's discount on site (typed any way), VAT on the discounted amounts, and redeems the voucher", async () => {
    const s = await voucherShop();
    const v = await voucher(s, "KQTMXRAPHZWB");
    const answer = await ordered(s, { voucherCode: " kqtm xrap-hzwb " });
    // 14.50 - 20 % (2.90: 2.50 off the burger, 0.40 off the water) = 11.60.
    expect(answer).toMatchObject({ cartTotal: 11.6, total: 11.6 });
    const stored = (await db.collection("orders").doc(answer.id).get()).data() as OrderData;
    expect(stored.totals).toMatchObject({ items: 14.5, discount: 2.9, total: 11.6, vat: [{ rate: 10, gross: 1.6 }, { rate: 21, gross: 10 }] });
    expect(stored.discounts?.[0]).toMatchObject({ name: "Vale de bienvenida", voucherCode: "KQTM-XRAP-HZWB" });
    expect(await v.read()).toMatchObject({ status: "redeemed", orderId: answer.id, usedAt: NOW.toISOString() });
  });

  it("leaves the voucher unused when the zone's own discount is larger: one discount per order", async () => {
    const s = await voucherShop();
    const v = await voucher(s, "KQTMXRAPHZWB", { percentage: 5 });
    const lunch = await db.collection("discounts").add({ companyId: s.id, name: "Lunch", percentage: 10, enabled: true, validFor: "everyone" } satisfies DiscountData);
    await db.collection("zones").doc(s.zoneId).update({ autoAppliedDiscounts: [lunch.id] });
    const answer = await ordered(s, { voucherCode: "KQTMXRAPHZWB" });
    const stored = (await db.collection("orders").doc(answer.id).get()).data() as OrderData;
    expect(stored.discounts).toEqual([{ discountId: lunch.id, name: "Lunch", percentage: 10, amount: 1.45 }]);
    expect((await v.read()).status).toBe("new");
  });

  it("gives a customer whose discounts are switched off no discount, and leaves their voucher unused", async () => {
    const s = await voucherShop();
    const v = await voucher(s, "KQTMXRAPHZWB");
    const customer = await db.collection("customers").add({ companyId: s.id, name: "Marta", email: "marta@example.com", enabled: true, enableDiscounts: false, addresses: [] });
    await db.collection("customerEmails").doc(customerEmailClaimId(s.id, "marta@example.com")).set({ companyId: s.id, customerId: customer.id });
    const answer = await ordered(s, { voucherCode: "KQTMXRAPHZWB", email: "marta@example.com" });
    expect(answer.total).toBe(14.5);
    expect((await v.read()).status).toBe("new");
    await customer.update({ enableDiscounts: true });
    expect((await ordered(s, { voucherCode: "KQTMXRAPHZWB", email: "marta@example.com" })).total).toBe(11.6);
  });

  it("refuses each unusable code with its own reason under voucherCode, and places nothing", async () => {
    const s = await voucherShop();
    const other = await voucherShop("Bar Altre");
    await voucher(other, "BCDEFGHJKMNP");
    await voucher(s, "DSABDSABDSAB", { enabled: false });
    await voucher(s, "NEXTWEEKCDEF", { start: "2026-05-11T00:00:00.000Z" });
    await voucher(s, "ENDEDXXXXXXX", { end: "2026-05-01T00:00:00.000Z" });
    await voucher(s, "HENDHENDHEND", {}, "inUse");
    await voucher(s, "USEDUSEDUSED", {}, "redeemed");
    const refusal = async (code: string, caller: string) => fieldsOf(await order(s, { voucherCode: code }, caller));
    expect(await refusal("QQQQQQQQQQQQ", "192.0.2.1")).toEqual({ voucherCode: ["voucher-unknown"] });
    expect(await refusal("not a code", "192.0.2.1")).toEqual({ voucherCode: ["voucher-unknown"] });
    expect(await refusal("BCDE-FGHJ-KMNP", "192.0.2.1")).toEqual({ voucherCode: ["voucher-other-company"] });
    expect(await refusal("dsab dsab dsab", "192.0.2.2")).toEqual({ voucherCode: ["voucher-disabled"] });
    expect(await refusal("nextweekcdef", "192.0.2.2")).toEqual({ voucherCode: ["voucher-not-yet-valid"] });
    expect(await refusal("ENDEDXXXXXXX", "192.0.2.2")).toEqual({ voucherCode: ["voucher-expired"] });
    expect(await refusal("HENDHENDHEND", "192.0.2.3")).toEqual({ voucherCode: ["voucher-in-use"] });
    expect(await refusal("USEDUSEDUSED", "192.0.2.3")).toEqual({ voucherCode: ["voucher-already-used"] });
    await db.collection("zones").doc(s.zoneId).update({ enableVouchers: false });
    expect(await refusal("USEDUSEDUSED", "192.0.2.3")).toEqual({ voucherCode: ["vouchers-not-accepted"] });
    expect(await companyOrders(s.id)).toEqual([]);
    // Another company's code leaves that voucher as it was.
    expect((await db.collectionGroup("vouchers").where("code", "==", "BCDEFGHJKMNP").get()).docs[0]?.get("status")).toBe("new");
  });

  it("holds the voucher in use while the online payment is pending, redeems it when paid, and gives it back when a payment fails or is abandoned", async () => {
    const s = await voucherShop();
    const paid = await voucher(s, "PAXDPAXDPAXD");
    const answer = await ordered(s, { paymentMethod: "online", voucherCode: "PAXDPAXDPAXD" });
    expect(answer.payment?.amount).toBe(1160);
    expect(await paid.read()).toMatchObject({ status: "inUse", orderId: answer.id });
    // Held: a second order with the code is refused as in use.
    expect(fieldsOf(await order(s, { voucherCode: "PAXDPAXDPAXD" }))).toEqual({ voucherCode: ["voucher-in-use"] });
    stripe.standIn.state.succeedPaymentIntent(answer.payment!.paymentIntentId, s.accountId);
    const succeeded = stripe.events("payment_intent.succeeded").find((e) => (e.data.object as { id: string }).id === answer.payment!.paymentIntentId)!;
    expect((await stripe.post(app(), succeeded)).status).toBe(200);
    expect(await paid.read()).toMatchObject({ status: "redeemed", orderId: answer.id });

    const failing = await voucher(s, "FAXNFAXNFAXN");
    const declined = await ordered(s, { paymentMethod: "online", voucherCode: "FAXNFAXNFAXN" });
    stripe.standIn.state.failPaymentIntent(declined.payment!.paymentIntentId, s.accountId);
    const failed = stripe.events("payment_intent.payment_failed").find((e) => (e.data.object as { id: string }).id === declined.payment!.paymentIntentId)!;
    expect((await stripe.post(app(), failed)).status).toBe(200);
    expect(await failing.read()).toMatchObject({ status: "new", orderId: null, usedAt: null });

    const abandoned = await voucher(s, "GANEGANEGANE");
    await ordered(s, { paymentMethod: "online", voucherCode: "GANEGANEGANE" });
    const job: Clock = { now: () => new Date(NOW.getTime() + 31 * 60_000) };
    const res = await request(app(job)).post("/emulator/jobs/drop-abandoned-orders");
    expect((res.body as { data: Record<string, number> }).data).toMatchObject({ dropped: 1 });
    expect((await abandoned.read()).status).toBe("new");
  });

  it("keeps the voucher redeemed when its order is refunded, unless the refund asks to give it back", async () => {
    const s = await voucherShop();
    const refund = (id: string, extra: object) => request(app()).post(`/api/orders/${id}/refund`).set("Authorization", `Bearer ${s.token}`).send({ reason: "Cold food", ...extra });
    const paidOrder = async (code: string) => {
      const answer = await ordered(s, { paymentMethod: "online", voucherCode: code });
      stripe.standIn.state.succeedPaymentIntent(answer.payment!.paymentIntentId, s.accountId);
      const event = stripe.events("payment_intent.succeeded").find((e) => (e.data.object as { id: string }).id === answer.payment!.paymentIntentId)!;
      expect((await stripe.post(app(), event)).status).toBe(200);
      return answer.id;
    };
    const kept = await voucher(s, "KEPTKEPTKEPT");
    expect((await refund(await paidOrder("KEPTKEPTKEPT"), {})).status).toBe(200);
    expect((await kept.read()).status).toBe("redeemed");
    const given = await voucher(s, "GZVEGZVEGZVE");
    expect((await refund(await paidOrder("GZVEGZVEGZVE"), { releaseVoucher: true })).status).toBe(200);
    expect(await given.read()).toMatchObject({ status: "new", orderId: null });
    expect((await order(s, { voucherCode: "GZVEGZVEGZVE" })).status).toBe(201);
  });

  it("limits a caller's refused codes to 10 per 10 minutes, whatever it puts on the left of X-Forwarded-For", async () => {
    const s = await voucherShop();
    const other = await voucherShop("Bar Altre");
    await voucher(other, "BCDEFGHJKMNP");
    const good = await voucher(s, "KQTMXRAPHZWB");
    // 50 s apart, all in one 10-minute window (10:10 to 10:20) and never 10 orders in one minute.
    const at = (i: number): Clock => ({ now: () => new Date(Date.parse("2026-05-04T10:10:00.000Z") + i * 50_000) });
    const attacker = "203.0.113.66";
    for (let i = 0; i < VOUCHER_GUESSES_PER_CALLER; i += 1) {
      const res = await order(s, { voucherCode: i % 2 ? "BCDEFGHJKMNP" : `QQQQQQQQQQ${"AB"[i % 2]}${"CDEFGH"[i % 6]}` }, `10.0.0.${i}, ${attacker}`, at(i));
      expect(res.status).toBe(400);
    }
    // The next guess, even with a valid code and a new address on the left, is refused before any look-up.
    const limited = await order(s, { voucherCode: "KQTMXRAPHZWB" }, `198.51.100.200, ${attacker}`, at(10));
    expect(limited.status).toBe(429);
    expect(errorCodeOf(limited)).toBe("rate-limited");
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await good.read()).status).toBe("new");
    expect(await companyOrders(s.id)).toEqual([]);
    // Another caller is not limited by it.
    expect((await order(s, { voucherCode: "KQTMXRAPHZWB" }, "203.0.113.67", at(10))).status).toBe(201);
  });
});
