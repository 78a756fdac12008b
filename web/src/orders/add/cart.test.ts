import { describe, expect, it } from "vitest";
import type { Product, Zone } from "@comanda/shared";
import { defaultStation, emptyOrder, initialPointOfSale, pointOfSaleGroups, previewTotal, splitServerErrors, toPlaceOrderRequest, type CartLine } from "./cart";
import { cartItemProblems, newCartItem, pickOption } from "./cartItem";

const NOW = new Date("2026-05-01T12:00:00Z");
const LATER = "2026-05-01T18:00:00Z";

function zone(id: string, patch: Partial<Zone> = {}): Zone {
  return { id, name: id, sortOrder: 1000, archived: false, enableTableService: false, enablePickup: true, enableDelivery: false, pointsOfSale: [], ...patch } as Zone;
}

function product(id: string, patch: Partial<Product> = {}): Product {
  return { id, companyId: "c1", sortOrder: 1000, type: "regular", name: { en: id }, categoryId: null, hidden: false, tags: [], price: 10, vat: 10, addons: [], slots: [], optionBlocks: [], ...patch };
}

const burger = product("burger", {
  price: 9.5,
  addons: [
    { id: "cheese", name: { en: "Cheese" }, price: 1.2 },
    { id: "bacon", name: { en: "Bacon" }, price: 2, soldOutUntil: LATER },
  ],
  optionBlocks: [{ id: "cook", heading: { en: "Cooking" }, values: [{ id: "rare", name: { en: "Rare" } }, { id: "well", name: { en: "Well done" }, soldOutUntil: LATER }] }],
});
const menu = product("menu", { type: "combined", price: 12, slots: [{ id: "drink", name: { en: "Drink" }, items: [{ productId: "cola", correction: 0.5 }] }] });
const products = new Map([burger, menu].map((p) => [p.id, p]));

describe("pointOfSaleGroups", () => {
  it("groups points of sale by zone, leaves out archived zones and reads localized names", () => {
    const zones = [
      zone("Terrace", { pointsOfSale: [{ id: "t1", name: { en: "Table 1", de: "Tisch 1" } }] }),
      zone("Old", { archived: true, pointsOfSale: [{ id: "o1", name: "Gone" }] }),
    ];
    expect(pointOfSaleGroups(zones, "de")).toEqual([{ label: "Terrace", options: [{ value: "t1", label: "Tisch 1" }] }]);
  });
});

describe("defaultStation", () => {
  it("starts with table service when the zone serves tables", () => {
    expect(defaultStation(zone("z", { enableTableService: true }))).toBe("table");
  });

  it("starts with takeaway in a pickup zone without table service", () => {
    expect(defaultStation(zone("z"))).toBe("takeaway");
  });

  it("starts with delivery in a delivery-only zone", () => {
    expect(defaultStation(zone("z", { enablePickup: false, enableDelivery: true }))).toBe("delivery");
  });
});

describe("initialPointOfSale", () => {
  it("preselects the company's default point of sale when it exists", () => {
    expect(initialPointOfSale([zone("z", { pointsOfSale: [{ id: "p1", name: "Bar" }] })], "p1")).toBe("p1");
  });

  it("preselects nothing when the default point of sale is gone", () => {
    expect(initialPointOfSale([zone("z", { pointsOfSale: [{ id: "p1", name: "Bar" }] })], "p9")).toBeNull();
  });
});

describe("previewTotal", () => {
  it("adds addons and product-group corrections to the unit price, times the quantity, plus the tip", () => {
    const lines = [
      { productId: "burger", quantity: 2, addonIds: ["cheese"] },
      { productId: "menu", quantity: 1, addonIds: [], slotChoices: [{ slotId: "drink", productId: "cola" }] },
    ];
    expect(previewTotal(lines, products, 1.5)).toBe(2 * 10.7 + 12.5 + 1.5);
  });
});

describe("cartItemProblems", () => {
  it("asks for a value in every option block", () => {
    expect(cartItemProblems(newCartItem(burger), burger, NOW)).toEqual({ "options.cook": "option-required" });
  });

  it("refuses a sold-out option value and a sold-out addon", () => {
    const item = { ...pickOption(newCartItem(burger), "cook", "well"), addonIds: ["bacon"] };
    expect(cartItemProblems(item, burger, NOW)).toEqual({ "options.cook": "option-sold-out", addonIds: "addon-sold-out" });
  });

  it("accepts a line with a value per block and available addons", () => {
    const item = { ...pickOption(newCartItem(burger), "cook", "rare"), addonIds: ["cheese"] };
    expect(cartItemProblems(item, burger, NOW)).toEqual({});
  });

  it("asks for a product in every product group of a combined product", () => {
    expect(cartItemProblems(newCartItem(menu), menu, NOW)).toEqual({ "slotChoices.drink": "slot-choice-required" });
  });

  it("refuses a sold-out product", () => {
    const soldOut = product("soup", { soldOutUntil: LATER });
    expect(cartItemProblems(newCartItem(soldOut), soldOut, NOW)).toEqual({ productId: "product-sold-out" });
  });
});

describe("toPlaceOrderRequest", () => {
  const line: CartLine = { key: "l1", productId: "burger", quantity: 1, note: "  no onions ", courseId: null, addonIds: ["cheese"], options: [{ blockId: "cook", valueId: "rare" }], slotChoices: [] };
  const address = { name: " Ada ", street: "Main 1", zip: "08001", city: "Barcelona", country: "ES" as const, type: "private" as const, vatId: "X", companyName: "Y" };

  it("sends a manual order paid on site, with trimmed texts and without the lines' keys", () => {
    const request = toPlaceOrderRequest({ ...emptyOrder("p1", "table"), items: [line], name: " Ada ", tip: 2 }, "en");
    expect(request).toMatchObject({ pointofsaleId: "p1", deliveryType: "table", paymentMethod: "onSite", name: "Ada", tip: 2, deliveryAddress: null });
    expect(request.items).toEqual([{ productId: "burger", quantity: 1, note: "no onions", addonIds: ["cheese"], options: [{ blockId: "cook", valueId: "rare" }] }]);
  });

  it("sends the addresses only for a delivery, a private one without company data", () => {
    const values = { ...emptyOrder("p1", "delivery"), items: [line], addresses: { deliveryAddress: address, billingAddress: null } };
    expect(toPlaceOrderRequest(values, "en").deliveryAddress).toEqual({ ...address, name: "Ada", vatId: null, companyName: null });
    expect(toPlaceOrderRequest({ ...values, deliveryType: "takeaway" }, "en").deliveryAddress).toBeNull();
  });
});

describe("splitServerErrors", () => {
  const lines: CartLine[] = [
    { key: "a", productId: "burger", quantity: 1, addonIds: [] },
    { key: "b", productId: "menu", quantity: 1, addonIds: [] },
  ];

  it("puts item errors on their line and the rest on the form's fields", () => {
    const split = splitServerErrors({ pointofsaleId: ["pointofsale-required"], "items.1.productId": ["product-sold-out"], "deliveryAddress.zip": ["maxLength"] }, lines);
    expect(split.form).toEqual({ pointofsaleId: ["pointofsale-required"], addresses: ["maxLength"] });
    expect(split.lines).toEqual({ b: ["product-sold-out"] });
    expect(split.addresses).toEqual({ "deliveryAddress.zip": ["maxLength"] });
  });

  it("keeps an error of a line that no longer exists under the products", () => {
    expect(splitServerErrors({ "items.5.addonIds": ["addon-not-found"] }, lines).form).toEqual({ items: ["addon-not-found"] });
  });
});
