// Browser-test helpers for the orders screens: a shop (production locations, a course, a zone with
// points of sale, products) for a registerCompany() company, orders placed through the real API as its
// owner, and orders written directly with the admin SDK where a test needs a shape the API would refuse.
import { randomUUID } from "node:crypto";
import type { CartItem, OrderData, PlacedOrderAnswer, PlaceOrderRequest, ProductData } from "@comanda/shared";
import { BASE_URL, db } from "./emulators";

const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST || "127.0.0.1:9099";

export interface Shop {
  companyId: string;
  zoneId: string;
  /** Points of sale: a table and the takeaway counter. */
  tableId: string;
  counterId: string;
  locations: { kitchen: string; bar: string };
  courses: { starters: string; mains: string };
  products: { soup: string; steak: string; beer: string; fries: string };
}

/** An ID token for a user with e-mail and password, from the Auth emulator (it carries the custom claims). */
export async function idToken(user: { email: string; password: string }): Promise<string> {
  const res = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

const tokens = new Map<string, Promise<string>>();

/** Places an order through POST /api/orders as the user (an owner or staff with `orders`). */
export async function placeOrderViaApi(user: { email: string; password: string }, body: PlaceOrderRequest): Promise<PlacedOrderAnswer> {
  let token = tokens.get(user.email);
  if (!token) tokens.set(user.email, (token = idToken(user)));
  const res = await fetch(new URL("/api/orders", BASE_URL), {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${await token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 201 && res.status !== 200) throw new Error(`POST /api/orders answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { data: PlacedOrderAnswer }).data;
}

/** Production locations Kitchen and Bar, courses Starters and Mains, a zone with a table and a counter, and four products. */
export async function createShop(companyId: string): Promise<Shop> {
  const batch = db.batch();
  const ref = (collection: string) => db.collection(collection).doc();
  const kitchen = ref("locations");
  const bar = ref("locations");
  batch.set(kitchen, { companyId, name: { en: "Kitchen", de: "Küche" }, sortOrder: 1000 });
  batch.set(bar, { companyId, name: { en: "Bar", de: "Bar" }, sortOrder: 1500 });
  const starters = ref("courses");
  const mains = ref("courses");
  batch.set(starters, { companyId, name: { en: "Starters", de: "Vorspeisen" }, sortOrder: 1000 });
  batch.set(mains, { companyId, name: { en: "Mains", de: "Hauptgerichte" }, sortOrder: 1500 });
  const zone = ref("zones");
  const tableId = `table-${randomUUID().slice(0, 8)}`;
  const counterId = `counter-${randomUUID().slice(0, 8)}`;
  batch.set(zone, {
    companyId,
    sortOrder: 1000,
    name: "Dining room",
    archived: false,
    hidden: false,
    closed: false,
    pointsOfSale: [{ id: tableId, name: { en: "Table 7", de: "Tisch 7" } }, { id: counterId, name: "Counter" }],
    autoAppliedDiscounts: [],
  });
  const base = { companyId, sortOrder: 1000, type: "regular", categoryId: null, hidden: false, tags: [], slots: [], optionBlocks: [], addons: [] };
  const product = (data: Partial<ProductData>) => {
    const doc = ref("products");
    batch.set(doc, { ...base, ...data });
    return doc.id;
  };
  const soup = product({ name: { en: "Tomato soup" }, price: 6, vat: 10, courseId: starters.id, locationId: kitchen.id });
  const steak = product({
    name: { en: "Steak" },
    price: 22,
    vat: 10,
    courseId: mains.id,
    locationId: kitchen.id,
    addons: [{ id: "pepper", name: { en: "Pepper sauce" }, price: 2 }],
    optionBlocks: [{ id: "doneness", heading: { en: "Doneness" }, values: [{ id: "rare", name: { en: "Rare" } }, { id: "medium", name: { en: "Medium" } }] }],
  });
  const beer = product({ name: { en: "Draft beer" }, price: 3.5, vat: 21, courseId: null, locationId: bar.id });
  const fries = product({ name: { en: "Fries" }, price: 4, vat: 10, courseId: mains.id, locationId: kitchen.id });
  await batch.commit();
  return {
    companyId,
    zoneId: zone.id,
    tableId,
    counterId,
    locations: { kitchen: kitchen.id, bar: bar.id },
    courses: { starters: starters.id, mains: mains.id },
    products: { soup, steak, beer, fries },
  };
}

export function cartItem(productId: string, overrides: Partial<CartItem> = {}): CartItem {
  return { productId, quantity: 1, addonIds: [], ...overrides };
}

/** A table order: a steak (medium, pepper sauce, a note) and a soup from the kitchen, two beers from the bar. */
export function tableOrder(shop: Shop, overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest {
  return {
    pointofsaleId: shop.tableId,
    deliveryType: "table",
    name: "Grace Hopper",
    items: [
      cartItem(shop.products.steak, { addonIds: ["pepper"], options: [{ blockId: "doneness", valueId: "medium" }], note: "no salt" }),
      cartItem(shop.products.soup),
      cartItem(shop.products.beer, { quantity: 2 }),
    ],
    ...overrides,
  };
}

/** Writes an open order directly (for shapes the API does not make, e.g. a missing deliveryType). */
export async function writeOrder(companyId: string, data: Partial<OrderData>): Promise<string> {
  const doc = db.collection("orders").doc(`e2e-order-${randomUUID()}`);
  const order: OrderData = {
    companyId,
    status: "new",
    dateOrdered: new Date().toISOString(),
    zoneId: null,
    pointofsaleId: null,
    cartTotal: 0,
    items: [],
    receiptItems: [],
    ...data,
  };
  await doc.set(order);
  return doc.id;
}

/** Removes what createShop and the orders of the company left in the shared demo project. */
export async function removeShop(companyId: string): Promise<void> {
  for (const collection of ["orders", "products", "zones", "courses", "locations", "orderCounters"]) {
    const snap = collection === "orderCounters" ? null : await db.collection(collection).where("companyId", "==", companyId).get();
    const batch = db.batch();
    if (snap) snap.docs.forEach((d) => batch.delete(d.ref));
    else batch.delete(db.collection(collection).doc(companyId));
    await batch.commit();
  }
}
