// The rules of the daily statistics (statistics/{companyId}_{YYYY-MM-DD}): what one order contributes to
// the day it was ordered on (in the company's time zone), and how a contribution is added to or taken
// from a day document exactly. The server keeps one contribution per order and moves the difference when
// the order changes, so these functions must be exact: money is kept in whole cents, so that adding and
// taking away the same contribution any number of times gives back the very same numbers.
import { DateTime } from "luxon";
import { localized, type LanguageCode, DEFAULT_LANGUAGE } from "../languages";
import type { DeliveryType, OrderData } from "../entities/order";
import { refundedAmount } from "../orders/refunds";
import type { CustomerOrders, GroupSales, ProductSales, StatisticsData, TopProduct } from "../entities/statistics";

/** Spec §3: the day's ten best products, by units and by revenue. */
export const DAY_TOP_PRODUCTS = 10;
/** The zone the day is counted in when the company's time zone is missing or unknown. */
export const STATISTICS_FALLBACK_ZONE = "Europe/Madrid";

const LOCALE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** What one order adds to the day it was ordered on. */
export interface OrderContribution {
  /** YYYY-MM-DD in the company's time zone. */
  date: string;
  /** 0 is Sunday. */
  weekday: number;
  /** Local hour, 0–23 (on a 25-hour day the repeated hour counts in the same slot). */
  hour: number;
  /** Revenue including VAT, net of the order's refund (orderRevenue). */
  revenue: number;
  language: string;
  /**
   * Units and revenue (unit price × quantity, before order discounts) per product id. A refund does not
   * change them: it is an amount of money, whole or in part, not tied to any product (the same reason
   * discounts do not), so the top products keep counting what was sold.
   */
  products: Record<string, ProductSales>;
  station: DeliveryType;
  zone: { id: string; name?: string } | null;
  /** Lower case; null when the order has none. */
  email: string | null;
}

/** What the contribution of an order depends on beyond the order itself. */
export interface RollupContext {
  /** The company's time zone (companySettings.timezone). */
  timezone: string | null | undefined;
  /** The language product names are kept in, and the one an order without a language counts under. */
  language: LanguageCode;
  /** The zone's name, when known. */
  zoneName?: (zoneId: string) => string | undefined;
}

/** Whole cents, exact for any sum of amounts given in cents. */
export function toCents(amount: number): number {
  return Number.isFinite(amount) ? Math.round(amount * 100) : 0;
}

/** An amount rounded to cents: the one number every sum of cents is stored as. */
export function roundCents(amount: number): number {
  const rounded = toCents(amount) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

function addMoney(a: number, b: number, sign: 1 | -1): number {
  return (toCents(a) + sign * toCents(b)) / 100 || 0;
}

function validZone(timezone: string | null | undefined): string {
  return timezone && DateTime.now().setZone(timezone).isValid ? timezone : STATISTICS_FALLBACK_ZONE;
}

/** The local day, weekday (0 is Sunday) and hour of an instant in a time zone; null for an unreadable instant. */
export function localDay(instant: string, timezone: string | null | undefined): { date: string; weekday: number; hour: number } | null {
  const local = DateTime.fromISO(instant, { setZone: true }).setZone(validZone(timezone));
  if (!local.isValid) return null;
  const date = local.toISODate();
  if (!date) return null;
  // luxon numbers weekdays 1 (Monday) to 7 (Sunday).
  return { date, weekday: local.weekday % 7, hour: local.hour };
}

/** The statistics document id of a company's day. */
export function statisticsDayId(companyId: string, date: string): string {
  return `${companyId}_${date}`;
}

/**
 * The revenue of an order, net of its refund: what the customer paid (the server's `totals.total` when
 * present — items − discounts + delivery fee + tip, VAT included — else cartTotal + tip) minus what was given
 * back (refundedAmount: a refund the provider accepted; one still processing does not count). The order list
 * and the CSV export show the same two amounts (web/src/orders/list/orderRows.ts, functions/src/orders/exportRows.ts).
 * A refund counts on the order's own day, not on the day it was made, so a day's figures only ever depend on
 * its orders as they are now (the trigger and the rebuild agree).
 */
export function orderRevenue(order: Pick<OrderData, "totals" | "cartTotal" | "tip" | "refund">): number {
  const paid = order.totals?.total ?? (order.cartTotal ?? 0) + (order.tip ?? 0);
  return roundCents((toCents(paid) - toCents(refundedAmount(order))) / 100);
}

/** Whether an order counts in the statistics: every placed order except test orders (trial mode). */
export function orderCounts(order: Pick<OrderData, "demo" | "dateOrdered">): boolean {
  return order.demo !== true && typeof order.dateOrdered === "string";
}

function languageOf(value: unknown, fallback: LanguageCode): string {
  if (typeof value !== "string") return fallback;
  const [base = "", ...rest] = value.trim().replace(/_/g, "-").split("-");
  const tag = [base.toLowerCase(), ...rest].join("-");
  return LOCALE.test(tag) ? tag : fallback;
}

/** The contribution of an order to its day, or null when it does not count (a test order, no readable date). */
export function orderContribution(order: OrderData, context: RollupContext): OrderContribution | null {
  if (!orderCounts(order)) return null;
  const day = localDay(order.dateOrdered, context.timezone);
  if (!day) return null;
  const products: Record<string, ProductSales> = {};
  // Whatever an order holds, it never makes the trigger fail for good (it is retried until it succeeds).
  for (const item of Array.isArray(order.items) ? order.items : []) {
    if (typeof item?.productId !== "string" || !item.productId) continue;
    const quantity = Number.isFinite(item.quantity) ? item.quantity : 0;
    const sold = products[item.productId] ?? { name: "", units: 0, revenue: 0 };
    products[item.productId] = {
      name: localized(item.name, context.language, DEFAULT_LANGUAGE) || sold.name,
      units: sold.units + quantity,
      revenue: addMoney(sold.revenue, roundCents((Number.isFinite(item.price) ? item.price : 0) * quantity), 1),
    };
  }
  const zoneName = order.zoneId ? context.zoneName?.(order.zoneId) : undefined;
  const email = typeof order.email === "string" && order.email.trim() ? order.email.trim().toLowerCase() : null;
  return {
    ...day,
    revenue: orderRevenue(order),
    language: languageOf(order.language, context.language),
    products,
    station: order.deliveryType ?? "delivery",
    zone: order.zoneId ? (zoneName ? { id: order.zoneId, name: zoneName } : { id: order.zoneId }) : null,
    email,
  };
}

/** A day with nothing counted yet. */
export function emptyDay(companyId: string, date: string): StatisticsData {
  return {
    companyId,
    date,
    orders: 0,
    views: 0,
    totals: 0,
    weekdays: [0, 0, 0, 0, 0, 0, 0],
    hours: Array.from({ length: 24 }, () => 0),
    locales: {},
    products: {},
    topProductsByUnits: [],
    topProductsByRevenue: [],
    stations: {},
    zones: {},
    customers: [],
    loyalCustomerEmails: [],
  };
}

function numberOr0(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

function counts(value: unknown, length: number): number[] {
  const list = Array.isArray(value) ? value : [];
  return Array.from({ length }, (_, i) => numberOr0(list[i]));
}

/** A stored day document read back as a complete day (fields an older document lacks are empty). */
export function readDay(data: Partial<StatisticsData> | undefined | null, companyId: string, date: string): StatisticsData {
  const day = emptyDay(companyId, date);
  if (!data) return day;
  return withDerived({
    ...day,
    orders: numberOr0(data.orders),
    views: numberOr0(data.views),
    totals: roundCents(numberOr0(data.totals)),
    weekdays: counts(data.weekdays, 7),
    hours: counts(data.hours, 24),
    locales: { ...(data.locales ?? {}) },
    products: { ...(data.products ?? {}) },
    stations: { ...(data.stations ?? {}) },
    zones: { ...(data.zones ?? {}) },
    customers: Array.isArray(data.customers) ? data.customers.map((c) => ({ ...c })) : [],
  });
}

function byUnits(a: TopProduct, b: TopProduct): number {
  return b.units - a.units || b.revenue - a.revenue || a.productId.localeCompare(b.productId);
}

function byRevenue(a: TopProduct, b: TopProduct): number {
  return b.revenue - a.revenue || b.units - a.units || a.productId.localeCompare(b.productId);
}

/** The day with its derived lists: the ten best products by units and by revenue, and its loyal customers. */
export function withDerived(day: StatisticsData): StatisticsData {
  const all: TopProduct[] = Object.entries(day.products).map(([productId, p]) => ({ productId, name: p.name, units: p.units, revenue: p.revenue }));
  return {
    ...day,
    topProductsByUnits: [...all].sort(byUnits).slice(0, DAY_TOP_PRODUCTS),
    topProductsByRevenue: [...all].sort(byRevenue).slice(0, DAY_TOP_PRODUCTS),
    loyalCustomerEmails: day.customers.filter((c) => c.orders > 1).map((c) => c.email),
  };
}

function addGroup(groups: Record<string, GroupSales>, key: string, revenue: number, sign: 1 | -1, name?: string): Record<string, GroupSales> {
  const before = groups[key] ?? { orders: 0, revenue: 0 };
  const after: GroupSales = { ...before, orders: before.orders + sign, revenue: addMoney(before.revenue, revenue, sign) };
  if (sign > 0 && name) after.name = name;
  const out = { ...groups };
  if (after.orders === 0 && after.revenue === 0) delete out[key];
  else out[key] = after;
  return out;
}

/**
 * The day with one order's contribution added (sign 1) or taken away (sign −1). Entries that come back to
 * zero disappear, so taking away what was added gives back the very same day. Names (products, zones) are
 * the ones last added.
 */
export function applyContribution(day: StatisticsData, contribution: OrderContribution, sign: 1 | -1): StatisticsData {
  const weekdays = [...day.weekdays];
  weekdays[contribution.weekday] = (weekdays[contribution.weekday] ?? 0) + sign;
  const hours = [...day.hours];
  hours[contribution.hour] = (hours[contribution.hour] ?? 0) + sign;

  const locales = { ...day.locales };
  const locale = (locales[contribution.language] ?? 0) + sign;
  if (locale === 0) delete locales[contribution.language];
  else locales[contribution.language] = locale;

  const products = { ...day.products };
  for (const [productId, sold] of Object.entries(contribution.products)) {
    const before = products[productId] ?? { name: sold.name, units: 0, revenue: 0 };
    const after: ProductSales = { name: sign > 0 && sold.name ? sold.name : before.name, units: before.units + sign * sold.units, revenue: addMoney(before.revenue, sold.revenue, sign) };
    if (after.units === 0 && after.revenue === 0) delete products[productId];
    else products[productId] = after;
  }

  let customers: CustomerOrders[] = day.customers;
  if (contribution.email) {
    const email = contribution.email;
    const others = day.customers.filter((c) => c.email !== email);
    const orders = (day.customers.find((c) => c.email === email)?.orders ?? 0) + sign;
    customers = (orders === 0 ? others : [...others, { email, orders }]).sort((a, b) => a.email.localeCompare(b.email));
  }

  return withDerived({
    ...day,
    orders: day.orders + sign,
    totals: addMoney(day.totals, contribution.revenue, sign),
    weekdays,
    hours,
    locales,
    products,
    stations: addGroup(day.stations, contribution.station, contribution.revenue, sign),
    zones: contribution.zone ? addGroup(day.zones, contribution.zone.id, contribution.revenue, sign, contribution.zone.name) : day.zones,
    customers,
  });
}

/** The same contribution (so that nothing needs writing)? */
export function sameContribution(a: OrderContribution | null, b: OrderContribution | null): boolean {
  return canonical(a) === canonical(b);
}

/** JSON with object keys in order, so that equal values give equal text whatever order they were built in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}

/** The days of a company summed from its orders' contributions (the rebuild's truth), keyed by date. */
export function rollupDays(companyId: string, contributions: Iterable<OrderContribution>): Map<string, StatisticsData> {
  const days = new Map<string, StatisticsData>();
  for (const contribution of contributions) {
    const day = days.get(contribution.date) ?? emptyDay(companyId, contribution.date);
    days.set(contribution.date, applyContribution(day, contribution, 1));
  }
  return days;
}

/** The order-derived parts of two days are equal (views aside)? */
export function sameDayFigures(a: StatisticsData, b: StatisticsData): boolean {
  return canonical({ ...a, views: 0 }) === canonical({ ...b, views: 0 });
}
