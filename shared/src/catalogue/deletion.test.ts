import { describe, expect, it } from "vitest";
import { categoryDeletionBlocker, courseDeletionBlocker, productDeletionBlocker } from "./deletion";

// drinks > wine > red; food (top level)
const categories = [
  { id: "drinks", parentId: null },
  { id: "wine", parentId: "drinks" },
  { id: "red", parentId: "wine" },
  { id: "food" },
];

describe("categoryDeletionBlocker", () => {
  it("allows deleting a category no product uses", () => {
    expect(categoryDeletionBlocker("food", categories, [{ categoryId: "red" }, { categoryId: null }])).toBeNull();
  });
  it("refuses a category a product uses", () => {
    expect(categoryDeletionBlocker("food", categories, [{ categoryId: "food" }])).toBe("category-used");
  });
  it("refuses a category whose direct sub-category is used", () => {
    expect(categoryDeletionBlocker("drinks", categories, [{ categoryId: "wine" }])).toBe("subcategory-used");
  });
  it("refuses a category whose sub-sub-category is used", () => {
    expect(categoryDeletionBlocker("drinks", categories, [{ categoryId: "red" }])).toBe("subcategory-used");
  });
  it("answers category-used when both it and a sub-category are used", () => {
    expect(categoryDeletionBlocker("drinks", categories, [{ categoryId: "red" }, { categoryId: "drinks" }])).toBe("category-used");
  });
  it("allows deleting a sub-category when only its parent is used", () => {
    expect(categoryDeletionBlocker("red", categories, [{ categoryId: "drinks" }])).toBeNull();
  });
  it("ends on a parent cycle in stored data", () => {
    const cyclic = [{ id: "a", parentId: "b" }, { id: "b", parentId: "a" }];
    expect(categoryDeletionBlocker("a", cyclic, [{ categoryId: "x" }])).toBeNull();
  });
});

describe("courseDeletionBlocker", () => {
  it("refuses a course a product uses", () => {
    expect(courseDeletionBlocker("main", [{ courseId: null }, { courseId: "main" }])).toBe("course-used");
  });
  it("allows a course no product uses", () => {
    expect(courseDeletionBlocker("main", [{ courseId: "starter" }, {}])).toBeNull();
  });
});

describe("productDeletionBlocker", () => {
  const slots = (...productIds: string[]) => [{ items: productIds.map((productId) => ({ productId })) }];
  it("refuses a product offered in a combined product", () => {
    expect(productDeletionBlocker("soup", [{ id: "soup", type: "regular", slots: [] }, { id: "menu", type: "combined", slots: slots("fish", "soup") }])).toBe("product-in-combined");
  });
  it("allows a product no combined product offers", () => {
    expect(productDeletionBlocker("soup", [{ id: "menu", type: "combined", slots: slots("fish") }])).toBeNull();
  });
  it("allows deleting a combined product that lists itself", () => {
    expect(productDeletionBlocker("menu", [{ id: "menu", type: "combined", slots: slots("menu") }])).toBeNull();
  });
});
