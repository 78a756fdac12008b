// The order list's query rules (spec §2, §4): a normalized search text per order built once, matched
// token by token (accent- and case-insensitive); the status filter; the sort, by status descending by
// default with the date second.
import type { Order } from "../entities";
import type { OrderData, OrderStatus } from "../entities/order";

/** Lower case without accents or repeated spaces: "José  Núñez" → "jose nunez". */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLocaleLowerCase("en")
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a query, normalized; an empty query has none (and matches every order). */
export function searchTokens(query: string): string[] {
  const text = normalizeSearchText(query);
  return text ? text.split(" ") : [];
}

type Searchable = Pick<OrderData, "name" | "email" | "phone" | "number">;

/**
 * Everything the search looks at in one text: the customer's name, e-mail and phone (also without
 * spaces and signs, so "600123456" finds "+34 600 12 34 56"), the order number (also as "#12") and
 * the point of sale's name.
 */
export function orderSearchText(order: Searchable, pointOfSaleName?: string | null): string {
  const parts: string[] = [];
  if (order.name) parts.push(order.name);
  if (order.email) parts.push(order.email);
  if (order.phone) parts.push(order.phone, order.phone.replace(/[^\d]/g, ""));
  if (order.number != null) parts.push(String(order.number), `#${order.number}`);
  if (pointOfSaleName) parts.push(pointOfSaleName);
  // Tokens hold no line break, so a token never matches across two fields.
  return parts.map(normalizeSearchText).join("\n");
}

/** True when every token occurs in the search text. */
export function matchesTokens(searchText: string, tokens: readonly string[]): boolean {
  for (const token of tokens) if (!searchText.includes(token)) return false;
  return true;
}

/**
 * Status ranking for the sort: done 0 < ready 1 < wip 2 < new 3. "Descending" (the default, spec §4)
 * thus puts the most urgent first: new orders nobody has started, then those in process, then those
 * ready to hand over, then the completed ones.
 */
export const STATUS_RANK: Readonly<Record<OrderStatus, number>> = { done: 0, ready: 1, wip: 2, new: 3 };

export const ORDER_SORT_FIELDS = ["status", "date"] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
export type SortDirection = "asc" | "desc";
export interface OrderSort {
  field: OrderSortField;
  direction: SortDirection;
}
export const DEFAULT_ORDER_SORT: OrderSort = { field: "status", direction: "desc" };

type Sortable = Pick<Order, "id" | "status" | "dateOrdered">;

function byDate(a: Sortable, b: Sortable): number {
  return a.dateOrdered < b.dateOrdered ? -1 : a.dateOrdered > b.dateOrdered ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The comparator of a sort. By status descending, orders of the same open status come oldest first (the
 * longest-waiting is the most urgent) and done orders newest first (the latest completed are the ones
 * looked for); ascending is the exact reverse. By date, descending is newest first.
 */
export function orderComparator(sort: OrderSort): (a: Sortable, b: Sortable) => number {
  const sign = sort.direction === "desc" ? 1 : -1;
  if (sort.field === "date") return (a, b) => -sign * byDate(a, b);
  return (a, b) => {
    const rank = STATUS_RANK[b.status] - STATUS_RANK[a.status];
    if (rank !== 0) return sign * rank;
    return sign * (a.status === "done" ? -byDate(a, b) : byDate(a, b));
  };
}

export interface OrderListQuery {
  tokens: readonly string[];
  /** Statuses to show; empty shows all. */
  statuses: readonly OrderStatus[];
  /** null keeps the given order (e.g. orders sorted once, filtered per keystroke). */
  sort: OrderSort | null;
}

/**
 * The orders a list shows: matching every token (through `searchTextOf`, built once per order by the
 * caller) and one of the statuses, sorted when a sort is given. Never changes `orders`.
 */
export function selectOrders<T extends Sortable>(orders: readonly T[], query: OrderListQuery, searchTextOf: (order: T) => string): T[] {
  const statuses = query.statuses.length > 0 ? new Set(query.statuses) : null;
  const shown = orders.filter((o) => (!statuses || statuses.has(o.status)) && (query.tokens.length === 0 || matchesTokens(searchTextOf(o), query.tokens)));
  return query.sort ? shown.sort(orderComparator(query.sort)) : shown;
}
