// Deletes a company for good: every document of the company in every collection (vouchers included),
// the staff's Auth users and, last, the owner's, so that a failed run can be repeated by the owner.
import { COLLECTIONS, type CollectionKey } from "@comanda/shared";
import type { Firestore, Query } from "firebase-admin/firestore";
import type { AppDeps } from "../deps";
import * as logs from "../logs";
import { apiError } from "../http/errors";
import { readySmsMarker } from "../orders/notifications";
import { ORDER_COUNTERS } from "../orders/place";
import { ZONE_LOCKS } from "../zones/save";
import { API_CREDENTIALS } from "../apiAccess/settings";
import { API_RATE_LIMITS } from "../apiAccess/v1/rateLimit";
import { TRANSLATION_RUNS } from "../translation/autoTranslate";
import { STATISTICS_ORDERS } from "../statistics/orderStatistics";
import { STATISTICS_VIEWS } from "../statistics/views";
import { STRIPE_CUSTOMERS } from "../subscriptions/sync";

/**
 * Top-level collections whose documents carry companyId (discounts are handled with their vouchers, orders
 * with their SMS markers).
 */
export const COMPANY_COLLECTIONS = [
  "accounts",
  // The QR-login secrets of the staff's access rights.
  "accountKeys",
  "activity",
  "categories",
  "courses",
  "customers",
  // The claims of the customers' e-mails.
  "customerEmails",
  "locations",
  "notifications",
  "pages",
  // Orders still waiting for their online payment.
  "pendingOrders",
  "printJobs",
  // Printers with their CloudPRNT keys and status; their MAC claims go too, so another company may add them.
  "printerKeys",
  "printerMacs",
  "printerStatus",
  "printers",
  "products",
  // The company's slug claims (current and left ones): deleting it frees its shop addresses.
  "slugs",
  "statistics",
  "stories",
  "subscriptions",
  "tags",
  "taxRecords",
  "users",
  // The VAT change log goes with the company.
  "vatChanges",
  "zones",
] as const satisfies readonly CollectionKey[];

/** Per-company singletons: the document id is the company id. */
export const COMPANY_SINGLETONS = ["companies", "companyApiSettings", "companyInfos", "companySettings", "paymentAccounts", "taxInfos"] as const satisfies readonly CollectionKey[];

/** The server's own per-company documents (outside the data model): the order number and the zone lock. */
export const SERVER_SINGLETONS = [ORDER_COUNTERS, ZONE_LOCKS] as const;

/**
 * The statistics' server records (statisticsOrders, statisticsViews), found by companyId and deleted before
 * the orders: an order's delete then finds nothing of it to take from a day (the days are deleted next), so
 * no statistics trigger writes a day of the deleted company again.
 */
export const STATISTICS_SERVER_COLLECTIONS = [STATISTICS_ORDERS, STATISTICS_VIEWS] as const;

/** Collections keyed by the user id (a company's users are found through accounts and users). */
export const USER_KEYED_COLLECTIONS = ["users", "activity"] as const satisfies readonly CollectionKey[];

/** Kept on purpose: the mail outbox is the server's, not the company's (and may still be sending). */
export const NOT_COMPANY_DATA = ["mail"] as const satisfies readonly CollectionKey[];

const PAGE = 400;
// Firestore's "in" filter takes at most 30 values.
const IN_LIMIT = 30;

async function deleteAll(db: Firestore, query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await query.select().limit(PAGE).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
  }
}

async function deleteDiscounts(db: Firestore, companyId: string): Promise<number> {
  const discounts = db.collection(COLLECTIONS.discounts).where("companyId", "==", companyId);
  let deleted = 0;
  for (;;) {
    const page = await discounts.select().limit(PAGE).get();
    if (page.empty) return deleted;
    for (const discount of page.docs) deleted += await deleteAll(db, discount.ref.collection(COLLECTIONS.vouchers));
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
  }
}

/** Orders go with the marker of their ready SMS (orders/{id}/sms/ready), which the server writes. */
async function deleteOrders(db: Firestore, companyId: string): Promise<number> {
  const orders = db.collection(COLLECTIONS.orders).where("companyId", "==", companyId);
  let deleted = 0;
  for (;;) {
    // Half a page: each order takes two deletes in the batch.
    const page = await orders.select().limit(PAGE / 2).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) {
      batch.delete(readySmsMarker(db, doc.id));
      batch.delete(doc.ref);
    }
    await batch.commit();
    deleted += page.size;
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The uids of the company's users: the owner, every staff account and every user document of the company. */
async function companyUserIds(db: Firestore, companyId: string): Promise<string[]> {
  const uids = new Set<string>([companyId]);
  const accounts = await db.collection(COLLECTIONS.accounts).where("companyId", "==", companyId).get();
  for (const doc of accounts.docs) {
    const uid: unknown = doc.get("uid");
    uids.add(typeof uid === "string" && uid ? uid : doc.id);
  }
  const users = await db.collection(COLLECTIONS.users).where("companyId", "==", companyId).select().get();
  for (const doc of users.docs) uids.add(doc.id);
  return [...uids];
}

/** Stripe's statuses of a subscription that still bills (or may bill) the company. */
const BILLING_STATUSES = new Set(["active", "trialing", "past_due", "unpaid", "incomplete", "paused"]);

/**
 * A deleted company is never billed again: its subscriptions that Stripe still bills are cancelled there
 * first. When Stripe cannot be reached the deletion stops before deleting anything, and the owner can
 * repeat it; a subscription Stripe no longer knows counts as cancelled.
 */
async function cancelBilledSubscriptions(deps: AppDeps, companyId: string): Promise<void> {
  const subscriptions = await deps.db.collection(COLLECTIONS.subscriptions).where("companyId", "==", companyId).get();
  const billed = subscriptions.docs.filter((doc) => {
    const customerId: unknown = doc.get("customerId");
    const status: unknown = doc.get("providerStatus") ?? doc.get("status");
    return typeof customerId === "string" && customerId !== "" && typeof status === "string" && BILLING_STATUSES.has(status);
  });
  if (billed.length === 0) return;
  const stripe = deps.stripe.client();
  for (const doc of billed) {
    try {
      await stripe.subscriptions.cancel(doc.id);
    } catch (error) {
      const code = (error as { code?: unknown; statusCode?: unknown } | null);
      if (code?.code === "resource_missing" || code?.statusCode === 404) continue;
      logs.subscriptionCancelFailed(companyId, doc.id, error);
      throw apiError("payment-provider-error");
    }
  }
}

export async function deleteCompany(deps: AppDeps, companyId: string): Promise<{ documents: number; users: number }> {
  const { db, auth } = deps;
  await cancelBilledSubscriptions(deps, companyId);
  const uids = await companyUserIds(db, companyId);
  let documents = 0;

  documents += await deleteDiscounts(db, companyId);
  for (const name of STATISTICS_SERVER_COLLECTIONS) documents += await deleteAll(db, db.collection(name).where("companyId", "==", companyId));
  documents += await deleteOrders(db, companyId);
  for (const key of COMPANY_COLLECTIONS) {
    documents += await deleteAll(db, db.collection(COLLECTIONS[key]).where("companyId", "==", companyId));
  }
  for (const group of chunks(uids, IN_LIMIT)) {
    documents += await deleteAll(db, db.collection(COLLECTIONS.devices).where("uid", "in", group));
  }
  // The API password's hash (keyed by API user) and the API rate counters (by window): found by their company.
  documents += await deleteAll(db, db.collection(API_CREDENTIALS).where("companyId", "==", companyId));
  documents += await deleteAll(db, db.collection(API_RATE_LIMITS).where("companyId", "==", companyId));
  documents += await deleteAll(db, db.collection(TRANSLATION_RUNS).where("companyId", "==", companyId));
  // Which Stripe customer was this company's (stripeCustomers/{customerId}).
  documents += await deleteAll(db, db.collection(STRIPE_CUSTOMERS).where("companyId", "==", companyId));
  const keyed = [
    ...COMPANY_SINGLETONS.map((key) => db.collection(COLLECTIONS[key]).doc(companyId)),
    ...SERVER_SINGLETONS.map((name) => db.collection(name).doc(companyId)),
    ...USER_KEYED_COLLECTIONS.flatMap((key) => uids.map((uid) => db.collection(COLLECTIONS[key]).doc(uid))),
  ];
  for (const group of chunks(keyed, PAGE)) {
    const batch = db.batch();
    for (const ref of group) batch.delete(ref);
    await batch.commit();
  }

  const staff = uids.filter((uid) => uid !== companyId);
  for (const group of chunks(staff, 1000)) await auth.deleteUsers(group);
  try {
    await auth.deleteUser(companyId);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== "auth/user-not-found") throw error;
  }
  logs.accountDeleted(companyId, documents, uids.length);
  return { documents, users: uids.length };
}
