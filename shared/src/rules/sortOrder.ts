// Sort order of spec §4: the first item gets 1000, a new item the highest plus 500; a moved item gets
// the previous plus 500 (last), the next minus 500 (first) or the midpoint of its neighbours.
// Also the category-tree move, which may change the parentId.

export const FIRST_SORT_ORDER = 1000;
export const SORT_ORDER_STEP = 500;

/** The sortOrder of an item added at the end of a list. */
export function nextSortOrder(existing: readonly number[]): number {
  const finite = existing.filter(Number.isFinite);
  return finite.length === 0 ? FIRST_SORT_ORDER : Math.max(...finite) + SORT_ORDER_STEP;
}

/** The sortOrder of an item placed between two neighbours (null or undefined: no neighbour on that side). */
export function sortOrderBetween(previous: number | null | undefined, next: number | null | undefined): number {
  if (previous == null && next == null) return FIRST_SORT_ORDER;
  if (next == null) return previous! + SORT_ORDER_STEP;
  if (previous == null) return next - SORT_ORDER_STEP;
  return (previous + next) / 2;
}

export interface Sortable {
  id: string;
  sortOrder: number;
}

function bySortOrder(a: Sortable, b: Sortable): number {
  return a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The new sortOrder of an item dragged to `toIndex` of a flat list (the index in the list as it looks
 * after the move). Returns null when the item is not in the list.
 */
export function sortOrderForMove(items: readonly Sortable[], id: string, toIndex: number): number | null {
  if (!items.some((i) => i.id === id)) return null;
  const others = items.filter((i) => i.id !== id).sort(bySortOrder);
  const index = Math.max(0, Math.min(Math.trunc(toIndex), others.length));
  return sortOrderBetween(others[index - 1]?.sortOrder, others[index]?.sortOrder);
}

/** Fresh, evenly spaced sortOrders (1000, 1500, …) in the given order, for when neighbours got too close. */
export function renumberSortOrders(ids: readonly string[]): Record<string, number> {
  return Object.fromEntries(ids.map((id, i) => [id, FIRST_SORT_ORDER + i * SORT_ORDER_STEP]));
}

export interface TreeNode extends Sortable {
  parentId?: string | null;
}

/** Where a dragged node is dropped relative to the target node. "inside" makes it the target's last child. */
export type DropPosition = "before" | "after" | "inside";

export type TreeMove =
  | { ok: true; parentId: string | null; sortOrder: number }
  | { ok: false; code: "not-found" | "move-into-itself" | "move-into-descendant" };

function parentOf(node: TreeNode): string | null {
  return node.parentId ?? null;
}

/** Is `candidate` the node `ancestorId` or below it? Stops on a cycle in stored data. */
function isWithin(nodes: ReadonlyMap<string, TreeNode>, candidate: TreeNode, ancestorId: string): boolean {
  const seen = new Set<string>();
  let current: TreeNode | undefined = candidate;
  while (current && !seen.has(current.id)) {
    if (current.id === ancestorId) return true;
    seen.add(current.id);
    const parentId = parentOf(current);
    current = parentId === null ? undefined : nodes.get(parentId);
  }
  return false;
}

/**
 * The new parentId and sortOrder of a category dropped before, after or inside another one.
 * A node cannot be moved into itself or into one of its descendants.
 */
export function moveInTree(nodes: readonly TreeNode[], draggedId: string, targetId: string, position: DropPosition): TreeMove {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const dragged = byId.get(draggedId);
  const target = byId.get(targetId);
  if (!dragged || !target) return { ok: false, code: "not-found" };
  if (dragged.id === target.id) return { ok: false, code: "move-into-itself" };
  if (isWithin(byId, target, dragged.id)) return { ok: false, code: "move-into-descendant" };

  const parentId = position === "inside" ? target.id : parentOf(target);
  const siblings = nodes.filter((n) => n.id !== dragged.id && parentOf(n) === parentId).sort(bySortOrder);
  if (position === "inside") return { ok: true, parentId, sortOrder: nextSortOrder(siblings.map((s) => s.sortOrder)) };

  const at = siblings.findIndex((s) => s.id === target.id);
  const sortOrder =
    position === "before"
      ? sortOrderBetween(siblings[at - 1]?.sortOrder, target.sortOrder)
      : sortOrderBetween(target.sortOrder, siblings[at + 1]?.sortOrder);
  return { ok: true, parentId, sortOrder };
}
