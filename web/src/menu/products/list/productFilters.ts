// Filters of the products list (category with its sub-categories, tag, visibility, name search) and
// their form in the URL query, so back/forward and reload keep them.
import type { LocalizedText } from "@comanda/shared";
import { categorySubtree, type CategoryNode } from "./categoryTree";

export const VISIBILITIES = ["all", "visible", "hidden"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** Category filter value for products without a category. */
export const NO_CATEGORY = "none";

export interface ProductFilters {
  /** A category id (its sub-categories included), NO_CATEGORY, or null for any. */
  categoryId: string | null;
  tagId: string | null;
  visibility: Visibility;
  /** As typed (not trimmed), so the search box keeps a trailing space while the user types. */
  search: string;
}

export const NO_FILTERS: ProductFilters = { categoryId: null, tagId: null, visibility: "all", search: "" };

const PARAM = { category: "category", tag: "tag", visibility: "visibility", search: "q" } as const;

export function readFilters(params: URLSearchParams): ProductFilters {
  const visibility = params.get(PARAM.visibility);
  return {
    categoryId: params.get(PARAM.category) || null,
    tagId: params.get(PARAM.tag) || null,
    visibility: (VISIBILITIES as readonly string[]).includes(visibility ?? "") ? (visibility as Visibility) : "all",
    search: params.get(PARAM.search) ?? "",
  };
}

/** The query with these filters; other parameters of `base` are kept, default values are left out. */
export function writeFilters(filters: ProductFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | null) => (value ? params.set(key, value) : params.delete(key));
  set(PARAM.category, filters.categoryId);
  set(PARAM.tag, filters.tagId);
  set(PARAM.visibility, filters.visibility === "all" ? null : filters.visibility);
  set(PARAM.search, filters.search.trim() ? filters.search : null);
  return params;
}

export function hasFilters(filters: ProductFilters): boolean {
  return filters.categoryId !== null || filters.tagId !== null || filters.visibility !== "all" || filters.search.trim() !== "";
}

// Letters that Unicode does not decompose into a base letter plus an accent.
const FOLDED: Readonly<Record<string, string>> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/** Lower case without accents or repeated spaces: "Crème  Brûlée" → "creme brulee". */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLDED[c] ?? c)
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a search; a product matches when its name (in any language) contains every word. */
export function searchWords(query: string): string[] {
  const normalized = normalizeSearch(query);
  return normalized ? normalized.split(" ") : [];
}

/** A product's names in all languages, normalised once so that each keystroke only compares strings. */
export function searchableText(name: LocalizedText | null | undefined): string {
  if (!name) return "";
  return Object.values(name)
    .filter((v): v is string => typeof v === "string" && v !== "")
    .map(normalizeSearch)
    .join("\n");
}

export interface FilterableProduct {
  id: string;
  categoryId?: string | null;
  tags?: readonly string[] | null;
  hidden?: boolean | null;
  name?: LocalizedText | null;
}

/** Normalised names per product id. */
export function buildSearchIndex(products: readonly FilterableProduct[]): Map<string, string> {
  return new Map(products.map((p) => [p.id, searchableText(p.name)]));
}

/** The products that pass every filter, in their given order. */
export function filterProducts<T extends FilterableProduct>(
  products: readonly T[],
  filters: ProductFilters,
  categories: readonly CategoryNode[],
  searchIndex: ReadonlyMap<string, string> = buildSearchIndex(products),
): T[] {
  const categoryIds =
    filters.categoryId === null || filters.categoryId === NO_CATEGORY ? null : categorySubtree(categories, filters.categoryId);
  const words = searchWords(filters.search);
  return products.filter((p) => {
    if (filters.categoryId === NO_CATEGORY && p.categoryId) return false;
    if (categoryIds && !(p.categoryId && categoryIds.has(p.categoryId))) return false;
    if (filters.tagId !== null && !(p.tags ?? []).includes(filters.tagId)) return false;
    if (filters.visibility === "visible" && p.hidden === true) return false;
    if (filters.visibility === "hidden" && p.hidden !== true) return false;
    if (words.length > 0) {
      const text = searchIndex.get(p.id) ?? searchableText(p.name);
      if (!words.every((w) => text.includes(w))) return false;
    }
    return true;
  });
}
