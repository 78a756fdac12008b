// Fixtures of the statistics tests: companies with a time zone and a slug, orders written as the server
// stores them, and the day documents of a company as they are.
import { currentSlugClaim, leftSlugClaim, type OrderData, type OrderItem, type StatisticsData } from "@comanda/shared";
import type { Firestore } from "firebase-admin/firestore";

export function item(productId: string, quantity: number, price: number): OrderItem {
  return { productId, name: { en: productId }, quantity, price, done: false, locationId: null, status: "new" };
}

export function orderOf(companyId: string, overrides: Partial<OrderData> = {}): OrderData {
  return {
    companyId,
    status: "new",
    dateOrdered: "2026-11-20T12:30:00.000Z",
    deliveryType: "table",
    zoneId: `${companyId}-terrace`,
    pointofsaleId: "pos-1",
    email: "ana@example.com",
    language: "es",
    cartTotal: 12.3,
    tip: 0.7,
    items: [item("bravas", 2, 4.5), item("cana", 1, 3.3)],
    receiptItems: [],
    ...overrides,
  };
}

/** A company in a time zone, with a zone named Terrace and, when given, its current slug and a slug it left. */
export async function company(db: Firestore, companyId: string, options: { timezone?: string; slug?: string; leftSlug?: string; leftAt?: Date } = {}): Promise<void> {
  const now = new Date();
  await db.collection("companySettings").doc(companyId).set({ companyId, timezone: options.timezone ?? "Europe/Madrid", i18n: { defaultLanguage: "en" } });
  await db.collection("zones").doc(`${companyId}-terrace`).set({ companyId, name: "Terrace" });
  if (options.slug) {
    await db.collection("companyInfos").doc(companyId).set({ companyId, slug: options.slug });
    await db.collection("slugs").doc(options.slug).set(currentSlugClaim(options.slug, companyId, now));
  }
  if (options.leftSlug) await db.collection("slugs").doc(options.leftSlug).set(leftSlugClaim(options.leftSlug, companyId, now.toISOString(), options.leftAt ?? now));
}

/** The company's day documents by date. */
export async function daysOf(db: Firestore, companyId: string): Promise<Record<string, StatisticsData>> {
  const snap = await db.collection("statistics").where("companyId", "==", companyId).get();
  return Object.fromEntries(snap.docs.map((d) => [d.get("date") as string, d.data() as StatisticsData]));
}
