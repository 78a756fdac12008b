import { describe, expect, it } from "vitest";
import { SOLD_OUT_INDEFINITELY, type Product } from "@comanda/shared";
import { applyPending, productRow, soldOutState, stillPending, type RowContext } from "./productRows";

const now = new Date("2025-03-10T12:00:00.000Z");

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: "p1",
    companyId: "c1",
    sortOrder: 1000,
    type: "regular",
    name: { en: "Burger", es: "Hamburguesa" },
    categoryId: "mains",
    hidden: false,
    tags: ["spicy", "gone"],
    price: 12.5,
    vat: 10,
    addons: [],
    slots: [],
    optionBlocks: [],
    ...overrides,
  };
}

const ctx: RowContext = {
  language: "es",
  defaultLanguage: "en",
  categoryPaths: new Map([["mains", "Food › Mains"]]),
  tagNames: new Map([["spicy", { en: "Spicy" }]]),
  now,
};

describe("soldOutState", () => {
  it("is sold out until a later moment", () => {
    expect(soldOutState("2025-03-10T17:00:00.000Z", now)).toEqual({ kind: "until", until: "2025-03-10T17:00:00.000Z" });
  });

  it("is sold out until further notice for the far-future value", () => {
    expect(soldOutState(SOLD_OUT_INDEFINITELY, now)).toEqual({ kind: "indefinitely" });
  });

  it("is available again once the moment has passed", () => {
    expect(soldOutState("2025-03-10T11:59:00.000Z", now)).toBeNull();
  });
});

describe("productRow", () => {
  it("names the product in the content language, its category path and existing tags", () => {
    const row = productRow(product(), ctx);
    expect(row).toMatchObject({ name: "Hamburguesa", category: "Food › Mains", tags: ["Spicy"], combined: false, limited: false, soldOut: null });
  });

  it("falls back to the default language and marks combined, limited and hidden products", () => {
    const row = productRow(product({ name: { en: "Menu" }, type: "combined", hidden: true, availability: [{ weekdays: [1], from: "12:00", to: "16:00" }] }), ctx);
    expect(row).toMatchObject({ name: "Menu", combined: true, hidden: true, limited: true });
  });

  it("shows no category for a product whose category was deleted", () => {
    expect(productRow(product({ categoryId: "deleted" }), ctx).category).toBe("");
  });
});

describe("pending changes", () => {
  const a = { id: "a", sortOrder: 1000, hidden: false };
  const b = { id: "b", sortOrder: 1500, hidden: false };

  it("shows a moved product at its new place before the live data confirms it", () => {
    expect(applyPending([a, b], new Map([["a", { sortOrder: 2000 }]])).map((p) => p.id)).toEqual(["b", "a"]);
  });

  it("shows a toggled product hidden before the live data confirms it", () => {
    expect(applyPending([a, b], new Map([["b", { hidden: true }]]))[1]?.hidden).toBe(true);
  });

  it("drops changes the live data shows and those of deleted products", () => {
    const pending = new Map([
      ["a", { hidden: true, sortOrder: 2000 }],
      ["gone", { hidden: true }],
    ]);
    const left = stillPending([{ ...a, hidden: true }, b], pending);
    expect([...left]).toEqual([["a", { sortOrder: 2000 }]]);
  });
});
