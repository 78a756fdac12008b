import { describe, expect, it } from "vitest";
import type { OrderData, OrderRefund } from "../entities/order";
import { canRefund, checkRefund, paidAmount, REFUND_CLAIM_STALE_MS } from "./refunds";

type Refundable = Pick<OrderData, "paymentMethod" | "paid" | "stripePaymentIntentId" | "refund" | "totals" | "cartTotal" | "tip">;
const NOW = new Date("2026-05-04T10:00:00.000Z");
const paidOnline: Refundable = { paymentMethod: "online", paid: true, stripePaymentIntentId: "pi_1", refund: null, cartTotal: 20, tip: 2.5 };
const claim = (at: Date): OrderRefund => ({ amount: 5, reason: "Cold", status: "processing", refundId: null, at: at.toISOString(), by: "u1", attempt: 1 });

describe("paidAmount", () => {
  it("is the total with the tip", () => {
    expect(paidAmount(paidOnline)).toBe(22.5);
    expect(paidAmount({ ...paidOnline, totals: { items: 30, discount: 0, deliveryFee: 0, tip: 1, total: 31, vat: [] } })).toBe(31);
  });
});

describe("checkRefund", () => {
  it("refunds the whole payment by default", () => {
    expect(checkRefund(paidOnline, undefined, "EUR", NOW)).toEqual({ ok: true, amount: 22.5 });
  });
  it("refunds a part, rounded to the cent", () => {
    expect(checkRefund(paidOnline, 5.005, "EUR", NOW)).toEqual({ ok: true, amount: 5.01 });
  });
  it("refunds exactly the payment, not a cent more", () => {
    expect(checkRefund(paidOnline, 22.5, "EUR", NOW)).toEqual({ ok: true, amount: 22.5 });
    expect(checkRefund(paidOnline, 22.51, "EUR", NOW)).toEqual({ ok: false, field: "amount", code: "refund-amount-too-high" });
  });
  it("refuses nothing or less", () => {
    expect(checkRefund(paidOnline, 0, "EUR", NOW)).toEqual({ ok: false, field: "amount", code: "refund-amount-invalid" });
    expect(checkRefund(paidOnline, 0.004, "EUR", NOW)).toEqual({ ok: false, field: "amount", code: "refund-amount-invalid" });
  });
  it.each<[string, Partial<Refundable>]>([
    ["an order paid on site", { paymentMethod: "onSite" }],
    ["an unpaid online order", { paid: false }],
    ["an order without its payment", { stripePaymentIntentId: null }],
  ])("refuses %s", (_, change) => {
    expect(checkRefund({ ...paidOnline, ...change }, undefined, "EUR", NOW)).toEqual({ ok: false, code: "not-refundable" });
  });
  it("refuses a second refund", () => {
    const refund: OrderRefund = { ...claim(NOW), status: "succeeded", refundId: "re_1" };
    expect(checkRefund({ ...paidOnline, refund }, 1, "EUR", NOW)).toEqual({ ok: false, code: "already-refunded" });
  });
  it("refuses while another call is refunding", () => {
    expect(checkRefund({ ...paidOnline, refund: claim(new Date(NOW.getTime() - 1000)) }, undefined, "EUR", NOW)).toEqual({ ok: false, code: "refund-in-progress" });
  });
  it("takes over a claim left by a call that never finished, with its amount", () => {
    const stale = claim(new Date(NOW.getTime() - REFUND_CLAIM_STALE_MS));
    expect(checkRefund({ ...paidOnline, refund: stale }, 20, "EUR", NOW)).toEqual({ ok: true, amount: 5, takeOver: stale });
  });
});

describe("canRefund", () => {
  it("offers the refund for a paid online order without one", () => {
    expect(canRefund(paidOnline, NOW)).toBe(true);
    expect(canRefund({ ...paidOnline, refund: claim(NOW) }, NOW)).toBe(false);
    expect(canRefund({ ...paidOnline, refund: { ...claim(NOW), status: "succeeded" } }, new Date(NOW.getTime() + 3_600_000))).toBe(false);
    expect(canRefund({ ...paidOnline, paymentMethod: "onSite" }, NOW)).toBe(false);
  });
  it("offers to finish a refund whose call never finished", () => {
    const stale = claim(new Date(NOW.getTime() - REFUND_CLAIM_STALE_MS));
    expect(canRefund({ ...paidOnline, refund: stale }, NOW)).toBe(true);
  });
});
