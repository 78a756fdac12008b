// Browser-test helpers for the add-order and scan modals: a small menu (a zone with points of sale, a
// category, a course, a production location, a burger with addons and an option block, a lemonade and a
// sold-out product) written with the admin SDK for a registerCompany() company, and its removal.
import { randomUUID } from "node:crypto";
import type { OrderData, ProductData } from "@comanda/shared";
import { db } from "./emulators";

export interface AddOrderShop {
  companyId: string;
  tableId: string;
  counterId: string;
  courseId: string;
  products: { burger: string; lemonade: string; oysters: string };
  addons: { cheese: string; bacon: string };
  options: { blockId: string; rare: string; medium: string; wellDone: string };
}

/** shared's SOLD_OUT_INDEFINITELY (kept as a literal: the helpers import only types from the shared package). */
const SOLD_OUT_INDEFINITELY = "9999-12-31T23:59:59.000Z";

const COLLECTIONS = ["zones", "categories", "courses", "locations", "products", "orders"];

export async function createAddOrderShop(companyId: string): Promise<AddOrderShop> {
  const batch = db.batch();
  const ref = (collection: string) => db.collection(collection).doc();
  const kitchen = ref("locations");
  batch.set(kitchen, { companyId, name: { en: "Kitchen" }, sortOrder: 1000 });
  const mains = ref("courses");
  batch.set(mains, { companyId, name: { en: "Mains", de: "Hauptgerichte" }, sortOrder: 1000 });
  const food = ref("categories");
  batch.set(food, { companyId, name: { en: "Food", de: "Essen" }, sortOrder: 1000, parentId: null });
  const tableId = `table-${randomUUID().slice(0, 8)}`;
  const counterId = `counter-${randomUUID().slice(0, 8)}`;
  batch.set(ref("zones"), {
    companyId,
    sortOrder: 1000,
    name: "Dining room",
    archived: false,
    hidden: false,
    closed: false,
    enableTableService: true,
    enablePickup: true,
    enableDelivery: false,
    pointsOfSale: [{ id: tableId, name: { en: "Table 7", de: "Tisch 7" } }, { id: counterId, name: "Counter" }],
    autoAppliedDiscounts: [],
  });
  batch.set(ref("zones"), {
    companyId,
    sortOrder: 2000,
    name: "Closed terrace",
    archived: true,
    pointsOfSale: [{ id: `old-${randomUUID().slice(0, 8)}`, name: "Old terrace table" }],
    autoAppliedDiscounts: [],
  });
  const base = { companyId, sortOrder: 1000, type: "regular", categoryId: food.id, hidden: false, tags: [], slots: [], optionBlocks: [], addons: [], locationId: kitchen.id };
  const product = (data: Partial<ProductData>) => {
    const doc = ref("products");
    batch.set(doc, { ...base, ...data });
    return doc.id;
  };
  const addons = { cheese: `addon-${randomUUID().slice(0, 8)}`, bacon: `addon-${randomUUID().slice(0, 8)}` };
  const options = { blockId: `block-${randomUUID().slice(0, 8)}`, rare: "rare", medium: "medium", wellDone: "well-done" };
  const burger = product({
    name: { en: "Burger", de: "Burger" },
    price: 9.5,
    vat: 10,
    courseId: mains.id,
    addons: [
      { id: addons.cheese, name: { en: "Cheese", de: "Käse" }, price: 1.2 },
      { id: addons.bacon, name: { en: "Bacon", de: "Speck" }, price: 2, soldOutUntil: SOLD_OUT_INDEFINITELY },
    ],
    optionBlocks: [
      {
        id: options.blockId,
        heading: { en: "Cooking", de: "Garstufe" },
        values: [
          { id: options.rare, name: { en: "Rare", de: "Blutig" } },
          { id: options.medium, name: { en: "Medium", de: "Medium" } },
          { id: options.wellDone, name: { en: "Well done", de: "Durch" }, soldOutUntil: SOLD_OUT_INDEFINITELY },
        ],
      },
    ],
  });
  const lemonade = product({ name: { en: "Lemonade", de: "Limonade" }, price: 3, vat: 21, sortOrder: 1500 });
  const oysters = product({ name: { en: "Oysters", de: "Austern" }, price: 18, vat: 10, sortOrder: 2000, soldOutUntil: SOLD_OUT_INDEFINITELY });
  await batch.commit();
  return { companyId, tableId, counterId, courseId: mains.id, products: { burger, lemonade, oysters }, addons, options };
}

/** Removes the menu, zones and orders of a test company. */
export async function removeAddOrderShop(companyId: string): Promise<void> {
  for (const name of COLLECTIONS) {
    const snap = await db.collection(name).where("companyId", "==", companyId).get();
    const batch = db.batch();
    snap.docs.forEach((d) => batch.delete(d.ref));
    await batch.commit();
  }
}

/** The company's orders as stored (the test reads back what the server wrote). */
export async function ordersOf(companyId: string): Promise<(OrderData & { id: string })[]> {
  const snap = await db.collection("orders").where("companyId", "==", companyId).get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as OrderData) }));
}

/** Moves an order to ready as the kitchen would (the scan modal then hands it over). */
export async function markReady(orderId: string): Promise<void> {
  await db.collection("orders").doc(orderId).update({ status: "ready", previousStatus: "wip", statusChangedAt: new Date().toISOString() });
}
