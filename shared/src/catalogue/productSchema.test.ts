// The catalogue fields of the product schema: allergens, sold out and availability windows.
import { describe, expect, it } from "vitest";
import { productSchema, SOLD_OUT_INDEFINITELY, type ProductData } from "../entities/product";
import { validator } from "../validation";

const validate = validator<ProductData>(productSchema);
const base: ProductData = {
  companyId: "co1", sortOrder: 1000, type: "regular", name: { en: "Soup" }, categoryId: null, hidden: false, tags: [], price: 6, vat: 10,
  addons: [{ id: "a1", name: { en: "Bread" }, price: 1, allergens: ["gluten"], soldOutUntil: null }],
  slots: [],
  optionBlocks: [{ id: "b1", heading: { en: "Size" }, values: [{ id: "v1", name: { en: "Large" }, allergens: ["milk"], soldOutUntil: "2026-11-23T23:00:00.000Z" }] }],
};

describe("productSchema catalogue fields", () => {
  it("accepts allergens, sold out and availability on the product, its addons and option values", () => {
    const product: ProductData = { ...base, allergens: ["celery", "mustard"], soldOutUntil: SOLD_OUT_INDEFINITELY, availability: [{ weekdays: [1, 7], from: "22:00", to: "02:00" }] };
    expect(validate(product).ok).toBe(true);
  });
  it("refuses an allergen outside the list", () => {
    expect(validate({ ...base, allergens: ["chocolate"] })).toEqual({ ok: false, fields: { "allergens.0": ["enum"] } });
  });
  it("refuses an addon allergen outside the list", () => {
    expect(validate({ ...base, addons: [{ id: "a1", name: { en: "Bread" }, price: 1, allergens: ["wheat"] }] })).toEqual({ ok: false, fields: { "addons.0.allergens.0": ["enum"] } });
  });
  it("refuses a sold-out time that is not an ISO instant", () => {
    expect(validate({ ...base, soldOutUntil: "tonight" })).toEqual({ ok: false, fields: { soldOutUntil: ["format"] } });
  });
  it("refuses a weekday outside 1 to 7", () => {
    expect(validate({ ...base, availability: [{ weekdays: [0], from: "10:00", to: "12:00" }] })).toEqual({ ok: false, fields: { "availability.0.weekdays.0": ["minimum"] } });
  });
  it("refuses a window without weekdays", () => {
    expect(validate({ ...base, availability: [{ weekdays: [], from: "10:00", to: "12:00" }] })).toEqual({ ok: false, fields: { "availability.0.weekdays": ["minItems"] } });
  });
  it.each(["24:00", "9:00", "12:60"])("refuses the clock time %j", (from) => {
    expect(validate({ ...base, availability: [{ weekdays: [1], from, to: "12:00" }] })).toEqual({ ok: false, fields: { "availability.0.from": ["pattern"] } });
  });
});
