import { describe, expect, it } from "vitest";
import { productCounts } from "./usage";

describe("productCounts", () => {
  const counts = productCounts([
    { categoryId: "c1", courseId: "k1", locationId: "kitchen", tags: ["vegan", "spicy"] },
    { categoryId: "c1", courseId: null, tags: ["vegan", "vegan"] },
    { categoryId: "c2", courseId: "k1", locationId: null, tags: [] },
    { categoryId: null },
  ]);

  it("counts products per category", () => {
    expect(counts.categories.get("c1")).toBe(2);
    expect(counts.categories.get("c2")).toBe(1);
  });

  it("counts products per course and production location, ignoring unset ones", () => {
    expect(counts.courses.get("k1")).toBe(2);
    expect(counts.locations.get("kitchen")).toBe(1);
    expect(counts.courses.size).toBe(1);
    expect(counts.locations.size).toBe(1);
  });

  it("counts a product once per tag even when its data repeats the tag", () => {
    expect(counts.tags.get("vegan")).toBe(2);
    expect(counts.tags.get("spicy")).toBe(1);
  });
});
