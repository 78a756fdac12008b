import { describe, expect, it } from "vitest";
import { changeForm, GROWTH_AS_FACTOR, MINIMUM_BASE } from "./change";

describe("changeForm: a change that means something", () => {
  it("writes an ordinary change as a percentage, up or down", () => {
    expect(changeForm("orders", { value: 125, previous: 100 })).toEqual({ kind: "percent", fraction: 0.25 });
    expect(changeForm("revenue", { value: 800, previous: 1000 })).toEqual({ kind: "percent", fraction: -0.2 });
    expect(changeForm("averageOrder", { value: 30, previous: 15 })).toEqual({ kind: "percent", fraction: 1 });
    expect(changeForm("orders", { value: 0, previous: 40 })).toEqual({ kind: "percent", fraction: -1 });
  });

  it("says new when there was nothing before, and the same when nothing changed (or less than shows)", () => {
    expect(changeForm("revenue", { value: 120, previous: 0 })).toEqual({ kind: "new" });
    expect(changeForm("orders", { value: 0, previous: 0 })).toEqual({ kind: "same" });
    expect(changeForm("revenue", { value: 1000.2, previous: 1000 })).toEqual({ kind: "same" });
  });

  it(`writes growth to ${GROWTH_AS_FACTOR} times or more as a factor, not as "+16,375 %"`, () => {
    expect(changeForm("revenue", { value: 16_475, previous: 100 })).toEqual({ kind: "factor", factor: 165 });
    expect(changeForm("views", { value: 1_000, previous: 300 })).toEqual({ kind: "factor", factor: 3.3 });
    expect(changeForm("revenue", { value: 290, previous: 100 })).toEqual({ kind: "percent", fraction: 1.9 });
  });

  it("writes the change of a count from a tiny base as a difference", () => {
    expect(MINIMUM_BASE.orders).toBe(10);
    expect(changeForm("orders", { value: 14, previous: 2 })).toEqual({ kind: "difference", amount: 12 });
    expect(changeForm("orders", { value: 3, previous: 8 })).toEqual({ kind: "difference", amount: -5 });
    expect(changeForm("views", { value: 20, previous: 49 })).toEqual({ kind: "difference", amount: -29 });
    expect(changeForm("orders", { value: 12, previous: 10 })).toEqual({ kind: "percent", fraction: 0.2 });
  });

  it("writes a share's change in percentage points, rounded to one decimal", () => {
    expect(changeForm("ordersPerView", { value: 0.064, previous: 0.032 })).toEqual({ kind: "points", points: 3.2 });
    expect(changeForm("ordersPerView", { value: 0.1, previous: 0.15 })).toEqual({ kind: "points", points: -5 });
    expect(changeForm("ordersPerView", { value: 0.1003, previous: 0.1 })).toEqual({ kind: "same" });
  });

  it("has nothing to say without a previous value", () => {
    expect(changeForm("ordersPerView", { value: 0.1, previous: null })).toEqual({ kind: "none" });
    expect(changeForm("averageOrder", { value: null, previous: 12 })).toEqual({ kind: "none" });
  });
});
