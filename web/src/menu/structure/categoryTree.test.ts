import { describe, expect, it } from "vitest";
import type { Category } from "@comanda/shared";
import { buildCategoryTree, descendantIds, flattenTree, parentChoices, shownTreeNodes } from "./categoryTree";

function category(id: string, sortOrder: number, parentId: string | null = null): Category {
  return { id, companyId: "co", name: { en: id }, sortOrder, parentId };
}

const ids = (nodes: ReturnType<typeof buildCategoryTree>) => nodes.map((n) => n.category.id);

describe("buildCategoryTree", () => {
  it("nests sub-categories under their parent, each level in sortOrder", () => {
    const tree = buildCategoryTree([category("drinks", 2000), category("food", 1000), category("wine", 1500, "drinks"), category("beer", 1000, "drinks")]);
    expect(ids(tree)).toEqual(["food", "drinks"]);
    expect(ids(tree[1]!.children)).toEqual(["beer", "wine"]);
    expect(tree[1]!.children[0]!.depth).toBe(1);
  });

  it("orders equal sortOrders by id so that every client shows the same order", () => {
    expect(ids(buildCategoryTree([category("b", 1000), category("a", 1000)]))).toEqual(["a", "b"]);
  });

  it("shows a category whose parent no longer exists at the top level", () => {
    expect(ids(buildCategoryTree([category("a", 1000), category("orphan", 500, "gone")]))).toEqual(["orphan", "a"]);
  });

  it("keeps categories caught in a parent cycle visible", () => {
    const tree = buildCategoryTree([category("x", 1000, "y"), category("y", 2000, "x"), category("self", 3000, "self")]);
    expect(flattenTree(tree).map((n) => n.category.id).sort()).toEqual(["self", "x", "y"]);
  });
});

describe("descendantIds and parentChoices", () => {
  const tree = buildCategoryTree([category("food", 1000), category("pizza", 1000, "food"), category("calzone", 1000, "pizza"), category("drinks", 2000)]);

  it("lists sub-categories at any depth", () => {
    expect(descendantIds(tree, "food")).toEqual(["pizza", "calzone"]);
  });

  it("offers the top level and every category except the moved one and its sub-categories", () => {
    expect(parentChoices(tree, "pizza").map((c) => c.id)).toEqual([null, "food", "drinks"]);
  });

  it("marks the current parent and indents choices by depth", () => {
    const choices = parentChoices(tree, "calzone");
    expect(choices.find((c) => c.current)?.id).toBe("pizza");
    expect(choices.find((c) => c.id === "pizza")?.depth).toBe(2);
  });
});

describe("shownTreeNodes", () => {
  it("gives an orphan the top level as parent, as the tree shows it", () => {
    const nodes = shownTreeNodes(buildCategoryTree([category("orphan", 500, "gone"), category("a", 1000)]));
    expect(nodes.find((n) => n.id === "orphan")?.parentId).toBeNull();
  });
});
