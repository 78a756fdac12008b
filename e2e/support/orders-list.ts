// The order list's browser tests: orders written straight into a test company (the admin db), dated around
// the week boundary of the company's time zone, and the list's controls found by their English texts.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import type { OrderData } from "@comanda/shared";
import { db } from "./emulators";

/** A complete order of the company; `over` sets what a test looks at. */
export function listOrder(companyId: string, over: Partial<OrderData> & Pick<OrderData, "dateOrdered" | "status">): OrderData {
  return {
    companyId,
    zoneId: null,
    pointofsaleId: null,
    cartTotal: 12.5,
    tip: 0,
    deliveryType: "takeaway",
    paymentMethod: "onSite",
    paid: false,
    source: "admin",
    items: [
      { productId: "p-tea", name: { en: "Green tea" }, quantity: 2, price: 2.5, vat: 10, done: false, locationId: null, status: "new", addons: [{ name: { en: "Honey" }, price: 0.5 }], note: "very hot" },
      { productId: "p-cake", name: { en: "Carrot cake" }, quantity: 1, price: 7.5, vat: 10, done: false, locationId: null, status: "new" },
    ],
    receiptItems: [],
    totals: { items: 12.5, discount: 0, deliveryFee: 0, tip: 0, total: 12.5, vat: [{ rate: 10, net: 11.36, vat: 1.14, gross: 12.5 }] },
    ...over,
  };
}

/** Writes orders (id → data) and answers a function that removes them. */
export async function writeOrders(orders: Record<string, OrderData>): Promise<() => Promise<void>> {
  const batch = db.batch();
  for (const [id, data] of Object.entries(orders)) batch.set(db.collection("orders").doc(id), data);
  await batch.commit();
  return async () => {
    const remove = db.batch();
    for (const id of Object.keys(orders)) remove.delete(db.collection("orders").doc(id));
    await remove.commit();
  };
}

export function orderId(tag: string): string {
  return `e2e-list-${tag}-${randomUUID().slice(0, 8)}`;
}

export async function setCompanyTimezone(companyId: string, timezone: string): Promise<void> {
  await db.collection("companySettings").doc(companyId).set({ timezone }, { merge: true });
}

/** The ids of the orders the list shows now (the rows on screen; the tests keep lists short). */
export async function shownOrderIds(page: Page): Promise<string[]> {
  // One read in the page: row by row, a row that leaves the list meanwhile would be waited for forever.
  const ids = await page.locator("[data-order-id]").evaluateAll((rows) => rows.map((row) => (row as unknown as { dataset: { orderId?: string } }).dataset.orderId ?? ""));
  return ids.sort();
}

/** Picks an option of an antd select found by its accessible name. */
export async function chooseOption(page: Page, selectName: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: selectName }).click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: option }).first().click();
}
