import { describe, expect, it } from "vitest";
import type { TreeNode } from "@comanda/shared";
import { categoryRowMoves, dropTarget, moveToParent, planListMove, planTreeMove } from "./moves";

const list = [
  { id: "starter", sortOrder: 1000 },
  { id: "main", sortOrder: 1500 },
  { id: "dessert", sortOrder: 2000 },
];

describe("planListMove", () => {
  it("places an item first at the next one's sortOrder minus 500", () => {
    expect(planListMove(list, "dessert", 0)).toEqual({ kind: "one", sortOrder: 500 });
  });

  it("places an item last at the previous one's sortOrder plus 500", () => {
    expect(planListMove(list, "starter", 2)).toEqual({ kind: "one", sortOrder: 2500 });
  });

  it("places an item between two others at their midpoint", () => {
    expect(planListMove(list, "starter", 1)).toEqual({ kind: "one", sortOrder: 1750 });
  });

  it("writes nothing when the item stays where it is", () => {
    expect(planListMove(list, "main", 1)).toEqual({ kind: "unchanged" });
  });

  it("renumbers the list when neighbours share a sortOrder and no midpoint fits", () => {
    const crowded = [
      { id: "a", sortOrder: 1000 },
      { id: "b", sortOrder: 1000 },
      { id: "c", sortOrder: 2000 },
    ];
    expect(planListMove(crowded, "c", 1)).toEqual({ kind: "renumber", orders: { c: 1500, b: 2000 } });
  });

  it("renumbers when the midpoint of neighbours too close together equals one of them", () => {
    const close = [
      { id: "a", sortOrder: 1000 },
      { id: "b", sortOrder: 1000 + 2 ** -43 }, // the next number after 1000
      { id: "c", sortOrder: 3000 },
    ];
    expect(planListMove(close, "c", 1)).toEqual({ kind: "renumber", orders: { c: 1500, b: 2000 } });
  });

  it("answers null for an item that is not in the list", () => {
    expect(planListMove(list, "ghost", 0)).toBeNull();
  });
});

const tree: TreeNode[] = [
  { id: "food", sortOrder: 1000, parentId: null },
  { id: "pizza", sortOrder: 1000, parentId: "food" },
  { id: "pasta", sortOrder: 1500, parentId: "food" },
  { id: "drinks", sortOrder: 2000, parentId: null },
  { id: "dessert", sortOrder: 3000, parentId: null },
];

describe("planTreeMove", () => {
  it("makes a category the last sub-category of the one it is dropped inside", () => {
    expect(planTreeMove(tree, "dessert", { targetId: "food", position: "inside" })).toEqual({ ok: true, unchanged: false, parentId: "food", sortOrder: 2000, siblings: {} });
  });

  it("moves a sub-category to the top level when dropped before a top-level category", () => {
    expect(planTreeMove(tree, "pasta", { targetId: "drinks", position: "before" })).toEqual({ ok: true, unchanged: false, parentId: null, sortOrder: 1500, siblings: {} });
  });

  it("refuses to move a category into one of its sub-categories", () => {
    expect(planTreeMove(tree, "food", { targetId: "pizza", position: "inside" })).toEqual({ ok: false, code: "move-into-descendant" });
  });

  it("refuses to move a category into itself", () => {
    expect(planTreeMove(tree, "food", { targetId: "food", position: "inside" })).toEqual({ ok: false, code: "move-into-itself" });
  });

  it("writes nothing when a category is dropped where it already is", () => {
    expect(planTreeMove(tree, "pasta", { targetId: "pizza", position: "after" })).toEqual({ ok: true, unchanged: true });
  });

  it("renumbers the new siblings when sortOrders collide", () => {
    const crowded: TreeNode[] = [
      { id: "a", sortOrder: 1000, parentId: null },
      { id: "b", sortOrder: 1000, parentId: null },
      { id: "x", sortOrder: 1000, parentId: "a" },
    ];
    expect(planTreeMove(crowded, "x", { targetId: "b", position: "before" })).toEqual({ ok: true, unchanged: false, parentId: null, sortOrder: 1500, siblings: { b: 2000 } });
  });
});

describe("categoryRowMoves", () => {
  it("moves up before the previous sibling and down after the next one", () => {
    const moves = categoryRowMoves(tree, "drinks");
    expect(moves.up).toEqual({ targetId: "food", position: "before" });
    expect(moves.down).toEqual({ targetId: "dessert", position: "after" });
  });

  it("indents into the category above and outdents right after the parent", () => {
    expect(categoryRowMoves(tree, "drinks").indent).toEqual({ targetId: "food", position: "inside" });
    expect(categoryRowMoves(tree, "pasta").outdent).toEqual({ targetId: "food", position: "after" });
  });

  it("offers no move up or indent for the first of its siblings, and no outdent at the top level", () => {
    const moves = categoryRowMoves(tree, "food");
    expect(moves).toEqual({ up: null, down: { targetId: "drinks", position: "after" }, indent: null, outdent: null });
  });

  it("offers no move down for the last of its siblings", () => {
    expect(categoryRowMoves(tree, "pasta").down).toBeNull();
  });
});

describe("moveToParent", () => {
  it("puts a category inside the chosen parent", () => {
    expect(moveToParent(tree, "dessert", "food")).toEqual({ targetId: "food", position: "inside" });
  });

  it("puts a sub-category last at the top level", () => {
    expect(moveToParent(tree, "pizza", null)).toEqual({ targetId: "dessert", position: "after" });
  });

  it("answers null when the parent does not change", () => {
    expect(moveToParent(tree, "pizza", "food")).toBeNull();
  });
});

describe("dropTarget", () => {
  const drop = { draggedId: "dessert", targetId: "food", dropToGap: true, side: -1, firstShownChildId: null };

  it("turns a drop in the gap above or below a category into before or after", () => {
    expect(dropTarget(drop)).toEqual({ targetId: "food", position: "before" });
    expect(dropTarget({ ...drop, side: 1 })).toEqual({ targetId: "food", position: "after" });
  });

  it("turns a drop onto a collapsed category into its last sub-category", () => {
    expect(dropTarget({ ...drop, dropToGap: false })).toEqual({ targetId: "food", position: "inside" });
  });

  it("turns a drop onto an expanded category into its first sub-category", () => {
    expect(dropTarget({ ...drop, dropToGap: false, firstShownChildId: "pizza" })).toEqual({ targetId: "pizza", position: "before" });
  });

  it("answers null when the first sub-category is dropped back onto its own parent's top", () => {
    expect(dropTarget({ ...drop, draggedId: "pizza", dropToGap: false, firstShownChildId: "pizza" })).toBeNull();
  });
});
