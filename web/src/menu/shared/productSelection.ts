// Which products the product selector offers and how its search and category filter narrow them.
import type { LocalizedText } from "@comanda/shared";
import { categoryWithDescendants, type CategoryNode } from "./categoryPaths";

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
