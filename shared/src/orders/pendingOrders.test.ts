import { describe, expect, it } from "vitest";
import type { OrderData } from "../entities/order";
import { isAbandoned, paidOrder, paymentMatches, pendingExpiresAt, slotBookedTimes, type PendingOrderData, type PaymentReport } from "./pendingOrders";

const PLACED = new Date("2026-05-04T10:00:00.000Z");

const order: Omit<OrderData, "number"> = {
  companyId: "c1",
  status: "new",
  previousStatus: null,
  statusChangedAt: PLACED.toISOString(),
  dateOrdered: PLACED.toISOString(),
  zoneId: "z1",
  pointofsaleId: "counter",
  cartTotal: 12.5,
  tip: 1,
  paymentMethod: "online",
  paid: false,
  source: "customer",
  requestedTime: "2026-05-04T11:00:00.000Z",
  items: [],
  receiptItems: [],
};

const pending: PendingOrderData = {
  companyId: "c1",
  order,
  requestedTime: order.requestedTime ?? null,
  placedAt: PLACED.toISOString(),
  expiresAt: pendingExpiresAt(PLACED),
  accountId: "acct_1",
  paymentIntentId: "pi_1",
  amount: 1350,
  currency: "eur",
};

const report: PaymentReport = { paymentIntentId: "pi_1", accountId: "acct_1", amount: 1350, currency: "eur", companyId: "c1" };

describe("pending orders' time", () => {
  it("expire 30 minutes after they were placed", () => {
    expect(pendingExpiresAt(PLACED)).toBe("2026-05-04T10:30:00.000Z");
  });
  it("are abandoned from their expiry on, not before", () => {
    expect(isAbandoned(pending, new Date("2026-05-04T10:29:59.999Z"))).toBe(false);
    expect(isAbandoned(pending, new Date("2026-05-04T10:30:00.000Z"))).toBe(true);
  });
  it("count as abandoned when the expiry is unreadable", () => {
    expect(isAbandoned({ expiresAt: "soon" }, PLACED)).toBe(true);
  });
});

describe("slotBookedTimes", () => {
  it("counts orders and orders awaiting payment, not the ones as soon as possible", () => {
    const booked = slotBookedTimes([{ requestedTime: "t1" }, { requestedTime: null }], [{ requestedTime: "t1" }, { requestedTime: "t2" }, {}]);
    expect(booked).toEqual(["t1", "t1", "t2"]);
  });
});

describe("paymentMatches", () => {
  it("accepts the payment the order waits for (currency in any case)", () => {
    expect(paymentMatches(pending, { ...report, currency: "EUR" })).toBe(true);
  });
  it.each<[string, Partial<PaymentReport>]>([
    ["another intent", { paymentIntentId: "pi_2" }],
    ["another account", { accountId: "acct_2" }],
    ["the platform's account", { accountId: null }],
    ["another company", { companyId: "c2" }],
    ["another amount", { amount: 1349 }],
    ["another currency", { currency: "usd" }],
  ])("refuses %s", (_, change) => {
    expect(paymentMatches(pending, { ...report, ...change })).toBe(false);
  });
  it("refuses any payment while the intent is not created yet", () => {
    expect(paymentMatches({ ...pending, paymentIntentId: null }, report)).toBe(false);
  });
});

describe("paidOrder", () => {
  it("is the order numbered, paid, with its payment, dated when it reaches production", () => {
    const now = new Date("2026-05-04T10:05:00.000Z");
    const paid = paidOrder(pending, 42, now);
    expect(paid).toMatchObject({
      number: 42,
      paid: true,
      paymentMethod: "online",
      stripePaymentIntentId: "pi_1",
      stripeAccountId: "acct_1",
      status: "new",
      dateOrdered: now.toISOString(),
      requestedTime: "2026-05-04T11:00:00.000Z",
      cartTotal: 12.5,
      source: "customer",
      refund: null,
    });
  });
});
