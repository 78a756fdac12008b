import { describe, expect, it } from "vitest";
import { chunkOrders, moveTarget, planMove } from "./sortOrderMoves";

const list = (...orders: number[]) => orders.map((sortOrder, i) => ({ id: `p${i + 1}`, sortOrder }));
const all = list(1000, 1500, 2000, 2500, 3000);
const allIds = all.map((p) => p.id);

describe("moveTarget", () => {
  it("aims one place up or down, at the top or at the bottom", () => {
    expect(moveTarget("up", 2, 5)).toBe(1);
    expect(moveTarget("down", 2, 5)).toBe(3);
    expect(moveTarget("top", 2, 5)).toBe(0);
    expect(moveTarget("bottom", 2, 5)).toBe(4);
  });

  it("gives null where the item cannot move", () => {
    expect(moveTarget("up", 0, 5)).toBeNull();
    expect(moveTarget("top", 0, 5)).toBeNull();
    expect(moveTarget("down", 4, 5)).toBeNull();
    expect(moveTarget("bottom", 4, 5)).toBeNull();
  });
});

describe("planMove without filters (spec §4)", () => {
  it("places an item between two others at the midpoint of its neighbours", () => {
    expect(planMove(all, allIds, "p1", 2)).toEqual({ kind: "move", id: "p1", sortOrder: 2250 });
  });

  it("places an item first at the next one minus 500", () => {
    expect(planMove(all, allIds, "p4", 0)).toEqual({ kind: "move", id: "p4", sortOrder: 500 });
  });

  it("places an item last at the previous one plus 500", () => {
    expect(planMove(all, allIds, "p2", 4)).toEqual({ kind: "move", id: "p2", sortOrder: 3500 });
  });

  it("writes nothing when the item stays in place", () => {
    expect(planMove(all, allIds, "p3", 2)).toEqual({ kind: "none" });
  });

  it("writes nothing for an item that is not shown", () => {
    expect(planMove(all, ["p1", "p2"], "p5", 0)).toEqual({ kind: "none" });
  });
});

describe("planMove with a filter", () => {
  // Shown: p1, p3, p5 (e.g. one category); p2 and p4 belong elsewhere and keep their places.
  const shown = ["p1", "p3", "p5"];

  it("moving down puts the item right after the shown item it passed", () => {
    expect(planMove(all, shown, "p1", 1)).toEqual({ kind: "move", id: "p1", sortOrder: 2250 });
  });

  it("moving up puts the item right before the shown item it passed", () => {
    expect(planMove(all, shown, "p5", 1)).toEqual({ kind: "move", id: "p5", sortOrder: 1750 });
  });

  it("moving to the top of the filtered list puts the item right before the first shown item", () => {
    expect(planMove(list(1000, 1500, 2000), ["p2", "p3"], "p3", 0)).toEqual({ kind: "move", id: "p3", sortOrder: 1250 });
  });

  it("moving to the bottom of the filtered list past the end of the full list adds 500", () => {
    expect(planMove(all, shown, "p3", 2)).toEqual({ kind: "move", id: "p3", sortOrder: 3500 });
  });
});

describe("planMove when neighbours are too close", () => {
  it("renumbers the whole list in the new order, writing only the changed values", () => {
    const crowded = list(1000, 1000.0001, 1000.0002, 1700);
    const plan = planMove(crowded, crowded.map((p) => p.id), "p4", 1);
    expect(plan).toEqual({ kind: "renumber", orders: { p4: 1500, p2: 2000, p3: 2500 } });
  });

  it("renumbers when neighbours share the same sortOrder", () => {
    const equal = list(1000, 1000, 1000);
    expect(planMove(equal, ["p1", "p2", "p3"], "p3", 1)).toEqual({ kind: "renumber", orders: { p3: 1500, p2: 2000 } });
  });
});

describe("chunkOrders", () => {
  it("splits writes into batches of the given size", () => {
    const orders = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`p${i}`, i]));
    expect(chunkOrders(orders, 450).map((c) => Object.keys(c).length)).toEqual([450, 450, 101]);
  });
});
