import { describe, expect, it } from "vitest";
import { filterProducts, menuGroups, offerableProducts, searchKey } from "./productSelection";

const products = [
  { id: "soup", name: { en: "Tomato soup", es: "Sopa de tomate" }, hidden: false, type: "regular", categoryId: "starters" },
  { id: "secret", name: { en: "Secret dish" }, hidden: true, type: "regular", categoryId: "starters" },
  { id: "menu", name: { en: "Set menu" }, hidden: false, type: "combined", categoryId: "mains" },
  { id: "creme", name: { en: "Crème brûlée" }, hidden: false, type: "regular", categoryId: "desserts" },
  { id: "red", name: { en: "House red" }, type: "regular", categoryId: "wine" },
];
const categories = [
  { id: "drinks", sortOrder: 1000, parentId: null },
  { id: "wine", sortOrder: 1000, parentId: "drinks" },
  { id: "starters", sortOrder: 500, parentId: null },
];

describe("offerableProducts", () => {
  it("offers only visible regular products", () => {
    expect(offerableProducts(products).map((p) => p.id)).toEqual(["soup", "creme", "red"]);
  });

  it("leaves out the excluded ones, e.g. the product being edited", () => {
    expect(offerableProducts(products, ["soup"]).map((p) => p.id)).toEqual(["creme", "red"]);
  });
});

describe("filterProducts", () => {
  it("finds a product by its name in another language", () => {
    expect(filterProducts(products, { search: "sopa", categoryId: null }, categories).map((p) => p.id)).toEqual(["soup"]);
  });

  it("ignores accents and case", () => {
    expect(filterProducts(products, { search: "CREME brulee", categoryId: null }, categories).map((p) => p.id)).toEqual(["creme"]);
  });

  it("needs every word of the search", () => {
    expect(filterProducts(products, { search: "tomato red", categoryId: null }, categories)).toEqual([]);
  });

  it("includes the products of sub-categories when a category is chosen", () => {
    expect(filterProducts(products, { search: "", categoryId: "drinks" }, categories).map((p) => p.id)).toEqual(["red"]);
  });
});

describe("searchKey", () => {
  it("lower-cases and strips accents and outer spaces", () => {
    expect(searchKey("  Àlvaro ")).toBe("alvaro");
  });
});

describe("menuGroups", () => {
  const categories = [
    { id: "drinks", sortOrder: 2 },
    { id: "wines", sortOrder: 1, parentId: "drinks" },
    { id: "starters", sortOrder: 1 },
    { id: "empty", sortOrder: 3 },
  ];
  const p = (id: string, sortOrder: number, categoryId: string | null) => ({ id, name: { en: id }, sortOrder, categoryId });

  it("orders categories as the menu tree, products by sortOrder, products without an existing category last, and leaves out empty categories", () => {
    const groups = menuGroups([p("rioja", 1, "wines"), p("cola", 5, "drinks"), p("water", 2, "drinks"), p("bread", 1, null), p("lost", 0, "deleted"), p("soup", 9, "starters")], categories);
    expect(groups.map((g) => [g.categoryId, g.products.map((x) => x.id)])).toEqual([
      ["starters", ["soup"]],
      ["drinks", ["water", "cola"]],
      ["wines", ["rioja"]],
      [null, ["lost", "bread"]],
    ]);
  });
});
