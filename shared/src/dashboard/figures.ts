// The dashboard's figures over a range, summed from the day documents (statistics, one per company and day
// with orders; a day without a document counts as zero), and each key figure against the previous period.
import type { StatisticsData } from "../entities/statistics";
import { daysIn, type DayRange } from "./range";

export interface DayFigures {
  date: string;
  orders: number;
  revenue: number;
  views: number;
}

export interface ProductFigures {
  productId: string;
  name: string;
  units: number;
  revenue: number;
}

export interface GroupFigures {
  /** The station (table, takeaway, delivery) or the zone id. */
  key: string;
  /** The zone's name as last ordered; empty for stations (the admin names them). */
  name: string;
  orders: number;
  revenue: number;
}

export interface DashboardFigures {
  range: DayRange;
  orders: number;
  /** Revenue including VAT. */
  revenue: number;
  /** Revenue per order; null without orders. */
  averageOrder: number | null;
  views: number;
  /** Orders per catalogue view; null without views. */
  ordersPerView: number | null;
  /** Every day of the range, days without orders as zeros. */
  days: DayFigures[];
  /** Orders per weekday, Monday first (index 0 is Monday, 6 is Sunday). */
  weekdays: number[];
  /** Orders per local hour, index 0 is 00:00–00:59. */
  hours: number[];
  /** Orders per customer language, most first. */
  languages: { language: string; orders: number }[];
  topByUnits: ProductFigures[];
  topByRevenue: ProductFigures[];
  /** E-mails with more than one order in the range, most orders first. */
  loyalCustomers: { email: string; orders: number }[];
  stations: GroupFigures[];
  zones: GroupFigures[];
}

export const TOP_PRODUCTS = 10;

const cents = (amount: number) => Math.round(amount * 100) / 100;
/** Ties broken by code unit order: localeCompare's first call loads the collation tables (tens of ms). */
const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

function addGroups(into: Map<string, GroupFigures>, groups: StatisticsData["stations"] | undefined): void {
  if (!groups) return;
  for (const [key, g] of Object.entries(groups)) {
    const sum = into.get(key) ?? { key, name: "", orders: 0, revenue: 0 };
    sum.orders += num(g.orders);
    sum.revenue += num(g.revenue);
    if (g.name) sum.name = g.name;
    into.set(key, sum);
  }
}

function groupList(groups: Map<string, GroupFigures>): GroupFigures[] {
  return [...groups.values()]
    .map((g) => ({ ...g, revenue: cents(g.revenue) }))
    .sort((a, b) => b.orders - a.orders || b.revenue - a.revenue || text(a.key, b.key));
}

/**
 * Sums the day documents that fall in `range` (others are ignored, so one query can fetch the range and
 * its previous period together). Names of products and zones are the latest day's.
 */
export function summarise(docs: readonly StatisticsData[], range: DayRange): DashboardFigures {
  const inRange = docs.filter((d) => d.date >= range.from && d.date <= range.to).sort((a, b) => text(a.date, b.date));
  const byDay = new Map<string, DayFigures>();
  const sundayFirst: number[] = [0, 0, 0, 0, 0, 0, 0];
  const hours: number[] = new Array<number>(24).fill(0);
  const languages = new Map<string, number>();
  const products = new Map<string, ProductFigures>();
  const customers = new Map<string, number>();
  const stations = new Map<string, GroupFigures>();
  const zones = new Map<string, GroupFigures>();
  let orders = 0;
  let revenue = 0;
  let views = 0;

  for (const doc of inRange) {
    const day = byDay.get(doc.date) ?? { date: doc.date, orders: 0, revenue: 0, views: 0 };
    day.orders += num(doc.orders);
    day.revenue += num(doc.totals);
    day.views += num(doc.views);
    byDay.set(doc.date, day);
    orders += num(doc.orders);
    revenue += num(doc.totals);
    views += num(doc.views);
    doc.weekdays?.forEach((n, i) => {
      if (i < 7) sundayFirst[i] = (sundayFirst[i] ?? 0) + num(n);
    });
    doc.hours?.forEach((n, i) => {
      if (i < 24) hours[i] = (hours[i] ?? 0) + num(n);
    });
    const locales = doc.locales ?? {};
    for (const language in locales) languages.set(language, (languages.get(language) ?? 0) + num(locales[language]));
    const sold = doc.products ?? {};
    for (const productId in sold) {
      const p = sold[productId];
      if (!p) continue;
      let sum = products.get(productId);
      if (!sum) {
        sum = { productId, name: p.name, units: 0, revenue: 0 };
        products.set(productId, sum);
      }
      sum.units += num(p.units);
      sum.revenue += num(p.revenue);
      if (p.name) sum.name = p.name;
    }
    // The server keeps e-mails in lower case.
    for (const c of doc.customers ?? []) customers.set(c.email, (customers.get(c.email) ?? 0) + num(c.orders));
    addGroups(stations, doc.stations);
    addGroups(zones, doc.zones);
  }

  const productList = [...products.values()].map((p) => ({ ...p, revenue: cents(p.revenue) }));
  const byName = (a: ProductFigures, b: ProductFigures) => text(a.name, b.name) || text(a.productId, b.productId);
  return {
    range: { from: range.from, to: range.to },
    orders,
    revenue: cents(revenue),
    averageOrder: orders > 0 ? cents(revenue / orders) : null,
    views,
    ordersPerView: views > 0 ? orders / views : null,
    days: daysIn(range).map((date) => {
      const day = byDay.get(date);
      return day ? { ...day, revenue: cents(day.revenue) } : { date, orders: 0, revenue: 0, views: 0 };
    }),
    weekdays: [...sundayFirst.slice(1), ...sundayFirst.slice(0, 1)],
    hours,
    languages: [...languages.entries()].map(([language, n]) => ({ language, orders: n })).sort((a, b) => b.orders - a.orders || text(a.language, b.language)),
    topByUnits: [...productList].sort((a, b) => b.units - a.units || b.revenue - a.revenue || byName(a, b)).slice(0, TOP_PRODUCTS),
    topByRevenue: [...productList].sort((a, b) => b.revenue - a.revenue || b.units - a.units || byName(a, b)).slice(0, TOP_PRODUCTS),
    loyalCustomers: [...customers.entries()]
      .filter(([, n]) => n > 1)
      .map(([email, n]) => ({ email, orders: n }))
      .sort((a, b) => b.orders - a.orders || text(a.email, b.email)),
    stations: groupList(stations),
    zones: groupList(zones),
  };
}

export const KEY_FIGURES = ["orders", "revenue", "averageOrder", "views", "ordersPerView"] as const;
export type KeyFigureName = (typeof KEY_FIGURES)[number];

/** The key figures of a period (what the comparison needs of the previous one). */
export type PeriodTotals = Pick<DashboardFigures, KeyFigureName>;

/** Only the key figures of the day documents in `range`: the previous period needs no more. */
export function periodTotals(docs: readonly StatisticsData[], range: DayRange): PeriodTotals {
  let orders = 0;
  let revenue = 0;
  let views = 0;
  for (const doc of docs) {
    if (doc.date < range.from || doc.date > range.to) continue;
    orders += num(doc.orders);
    revenue += num(doc.totals);
    views += num(doc.views);
  }
  return {
    orders,
    revenue: cents(revenue),
    averageOrder: orders > 0 ? cents(revenue / orders) : null,
    views,
    ordersPerView: views > 0 ? orders / views : null,
  };
}

export interface KeyFigure {
  value: number | null;
  previous: number | null;
  /** The change against the previous period as a fraction (0.25 is +25 %); null when the previous was zero or none. */
  change: number | null;
}

/** Each key figure of the range against the period it is compared with (range.ts: previousRange). */
export function compareFigures(current: PeriodTotals, previous: PeriodTotals): Record<KeyFigureName, KeyFigure> {
  const entry = (value: number | null, before: number | null): KeyFigure => ({
    value,
    previous: before,
    change: value !== null && before !== null && before !== 0 ? (value - before) / before : null,
  });
  return {
    orders: entry(current.orders, previous.orders),
    revenue: entry(current.revenue, previous.revenue),
    averageOrder: entry(current.averageOrder, previous.averageOrder),
    views: entry(current.views, previous.views),
    ordersPerView: entry(current.ordersPerView, previous.ordersPerView),
  };
}

/**
 * The hours a day's chart shows: from the first to the last hour with orders (a one-day period is drawn by
 * the hour, over its opening hours rather than 24 buckets); null without orders.
 */
export function busyHours(hours: readonly number[]): { from: number; to: number } | null {
  const from = hours.findIndex((n) => n > 0);
  if (from < 0) return null;
  let to = hours.length - 1;
  while (to > from && !((hours[to] ?? 0) > 0)) to--;
  return { from, to };
}
