import "./testProject";
import { beforeEach, describe, expect, it } from "vitest";
import type { OrderData } from "@comanda/shared";
import { clearProject, createStaff, db, testApp } from "../test/emulator";
import { ORDER_COUNTERS } from "./place";
import { cartItem, errorCodeOf, fieldsOf, NOW, orderRequest, place, placed, shop, type Shop } from "./testOrders";
import request from "supertest";
import type { Firestore } from "firebase-admin/firestore";

beforeEach(clearProject);

async function stored(id: string): Promise<OrderData> {
  const snap = await db.collection("orders").doc(id).get();
  return snap.data() as OrderData;
}

const address = { name: "Ana", street: "Carrer Gran 1", zip: "08001", city: "Barcelona", country: "ES", type: "private" } as const;

describe("POST /api/orders: a manual order", () => {
  it("creates a new, unpaid on-site order of the admin with the company's first number", async () => {
    const s = await shop();
    const res = await place(s.token, orderRequest(s, { name: "Ana", phone: "600 111 222", staffRemark: "window seat" }));
    expect(res.status).toBe(201);
    const answer = (res.body as { data: { id: string; number: number; pickupCode: string; cartTotal: number } }).data;
    expect(answer).toMatchObject({ number: 1, cartTotal: 12.5 });
    expect(answer.pickupCode).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{10}$/);
    expect(await stored(answer.id)).toMatchObject({
      companyId: s.id,
      number: 1,
      pickupCode: answer.pickupCode,
      status: "new",
      previousStatus: null,
      statusChangedAt: NOW.toISOString(),
      dateOrdered: NOW.toISOString(),
      deliveryType: "table",
      zoneId: s.zoneId,
      pointofsaleId: s.tableId,
      name: "Ana",
      phone: "600 111 222",
      staffRemark: "window seat",
      paymentMethod: "onSite",
      paid: false,
      source: "admin",
      demo: true,
      language: "es",
      cartTotal: 12.5,
    });
    expect((await db.collection(ORDER_COUNTERS).doc(s.id).get()).data()).toEqual({ companyId: s.id, lastNumber: 1 });
  });

  it("marks the order as real when the company has an active subscription", async () => {
    const s = await shop("Bar Ana", { subscribed: true });
    expect((await stored((await placed(s)).id)).demo).toBe(false);
  });

  it("keeps the given payment method and language", async () => {
    const s = await shop();
    const order = await stored((await placed(s, { paymentMethod: "online", language: "en" })).id);
    expect(order).toMatchObject({ paymentMethod: "online", paid: false, language: "en" });
    expect(order.receiptItems[0]?.name).toBe("Burger");
  });

  it("prices items, addons, options and slot picks from the catalogue with VAT per rate", async () => {
    const s = await shop();
    const { id } = await placed(s, {
      tip: 2,
      items: [
        cartItem(s.products.burger, { quantity: 2, addonIds: ["bacon"] }),
        cartItem(s.products.water, { quantity: 3 }),
        cartItem(s.products.steak, { options: [{ blockId: "doneness", valueId: "rare" }] }),
        cartItem(s.products.menu, { slotChoices: [{ slotId: "side", productId: s.products.fries }] }),
      ],
    });
    const order = await stored(id);
    expect(order.items.map((i) => [i.quantity, i.price])).toEqual([[2, 14], [3, 2], [1, 20], [1, 16]]);
    expect(order.items[0]).toMatchObject({ courseId: s.courseId, done: false, status: "new", addons: [{ name: { en: "Bacon" }, price: 1.5 }] });
    expect(order.totals).toEqual({
      items: 70,
      discount: 0,
      deliveryFee: 0,
      tip: 2,
      total: 72,
      vat: [
        { rate: 10, net: 5.45, vat: 0.55, gross: 6 },
        { rate: 21, net: 52.89, vat: 11.11, gross: 64 },
      ],
    });
    expect(order.cartTotal).toBe(70);
    expect(order.tip).toBe(2);
  });

  it("refuses a price or any other field the request does not define", async () => {
    const s = await shop();
    const res = await place(s.token, { ...orderRequest(s), items: [{ ...cartItem(s.products.burger), price: 0.01 }], cartTotal: 0.01 });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ "items.0.price": ["unknown-field"], cartTotal: ["unknown-field"] });
    expect((await db.collection("orders").get()).size).toBe(0);
  });

  it("applies the zone's automatic discounts that are running", async () => {
    const s = await shop();
    const happy = await db.collection("discounts").add({ companyId: s.id, name: "Happy hour", percentage: 10, enabled: true, validFor: "everyone" });
    const off = await db.collection("discounts").add({ companyId: s.id, name: "Off", percentage: 50, enabled: false, validFor: "everyone" });
    await db.collection("zones").doc(s.zoneId).update({ autoAppliedDiscounts: [happy.id, off.id] });
    const order = await stored((await placed(s)).id);
    expect(order.discounts).toEqual([{ discountId: happy.id, name: "Happy hour", percentage: 10, amount: 1.25 }]);
    expect(order.cartTotal).toBe(11.25);
  });

  it("ignores another company's discount listed in the zone", async () => {
    const s = await shop();
    const other = await shop("Bar Luis");
    const theirs = await db.collection("discounts").add({ companyId: other.id, name: "Theirs", percentage: 50, enabled: true, validFor: "everyone" });
    await db.collection("zones").doc(s.zoneId).update({ autoAppliedDiscounts: [theirs.id] });
    expect((await stored((await placed(s)).id)).discounts).toEqual([]);
  });

  it("adds the delivery fee of the zone serving the address", async () => {
    const s = await shop();
    const order = await stored((await placed(s, { pointofsaleId: s.counterId, deliveryType: "delivery", deliveryAddress: address })).id);
    expect(order).toMatchObject({ deliveryType: "delivery", destination: "delivery", cartTotal: 16, deliveryAddress: address });
    expect(order.totals?.deliveryFee).toBe(3.5);
  });

  it("lets staff with the orders permission place orders", async () => {
    const s = await shop();
    const staff = await createStaff(s.id, ["orders"]);
    expect((await place(staff.token, orderRequest(s))).status).toBe(201);
  });

  it("forbids staff without the orders permission", async () => {
    const s = await shop();
    const staff = await createStaff(s.id, ["products"]);
    const res = await place(staff.token, orderRequest(s));
    expect(res.status).toBe(403);
    expect((await db.collection("orders").get()).size).toBe(0);
  });
});

describe("POST /api/orders: refusals", () => {
  async function refused(s: Shop, body: unknown): Promise<Record<string, string[]>> {
    const res = await place(s.token, body);
    expect(res.status).toBe(400);
    expect((await db.collection("orders").get()).size).toBe(0);
    return fieldsOf(res);
  }

  it("requires a point of sale", async () => {
    const s = await shop();
    const { pointofsaleId: _none, ...withoutPointOfSale } = orderRequest(s);
    const res = await place(s.token, withoutPointOfSale);
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ pointofsaleId: ["pointofsale-required"] });
    expect(fieldsOf(await place(s.token, { ...orderRequest(s), pointofsaleId: null }))).toEqual({ pointofsaleId: ["pointofsale-required"] });
    expect(fieldsOf(await place(s.token, { ...orderRequest(s), pointofsaleId: "  " }))).toEqual({ pointofsaleId: ["pointofsale-required"] });
  });

  it("refuses an unknown point of sale, one of an archived zone and another company's", async () => {
    const s = await shop();
    const other = await shop("Bar Luis");
    expect(fieldsOf(await place(s.token, orderRequest(s, { pointofsaleId: "nowhere" })))).toEqual({ pointofsaleId: ["pointofsale-not-found"] });
    expect(fieldsOf(await place(s.token, orderRequest(s, { pointofsaleId: other.tableId })))).toEqual({ pointofsaleId: ["pointofsale-not-found"] });
    await db.collection("zones").doc(s.zoneId).update({ archived: true });
    expect(fieldsOf(await place(s.token, orderRequest(s)))).toEqual({ pointofsaleId: ["pointofsale-not-found"] });
  });

  it("requires at least one product", async () => {
    const s = await shop();
    expect(await refused(s, orderRequest(s, { items: [] }))).toEqual({ items: ["items-required"] });
  });

  it("requires an address for a delivery", async () => {
    const s = await shop();
    expect(await refused(s, orderRequest(s, { deliveryType: "delivery" }))).toEqual({ deliveryAddress: ["delivery-address-required"] });
  });

  it("refuses a delivery address no zone serves, and a cart too heavy for the brackets", async () => {
    const s = await shop();
    const madrid = { ...address, zip: "28001" };
    expect(await refused(s, orderRequest(s, { deliveryType: "delivery", deliveryAddress: madrid }))).toEqual({ deliveryAddress: ["delivery-not-possible"] });
    const heavy = orderRequest(s, { deliveryType: "delivery", deliveryAddress: address, items: [cartItem(s.products.burger, { quantity: 13 })] });
    expect(fieldsOf(await place(s.token, heavy))).toEqual({ deliveryAddress: ["delivery-not-possible"] });
  });

  it("refuses another company's product as not found", async () => {
    const s = await shop();
    const other = await shop("Bar Luis");
    expect(await refused(s, orderRequest(s, { items: [cartItem(other.products.burger)] }))).toEqual({ "items.0.productId": ["product-not-found"] });
  });

  it("refuses hidden and sold-out products", async () => {
    const s = await shop();
    await db.collection("products").doc(s.products.water).update({ hidden: true });
    await db.collection("products").doc(s.products.burger).update({ soldOutUntil: "2026-05-04T23:00:00.000Z" });
    expect(await refused(s, orderRequest(s, { items: [cartItem(s.products.water), cartItem(s.products.burger)] }))).toEqual({
      "items.0.productId": ["product-hidden"],
      "items.1.productId": ["product-sold-out"],
    });
  });

  it("takes a product whose sold-out time has passed", async () => {
    const s = await shop();
    await db.collection("products").doc(s.products.burger).update({ soldOutUntil: "2026-05-04T10:00:00.000Z" });
    expect((await place(s.token, orderRequest(s))).status).toBe(201);
  });

  it("refuses unknown and sold-out addons", async () => {
    const s = await shop();
    expect(await refused(s, orderRequest(s, { items: [cartItem(s.products.burger, { addonIds: ["cheese"] })] }))).toEqual({ "items.0.addonIds": ["addon-not-found"] });
    await db.collection("products").doc(s.products.burger).update({ addons: [{ id: "bacon", name: { en: "Bacon" }, price: 1.5, soldOutUntil: "9999-12-31T23:59:59.000Z" }] });
    expect(fieldsOf(await place(s.token, orderRequest(s, { items: [cartItem(s.products.burger, { addonIds: ["bacon"] })] })))).toEqual({ "items.0.addonIds": ["addon-sold-out"] });
  });

  it("requires a value for each option block, and a known, available one", async () => {
    const s = await shop();
    const steak = (options: { blockId: string; valueId: string }[]) => orderRequest(s, { items: [cartItem(s.products.steak, { options })] });
    expect(fieldsOf(await place(s.token, steak([])))).toEqual({ "items.0.options": ["option-required"] });
    expect(fieldsOf(await place(s.token, steak([{ blockId: "doneness", valueId: "raw" }])))).toEqual({ "items.0.options": ["option-not-found"] });
    await db.collection("products").doc(s.products.steak).update({
      optionBlocks: [{ id: "doneness", heading: { en: "Doneness" }, values: [{ id: "rare", name: { en: "Rare" }, soldOutUntil: "9999-12-31T23:59:59.000Z" }] }],
    });
    expect(fieldsOf(await place(s.token, steak([{ blockId: "doneness", valueId: "rare" }])))).toEqual({ "items.0.options": ["option-sold-out"] });
    expect((await db.collection("orders").get()).size).toBe(0);
  });

  it("requires a product for each slot of a combined product, from the slot", async () => {
    const s = await shop();
    const menu = (slotChoices: { slotId: string; productId: string }[]) => orderRequest(s, { items: [cartItem(s.products.menu, { slotChoices })] });
    expect(fieldsOf(await place(s.token, menu([])))).toEqual({ "items.0.slotChoices": ["slot-choice-required"] });
    expect(fieldsOf(await place(s.token, menu([{ slotId: "side", productId: s.products.water }])))).toEqual({ "items.0.slotChoices": ["slot-choice-invalid"] });
    expect((await db.collection("orders").get()).size).toBe(0);
  });

  it("refuses an unknown course and another company's", async () => {
    const s = await shop();
    const other = await shop("Bar Luis");
    expect(fieldsOf(await place(s.token, orderRequest(s, { items: [cartItem(s.products.burger, { courseId: "nope" })] })))).toEqual({ "items.0.courseId": ["course-not-found"] });
    expect(fieldsOf(await place(s.token, orderRequest(s, { items: [cartItem(s.products.burger, { courseId: other.courseId })] })))).toEqual({ "items.0.courseId": ["course-not-found"] });
  });

  it("reports the point of sale and the items together", async () => {
    const s = await shop();
    expect(await refused(s, { deliveryType: "table", items: [] })).toEqual({ pointofsaleId: ["pointofsale-required"], items: ["items-required"] });
  });
});

describe("POST /api/orders: numbering", () => {
  it("gives 20 parallel placements 20 distinct consecutive numbers", async () => {
    const s = await shop();
    const results = await Promise.all(Array.from({ length: 20 }, () => place(s.token, orderRequest(s))));
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const numbers = results.map((r) => (r.body as { data: { number: number } }).data.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const orders = await db.collection("orders").where("companyId", "==", s.id).get();
    expect(new Set(orders.docs.map((d) => d.get("number"))).size).toBe(20);
    expect((await db.collection(ORDER_COUNTERS).doc(s.id).get()).get("lastNumber")).toBe(20);
  }, 60_000);

  it("numbers each company on its own", async () => {
    const s = await shop();
    const other = await shop("Bar Luis");
    await placed(s);
    await placed(s);
    expect((await placed(other)).number).toBe(1);
    expect((await placed(s)).number).toBe(3);
  });

  it("answers order-numbering-busy, not a 500, when the counter stays contended", async () => {
    const s = await shop();
    const contended = Object.create(db, {
      runTransaction: {
        value: async () => {
          throw Object.assign(new Error("10 ABORTED: Too much contention on these documents. Please try again."), { code: 10 });
        },
      },
    }) as Firestore;
    const res = await request(testApp({ db: contended })).post("/api/orders").set("Authorization", `Bearer ${s.token}`).send(orderRequest(s));
    expect(res.status).toBe(503);
    expect(errorCodeOf(res)).toBe("order-numbering-busy");
    expect((await db.collection("orders").get()).size).toBe(0);
  });
});
