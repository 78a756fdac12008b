import { describe, expect, it } from "vitest";
import type { CartItem } from "../entities/cartItem";
import type { WithId } from "../entities/common";
import type { DiscountData } from "../entities/discount";
import type { ProductData } from "../entities/product";
import { SOLD_OUT_INDEFINITELY } from "../entities/product";
import { autoAppliedDiscounts, cartWeight, discountCustomerName, orderDiscount, priceCart, spreadCents, vatLine, type PriceCartInput, type PricedCart } from "./totals";

const NOW = new Date("2026-05-04T12:00:00.000Z");
const LATER = "2026-05-04T18:00:00.000Z";
const EARLIER = "2026-05-04T08:00:00.000Z";

function product(id: string, overrides: Partial<ProductData> = {}): WithId<ProductData> {
  return {
    id,
    companyId: "c1",
    sortOrder: 1000,
    type: "regular",
    name: { en: "Cheeseburger", es: "Hamburguesa con queso" },
    categoryId: null,
    courseId: "mains",
    locationId: "kitchen",
    hidden: false,
    tags: [],
    price: 12.5,
    vat: 21,
    addons: [
      { id: "bacon", name: { en: "Bacon", es: "Beicon" }, price: 1.5 },
      { id: "cheese", name: { en: "Extra cheese" }, price: 0.8 },
    ],
    slots: [],
    optionBlocks: [],
    ...overrides,
  };
}

const burger = product("burger");
const water = product("water", { name: { en: "Water" }, price: 2, vat: 10, addons: [], courseId: null, locationId: "bar" });
const rareOrWell = product("steak", {
  name: { en: "Steak" },
  price: 20,
  addons: [],
  optionBlocks: [
    {
      id: "doneness",
      heading: { en: "Doneness" },
      values: [
        { id: "rare", name: { en: "Rare" } },
        { id: "well", name: { en: "Well done" } },
        { id: "blue", name: { en: "Blue" }, soldOutUntil: SOLD_OUT_INDEFINITELY },
      ],
    },
    { id: "empty", heading: { en: "Nothing to pick" }, values: [] },
  ],
});
const side = product("side", { name: { en: "Salad" }, price: 4, weight: 200 });
const fries = product("fries", { name: { en: "Fries" }, price: 3, weight: 150 });
const menu = product("menu", {
  type: "combined",
  name: { en: "Menu" },
  price: 15,
  weight: 500,
  addons: [],
  slots: [{ id: "side", name: { en: "Side" }, items: [{ productId: "side", correction: 1.5 }, { productId: "fries", correction: 0 }] }],
});

const settings = { vat: 21, tipIsTaxed: false, vatForTips: 0 };

function item(productId: string, overrides: Partial<CartItem> = {}): CartItem {
  return { productId, quantity: 1, addonIds: [], ...overrides };
}

function input(items: CartItem[], overrides: Partial<PriceCartInput> = {}): PriceCartInput {
  return { products: [burger, water, rareOrWell, side, fries, menu], items, settings, courseIds: ["mains", "desserts"], now: NOW, ...overrides };
}

function priced(items: CartItem[], overrides: Partial<PriceCartInput> = {}): PricedCart {
  const result = priceCart(input(items, overrides));
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.fields)}`);
  return result.value;
}

function refusals(items: CartItem[], overrides: Partial<PriceCartInput> = {}): Record<string, string[]> {
  const result = priceCart(input(items, overrides));
  if (result.ok) throw new Error("accepted");
  return result.fields;
}

describe("priceCart: item snapshots", () => {
  it("snapshots the product with its addons into a new order item", () => {
    const cart = priced([item("burger", { quantity: 2, addonIds: ["bacon"], note: " no onions " })]);
    expect(cart.items).toEqual([
      {
        productId: "burger",
        name: { en: "Cheeseburger", es: "Hamburguesa con queso" },
        quantity: 2,
        price: 14,
        vat: 21,
        note: "no onions",
        courseId: "mains",
        addons: [{ name: { en: "Bacon", es: "Beicon" }, price: 1.5 }],
        options: [],
        done: false,
        locationId: "kitchen",
        status: "new",
      },
    ]);
  });

  it("leaves out an empty note", () => {
    expect(priced([item("burger", { note: "  " })]).items[0]).not.toHaveProperty("note");
  });

  it("takes the item's course over the product's, and null for none", () => {
    expect(priced([item("burger", { courseId: "desserts" })]).items[0]?.courseId).toBe("desserts");
    expect(priced([item("burger", { courseId: null })]).items[0]?.courseId).toBeNull();
    expect(priced([item("water")]).items[0]?.courseId).toBeNull();
  });

  it("keeps the picked option values in the product's block order", () => {
    const cart = priced([item("steak", { options: [{ blockId: "doneness", valueId: "rare" }] })]);
    expect(cart.items[0]?.options).toEqual([{ blockId: "doneness", valueId: "rare" }]);
    expect(cart.items[0]?.price).toBe(20);
  });

  it("prices a combined product with the slot correction and lists the pick as an addon", () => {
    const cart = priced([item("menu", { slotChoices: [{ slotId: "side", productId: "side" }] })]);
    expect(cart.items[0]?.price).toBe(16.5);
    expect(cart.items[0]?.addons).toEqual([{ name: { en: "Salad" }, price: 1.5 }]);
  });

  it("writes receipt lines in the order's language with addons and options", () => {
    const cart = priced([item("burger", { addonIds: ["bacon", "cheese"] }), item("steak", { options: [{ blockId: "doneness", valueId: "well" }] })], {
      language: "es",
    });
    expect(cart.receiptItems).toEqual([
      { name: "Hamburguesa con queso (Beicon, Extra cheese)", quantity: 1, price: 14.8, vat: 21 },
      { name: "Steak (Well done)", quantity: 1, price: 20, vat: 21 },
    ]);
  });

  it("adds the weights of the products and slot picks times the quantity", () => {
    expect(priced([item("menu", { quantity: 2, slotChoices: [{ slotId: "side", productId: "fries" }] }), item("burger")]).weight).toBe(1300);
  });
});

describe("priceCart: totals", () => {
  it("adds addons to the unit price and multiplies by the quantity", () => {
    const cart = priced([item("burger", { quantity: 3, addonIds: ["bacon", "cheese"] })]);
    expect(cart.totals.items).toBe(44.4);
    expect(cart.cartTotal).toBe(44.4);
    expect(cart.totals.total).toBe(44.4);
  });

  it("adds money in cents without floating-point drift", () => {
    const dimes = product("dime", { price: 0.1, vat: 21, addons: [] });
    const cart = priced([item("dime", { quantity: 3 }), item("dime"), item("dime", { quantity: 6 })], { products: [dimes] });
    expect(cart.totals.items).toBe(1);
  });

  it("splits the VAT per rate from the gross prices", () => {
    const cart = priced([item("burger"), item("water", { quantity: 2 })]);
    expect(cart.totals.vat).toEqual([
      { rate: 10, net: 3.64, vat: 0.36, gross: 4 },
      { rate: 21, net: 10.33, vat: 2.17, gross: 12.5 },
    ]);
  });

  it("rounds the VAT per rate, not per item", () => {
    const dime = product("dime", { price: 0.1, vat: 21, addons: [] });
    const cart = priced([item("dime"), item("dime"), item("dime")], { products: [dime] });
    // Per item: net 0.08 + VAT 0.02, three times 0.24 + 0.06; per rate: 0.30 / 1.21 = 0.2479 → 0.25 + 0.05.
    expect(cart.totals.vat).toEqual([{ rate: 21, net: 0.25, vat: 0.05, gross: 0.3 }]);
  });

  it("takes a percentage discount off the items and spreads it over the rates", () => {
    const cart = priced([item("burger"), item("water", { quantity: 2 })], { discounts: [{ id: "d1", name: "Happy hour", percentage: 10 }] });
    expect(cart.totals.items).toBe(16.5);
    expect(cart.totals.discount).toBe(1.65);
    expect(cart.discounts).toEqual([{ discountId: "d1", name: "Happy hour", percentage: 10, amount: 1.65 }]);
    expect(cart.cartTotal).toBe(14.85);
    const gross = cart.totals.vat.map((line) => line.gross);
    expect(gross).toEqual([3.6, 11.25]);
    expect(gross.reduce((a, b) => a + b, 0)).toBeCloseTo(14.85, 10);
  });

  it("never takes off more than the items, however many discounts apply", () => {
    const cart = priced([item("burger")], {
      discounts: [
        { id: "a", name: "A", percentage: 80 },
        { id: "b", name: "B", percentage: 50 },
      ],
    });
    expect(cart.totals.discount).toBe(12.5);
    expect(cart.discounts.map((d) => d.amount)).toEqual([10, 2.5]);
    expect(cart.cartTotal).toBe(0);
    expect(cart.totals.vat).toEqual([]);
  });

  it("does not discount the delivery fee, which carries the standard VAT", () => {
    const cart = priced([item("water")], { deliveryFee: 3.5, discounts: [{ id: "d", name: "D", percentage: 50 }] });
    expect(cart.totals.deliveryFee).toBe(3.5);
    expect(cart.cartTotal).toBe(4.5);
    expect(cart.totals.vat).toEqual([
      { rate: 10, net: 0.91, vat: 0.09, gross: 1 },
      { rate: 21, net: 2.89, vat: 0.61, gross: 3.5 },
    ]);
  });

  it("puts an untaxed tip on top without VAT", () => {
    const cart = priced([item("burger")], { tip: 2 });
    expect(cart.cartTotal).toBe(12.5);
    expect(cart.totals.tip).toBe(2);
    expect(cart.totals.total).toBe(14.5);
    expect(cart.totals.vat).toEqual([{ rate: 21, net: 10.33, vat: 2.17, gross: 12.5 }]);
  });

  it("taxes the tip at vatForTips when tips are taxed", () => {
    const cart = priced([item("water")], { tip: 2, settings: { vat: 21, tipIsTaxed: true, vatForTips: 10 } });
    expect(cart.totals.vat).toEqual([{ rate: 10, net: 3.64, vat: 0.36, gross: 4 }]);
    expect(cart.totals.total).toBe(4);
    expect(cart.cartTotal).toBe(2);
  });

  it("answers no discounts and zero fee and tip for a plain cart", () => {
    const cart = priced([item("burger")]);
    expect(cart.discounts).toEqual([]);
    expect(cart.totals).toMatchObject({ discount: 0, deliveryFee: 0, tip: 0 });
  });
});

describe("priceCart: refusals", () => {
  it("refuses an unknown, hidden or sold-out product per item", () => {
    const products = [burger, product("hidden", { hidden: true }), product("gone", { soldOutUntil: LATER }), product("back", { soldOutUntil: EARLIER })];
    expect(refusals([item("nope"), item("hidden"), item("gone"), item("back")], { products })).toEqual({
      "items.0.productId": ["product-not-found"],
      "items.1.productId": ["product-hidden"],
      "items.2.productId": ["product-sold-out"],
    });
  });

  it("refuses an addon the product does not have, or one sold out", () => {
    const products = [product("p", { addons: [{ id: "gone", name: { en: "Gone" }, price: 1, soldOutUntil: LATER }] })];
    expect(refusals([item("p", { addonIds: ["bacon"] }), item("p", { addonIds: ["gone"] })], { products })).toEqual({
      "items.0.addonIds": ["addon-not-found"],
      "items.1.addonIds": ["addon-sold-out"],
    });
  });

  it("requires a value for each option block that has values", () => {
    expect(refusals([item("steak")])).toEqual({ "items.0.options": ["option-required"] });
  });

  it("refuses an unknown block or value, and a second pick in one block", () => {
    expect(
      refusals([
        item("steak", { options: [{ blockId: "size", valueId: "rare" }] }),
        item("steak", { options: [{ blockId: "doneness", valueId: "raw" }] }),
        item("steak", { options: [{ blockId: "doneness", valueId: "rare" }, { blockId: "doneness", valueId: "well" }] }),
      ]),
    ).toEqual({ "items.0.options": ["option-not-found"], "items.1.options": ["option-not-found"], "items.2.options": ["option-not-found"] });
  });

  it("refuses a sold-out option value", () => {
    expect(refusals([item("steak", { options: [{ blockId: "doneness", valueId: "blue" }] })])).toEqual({ "items.0.options": ["option-sold-out"] });
  });

  it("requires a pick in each slot of a combined product", () => {
    expect(refusals([item("menu")])).toEqual({ "items.0.slotChoices": ["slot-choice-required"] });
  });

  it("refuses a slot pick that is not in the slot, for an unknown slot, or of an unavailable product", () => {
    const gone = product("gone", { soldOutUntil: LATER });
    const combined = product("menu", { type: "combined", slots: [{ id: "side", name: { en: "Side" }, items: [{ productId: "gone", correction: 0 }, { productId: "fries", correction: 0 }] }] });
    expect(
      refusals(
        [
          item("menu", { slotChoices: [{ slotId: "side", productId: "burger" }] }),
          item("menu", { slotChoices: [{ slotId: "drink", productId: "fries" }] }),
          item("menu", { slotChoices: [{ slotId: "side", productId: "gone" }] }),
          item("burger", { slotChoices: [{ slotId: "side", productId: "fries" }] }),
        ],
        { products: [combined, gone, fries, burger] },
      ),
    ).toEqual({
      "items.0.slotChoices": ["slot-choice-invalid"],
      "items.1.slotChoices": ["slot-choice-invalid"],
      "items.2.slotChoices": ["slot-choice-invalid"],
      "items.3.slotChoices": ["slot-choice-invalid"],
    });
  });

  it("refuses a course the company does not have", () => {
    expect(refusals([item("burger", { courseId: "starters" })])).toEqual({ "items.0.courseId": ["course-not-found"] });
  });

  it("refuses a quantity below one or fractional", () => {
    expect(refusals([item("burger", { quantity: 0 }), item("burger", { quantity: 1.5 })])).toEqual({
      "items.0.quantity": ["minimum"],
      "items.1.quantity": ["minimum"],
    });
  });

  it("reports every refused item at once and prices none", () => {
    expect(Object.keys(refusals([item("burger"), item("nope"), item("steak")]))).toEqual(["items.1.productId", "items.2.options"]);
  });
});

describe("spreadCents and vatLine", () => {
  it("spreads cents in proportion with the exact total", () => {
    expect(spreadCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadCents(165, [1250, 400])).toEqual([125, 40]);
    expect(spreadCents(10, [0, 0])).toEqual([0, 0]);
  });

  it("computes net from gross at the rate", () => {
    expect(vatLine(21, 1210)).toEqual({ rate: 21, net: 10, vat: 2.1, gross: 12.1 });
    expect(vatLine(0, 500)).toEqual({ rate: 0, net: 5, vat: 0, gross: 5 });
  });
});

describe("cartWeight", () => {
  it("weighs the cart before pricing, unknown products as nothing", () => {
    expect(cartWeight([menu, side, fries], [item("menu", { quantity: 2, slotChoices: [{ slotId: "side", productId: "side" }] }), item("nope")])).toBe(1400);
  });
});

describe("autoAppliedDiscounts", () => {
  function discount(id: string, overrides: Partial<DiscountData> = {}): WithId<DiscountData> {
    return { id, companyId: "c1", name: `Discount ${id}`, percentage: 10, enabled: true, validFor: "everyone", ...overrides };
  }

  it("applies one of the zone's enabled discounts for everyone, the largest: discounts do not stack", () => {
    const discounts = [discount("a"), discount("b", { percentage: 5 }), discount("c", { percentage: 15, enabled: false })];
    expect(autoAppliedDiscounts({ autoAppliedDiscounts: ["b", "a", "c"] }, discounts, NOW)).toEqual([{ id: "a", name: "Discount a", percentage: 10 }]);
  });

  it("takes the first the zone lists of two equal discounts", () => {
    const discounts = [discount("a"), discount("b")];
    expect(autoAppliedDiscounts({ autoAppliedDiscounts: ["b", "a"] }, discounts, NOW).map((d) => d.id)).toEqual(["b"]);
  });

  it("skips discounts not listed by the zone, disabled, for vouchers or unknown", () => {
    const discounts = [discount("a"), discount("off", { enabled: false }), discount("voucher", { validFor: "voucher" })];
    expect(autoAppliedDiscounts({ autoAppliedDiscounts: ["off", "voucher", "ghost"] }, discounts, NOW)).toEqual([]);
    expect(autoAppliedDiscounts(null, discounts, NOW)).toEqual([]);
  });

  it("applies a discount only from its start and before its end", () => {
    const discounts = [
      discount("future", { start: LATER }),
      discount("over", { end: EARLIER }),
      discount("running", { start: EARLIER, end: LATER }),
      discount("endsNow", { end: NOW.toISOString() }),
      discount("startsNow", { start: NOW.toISOString() }),
    ];
    const open = (ids: string[]) => autoAppliedDiscounts({ autoAppliedDiscounts: ids }, discounts, NOW).map((d) => d.id);
    expect(open(discounts.map((d) => d.id))).toEqual(["running"]);
    expect(open(["future", "over", "endsNow", "startsNow"])).toEqual(["startsNow"]);
    expect(open(["future", "over", "endsNow"])).toEqual([]);
  });
});

describe("orderDiscount: one discount per order", () => {
  function discount(id: string, overrides: Partial<DiscountData> = {}): WithId<DiscountData> {
    return { id, companyId: "c1", name: `Owner's ${id}`, percentage: 10, enabled: true, validFor: "everyone", ...overrides };
  }
  const zone = { autoAppliedDiscounts: ["lunch"] };
  const lunch = discount("lunch", { percentage: 10, customerName: { en: "Lunch time", es: "Hora de comer" } });
  const card = discount("card", { percentage: 20, validFor: "voucher", customerName: { es: "Tarjeta regalo" } });

  it("takes the voucher's discount when it is the largest, named in the order's language, with the code in groups", () => {
    const chosen = orderDiscount({ zone, discounts: [lunch], voucher: { discount: card, code: "KQTMXRAPHZWB" }, now: NOW, language: "es", defaultLanguage: "en" });
    expect(chosen).toEqual({ discounts: [{ id: "card", name: "Tarjeta regalo", percentage: 20, voucherCode: "KQTM-XRAP-HZWB" }], voucherTaken: true });
  });

  it("keeps the zone's discount when it is larger, and leaves the voucher untaken", () => {
    const small = { ...card, percentage: 5 };
    const chosen = orderDiscount({ zone, discounts: [lunch], voucher: { discount: small, code: "KQTMXRAPHZWB" }, now: NOW, language: "en" });
    expect(chosen).toEqual({ discounts: [{ id: "lunch", name: "Lunch time", percentage: 10 }], voucherTaken: false });
  });

  it("gives the voucher a tie", () => {
    const even = { ...card, percentage: 10 };
    expect(orderDiscount({ zone, discounts: [lunch], voucher: { discount: even, code: "KQTMXRAPHZWB" }, now: NOW }).voucherTaken).toBe(true);
  });

  it("gives a customer whose discounts are off none, and takes no voucher", () => {
    expect(orderDiscount({ zone, discounts: [lunch], voucher: { discount: card, code: "KQTMXRAPHZWB" }, customerAllowsDiscounts: false, now: NOW })).toEqual({
      discounts: [],
      voucherTaken: false,
    });
  });

  it("names the discount with the owner's name where no customer name is given in any language", () => {
    expect(discountCustomerName(discount("x"), "fr")).toBe("Owner's x");
    expect(discountCustomerName(card, "fr", "en")).toBe("Tarjeta regalo");
    expect(discountCustomerName({ name: "Owner", customerName: { en: "  " } }, "en")).toBe("Owner");
  });
});

describe("priceCart: the order's discount and the money", () => {
  const pasta = product("pasta", { name: { en: "Pasta" }, price: 9.95, vat: 10, addons: [] });
  const wine = product("wine", { name: { en: "Wine" }, price: 4.45, vat: 21, addons: [] });
  const bread = product("bread", { name: { en: "Bread" }, price: 1.2, vat: 4, addons: [] });

  it("takes the discount off the items of several VAT rates, not off the tip nor the delivery fee, VAT on the discounted amounts", () => {
    const cart = priced([item("pasta", { quantity: 2 }), item("wine", { quantity: 3 }), item("bread")], {
      products: [pasta, wine, bread],
      discounts: [{ id: "d", name: "Voucher", percentage: 15, voucherCode: "KQTM-XRAP-HZWB" }],
      deliveryFee: 3.5,
      tip: 2,
      settings: { vat: 21, tipIsTaxed: true, vatForTips: 10 },
    });
    // Items 19.90 + 13.35 + 1.20 = 34.45; 15 % = 5.1675 → 5.17, spread over the rates in proportion: 2.99, 2.00, 0.18.
    expect(cart.totals).toMatchObject({ items: 34.45, discount: 5.17, deliveryFee: 3.5, tip: 2, total: 34.78 });
    expect(cart.cartTotal).toBe(32.78);
    expect(cart.discounts).toEqual([{ discountId: "d", name: "Voucher", percentage: 15, amount: 5.17, voucherCode: "KQTM-XRAP-HZWB" }]);
    // 4 %: 1.20 - 0.18 = 1.02; 10 %: 19.90 - 2.99 = 16.91, plus the taxed tip 2 = 18.91; 21 %: 13.35 - 2.00 = 11.35, plus the fee 3.5 = 14.85.
    expect(cart.totals.vat).toEqual([vatLine(4, 102), vatLine(10, 1891), vatLine(21, 1485)]);
    const gross = cart.totals.vat.reduce((sum, line) => sum + Math.round(line.gross * 100), 0);
    expect(gross).toBe(Math.round(cart.totals.total * 100));
    for (const line of cart.totals.vat) expect(Math.round((line.net + line.vat) * 100)).toBe(Math.round(line.gross * 100));
  });

  it("rounds to the currency's minor unit: whole yen for JPY, half away from zero", () => {
    const ramen = product("ramen", { name: { en: "Ramen" }, price: 1250, vat: 10, addons: [] });
    const beer = product("beer", { name: { en: "Beer" }, price: 655, vat: 10, addons: [] });
    const cart = priced([item("ramen"), item("beer")], {
      products: [ramen, beer],
      currency: "JPY",
      discounts: [{ id: "d", name: "D", percentage: 7 }],
      settings: { vat: 10, tipIsTaxed: false, vatForTips: 0 },
      tip: 100,
    });
    // 1905 × 7 % = 133.35 → 133 yen; 1772 gross at 10 %: net 1611 (1610.9), VAT 161.
    expect(cart.totals).toMatchObject({ items: 1905, discount: 133, tip: 100, total: 1872 });
    expect(cart.totals.vat).toEqual([{ rate: 10, net: 1611, vat: 161, gross: 1772 }]);
    for (const n of [cart.totals.discount, cart.totals.total, ...cart.totals.vat.flatMap((l) => [l.net, l.vat, l.gross])]) expect(Number.isInteger(n)).toBe(true);
  });

  it("rounds to the fils for a three-decimal currency", () => {
    const tea = product("tea", { name: { en: "Tea" }, price: 1.255, vat: 0, addons: [] });
    const cart = priced([item("tea", { quantity: 3 })], { products: [tea], currency: "KWD", discounts: [{ id: "d", name: "D", percentage: 10 }] });
    // 3.765 × 10 % = 0.3765 → 0.377 (377 fils).
    expect(cart.totals).toMatchObject({ items: 3.765, discount: 0.377, total: 3.388 });
  });
});
