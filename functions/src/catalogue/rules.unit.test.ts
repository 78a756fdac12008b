import { describe, expect, it } from "vitest";
import { descendantCategoryIds } from "./rules";

describe("descendantCategoryIds", () => {
  it("finds sub-categories at every depth and nothing beside them", () => {
    const tree = [
      { id: "food", parentId: null },
      { id: "burgers", parentId: "food" },
      { id: "veggie", parentId: "burgers" },
      { id: "drinks", parentId: null },
      { id: "beer", parentId: "drinks" },
    ];
    expect([...descendantCategoryIds("food", tree)].sort()).toEqual(["burgers", "veggie"]);
  });

  it("ends on a parent cycle in stored data without listing the category itself", () => {
    const tree = [
      { id: "a", parentId: "b" },
      { id: "b", parentId: "a" },
    ];
    expect([...descendantCategoryIds("a", tree)]).toEqual(["b"]);
  });
});
