// Which products the product selector offers and how its search and category filter narrow them.
import type { LocalizedText } from "@comanda/shared";
import { categoryPaths, categoryWithDescendants, type CategoryNode } from "./categoryPaths";

export interface SelectableProduct {
  id: string;
  name: LocalizedText;
  hidden?: boolean;
  type?: string;
  categoryId?: string | null;
}

/**
 * Spec §5: a combined product offers only products visible at insertion, and a combined product cannot
 * sit in a slot (the server refuses both). `exclude` drops e.g. the product being edited.
 */
export function offerableProducts<T extends SelectableProduct>(products: readonly T[], exclude: readonly string[] = []): T[] {
  const skip = new Set(exclude);
  return products.filter((p) => p.hidden !== true && (p.type ?? "regular") === "regular" && !skip.has(p.id));
}

/** Lower case without accents, so "creme" finds "Crème". */
export function searchKey(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().trim();
}

export interface ProductFilter {
  search: string;
  /** Only this category and its sub-categories; null: all. */
  categoryId: string | null;
}

/** Products whose name in any language holds every word of the search, in the chosen category tree. */
export function filterProducts<T extends SelectableProduct>(products: readonly T[], filter: ProductFilter, categories: readonly CategoryNode[]): T[] {
  const words = searchKey(filter.search).split(/\s+/).filter(Boolean);
  const inCategory = filter.categoryId ? categoryWithDescendants(categories, filter.categoryId) : null;
  return products.filter((p) => {
    if (inCategory && !(p.categoryId && inCategory.has(p.categoryId))) return false;
    if (words.length === 0) return true;
    const haystack = searchKey(Object.values(p.name ?? {}).join(" "));
    return words.every((w) => haystack.includes(w));
  });
}

/** The products of one category (null: without an existing category), for a list grouped like the menu. */
export interface ProductGroup<T> {
  categoryId: string | null;
  products: T[];
}

/**
 * Menu order: the categories in tree order (parents before their children, siblings by sortOrder), each
 * with its products by sortOrder; products without an existing category last. Empty categories are left out.
 */
export function menuGroups<T extends SelectableProduct & { sortOrder?: number }>(products: readonly T[], categories: readonly CategoryNode[]): ProductGroup<T>[] {
  const order = categoryPaths(categories, () => "").map((c) => c.id);
  const known = new Set(order);
  const byCategory = new Map<string | null, T[]>();
  for (const product of products) {
    const key = product.categoryId && known.has(product.categoryId) ? product.categoryId : null;
    const list = byCategory.get(key) ?? [];
    list.push(product);
    byCategory.set(key, list);
  }
  const bySortOrder = (a: T, b: T) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return [...order, null]
    .filter((id) => byCategory.has(id))
    .map((categoryId) => ({ categoryId, products: [...byCategory.get(categoryId)!].sort(bySortOrder) }));
}
