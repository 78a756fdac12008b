import { describe, expect, it } from "vitest";
import {
  NO_CATEGORY,
  NO_FILTERS,
  buildSearchIndex,
  filterProducts,
  hasFilters,
  normalizeSearch,
  readFilters,
  searchWords,
  writeFilters,
  type FilterableProduct,
} from "./productFilters";

const categories = [
  { id: "drinks", parentId: null },
  { id: "wines", parentId: "drinks" },
  { id: "red", parentId: "wines" },
  { id: "food", parentId: null },
];

const products: FilterableProduct[] = [
  { id: "cola", categoryId: "drinks", tags: ["cold"], hidden: false, name: { en: "Cola" } },
  { id: "rioja", categoryId: "red", tags: [], hidden: false, name: { en: "Rioja Crianza", es: "Rioja crianza" } },
  { id: "brulee", categoryId: "food", tags: ["sweet"], hidden: true, name: { en: "Crème brûlée", de: "Gebrannte Creme" } },
  { id: "loose", categoryId: null, tags: ["cold"], hidden: false, name: { en: "Ice cubes" } },
];

const ids = (list: readonly FilterableProduct[]) => list.map((p) => p.id);

describe("normalizeSearch", () => {
  it("drops accents and case", () => {
    expect(normalizeSearch("Crème BRÛLÉE")).toBe("creme brulee");
  });

  it("folds letters without a decomposition (ß, œ, ø)", () => {
    expect(normalizeSearch("Straße Œuf Smørrebrød")).toBe("strasse oeuf smorrebrod");
  });

  it("collapses and trims white space", () => {
    expect(normalizeSearch("  red \t  wine ")).toBe("red wine");
  });

  it("gives no words for a blank search", () => {
    expect(searchWords("   ")).toEqual([]);
  });
});

describe("filterProducts", () => {
  it("keeps everything without filters, in the given order", () => {
    expect(ids(filterProducts(products, NO_FILTERS, categories))).toEqual(["cola", "rioja", "brulee", "loose"]);
  });

  it("includes products of sub-categories at any depth in a category filter", () => {
    expect(ids(filterProducts(products, { ...NO_FILTERS, categoryId: "drinks" }, categories))).toEqual(["cola", "rioja"]);
  });

  it("shows only products without a category for the no-category filter", () => {
    expect(ids(filterProducts(products, { ...NO_FILTERS, categoryId: NO_CATEGORY }, categories))).toEqual(["loose"]);
  });

  it("shows nothing for a category that no longer exists", () => {
    expect(filterProducts(products, { ...NO_FILTERS, categoryId: "gone" }, categories)).toEqual([]);
  });

  it("filters by tag", () => {
    expect(ids(filterProducts(products, { ...NO_FILTERS, tagId: "cold" }, categories))).toEqual(["cola", "loose"]);
  });

  it("filters visible and hidden products", () => {
    expect(ids(filterProducts(products, { ...NO_FILTERS, visibility: "hidden" }, categories))).toEqual(["brulee"]);
    expect(ids(filterProducts(products, { ...NO_FILTERS, visibility: "visible" }, categories))).toEqual(["cola", "rioja", "loose"]);
  });

  it("finds a name in another language, ignoring case and accents", () => {
    expect(ids(filterProducts(products, { ...NO_FILTERS, search: "GEBRANNTE" }, categories))).toEqual(["brulee"]);
    expect(ids(filterProducts(products, { ...NO_FILTERS, search: "creme brulee" }, categories))).toEqual(["brulee"]);
  });

  it("needs every word of the search, in any order", () => {
    expect(ids(filterProducts(products, { ...NO_FILTERS, search: "crianza rioja" }, categories))).toEqual(["rioja"]);
    expect(ids(filterProducts(products, { ...NO_FILTERS, search: "rioja cola" }, categories))).toEqual([]);
  });

  it("combines filters", () => {
    const filters = { ...NO_FILTERS, tagId: "cold", categoryId: "drinks", search: "co" };
    expect(ids(filterProducts(products, filters, categories, buildSearchIndex(products)))).toEqual(["cola"]);
  });
});

describe("filters in the URL", () => {
  it("reads what it wrote", () => {
    const filters = { categoryId: "wines", tagId: "cold", visibility: "hidden" as const, search: "red " };
    expect(readFilters(writeFilters(filters))).toEqual(filters);
  });

  it("leaves defaults out of the query and keeps other parameters", () => {
    expect(writeFilters(NO_FILTERS, new URLSearchParams("page=2&q=old")).toString()).toBe("page=2");
  });

  it("reads an unknown visibility as all", () => {
    expect(readFilters(new URLSearchParams("visibility=secret")).visibility).toBe("all");
  });

  it("does not count a blank search as a filter", () => {
    expect(hasFilters({ ...NO_FILTERS, search: "  " })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, tagId: "cold" })).toBe(true);
  });
});
