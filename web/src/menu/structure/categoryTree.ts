// The category tree built from the flat, stored categories (each knows only its parentId).
import type { Category, TreeNode } from "@comanda/shared";

export interface CategoryNode {
  category: Category;
  depth: number;
  children: CategoryNode[];
}

/** Display order: sortOrder, then id for equal orders (as the repository sorts). */
export function byOrder<T extends { id: string; sortOrder: number }>(a: T, b: T): number {
  return a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function parentOf(category: Category): string | null {
  return category.parentId ?? null;
}

/**
 * Nodes in display order. A category whose parent is missing shows at the top level, and so does a
 * category caught in a parent cycle (bad stored data must stay visible and fixable, never vanish).
 */
export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const sorted = [...categories].sort(byOrder);
  const ids = new Set(sorted.map((c) => c.id));
  const childrenOf = new Map<string | null, Category[]>();
  for (const category of sorted) {
    const parentId = parentOf(category);
    const key = parentId !== null && ids.has(parentId) && parentId !== category.id ? parentId : null;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), category]);
  }

  const placed = new Set<string>();
  const grow = (category: Category, depth: number): CategoryNode => {
    placed.add(category.id);
    const children = (childrenOf.get(category.id) ?? []).filter((c) => !placed.has(c.id)).map((c) => grow(c, depth + 1));
    return { category, depth, children };
  };
  const roots = (childrenOf.get(null) ?? []).map((c) => grow(c, 0));
  // Whatever is left hangs in a cycle: show each such category at the top level.
  for (const category of sorted) if (!placed.has(category.id)) roots.push(grow(category, 0));
  return roots;
}

/** Every node, depth first, in display order. */
export function flattenTree(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((n) => [n, ...flattenTree(n.children)]);
}

/** The ids of a category's sub-categories at any depth. */
export function descendantIds(nodes: readonly CategoryNode[], id: string): string[] {
  const node = flattenTree(nodes).find((n) => n.category.id === id);
  return node ? flattenTree(node.children).map((n) => n.category.id) : [];
}

/** The node of a category in the tree, if shown. */
export function findNode(nodes: readonly CategoryNode[], id: string): CategoryNode | undefined {
  return flattenTree(nodes).find((n) => n.category.id === id);
}

export interface ParentChoice {
  /** null: the top level. */
  id: string | null;
  depth: number;
  current: boolean;
}

/** Where a category can be moved: the top level and every category except itself and its sub-categories. */
export function parentChoices(nodes: readonly CategoryNode[], id: string): ParentChoice[] {
  const node = findNode(nodes, id);
  const currentParent = node ? shownParentId(nodes, id) : null;
  const excluded = new Set([id, ...descendantIds(nodes, id)]);
  return [
    { id: null, depth: 0, current: currentParent === null },
    ...flattenTree(nodes)
      .filter((n) => !excluded.has(n.category.id))
      .map((n) => ({ id: n.category.id, depth: n.depth + 1, current: n.category.id === currentParent })),
  ];
}

/** The parent a category shows under (null at the top level, also for orphans). */
export function shownParentId(nodes: readonly CategoryNode[], id: string): string | null {
  const search = (list: readonly CategoryNode[], parent: string | null): string | null | undefined => {
    for (const n of list) {
      if (n.category.id === id) return parent;
      const below = search(n.children, n.category.id);
      if (below !== undefined) return below;
    }
    return undefined;
  };
  return search(nodes, null) ?? null;
}

/** The categories as the tree shows them (orphans at the top level), for the shared tree-move rule. */
export function shownTreeNodes(nodes: readonly CategoryNode[]): TreeNode[] {
  const out: TreeNode[] = [];
  const walk = (list: readonly CategoryNode[], parentId: string | null) => {
    for (const n of list) {
      out.push({ id: n.category.id, sortOrder: n.category.sortOrder, parentId });
      walk(n.children, n.category.id);
    }
  };
  walk(nodes, null);
  return out;
}
