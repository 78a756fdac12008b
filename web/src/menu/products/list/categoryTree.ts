// The category tree as the products list needs it: a category with all its sub-categories (filter),
// each category's path of names (the list shows "Drinks › Wines"), and the options of the filter.
import { localized, type LanguageCode, type LocalizedText } from "@comanda/shared";

export interface CategoryNode {
  id: string;
  parentId?: string | null;
}

export interface NamedCategory extends CategoryNode {
  name: LocalizedText;
  sortOrder: number;
}

/** The category and every category below it, at any depth; empty when the id is unknown. Safe on cycles. */
export function categorySubtree(categories: readonly CategoryNode[], rootId: string): Set<string> {
  if (!categories.some((c) => c.id === rootId)) return new Set();
  const children = new Map<string, string[]>();
  for (const c of categories) {
    if (!c.parentId) continue;
    const list = children.get(c.parentId) ?? [];
    list.push(c.id);
    children.set(c.parentId, list);
  }
  const result = new Set([rootId]);
  const queue = [rootId];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      if (result.has(child)) continue;
      result.add(child);
      queue.push(child);
    }
  }
  return result;
}

export const PATH_SEPARATOR = " › ";

/**
 * Each category's names from the top: "Drinks › Wines". A parent that no longer exists ends the path;
 * a cycle in stored data stops where it repeats.
 */
export function categoryPaths(categories: readonly NamedCategory[], language: LanguageCode, fallback: LanguageCode): Map<string, string> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const paths = new Map<string, string>();
  for (const category of categories) {
    const names: string[] = [];
    const seen = new Set<string>();
    let current: NamedCategory | undefined = category;
    while (current && !seen.has(current.id)) {
      seen.add(current.id);
      names.unshift(localized(current.name, language, fallback));
      current = current.parentId ? byId.get(current.parentId) : undefined;
    }
    paths.set(category.id, names.join(PATH_SEPARATOR));
  }
  return paths;
}

export interface CategoryOption {
  value: string;
  title: string;
  children: CategoryOption[];
}

/**
 * The categories as a tree of options in display order (sortOrder among siblings). A category whose
 * parent is missing, or that sits in a cycle, is shown at the top level so it can still be chosen.
 */
export function categoryOptions(categories: readonly NamedCategory[], language: LanguageCode, fallback: LanguageCode): CategoryOption[] {
  const ids = new Set(categories.map((c) => c.id));
  const sorted = [...categories].sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const placed = new Set<string>();
  const build = (parentId: string | null): CategoryOption[] =>
    sorted
      .filter((c) => (parentId === null ? !c.parentId || !ids.has(c.parentId) : c.parentId === parentId) && !placed.has(c.id))
      .map((c) => {
        placed.add(c.id);
        return { value: c.id, title: localized(c.name, language, fallback), children: build(c.id) };
      });
  const roots = build(null);
  // Categories only reachable through a cycle (a → b → a) were never placed.
  for (const c of sorted) {
    if (placed.has(c.id)) continue;
    placed.add(c.id);
    roots.push({ value: c.id, title: localized(c.name, language, fallback), children: [] });
  }
  return roots;
}
