// Order API test helpers: a company with a zone of points of sale, products and a course, and calls.
import "./testProject";
import request from "supertest";
import type { CartItem, PlaceOrderRequest, ProductData } from "@comanda/shared";
import type { Clock } from "../clock";
import { auth, db, idTokenFor, testApp } from "../test/emulator";

export interface Shop {
  id: string;
  token: string;
  zoneId: string;
  /** Points of sale of the zone: table 1 and the counter. */
  tableId: string;
  counterId: string;
  courseId: string;
  products: { burger: string; water: string; steak: string; menu: string; fries: string };
}

let shops = 0;

/** An owner (uid = company id) signed in by QR code, with its company, settings and a catalogue. */
export async function shop(name = "Bar Ana", options: { subscribed?: boolean } = {}): Promise<Shop> {
  const id = `company-${++shops}-${Date.now()}`;
  await auth.createUser({ uid: id, displayName: name });
  await auth.setCustomUserClaims(id, { companyId: id, owner: true, permissions: ["owner"] });
  await db.collection("companies").doc(id).set({ companyId: id, subscribedPlan: null, hasAnActiveSubscription: options.subscribed === true, hasAValidStripeConnection: false });
  await db.collection("companySettings").doc(id).set({
    companyId: id,
    currency: "EUR",
    timezone: "Europe/Madrid",
    vat: 21,
    vatRates: [{ name: "Reduced", rate: 10 }],
    tipIsTaxed: false,
    vatForTips: 0,
    i18n: { defaultLanguage: "es", languages: [{ language: "es", enabled: true }, { language: "en", enabled: true }], hideTranslationTabs: false, enableAutomaticTranslation: false },
    deliveryZones: [
      { id: "city", name: "City", countries: ["ES"], postcodeScope: "onlyListed", postcodes: "080*", priceBrackets: [{ price: 3.5, maxWeight: 5000 }] },
    ],
  });
  const zone = db.collection("zones").doc();
  const tableId = `${id}-table-1`;
  const counterId = `${id}-counter`;
  await zone.set({
    companyId: id,
    sortOrder: 1000,
    name: "Dining room",
    archived: false,
    pointsOfSale: [{ id: tableId, name: { en: "Table 1", es: "Mesa 1" } }, { id: counterId, name: "Counter" }],
    autoAppliedDiscounts: [],
  });
  const course = await db.collection("courses").add({ companyId: id, name: { en: "Mains" }, sortOrder: 1000 });
  const base = { companyId: id, sortOrder: 1000, type: "regular", categoryId: null, courseId: course.id, locationId: null, hidden: false, tags: [], slots: [], optionBlocks: [], addons: [] };
  const add = async (data: Partial<ProductData>) => (await db.collection("products").add({ ...base, ...data })).id;
  const burger = await add({ name: { en: "Burger", es: "Hamburguesa" }, price: 12.5, vat: 21, weight: 400, addons: [{ id: "bacon", name: { en: "Bacon" }, price: 1.5 }] });
  const water = await add({ name: { en: "Water", es: "Agua" }, price: 2, vat: 10, courseId: null });
  const steak = await add({
    name: { en: "Steak" },
    price: 20,
    vat: 21,
    optionBlocks: [{ id: "doneness", heading: { en: "Doneness" }, values: [{ id: "rare", name: { en: "Rare" } }, { id: "well", name: { en: "Well done" } }] }],
  });
  const fries = await add({ name: { en: "Fries" }, price: 3, vat: 21 });
  const menu = await add({ type: "combined", name: { en: "Menu" }, price: 15, vat: 21, slots: [{ id: "side", name: { en: "Side" }, items: [{ productId: fries, correction: 1 }] }] });
  return { id, token: await idTokenFor(id), zoneId: zone.id, tableId, counterId, courseId: course.id, products: { burger, water, steak, menu, fries } };
}

export function cartItem(productId: string, overrides: Partial<CartItem> = {}): CartItem {
  return { productId, quantity: 1, addonIds: [], ...overrides };
}

export function orderRequest(s: Shop, overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest {
  return { pointofsaleId: s.tableId, deliveryType: "table", items: [cartItem(s.products.burger)], ...overrides };
}

export const NOW = new Date("2026-05-04T10:15:00.000Z");
export const fixedClock: Clock = { now: () => NOW };

export function post(token: string, path: string, body: unknown, clock: Clock = fixedClock) {
  return request(testApp({ clock }))
    .post(path)
    .set("Authorization", `Bearer ${token}`)
    .send(body as object);
}

export function place(token: string, body: unknown, clock: Clock = fixedClock) {
  return post(token, "/api/orders", body, clock);
}

export function fieldsOf(res: request.Response): Record<string, string[]> {
  return (res.body as { error: { fields: Record<string, string[]> } }).error.fields;
}

export function errorCodeOf(res: request.Response): string {
  return (res.body as { error: { code: string } }).error.code;
}

export async function placed(s: Shop, overrides: Partial<PlaceOrderRequest> = {}, clock: Clock = fixedClock): Promise<{ id: string; number: number; pickupCode: string }> {
  const res = await place(s.token, orderRequest(s, overrides), clock);
  if (res.status !== 201) throw new Error(`placing an order answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { data: { id: string; number: number; pickupCode: string } }).data;
}
