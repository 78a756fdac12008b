import { describe, expect, it } from "vitest";
import { ALLERGENS } from "../entities/product";
import { combinedProductAllergens, type AllergenSource } from "./allergens";

const soup: AllergenSource = {
  allergens: ["celery"],
  addons: [{ allergens: ["gluten"] }, {}],
  optionBlocks: [{ values: [{ allergens: ["milk"] }, { allergens: [] }] }],
};
const fish: AllergenSource = { allergens: ["fish"], addons: [], optionBlocks: [] };
const products = new Map<string, AllergenSource>([["soup", soup], ["fish", fish], ["bread", { allergens: ["gluten", "sesame"] }]]);

describe("ALLERGENS", () => {
  it("lists the 14 allergens of Regulation (EU) 1169/2011 once each", () => {
    expect(new Set(ALLERGENS).size).toBe(14);
  });
});

describe("combinedProductAllergens", () => {
  it("collects a regular product's own, addon and option value allergens", () => {
    expect(combinedProductAllergens(soup, products)).toEqual(["gluten", "milk", "celery"]);
  });
  it("is empty for a product without allergens", () => {
    expect(combinedProductAllergens({}, products)).toEqual([]);
  });
  it("brings in every allergen the slots' products can bring, with their addons and option values", () => {
    const menu = { slots: [{ items: [{ productId: "soup" }, { productId: "fish" }] }, { items: [{ productId: "bread" }] }] };
    expect(combinedProductAllergens(menu, products)).toEqual(["gluten", "fish", "milk", "celery", "sesame"]);
  });
  it("keeps the combined product's own addon allergens", () => {
    const menu = { addons: [{ allergens: ["eggs" as const] }], slots: [{ items: [{ productId: "fish" }] }] };
    expect(combinedProductAllergens(menu, products)).toEqual(["eggs", "fish"]);
  });
  it("skips slot products that are not known", () => {
    expect(combinedProductAllergens({ slots: [{ items: [{ productId: "gone" }, { productId: "fish" }] }] }, products)).toEqual(["fish"]);
  });
});
