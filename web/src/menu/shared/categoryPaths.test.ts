import { describe, expect, it } from "vitest";
import { categoryPaths, categoryWithDescendants } from "./categoryPaths";

const cat = (id: string, sortOrder: number, parentId: string | null = null) => ({ id, sortOrder, parentId, name: id[0]!.toUpperCase() + id.slice(1) });
const nameOf = (c: { name: string }) => c.name;

describe("categoryPaths", () => {
  it("lists parents before their children, siblings by sort order, each with its path", () => {
    const categories = [cat("wine", 1000, "drinks"), cat("drinks", 1500), cat("starters", 1000), cat("beer", 500, "drinks")];
    expect(categoryPaths(categories, nameOf).map((p) => [p.label, p.depth])).toEqual([
      ["Starters", 0],
      ["Drinks", 0],
      ["Drinks › Beer", 1],
      ["Drinks › Wine", 1],
    ]);
  });

  it("shows the full path of a category three levels down", () => {
    const categories = [cat("drinks", 1000), cat("wine", 1000, "drinks"), cat("red", 1000, "wine")];
    expect(categoryPaths(categories, nameOf).at(-1)?.label).toBe("Drinks › Wine › Red");
  });

  it("treats a category whose parent was deleted as top-level", () => {
    expect(categoryPaths([cat("orphan", 1000, "gone")], nameOf)).toEqual([{ id: "orphan", names: ["Orphan"], label: "Orphan", depth: 0 }]);
  });

  it("lists every category of a parent loop once instead of losing them", () => {
    const categories = [cat("a", 1000, "b"), cat("b", 1500, "a")];
    expect(categoryPaths(categories, nameOf).map((p) => p.id).sort()).toEqual(["a", "b"]);
  });
});

describe("categoryWithDescendants", () => {
  it("holds the category and every category below it, but not its siblings", () => {
    const categories = [cat("drinks", 1000), cat("wine", 1000, "drinks"), cat("red", 1000, "wine"), cat("food", 2000)];
    expect([...categoryWithDescendants(categories, "drinks")].sort()).toEqual(["drinks", "red", "wine"]);
  });
});
