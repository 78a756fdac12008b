// What a move on the catalogue structure screen writes (spec §4 sort order): a drag or a per-row action
// ("Move up", "Indent", "Move to…") becomes one new sortOrder, or fresh numbers for the whole sibling list
// when the midpoint would no longer fall strictly between its neighbours.
import { moveInTree, renumberSortOrders, sortOrderForMove, type DropPosition, type Sortable, type TreeNode } from "@comanda/shared";
import { byOrder } from "./categoryTree";

/** The sortOrders to write for a move in a flat list. */
export type ListMovePlan =
  | { kind: "unchanged" }
  | { kind: "one"; sortOrder: number }
  /** Fresh numbers for the items whose sortOrder changes, the moved one included. */
  | { kind: "renumber"; orders: Record<string, number> };

/** Is `value` strictly between the neighbours (either may be absent) and a usable number? */
function fitsBetween(value: number, previous: number | undefined, next: number | undefined): boolean {
  return Number.isFinite(value) && (previous === undefined || value > previous) && (next === undefined || value < next);
}

/** Only the entries that differ from what is stored. */
function changedOnly(orders: Record<string, number>, items: readonly Sortable[]): Record<string, number> {
  const stored = new Map(items.map((i) => [i.id, i.sortOrder]));
  return Object.fromEntries(Object.entries(orders).filter(([id, order]) => stored.get(id) !== order));
}

/** The write for moving `id` to `toIndex` (its index once moved) of a flat list; null when `id` is not in it. */
export function planListMove(items: readonly Sortable[], id: string, toIndex: number): ListMovePlan | null {
  const ordered = [...items].sort(byOrder);
  const from = ordered.findIndex((i) => i.id === id);
  if (from < 0) return null;
  const others = ordered.filter((i) => i.id !== id);
  const index = Math.max(0, Math.min(Math.trunc(toIndex), others.length));
  if (index === from) return { kind: "unchanged" };
  const sortOrder = sortOrderForMove(items, id, index);
  if (sortOrder !== null && fitsBetween(sortOrder, others[index - 1]?.sortOrder, others[index]?.sortOrder)) return { kind: "one", sortOrder };
  const ids = others.map((i) => i.id);
  ids.splice(index, 0, id);
  return { kind: "renumber", orders: changedOnly(renumberSortOrders(ids), items) };
}

/** Where a category goes: before, after or inside (as last child) another one. */
export interface TreeTarget {
  targetId: string;
  position: DropPosition;
}

export type TreeMovePlan =
  | { ok: false; code: "not-found" | "move-into-itself" | "move-into-descendant" }
  | { ok: true; unchanged: true }
  | {
      ok: true;
      unchanged: false;
      parentId: string | null;
      sortOrder: number;
      /** New sortOrders of siblings, when the new parent's children had to be renumbered. */
      siblings: Record<string, number>;
    };

function parentOf(node: TreeNode): string | null {
  return node.parentId ?? null;
}

/** The write for a category dropped before, after or inside another (spec §4; may change its parent). */
export function planTreeMove(nodes: readonly TreeNode[], draggedId: string, { targetId, position }: TreeTarget): TreeMovePlan {
  const move = moveInTree(nodes, draggedId, targetId, position);
  if (!move.ok) return move;
  const dragged = nodes.find((n) => n.id === draggedId)!;
  const family = nodes.filter((n) => parentOf(n) === move.parentId).sort(byOrder);
  const siblings = family.filter((n) => n.id !== draggedId);
  const index = position === "inside" ? siblings.length : siblings.findIndex((s) => s.id === targetId) + (position === "after" ? 1 : 0);

  if (parentOf(dragged) === move.parentId && family.findIndex((n) => n.id === draggedId) === index) return { ok: true, unchanged: true };
  if (fitsBetween(move.sortOrder, siblings[index - 1]?.sortOrder, siblings[index]?.sortOrder)) {
    return { ok: true, unchanged: false, parentId: move.parentId, sortOrder: move.sortOrder, siblings: {} };
  }
  const ids = siblings.map((s) => s.id);
  ids.splice(index, 0, draggedId);
  const orders = renumberSortOrders(ids);
  const { [draggedId]: sortOrder, ...rest } = orders;
  return { ok: true, unchanged: false, parentId: move.parentId, sortOrder: sortOrder!, siblings: changedOnly(rest, siblings) };
}

export interface CategoryRowMoves {
  up: TreeTarget | null;
  down: TreeTarget | null;
  /** Into the category above, as its last sub-category. */
  indent: TreeTarget | null;
  /** Out of its parent, right after it. */
  outdent: TreeTarget | null;
}

/** The per-row moves of a category (the non-drag way, for touch and keyboard); null where not possible. */
export function categoryRowMoves(nodes: readonly TreeNode[], id: string): CategoryRowMoves {
  const node = nodes.find((n) => n.id === id);
  if (!node) return { up: null, down: null, indent: null, outdent: null };
  const parentId = parentOf(node);
  const family = nodes.filter((n) => parentOf(n) === parentId).sort(byOrder);
  const at = family.findIndex((n) => n.id === id);
  const previous = family[at - 1];
  const next = family[at + 1];
  return {
    up: previous ? { targetId: previous.id, position: "before" } : null,
    down: next ? { targetId: next.id, position: "after" } : null,
    indent: previous ? { targetId: previous.id, position: "inside" } : null,
    outdent: parentId !== null && nodes.some((n) => n.id === parentId) ? { targetId: parentId, position: "after" } : null,
  };
}

/** The move that puts a category under another parent (null: the top level), as its last child. */
export function moveToParent(nodes: readonly TreeNode[], id: string, parentId: string | null): TreeTarget | null {
  const node = nodes.find((n) => n.id === id);
  if (!node || parentOf(node) === parentId) return null;
  if (parentId !== null) return { targetId: parentId, position: "inside" };
  const roots = nodes.filter((n) => parentOf(n) === null && n.id !== id).sort(byOrder);
  const last = roots[roots.length - 1];
  return last ? { targetId: last.id, position: "after" } : null;
}

/** A drop as the tree reports it: on a node (not in a gap), or in the gap before/after it. */
export interface TreeDrop {
  draggedId: string;
  targetId: string;
  dropToGap: boolean;
  /** -1 before, 1 after the target (when dropped into a gap). */
  side: number;
  /** The first sub-category shown under the target when it is expanded, else null. */
  firstShownChildId: string | null;
}

/**
 * The move a tree drop means. A drop onto an expanded category shows its line above the first sub-category,
 * so it goes first there; onto a collapsed one it goes last. Null: dropped where it already is.
 */
export function dropTarget({ draggedId, targetId, dropToGap, side, firstShownChildId }: TreeDrop): TreeTarget | null {
  if (!dropToGap) {
    if (firstShownChildId === null) return { targetId, position: "inside" };
    return firstShownChildId === draggedId ? null : { targetId: firstShownChildId, position: "before" };
  }
  return { targetId, position: side < 0 ? "before" : "after" };
}
