// The live board's rules (spec §2, §4): stations, the production-location filter, lanes per status, the
// open items per course for the pass, checking items off, the age of an order and its payment state.
import type { Order } from "../entities";
import type { DeliveryType, OrderData, OrderItem } from "../entities/order";
import { DELIVERY_TYPES, type OPEN_ORDER_STATUSES } from "../entities/order";

export type OpenStatus = (typeof OPEN_ORDER_STATUSES)[number];

/** Minutes after which a still-new order is late (spec §4, §9: the unprocessed-order alert). */
export const LATE_AFTER_MINUTES = 10;
/** How often the board's clock refreshes (spec §9). */
export const BOARD_CLOCK_MS = 60_000;

/** All locations, the items without a production location, or one location's id. */
export type LocationFilter = { kind: "all" } | { kind: "none" } | { kind: "location"; id: string };

export interface BoardFilter {
  stations: ReadonlySet<DeliveryType>;
  location: LocationFilter;
}

export const ALL_STATIONS: ReadonlySet<DeliveryType> = new Set(DELIVERY_TYPES);

/** The station an order goes to: a missing deliveryType counts as delivery. */
export function stationOf(order: Pick<OrderData, "deliveryType">): DeliveryType {
  return order.deliveryType ?? "delivery";
}

/** Whether an item is produced at the chosen location (every item when all locations are shown). */
export function itemIsAt(item: Pick<OrderItem, "locationId">, location: LocationFilter): boolean {
  if (location.kind === "all") return true;
  if (location.kind === "none") return !item.locationId;
  return item.locationId === location.id;
}

/** The not-done items of an order at a location. */
export function openItemsAt(order: Pick<OrderData, "items">, location: LocationFilter): OrderItem[] {
  return (order.items ?? []).filter((item) => !item.done && itemIsAt(item, location));
}

/**
 * Whether the board shows an order: its station is switched on and, for one location (or "no
 * location"), it still has an item to produce there; the all-locations view shows every open order.
 */
export function showsOnBoard(order: Order, filter: BoardFilter): boolean {
  if (!filter.stations.has(stationOf(order))) return false;
  if (filter.location.kind === "all") return true;
  return openItemsAt(order, filter.location).length > 0;
}

export type Lanes<T> = Record<OpenStatus, T[]>;

/** The shown orders per status lane, keeping their order (oldest first). */
export function boardLanes(orders: readonly Order[], filter: BoardFilter): Lanes<Order> {
  const lanes: Lanes<Order> = { new: [], wip: [], ready: [] };
  for (const order of orders) {
    if (order.status === "done" || !showsOnBoard(order, filter)) continue;
    lanes[order.status as OpenStatus].push(order);
  }
  return lanes;
}

export interface OpenItemLine {
  productId: string;
  name: OrderItem["name"];
  quantity: number;
}

export interface CourseGroup {
  /** null: items without a course (listed last). */
  courseId: string | null;
  lines: OpenItemLine[];
}

/**
 * The pass's view: the not-done items of the given orders at the location, summed per product and
 * grouped by course in the courses' order; items without a course (or of an unknown course) come last.
 * Lines keep the order in which their product first appears (oldest order first).
 */
export function openItemsByCourse(orders: readonly Order[], location: LocationFilter, courseOrder: readonly string[]): CourseGroup[] {
  const known = new Set(courseOrder);
  const groups = new Map<string | null, Map<string, OpenItemLine>>();
  for (const order of orders) {
    for (const item of openItemsAt(order, location)) {
      const courseId = item.courseId && known.has(item.courseId) ? item.courseId : null;
      let lines = groups.get(courseId);
      if (!lines) groups.set(courseId, (lines = new Map()));
      const line = lines.get(item.productId);
      if (line) line.quantity += item.quantity;
      else lines.set(item.productId, { productId: item.productId, name: item.name, quantity: item.quantity });
    }
  }
  const ordered: (string | null)[] = [...courseOrder.filter((id) => groups.has(id)), ...(groups.has(null) ? [null] : [])];
  return ordered.map((courseId) => ({ courseId, lines: [...groups.get(courseId)!.values()] }));
}

/** Checks an item off (done, ready) or moves it back to in process (not done, wip); items are matched by position and product. */
export function setItemDone(items: readonly OrderItem[], index: number, productId: string, done: boolean): OrderItem[] {
  const item = items[index];
  // The order changed under us (another device rewrote its items): refuse rather than tick the wrong line.
  if (!item || item.productId !== productId) throw Object.assign(new Error("transition-not-allowed"), { code: "transition-not-allowed" });
  const next = [...items];
  next[index] = done ? { ...item, done: true, status: "ready" } : { ...item, done: false, status: "wip" };
  return next;
}

/** Checks off every not-done item at the location. */
export function setAllDoneAt(items: readonly OrderItem[], location: LocationFilter): OrderItem[] {
  return items.map((item) => (!item.done && itemIsAt(item, location) ? { ...item, done: true, status: "ready" } : item));
}

/** Whole minutes since the order was placed (never negative: clocks of devices differ a little). */
export function minutesSince(dateOrdered: string, now: Date): number {
  const ms = now.getTime() - Date.parse(dateOrdered);
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 60_000) : 0;
}

/** A new order nobody started after 10 minutes. */
export function isLate(order: Pick<OrderData, "status" | "dateOrdered">, now: Date): boolean {
  return order.status === "new" && minutesSince(order.dateOrdered, now) >= LATE_AFTER_MINUTES;
}

export type PaymentState = "testOrder" | "paidOnline" | "paid" | "payOnSite" | "unpaid";

/** What the card says about payment: test orders (trial mode) first, then paid online, paid, pay on site. */
export function paymentState(order: Pick<OrderData, "demo" | "paid" | "paymentMethod">): PaymentState {
  if (order.demo) return "testOrder";
  if (order.paid) return order.paymentMethod === "online" ? "paidOnline" : "paid";
  return order.paymentMethod === "online" ? "unpaid" : "payOnSite";
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) if (!deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

/**
 * The new list with each unchanged order replaced by the object seen before, so that memoised cards of
 * untouched orders do not re-render when one order of 300 changes (each snapshot brings new objects).
 */
export function keepUnchanged(previous: ReadonlyMap<string, Order>, next: readonly Order[]): Order[] {
  return next.map((order) => {
    const before = previous.get(order.id);
    return before && deepEqual(before, order) ? before : order;
  });
}
