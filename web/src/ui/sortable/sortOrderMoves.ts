// Where an item of a list ordered by sortOrder (products; pages and stories) goes when it is dragged or moved
// up/down/to the top/to the bottom of the list as shown (possibly filtered), turned into the sortOrder of
// spec §4 in the full order of all the items.
import { renumberSortOrders, sortOrderForMove, type Sortable } from "@comanda/shared";

export type MoveAction = "up" | "down" | "top" | "bottom";

/**
 * Below this gap between two neighbours the midpoint rule is given up and the whole list renumbered
 * (1000, 1500, …): about 19 moves into the same gap, long before floating point loses the order.
 */
export const MIN_SORT_GAP = 1 / 1024;

/** The index a move action aims at in a list of `length` items, or null when the item cannot move that way. */
export function moveTarget(action: MoveAction, fromIndex: number, length: number): number | null {
  if (fromIndex < 0 || fromIndex >= length) return null;
  const to = action === "up" ? fromIndex - 1 : action === "down" ? fromIndex + 1 : action === "top" ? 0 : length - 1;
  return to < 0 || to >= length || to === fromIndex ? null : to;
}

export type MovePlan =
  | { kind: "none" }
  | { kind: "move"; id: string; sortOrder: number }
  /** New sortOrders of the products whose value changes (the moved one included). */
  | { kind: "renumber"; orders: Record<string, number> };

function bySortOrder(a: Sortable, b: Sortable): number {
  return a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The write that moves product `id` to `toIndex` of the list as shown (`shownIds`, in display order;
 * the index counts as in the list after the move), among `all` the company's products.
 *
 * With a filter active, products that are not shown keep their places: a product moved down lands right
 * after the shown product it passed last, a product moved up right before the shown product it passed
 * last. That is the smallest change of the full order that gives the order the user sees, so moving a
 * product within a category filter never jumps it over products of other categories.
 */
export function planMove(all: readonly Sortable[], shownIds: readonly string[], id: string, toIndex: number): MovePlan {
  const from = shownIds.indexOf(id);
  if (from < 0 || shownIds.length < 2) return { kind: "none" };
  const to = Math.max(0, Math.min(Math.trunc(toIndex), shownIds.length - 1));
  if (to === from) return { kind: "none" };

  const sorted = [...all].sort(bySortOrder);
  if (!sorted.some((p) => p.id === id)) return { kind: "none" };
  const others = sorted.filter((p) => p.id !== id);
  const shownOthers = shownIds.filter((s) => s !== id);
  const anchorId = to > from ? shownOthers[to - 1] : shownOthers[to];
  const anchor = others.findIndex((p) => p.id === anchorId);
  if (anchor < 0) return { kind: "none" };
  const index = to > from ? anchor + 1 : anchor;

  const previous = others[index - 1]?.sortOrder;
  const next = others[index]?.sortOrder;
  const sortOrder = sortOrderForMove(sorted, id, index);
  const fits =
    sortOrder !== null &&
    Number.isFinite(sortOrder) &&
    (previous === undefined || next === undefined || (next - previous >= MIN_SORT_GAP && sortOrder > previous && sortOrder < next));
  if (fits) return { kind: "move", id, sortOrder };

  const order = [...others.slice(0, index).map((p) => p.id), id, ...others.slice(index).map((p) => p.id)];
  const current = new Map(sorted.map((p) => [p.id, p.sortOrder]));
  const orders = Object.fromEntries(Object.entries(renumberSortOrders(order)).filter(([pid, value]) => current.get(pid) !== value));
  return { kind: "renumber", orders };
}

/** Splits sortOrder writes into groups that fit one Firestore batch (at most 500 writes). */
export function chunkOrders(orders: Record<string, number>, size = 450): Record<string, number>[] {
  const entries = Object.entries(orders);
  const chunks: Record<string, number>[] = [];
  for (let i = 0; i < entries.length; i += size) chunks.push(Object.fromEntries(entries.slice(i, i + size)));
  return chunks;
}
