import { describe, expect, it } from "vitest";
import { categoryOptions, categoryPaths, categorySubtree } from "./categoryTree";

const categories = [
  { id: "drinks", parentId: null, sortOrder: 2000, name: { en: "Drinks", es: "Bebidas" } },
  { id: "wines", parentId: "drinks", sortOrder: 1000, name: { en: "Wines" } },
  { id: "red", parentId: "wines", sortOrder: 1000, name: { en: "Red" } },
  { id: "food", parentId: null, sortOrder: 1000, name: { en: "Food" } },
  { id: "orphan", parentId: "deleted", sortOrder: 3000, name: { en: "Orphan" } },
];

describe("categorySubtree", () => {
  it("holds the category and all categories below it", () => {
    expect([...categorySubtree(categories, "drinks")].sort()).toEqual(["drinks", "red", "wines"]);
  });

  it("is empty for an unknown category", () => {
    expect(categorySubtree(categories, "nope").size).toBe(0);
  });

  it("stops on a parent cycle in stored data", () => {
    const cyclic = [
      { id: "a", parentId: "b" },
      { id: "b", parentId: "a" },
    ];
    expect([...categorySubtree(cyclic, "a")].sort()).toEqual(["a", "b"]);
  });
});

describe("categoryPaths", () => {
  it("names a sub-category with its parents, in the content language with fallback", () => {
    const paths = categoryPaths(categories, "es", "en");
    expect(paths.get("red")).toBe("Bebidas › Wines › Red");
    expect(paths.get("orphan")).toBe("Orphan");
  });

  it("ends on a cycle instead of looping", () => {
    const cyclic = [
      { id: "a", parentId: "b", sortOrder: 1, name: { en: "A" } },
      { id: "b", parentId: "a", sortOrder: 2, name: { en: "B" } },
    ];
    expect(categoryPaths(cyclic, "en", "en").get("a")).toBe("B › A");
  });
});

describe("categoryOptions", () => {
  it("nests categories in sortOrder and lists orphans at the top level", () => {
    const options = categoryOptions(categories, "en", "en");
    expect(options.map((o) => o.value)).toEqual(["food", "drinks", "orphan"]);
    expect(options[1]?.children[0]?.children[0]?.title).toBe("Red");
  });

  it("keeps categories of a parent cycle choosable", () => {
    const cyclic = [
      { id: "a", parentId: "b", sortOrder: 1, name: { en: "A" } },
      { id: "b", parentId: "a", sortOrder: 2, name: { en: "B" } },
    ];
    expect(categoryOptions(cyclic, "en", "en").map((o) => o.value)).toEqual(["a", "b"]);
  });
});
