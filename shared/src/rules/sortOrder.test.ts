import { describe, expect, it } from "vitest";
import { moveInTree, nextSortOrder, renumberSortOrders, sortOrderBetween, sortOrderForMove, type TreeNode } from "./sortOrder";

describe("nextSortOrder", () => {
  it("gives the first item 1000", () => {
    expect(nextSortOrder([])).toBe(1000);
  });
  it("gives a new item the highest existing sortOrder plus 500", () => {
    expect(nextSortOrder([1000, 2500, 1500])).toBe(3000);
  });
  it("ignores values that are not finite numbers", () => {
    expect(nextSortOrder([Number.NaN, 1200])).toBe(1700);
  });
});

describe("sortOrderBetween", () => {
  it("places an item last at the previous plus 500", () => {
    expect(sortOrderBetween(2000, null)).toBe(2500);
  });
  it("places an item first at the next minus 500", () => {
    expect(sortOrderBetween(undefined, 1000)).toBe(500);
  });
  it("places an item in between at the midpoint of its neighbours", () => {
    expect(sortOrderBetween(1000, 1500)).toBe(1250);
  });
  it("gives 1000 when there is no neighbour at all", () => {
    expect(sortOrderBetween(null, null)).toBe(1000);
  });
});

describe("sortOrderForMove", () => {
  const items = [
    { id: "a", sortOrder: 1000 },
    { id: "b", sortOrder: 1500 },
    { id: "c", sortOrder: 2000 },
  ];
  it("moves an item to the top below the first neighbour", () => {
    expect(sortOrderForMove(items, "c", 0)).toBe(500);
  });
  it("moves an item to the end after the last neighbour", () => {
    expect(sortOrderForMove(items, "a", 2)).toBe(2500);
  });
  it("moves an item between two others to their midpoint", () => {
    expect(sortOrderForMove(items, "a", 1)).toBe(1750);
  });
  it("clamps an index past the end to the last place", () => {
    expect(sortOrderForMove(items, "b", 99)).toBe(2500);
  });
  it("answers null for an item not in the list", () => {
    expect(sortOrderForMove(items, "x", 0)).toBeNull();
  });
});

describe("renumberSortOrders", () => {
  it("spaces the items from 1000 in steps of 500 in the given order", () => {
    expect(renumberSortOrders(["c", "a", "b"])).toEqual({ c: 1000, a: 1500, b: 2000 });
  });
});

describe("moveInTree", () => {
  // drinks (1000) > wine (1000) > red (1000); drinks > beer (1500); food (1500); desserts (2000)
  const tree: TreeNode[] = [
    { id: "drinks", parentId: null, sortOrder: 1000 },
    { id: "wine", parentId: "drinks", sortOrder: 1000 },
    { id: "red", parentId: "wine", sortOrder: 1000 },
    { id: "beer", parentId: "drinks", sortOrder: 1500 },
    { id: "food", sortOrder: 1500 },
    { id: "desserts", parentId: null, sortOrder: 2000 },
  ];

  it("drops a node before the first top-level node at its sortOrder minus 500", () => {
    expect(moveInTree(tree, "desserts", "drinks", "before")).toEqual({ ok: true, parentId: null, sortOrder: 500 });
  });
  it("drops a node after a node between that node and its next sibling", () => {
    expect(moveInTree(tree, "desserts", "drinks", "after")).toEqual({ ok: true, parentId: null, sortOrder: 1250 });
  });
  it("drops a node after the last sibling at its sortOrder plus 500", () => {
    expect(moveInTree(tree, "drinks", "desserts", "after")).toEqual({ ok: true, parentId: null, sortOrder: 2500 });
  });
  it("counts a node without parentId as top level", () => {
    expect(moveInTree(tree, "desserts", "food", "before")).toEqual({ ok: true, parentId: null, sortOrder: 1250 });
  });
  it("moves a child to the top level when dropped beside a top-level node", () => {
    expect(moveInTree(tree, "beer", "food", "after")).toEqual({ ok: true, parentId: null, sortOrder: 1750 });
  });
  it("makes a node the last child of the node it is dropped inside", () => {
    expect(moveInTree(tree, "food", "drinks", "inside")).toEqual({ ok: true, parentId: "drinks", sortOrder: 2000 });
  });
  it("gives the first child of an empty node 1000", () => {
    expect(moveInTree(tree, "food", "desserts", "inside")).toEqual({ ok: true, parentId: "desserts", sortOrder: 1000 });
  });
  it("leaves the dragged node out of its new siblings", () => {
    expect(moveInTree(tree, "beer", "wine", "before")).toEqual({ ok: true, parentId: "drinks", sortOrder: 500 });
  });
  it("refuses to move a node inside its own descendant", () => {
    expect(moveInTree(tree, "drinks", "red", "inside")).toEqual({ ok: false, code: "move-into-descendant" });
  });
  it("refuses to move a node beside its own descendant, which would make it its own ancestor", () => {
    expect(moveInTree(tree, "drinks", "wine", "after")).toEqual({ ok: false, code: "move-into-descendant" });
  });
  it("refuses to drop a node on itself", () => {
    expect(moveInTree(tree, "food", "food", "inside")).toEqual({ ok: false, code: "move-into-itself" });
  });
  it("answers not-found for an unknown node", () => {
    expect(moveInTree(tree, "food", "nowhere", "before")).toEqual({ ok: false, code: "not-found" });
  });
  it("stops on a parent cycle in stored data instead of looping", () => {
    const cyclic: TreeNode[] = [
      { id: "x", parentId: "y", sortOrder: 1000 },
      { id: "y", parentId: "x", sortOrder: 1000 },
      { id: "z", parentId: null, sortOrder: 1000 },
    ];
    expect(moveInTree(cyclic, "z", "x", "inside")).toEqual({ ok: true, parentId: "x", sortOrder: 1500 });
  });
});
