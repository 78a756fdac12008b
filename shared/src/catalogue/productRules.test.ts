import { describe, expect, it } from "vitest";
import type { ProductData } from "../entities/product";
import { productRuleErrors, type ProductRuleContext } from "./productRules";

function product(overrides: Partial<ProductData> = {}): ProductData {
  return {
    companyId: "co1", sortOrder: 1000, type: "regular", name: { en: "Soup" }, categoryId: "cat1", courseId: "course1", locationId: "kitchen",
    hidden: false, tags: [], price: 6, vat: 10, addons: [], slots: [], optionBlocks: [], ...overrides,
  };
}

const ctx: ProductRuleContext = {
  defaultLanguage: "en",
  categoryIds: new Set(["cat1"]),
  courseIds: new Set(["course1"]),
  locationIds: new Set(["kitchen"]),
  vatRates: [21, 10, 4],
  productsById: new Map([
    ["soup", { hidden: false, type: "regular" }],
    ["secret", { hidden: true, type: "regular" }],
    ["menu", { hidden: false, type: "combined" }],
  ]),
};

const combined = (productIds: string[]) =>
  product({ type: "combined", slots: [{ id: "s1", name: { en: "Starter" }, items: productIds.map((productId) => ({ productId, correction: 0 })) }] });

describe("productRuleErrors", () => {
  it("finds nothing wrong with a product whose references all exist", () => {
    expect(productRuleErrors(product(), ctx)).toEqual({});
  });
  it("requires the name in the default language", () => {
    expect(productRuleErrors(product({ name: { es: "Sopa" } }), { ...ctx, defaultLanguage: "en" })).toEqual({ "name.en": ["required"] });
  });
  it("requires the name in the company's default language, not English", () => {
    expect(productRuleErrors(product({ name: { en: "Soup" } }), { ...ctx, defaultLanguage: "es" })).toEqual({ "name.es": ["required"] });
  });
  it("treats a blank default-language name as missing", () => {
    expect(productRuleErrors(product({ name: { en: "  " } }), ctx)).toEqual({ "name.en": ["required"] });
  });
  it("refuses a category of another company or a deleted one", () => {
    expect(productRuleErrors(product({ categoryId: "elsewhere" }), ctx)).toEqual({ categoryId: ["category-not-found"] });
  });
  it("refuses an unknown course", () => {
    expect(productRuleErrors(product({ courseId: "elsewhere" }), ctx)).toEqual({ courseId: ["course-not-found"] });
  });
  it("refuses an unknown production location", () => {
    expect(productRuleErrors(product({ locationId: "elsewhere" }), ctx)).toEqual({ locationId: ["location-not-found"] });
  });
  it("accepts a product without category, course or location", () => {
    expect(productRuleErrors(product({ categoryId: null, courseId: null, locationId: undefined }), ctx)).toEqual({});
  });
  it("refuses a VAT rate the company does not have", () => {
    expect(productRuleErrors(product({ vat: 7 }), ctx)).toEqual({ vat: ["vat-rate-unknown"] });
  });
  it("refuses any VAT rate when the company has none", () => {
    expect(productRuleErrors(product({ vat: 10 }), { ...ctx, vatRates: [] })).toEqual({ vat: ["vat-rate-unknown"] });
  });
  it("accepts a fractional rate the company has", () => {
    expect(productRuleErrors(product({ vat: 0.1 + 0.2 }), { ...ctx, vatRates: [0.3] })).toEqual({});
  });
  it("accepts a combined product offering visible regular products", () => {
    expect(productRuleErrors(combined(["soup"]), ctx)).toEqual({});
  });
  it("refuses a slot product that does not exist in the company", () => {
    expect(productRuleErrors(combined(["soup", "ghost"]), ctx)).toEqual({ "slots.0.items.1.productId": ["slot-product-not-found"] });
  });
  it("refuses a hidden slot product", () => {
    expect(productRuleErrors(combined(["secret"]), ctx)).toEqual({ "slots.0.items.0.productId": ["slot-product-hidden"] });
  });
  it("refuses a combined product inside a combined product", () => {
    expect(productRuleErrors(combined(["menu"]), ctx)).toEqual({ "slots.0.items.0.productId": ["slot-product-combined"] });
  });
  it("names the slot of each refused item", () => {
    const p = product({
      type: "combined",
      slots: [
        { id: "s1", name: { en: "Starter" }, items: [{ productId: "soup", correction: 0 }] },
        { id: "s2", name: { en: "Main" }, items: [{ productId: "soup", correction: 1 }, { productId: "secret", correction: 0 }] },
      ],
    });
    expect(productRuleErrors(p, ctx)).toEqual({ "slots.1.items.1.productId": ["slot-product-hidden"] });
  });
  it("reports every broken rule at once", () => {
    const errors = productRuleErrors({ ...combined(["ghost"]), name: {}, categoryId: "x", courseId: "y", locationId: "z", vat: 99 }, ctx);
    expect(Object.keys(errors).sort()).toEqual(["categoryId", "courseId", "locationId", "name.en", "slots.0.items.0.productId", "vat"]);
  });
});
