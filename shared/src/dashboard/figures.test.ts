import { describe, expect, it } from "vitest";
import { busyHours, compareFigures, periodTotals, summarise } from "./figures";
import { addDays, daysIn } from "./range";
import { statisticsDay } from "./testDays";

const WEEK = { from: "2026-11-16", to: "2026-11-22" };

describe("summarise: figures of a range from its day documents", () => {
  it("sums orders, revenue and views, and gives the average order and orders per view", () => {
    const f = summarise(
      [statisticsDay("2026-11-16", { orders: 2, totals: 30.1, views: 40 }), statisticsDay("2026-11-18", { orders: 1, totals: 12.2, views: 20 })],
      WEEK,
    );
    expect(f.orders).toBe(3);
    expect(f.revenue).toBe(42.3);
    expect(f.averageOrder).toBe(14.1);
    expect(f.views).toBe(60);
    expect(f.ordersPerView).toBeCloseTo(0.05);
  });

  it("fills the days without a document with zeros, in order", () => {
    const f = summarise([statisticsDay("2026-11-18", { orders: 1, totals: 9.5 })], WEEK);
    expect(f.days.map((d) => [d.date, d.orders, d.revenue])).toEqual([
      ["2026-11-16", 0, 0],
      ["2026-11-17", 0, 0],
      ["2026-11-18", 1, 9.5],
      ["2026-11-19", 0, 0],
      ["2026-11-20", 0, 0],
      ["2026-11-21", 0, 0],
      ["2026-11-22", 0, 0],
    ]);
  });

  it("ignores documents outside the range (the query fetches the previous period too)", () => {
    const f = summarise([statisticsDay("2026-11-15", { orders: 5, totals: 50 }), statisticsDay("2026-11-23", { orders: 7, totals: 70 }), statisticsDay("2026-11-22", { orders: 1, totals: 1 })], WEEK);
    expect(f.orders).toBe(1);
    expect(f.revenue).toBe(1);
  });

  it("a range without orders has no average and no orders per view", () => {
    const f = summarise([], WEEK);
    expect(f.orders).toBe(0);
    expect(f.averageOrder).toBeNull();
    expect(f.ordersPerView).toBeNull();
    expect(f.days).toHaveLength(7);
  });

  it("shows orders per weekday from Monday although the documents count from Sunday", () => {
    // 2026-11-22 is a Sunday, 2026-11-16 a Monday.
    const f = summarise([statisticsDay("2026-11-22", { orders: 4 }), statisticsDay("2026-11-16", { orders: 1 }), statisticsDay("2026-11-21", { orders: 2 })], WEEK);
    expect(f.weekdays).toEqual([1, 0, 0, 0, 0, 2, 4]);
  });

  it("adds up orders per hour and per language", () => {
    const hours = (h: number, n: number) => Array.from({ length: 24 }, (_, i) => (i === h ? n : 0));
    const f = summarise(
      [statisticsDay("2026-11-16", { orders: 3, hours: hours(13, 3), locales: { es: 2, en: 1 } }), statisticsDay("2026-11-17", { orders: 2, hours: hours(13, 2), locales: { en: 2 } })],
      WEEK,
    );
    expect(f.hours[13]).toBe(5);
    expect(f.hours.reduce((a, b) => a + b, 0)).toBe(5);
    expect(f.languages).toEqual([
      { language: "en", orders: 3 },
      { language: "es", orders: 2 },
    ]);
  });

  it("ranks products over the whole range by units and by revenue, with the latest name", () => {
    const f = summarise(
      [
        statisticsDay("2026-11-16", { products: { soup: { name: "Soup", units: 3, revenue: 15 }, steak: { name: "Steak", units: 1, revenue: 25 } } }),
        statisticsDay("2026-11-17", { products: { soup: { name: "Soup of the day", units: 2, revenue: 10 }, cake: { name: "Cake", units: 4, revenue: 12 } } }),
      ],
      WEEK,
    );
    expect(f.topByUnits.map((p) => [p.name, p.units])).toEqual([
      ["Soup of the day", 5],
      ["Cake", 4],
      ["Steak", 1],
    ]);
    expect(f.topByRevenue.map((p) => [p.productId, p.revenue])).toEqual([
      ["soup", 25],
      ["steak", 25],
      ["cake", 12],
    ]);
  });

  it("keeps only the ten best products", () => {
    const products = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`p${i}`, { name: `P${i}`, units: i + 1, revenue: i }]));
    const f = summarise([statisticsDay("2026-11-16", { products })], WEEK);
    expect(f.topByUnits).toHaveLength(10);
    expect(f.topByUnits[0]?.productId).toBe("p14");
  });

  it("loyal customers ordered more than once in the range, even once on each of two days", () => {
    const f = summarise(
      [
        statisticsDay("2026-11-16", { customers: [{ email: "ana@example.com", orders: 1 }, { email: "bo@example.com", orders: 1 }] }),
        statisticsDay("2026-11-19", { customers: [{ email: "ana@example.com", orders: 1 }, { email: "cy@example.com", orders: 3 }] }),
      ],
      WEEK,
    );
    expect(f.loyalCustomers).toEqual([
      { email: "cy@example.com", orders: 3 },
      { email: "ana@example.com", orders: 2 },
    ]);
  });

  it("adds orders and revenue per station and per zone, zones named as last ordered", () => {
    const f = summarise(
      [
        statisticsDay("2026-11-16", { stations: { table: { orders: 2, revenue: 20 } }, zones: { z1: { name: "Terrace", orders: 2, revenue: 20 } } }),
        statisticsDay("2026-11-17", {
          stations: { table: { orders: 1, revenue: 5.55 }, delivery: { orders: 4, revenue: 80 } },
          zones: { z1: { name: "Terrace 2", orders: 1, revenue: 5.55 }, z2: { name: "Bar", orders: 4, revenue: 80 } },
        }),
      ],
      WEEK,
    );
    expect(f.stations).toEqual([
      { key: "delivery", name: "", orders: 4, revenue: 80 },
      { key: "table", name: "", orders: 3, revenue: 25.55 },
    ]);
    expect(f.zones.map((z) => [z.key, z.name, z.orders])).toEqual([
      ["z2", "Bar", 4],
      ["z1", "Terrace 2", 3],
    ]);
  });

  it("rounds money to cents after adding (no 0.1 + 0.2 tails)", () => {
    const f = summarise([statisticsDay("2026-11-16", { orders: 1, totals: 0.1 }), statisticsDay("2026-11-17", { orders: 1, totals: 0.2 })], WEEK);
    expect(f.revenue).toBe(0.3);
  });
});

describe("compareFigures: each key figure against the previous period", () => {
  it("gives the change as a fraction, and none when the previous period had nothing", () => {
    const now = summarise([statisticsDay("2026-11-16", { orders: 6, totals: 60, views: 0 })], WEEK);
    const before = summarise([statisticsDay("2026-11-09", { orders: 4, totals: 80, views: 0 })], { from: "2026-11-09", to: "2026-11-15" });
    const c = compareFigures(now, before);
    expect(c.orders).toEqual({ value: 6, previous: 4, change: 0.5 });
    expect(c.revenue.change).toBe(-0.25);
    expect(c.averageOrder).toEqual({ value: 10, previous: 20, change: -0.5 });
    expect(c.views.change).toBeNull();
    expect(c.ordersPerView).toEqual({ value: null, previous: null, change: null });
  });
});

describe("periodTotals: the previous period's key figures", () => {
  it("equal the key figures summarise gives for the same documents and range", () => {
    const docs = [statisticsDay("2026-11-08", { orders: 9, totals: 90 }), statisticsDay("2026-11-09", { orders: 4, totals: 80.3, views: 50 }), statisticsDay("2026-11-15", { orders: 1, totals: 0.2 })];
    const range = { from: "2026-11-09", to: "2026-11-15" };
    const full = summarise(docs, range);
    expect(periodTotals(docs, range)).toEqual({ orders: full.orders, revenue: full.revenue, averageOrder: full.averageOrder, views: full.views, ordersPerView: full.ordersPerView });
    expect(periodTotals(docs, range).revenue).toBe(80.5);
  });
});

describe("a year's range is fast enough to recompute on every change", () => {
  it("sums 365 full day documents and compares them with the 365 before in under 50 ms", () => {
    const from = "2025-11-27";
    const products = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`p${i}`, { name: `Product ${i}`, units: 3, revenue: 30 }]));
    const customers = Array.from({ length: 40 }, (_, i) => ({ email: `c${i}@example.com`, orders: 1 }));
    const docs = daysIn({ from: addDays(from, -365), to: addDays(from, 364) }).map((date) =>
      statisticsDay(date, { orders: 40, totals: 800, views: 400, locales: { es: 20, en: 20 }, products, customers, stations: { table: { orders: 40, revenue: 800 } } }),
    );
    // The first run, as on the screen: nothing warmed up.
    const start = Date.now();
    const f = summarise(docs, { from, to: addDays(from, 364) });
    compareFigures(f, periodTotals(docs, { from: addDays(from, -365), to: addDays(from, -1) }));
    const elapsed = Date.now() - start;
    expect(f.orders).toBe(365 * 40);
    expect(elapsed).toBeLessThan(50);
  });
});

describe("busyHours: the hours a one-day chart shows", () => {
  it("runs from the first to the last hour with orders, quiet hours between them included", () => {
    const hours = new Array<number>(24).fill(0);
    hours[12] = 3;
    hours[15] = 0;
    hours[21] = 5;
    expect(busyHours(hours)).toEqual({ from: 12, to: 21 });
  });

  it("is one hour when every order fell in it, and null without orders", () => {
    const hours = new Array<number>(24).fill(0);
    hours[23] = 1;
    expect(busyHours(hours)).toEqual({ from: 23, to: 23 });
    expect(busyHours(new Array<number>(24).fill(0))).toBeNull();
  });
});
