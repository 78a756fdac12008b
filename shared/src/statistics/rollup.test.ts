import { describe, expect, it } from "vitest";
import type { OrderData, OrderItem, OrderRefund, RefundStatus } from "../entities/order";
import {
  applyContribution,
  emptyDay,
  localDay,
  orderContribution,
  orderRevenue,
  readDay,
  rollupDays,
  sameContribution,
  type OrderContribution,
  type RollupContext,
} from "./rollup";

const MADRID: RollupContext = { timezone: "Europe/Madrid", language: "es" };
const AUCKLAND: RollupContext = { timezone: "Pacific/Auckland", language: "en" };

function item(productId: string, quantity: number, price: number, name = productId): OrderItem {
  return { productId, name: { es: name, en: `${name} (en)` }, quantity, price, done: false, locationId: null, status: "new" };
}

function order(overrides: Partial<OrderData> = {}): OrderData {
  return {
    companyId: "c1",
    status: "new",
    dateOrdered: "2026-11-20T12:30:00.000Z",
    deliveryType: "table",
    zoneId: "zone-terrace",
    pointofsaleId: "pos-1",
    email: "Ana@Example.com",
    language: "es",
    cartTotal: 12.3,
    tip: 0.7,
    items: [item("bravas", 2, 4.5), item("caña", 1, 3.3)],
    receiptItems: [],
    ...overrides,
  };
}

function contribution(overrides: Partial<OrderData> = {}, context: RollupContext = MADRID): OrderContribution {
  const c = orderContribution(order(overrides), context);
  if (!c) throw new Error("the order should count");
  return c;
}

/** Every local day (and hour) the instants of one UTC span fall on, per half hour. */
function halfHoursOn(date: string, timezone: string, from: string, to: string): { count: number; hours: number[] } {
  const hours = Array.from({ length: 24 }, () => 0);
  let count = 0;
  for (let t = Date.parse(from); t < Date.parse(to); t += 30 * 60_000) {
    const day = localDay(new Date(t).toISOString(), timezone);
    if (day?.date !== date) continue;
    count += 1;
    hours[day.hour] = (hours[day.hour] ?? 0) + 1;
  }
  return { count, hours };
}

describe("localDay: the day an order counts on is the company's local day", () => {
  it("Madrid: 23:59 local on Sunday is still Sunday although UTC says 22:59; 00:00 local is Monday", () => {
    expect(localDay("2026-11-22T22:59:59.000Z", "Europe/Madrid")).toEqual({ date: "2026-11-22", weekday: 0, hour: 23 });
    expect(localDay("2026-11-22T23:00:00.000Z", "Europe/Madrid")).toEqual({ date: "2026-11-23", weekday: 1, hour: 0 });
  });

  it("Auckland (+13 in summer): 11:00 UTC on Sunday is already Monday 00:00 there", () => {
    expect(localDay("2026-11-22T10:59:00.000Z", "Pacific/Auckland")).toEqual({ date: "2026-11-22", weekday: 0, hour: 23 });
    expect(localDay("2026-11-22T11:00:00.000Z", "Pacific/Auckland")).toEqual({ date: "2026-11-23", weekday: 1, hour: 0 });
    // Auckland in winter is +12.
    expect(localDay("2026-07-05T12:00:00.000Z", "Pacific/Auckland")).toEqual({ date: "2026-07-06", weekday: 1, hour: 0 });
  });

  it("the day clocks go forward in Madrid has 23 hours, and no order counts at 02:00", () => {
    const day = halfHoursOn("2026-03-29", "Europe/Madrid", "2026-03-28T20:00:00Z", "2026-03-30T02:00:00Z");
    expect(day.count).toBe(46);
    expect(day.hours[2]).toBe(0);
    expect(day.hours[3]).toBe(2);
    expect(localDay("2026-03-29T21:59:00.000Z", "Europe/Madrid")?.date).toBe("2026-03-29");
    expect(localDay("2026-03-29T22:00:00.000Z", "Europe/Madrid")?.date).toBe("2026-03-30");
  });

  it("the day clocks go back in Madrid has 25 hours, and the repeated hour 02:00 counts twice in its slot", () => {
    const day = halfHoursOn("2026-10-25", "Europe/Madrid", "2026-10-24T18:00:00Z", "2026-10-26T02:00:00Z");
    expect(day.count).toBe(50);
    expect(day.hours[2]).toBe(4);
    expect(localDay("2026-10-24T21:59:00.000Z", "Europe/Madrid")?.date).toBe("2026-10-24");
    expect(localDay("2026-10-25T22:59:00.000Z", "Europe/Madrid")?.date).toBe("2026-10-25");
    expect(localDay("2026-10-25T23:00:00.000Z", "Europe/Madrid")?.date).toBe("2026-10-26");
  });

  it("Auckland's own changes: 25 hours when summer time ends in April, 23 when it starts in September", () => {
    expect(halfHoursOn("2026-04-05", "Pacific/Auckland", "2026-04-03T12:00:00Z", "2026-04-06T12:00:00Z").count).toBe(50);
    expect(halfHoursOn("2026-09-27", "Pacific/Auckland", "2026-09-25T12:00:00Z", "2026-09-28T12:00:00Z").count).toBe(46);
  });

  it("an unknown time zone counts in Madrid's; an unreadable date counts nowhere", () => {
    expect(localDay("2026-11-22T23:30:00.000Z", "Mars/Olympus")).toEqual({ date: "2026-11-23", weekday: 1, hour: 0 });
    expect(localDay("yesterday", "Europe/Madrid")).toBeNull();
  });
});

describe("orderContribution: what one order adds to its day", () => {
  it("counts the order once with the revenue the order list shows (the server's total, else cart total plus tip)", () => {
    expect(orderRevenue({ cartTotal: 12.3, tip: 0.7 })).toBe(13);
    expect(orderRevenue({ cartTotal: 12.3, tip: 0.7, totals: { items: 14, discount: 2, deliveryFee: 0.3, tip: 0.7, total: 13, vat: [] } })).toBe(13);
    expect(orderRevenue({ cartTotal: 99, totals: { items: 10, discount: 0, deliveryFee: 0, tip: 0, total: 10, vat: [] } })).toBe(10);
    expect(contribution().revenue).toBe(13);
  });

  it("a refund the provider accepted lowers the revenue by its amount, on the order's day; the products keep what was sold", () => {
    const refund = (status: RefundStatus, amount: number): OrderRefund => ({ amount, reason: "cold", status, refundId: status === "processing" ? null : "re_1", at: "2026-11-23T10:00:00.000Z", by: "staff", attempt: 1 });
    const paid = contribution();
    const refunded = contribution({ refund: refund("succeeded", 4.35) });
    expect(refunded.revenue).toBe(8.65);
    expect(contribution({ refund: refund("pending", 4.35) }).revenue).toBe(8.65);
    expect(contribution({ refund: refund("succeeded", 13) }).revenue).toBe(0);
    expect(refunded.date).toBe(paid.date);
    expect(refunded.products).toEqual(paid.products);
    const day = applyContribution(emptyDay("c1", paid.date), { ...refunded, zone: { id: "zone-terrace" } }, 1);
    expect(day).toMatchObject({ orders: 1, totals: 8.65, stations: { table: { orders: 1, revenue: 8.65 } }, zones: { "zone-terrace": { orders: 1, revenue: 8.65 } } });
    // Whatever a stored record says, the revenue never goes below zero.
    expect(orderRevenue({ cartTotal: 12.3, tip: 0.7, refund: refund("succeeded", 50) })).toBe(0);
  });

  it("a refund still processing (the provider may refuse it) or a refund record without a valid amount lowers nothing", () => {
    const claim: OrderRefund = { amount: 5, reason: "cold", status: "processing", refundId: null, at: "2026-11-23T10:00:00.000Z", by: "staff", attempt: 1 };
    expect(contribution({ refund: claim }).revenue).toBe(13);
    expect(contribution({ refund: { ...claim, status: "failed" as never } }).revenue).toBe(13);
    expect(contribution({ refund: { ...claim, status: "succeeded", amount: Number.NaN } }).revenue).toBe(13);
    expect(contribution({ refund: null }).revenue).toBe(13);
  });

  it("takes the local day, weekday and hour, the language, each product's units and revenue, the station, the zone and the lower-case e-mail", () => {
    const c = orderContribution(order(), { ...MADRID, zoneName: (id) => (id === "zone-terrace" ? "Terrace" : undefined) });
    expect(c).toEqual({
      date: "2026-11-20",
      weekday: 5,
      hour: 13,
      revenue: 13,
      language: "es",
      products: { bravas: { name: "bravas", units: 2, revenue: 9 }, caña: { name: "caña", units: 1, revenue: 3.3 } },
      station: "table",
      zone: { id: "zone-terrace", name: "Terrace" },
      email: "ana@example.com",
    });
  });

  it("test orders never count", () => {
    expect(orderContribution(order({ demo: true }), MADRID)).toBeNull();
    expect(orderContribution(order({ demo: false }), MADRID)).not.toBeNull();
  });

  it("an order without a delivery type counts as delivery; without a language, in the company's; without e-mail or zone, in neither", () => {
    const c = contribution({ deliveryType: undefined, language: undefined, email: null, zoneId: null });
    expect(c.station).toBe("delivery");
    expect(c.language).toBe("es");
    expect(c.email).toBeNull();
    expect(c.zone).toBeNull();
  });

  it("a product ordered on two lines adds up; product names are kept in the company's language", () => {
    const c = contribution({ items: [item("bravas", 2, 4.5), item("bravas", 1, 5.1)] }, AUCKLAND);
    expect(c.products).toEqual({ bravas: { name: "bravas (en)", units: 3, revenue: 14.1 } });
  });

  it("a malformed order still counts, without the lines it cannot read (the trigger must never fail for good)", () => {
    const broken = order({ items: { bravas: 1 } as never, cartTotal: 5, tip: undefined });
    expect(orderContribution(broken, MADRID)).toMatchObject({ revenue: 5, products: {} });
    const odd = order({ items: [{ ...item("bravas", 2, 4.5), price: "4.5" as never }, { quantity: 1 } as never], cartTotal: 9 });
    expect(orderContribution(odd, MADRID)?.products).toEqual({ bravas: { name: "bravas", units: 2, revenue: 0 } });
  });

  it("an odd language tag counts under the company's language; a regional one is kept", () => {
    expect(contribution({ language: "EN_gb" }).language).toBe("en-gb");
    expect(contribution({ language: "not a language!" }).language).toBe("es");
  });
});

describe("applyContribution: exact in both directions", () => {
  it("adding then taking away gives back the very same empty day", () => {
    const day = emptyDay("c1", "2026-11-20");
    const c = contribution();
    expect(applyContribution(applyContribution(day, c, 1), c, -1)).toEqual(day);
  });

  it("a day of two orders has their sums, per weekday, hour, language, product, station, zone and customer", () => {
    const a = contribution();
    const b = contribution({ dateOrdered: "2026-11-20T20:05:00.000Z", deliveryType: "takeaway", email: "ana@example.com", items: [item("bravas", 1, 4.5)], cartTotal: 4.5, tip: 0, language: "en" });
    const day = applyContribution(applyContribution(emptyDay("c1", "2026-11-20"), a, 1), b, 1);
    expect(day.orders).toBe(2);
    expect(day.totals).toBe(17.5);
    expect(day.weekdays).toEqual([0, 0, 0, 0, 0, 2, 0]);
    expect(day.hours[13]).toBe(1);
    expect(day.hours[21]).toBe(1);
    expect(day.locales).toEqual({ es: 1, en: 1 });
    expect(day.products.bravas).toEqual({ name: "bravas", units: 3, revenue: 13.5 });
    expect(day.stations).toEqual({ table: { orders: 1, revenue: 13 }, takeaway: { orders: 1, revenue: 4.5 } });
    expect(day.zones).toEqual({ "zone-terrace": { orders: 2, revenue: 17.5 } });
    expect(day.customers).toEqual([{ email: "ana@example.com", orders: 2 }]);
    expect(day.loyalCustomerEmails).toEqual(["ana@example.com"]);
    expect(day.topProductsByUnits.map((p) => p.productId)).toEqual(["bravas", "caña"]);
  });

  it("ten thousand adds and takes of amounts like 0.1 and 0.2 never drift by a cent's fraction", () => {
    const small = contribution({ items: [item("p", 1, 0.1)], cartTotal: 0.1, tip: 0.2 });
    const other = contribution({ items: [item("p", 3, 0.7)], cartTotal: 2.1, tip: 0 });
    let day = applyContribution(emptyDay("c1", "2026-11-20"), other, 1);
    const reference = day;
    for (let i = 0; i < 5000; i += 1) day = applyContribution(day, small, 1);
    expect(day.totals).toBe(1502.1);
    expect(day.products.p?.revenue).toBe(502.1);
    for (let i = 0; i < 5000; i += 1) day = applyContribution(day, small, -1);
    expect(day).toEqual(reference);
    expect(day.totals).toBe(2.1);
  });

  it("keeps the ten best products by units and by revenue, ties in a fixed order", () => {
    const items = Array.from({ length: 12 }, (_, i) => item(`p${String(i).padStart(2, "0")}`, i + 1, 12 - i));
    const day = applyContribution(emptyDay("c1", "2026-11-20"), contribution({ items }), 1);
    expect(day.topProductsByUnits).toHaveLength(10);
    expect(day.topProductsByUnits[0]).toEqual({ productId: "p11", name: "p11", units: 12, revenue: 12 });
    // Revenues: p05 and p06 both sell 42 (6 × 7, 7 × 6): more units first.
    expect(day.topProductsByRevenue.slice(0, 2).map((p) => p.productId)).toEqual(["p06", "p05"]);
    expect(day.topProductsByRevenue).toHaveLength(10);
  });

  it("moving an order to another day takes it from one and adds it to the other, as a rebuild would count it", () => {
    const first = contribution();
    const moved = contribution({ dateOrdered: "2026-11-21T09:00:00.000Z", items: [item("bravas", 5, 4.5)], cartTotal: 22.5, tip: 0 });
    let days = rollupDays("c1", [first]);
    const dayOf = (date: string) => days.get(date) ?? emptyDay("c1", date);
    days = new Map(days);
    days.set(first.date, applyContribution(dayOf(first.date), first, -1));
    days.set(moved.date, applyContribution(dayOf(moved.date), moved, 1));
    expect(days.get("2026-11-20")).toEqual(emptyDay("c1", "2026-11-20"));
    expect(days.get("2026-11-21")).toEqual(rollupDays("c1", [moved]).get("2026-11-21"));
  });
});

describe("helpers", () => {
  it("sameContribution ignores the order fields were built in, not their values", () => {
    const a = contribution();
    const { email, ...rest } = a;
    const reordered = JSON.parse(JSON.stringify({ email, ...rest })) as OrderContribution;
    expect(sameContribution(a, reordered)).toBe(true);
    expect(sameContribution(a, { ...a, revenue: 13.01 })).toBe(false);
    expect(sameContribution(null, null)).toBe(true);
    expect(sameContribution(a, null)).toBe(false);
  });

  it("readDay completes an older document and keeps its views", () => {
    const day = readDay({ orders: 2, views: 40, totals: 10 } as never, "c1", "2026-11-20");
    expect(day).toEqual({ ...emptyDay("c1", "2026-11-20"), orders: 2, views: 40, totals: 10 });
  });
});
