import { describe, expect, it } from "vitest";
import type { Order, Zone } from "@comanda/shared";
import { orderRow, orderTotal, pointOfSaleNames } from "./orderRows";

const order = (over: Partial<Order> = {}): Order => ({
  id: "o1",
  companyId: "c1",
  status: "new",
  dateOrdered: "2026-11-20T10:00:00.000Z",
  zoneId: "z1",
  pointofsaleId: "p1",
  cartTotal: 20,
  items: [],
  receiptItems: [],
  ...over,
});

describe("order rows", () => {
  it("the total is the server's total, else the cart total with the tip", () => {
    expect(orderTotal({ cartTotal: 20, tip: 2 })).toBe(22);
    expect(orderTotal({ cartTotal: 20, tip: 2, totals: { items: 20, discount: 0, deliveryFee: 0, tip: 2, total: 22.5, vat: [] } })).toBe(22.5);
  });

  it("a row keeps what the customer paid as its total and shows a refund the provider accepted apart; a refund still processing is not one", () => {
    const refund = { amount: 7.5, reason: "cold", status: "succeeded" as const, refundId: "re_1", at: "2026-11-21T10:00:00.000Z", by: "u1", attempt: 1 };
    const online = { paymentMethod: "online" as const, paid: true, stripePaymentIntentId: "pi_1", tip: 2 };
    expect(orderRow(order({ ...online, refund }), new Map())).toMatchObject({ total: 22, refunded: 7.5 });
    expect(orderRow(order({ ...online, refund: { ...refund, status: "pending" } }), new Map()).refunded).toBe(7.5);
    expect(orderRow(order({ ...online, refund: { ...refund, status: "processing", refundId: null } }), new Map()).refunded).toBe(0);
    expect(orderRow(order(), new Map()).refunded).toBe(0);
  });

  it("a row counts item quantities, treats a missing station as delivery and finds the point of sale by name", () => {
    const zones = [{ id: "z1", pointsOfSale: [{ id: "p1", name: { en: "Table 4", es: "Mesa 4" } }] }] as unknown as Zone[];
    const names = pointOfSaleNames(zones, "es", "en");
    const item = { productId: "x", name: { en: "Tea" }, price: 2, done: false, locationId: null, status: "new" as const };
    const row = orderRow(order({ number: 7, name: "Núria", items: [{ ...item, quantity: 2 }, { ...item, quantity: 3 }] }), names);
    expect(row).toMatchObject({ number: "7", station: "delivery", pointOfSale: "Mesa 4", itemCount: 5, customer: "Núria" });
    expect(row.searchText).toContain("mesa 4");
    expect(row.searchText).toContain("nuria");
  });
});
