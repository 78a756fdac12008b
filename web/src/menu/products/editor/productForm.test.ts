import { describe, expect, it } from "vitest";
import type { Product } from "@comanda/shared";
import { cleanText, formValuesToRequest, moveItem, newProductValues, priceParts, productToFormValues, runsPastMidnight, vatChoices, type ProductFormValues } from "./productForm";

const stored: Product = {
  id: "p1",
  companyId: "co1",
  sortOrder: 1500,
  type: "regular",
  name: { en: "Entrecote", es: "Entrecot" },
  description: { en: "Grilled" },
  categoryId: "cat-meat",
  courseId: "course-main",
  locationId: null,
  hidden: false,
  tags: ["gf"],
  picture: "https://example.test/p.jpg",
  price: 22.5,
  vat: 10,
  addons: [{ id: "a1", name: { en: "Pepper sauce" }, price: 2, allergens: ["milk"], soldOutUntil: null }],
  slots: [],
  optionBlocks: [{ id: "b1", heading: { en: "Cooking" }, values: [{ id: "v1", name: { en: "Rare" } }] }],
  productionTime: { value: 25, unit: "minutes", limitedToOpeningHours: true, divisibleAcrossOpeningHours: false },
  weight: 450,
  allergens: ["mustard"],
  soldOutUntil: null,
  availability: [{ weekdays: [5, 1], from: "20:00", to: "02:00" }],
};

function values(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return { ...newProductValues(10), name: { en: "Soup" }, price: 6, ...overrides };
}

describe("productToFormValues and formValuesToRequest", () => {
  it("gives back the stored product's fields (without company and sort order) after a round trip", () => {
    const { id: _id, companyId: _companyId, sortOrder: _sortOrder, ...rest } = stored;
    expect(formValuesToRequest(productToFormValues(stored))).toEqual({ ...rest, optionBlocks: [{ id: "b1", heading: { en: "Cooking" }, values: [{ id: "v1", name: { en: "Rare" }, allergens: [], soldOutUntil: null }] }], availability: [{ weekdays: [1, 5], from: "20:00", to: "02:00" }] });
  });

  it("shows an absent category, course and location as empty selects, not as a null choice", () => {
    const form = productToFormValues({ ...stored, categoryId: null, courseId: undefined, locationId: null });
    expect([form.categoryId, form.courseId, form.locationId]).toEqual([undefined, undefined, undefined]);
  });

  it("sends empty selects as null", () => {
    const request = formValuesToRequest(values());
    expect([request.categoryId, request.courseId, request.locationId]).toEqual([null, null, null]);
  });

  it("fills the fields an older document lacks with empty values", () => {
    const old = { id: "p2", companyId: "co1", sortOrder: 1000, type: "regular", name: { en: "Tea" }, categoryId: null, hidden: false, tags: [], price: 2, vat: 10 } as unknown as Product;
    const form = productToFormValues(old);
    expect(form).toMatchObject({ addons: [], optionBlocks: [], slots: [], allergens: [], availability: [], soldOutUntil: null, weight: null, picture: null, productionTime: { value: null } });
  });

  it("drops empty and blank translations and trims the others", () => {
    expect(formValuesToRequest(values({ name: { en: " Soup ", es: "", de: "   " } })).name).toEqual({ en: "Soup" });
  });

  it("leaves out a description without text in any language", () => {
    expect("description" in formValuesToRequest(values({ description: { en: "  ", es: "" } }))).toBe(false);
  });

  it("sends the VAT rate as a number", () => {
    expect(formValuesToRequest(values({ vat: "5.5" })).vat).toBe(5.5);
  });

  it("sends no production time when its value is empty, whatever the unit and boxes say", () => {
    const request = formValuesToRequest(values({ productionTime: { value: null, unit: "hours", limitedToOpeningHours: true, divisibleAcrossOpeningHours: true } }));
    expect(request.productionTime).toBeNull();
  });

  it("keeps a production time of 0", () => {
    const request = formValuesToRequest(values({ productionTime: { value: 0, unit: "days", limitedToOpeningHours: false, divisibleAcrossOpeningHours: true } }));
    expect(request.productionTime).toEqual({ value: 0, unit: "days", limitedToOpeningHours: false, divisibleAcrossOpeningHours: true });
  });

  it("sends no product groups for a regular product even if some were typed before switching type", () => {
    const slots = [{ id: "s1", name: { en: "Starter" }, items: [{ productId: "soup", correction: 1 }] }];
    expect(formValuesToRequest(values({ type: "regular", slots })).slots).toEqual([]);
  });

  it("sends the product groups of a combined product with empty corrections as 0", () => {
    const slots = [{ id: "s1", name: { en: "Starter", es: "" }, items: [{ productId: "soup", correction: null }, { productId: "salad", correction: -1.5 }] }];
    expect(formValuesToRequest(values({ type: "combined", slots })).slots).toEqual([
      { id: "s1", name: { en: "Starter" }, items: [{ productId: "soup", correction: 0 }, { productId: "salad", correction: -1.5 }] },
    ]);
  });

  it("keeps the addons' allergens and sold-out times", () => {
    const addons = [{ id: "a1", name: { en: "Cheese" }, price: 1.5, allergens: ["milk" as const], soldOutUntil: "2026-11-23T23:00:00.000Z" }];
    expect(formValuesToRequest(values({ addons })).addons).toEqual(addons);
  });

  it("sends the weekdays of an order time in order", () => {
    expect(formValuesToRequest(values({ availability: [{ weekdays: [7, 1, 3], from: "12:00", to: "16:00" }] })).availability).toEqual([{ weekdays: [1, 3, 7], from: "12:00", to: "16:00" }]);
  });

  it("removes a tag chosen twice", () => {
    expect(formValuesToRequest(values({ tags: ["a", "b", "a"] })).tags).toEqual(["a", "b"]);
  });
});

describe("newProductValues", () => {
  it("starts a visible regular product with the company's default VAT rate", () => {
    expect(newProductValues(21)).toMatchObject({ type: "regular", hidden: false, vat: "21", price: null });
  });

  it("leaves the VAT rate empty when the company has no default", () => {
    expect(newProductValues(null).vat).toBeUndefined();
  });
});

describe("cleanText", () => {
  it("ignores keys that are not content languages", () => {
    expect(cleanText({ en: "Soup", xx: "?" } as unknown as Record<string, string>)).toEqual({ en: "Soup" });
  });
});

describe("priceParts", () => {
  it("splits a price including 21 % VAT into net and VAT", () => {
    expect(priceParts(12.1, 21, "EUR")).toEqual({ net: 10, vat: 2.1 });
  });

  it("rounds to cents so that net and VAT add up to the price", () => {
    const parts = priceParts(6.5, 10, "EUR");
    expect(parts).toEqual({ net: 5.91, vat: 0.59 });
  });

  it("rounds to whole units in a currency without decimals", () => {
    expect(priceParts(1000, 10, "JPY")).toEqual({ net: 909, vat: 91 });
  });

  it("has no VAT at a rate of 0", () => {
    expect(priceParts(4, 0, "EUR")).toEqual({ net: 4, vat: 0 });
  });
});

describe("vatChoices", () => {
  it("offers the default rate first, then the additional rates with their names", () => {
    expect(vatChoices({ vat: 10, vatRates: [{ name: "Standard", rate: 21 }, { name: "Super-reduced", rate: 4 }] })).toEqual([
      { rate: 10, name: null, isDefault: true },
      { rate: 21, name: "Standard", isDefault: false },
      { rate: 4, name: "Super-reduced", isDefault: false },
    ]);
  });

  it("offers a rate once, lending a named additional rate's name to the default", () => {
    expect(vatChoices({ vat: 10, vatRates: [{ name: "Reduced", rate: 10 }] })).toEqual([{ rate: 10, name: "Reduced", isDefault: true }]);
  });

  it("adds the product's current rate when the company no longer has it", () => {
    expect(vatChoices({ vat: 21, vatRates: [] }, 7).map((c) => c.rate)).toEqual([21, 7]);
  });

  it("offers nothing without settings", () => {
    expect(vatChoices(null)).toEqual([]);
  });
});

describe("moveItem", () => {
  it("moves an item down one place", () => {
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
  });

  it("moves the last item to the top", () => {
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
  });

  it("leaves the list as it is for a move out of range", () => {
    expect(moveItem(["a", "b"], 1, 2)).toEqual(["a", "b"]);
  });
});

describe("runsPastMidnight", () => {
  it("is true when the end is before the start", () => {
    expect(runsPastMidnight({ from: "22:00", to: "02:00" })).toBe(true);
  });

  it("is true when the end equals the start (a full day)", () => {
    expect(runsPastMidnight({ from: "06:00", to: "06:00" })).toBe(true);
  });

  it("is false for a range within the day", () => {
    expect(runsPastMidnight({ from: "12:00", to: "16:00" })).toBe(false);
  });

  it("is false while a time is still incomplete", () => {
    expect(runsPastMidnight({ from: "22:00", to: "" })).toBe(false);
  });
});
