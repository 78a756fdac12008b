// The access table of firestore.rules: for every collection, a document of company A and which of the
// five principals may get, list, create, update and delete it. The matrix test turns each cell into a test.
import type { DocumentData, Firestore, Query } from "firebase/firestore";
import { collection, documentId, query, where } from "firebase/firestore";
import type { Permission } from "@comanda/shared";
import { COMPANY_A, STAFF_WITH_UID, type Who } from "./rulesEnv";

export const OPERATIONS = ["get", "list", "create", "update", "delete"] as const;
export type Operation = (typeof OPERATIONS)[number];

export interface CollectionCase {
  /** Test label; the collection name, or its path for sub-collections. */
  name: string;
  /** The permission tied to the data, or null when none opens it (owner-only, per-user, server-only). */
  permission: Permission | null;
  /** Path of the document under test, which belongs to company A (or to staff-with for per-user data). */
  path: string;
  /** Its fields: seeded for get, list, update, delete; written by create (the subject is absent then). */
  data: DocumentData;
  /** Other documents the subject needs, seeded for every operation (e.g. the parent discount). */
  parents?: Readonly<Record<string, DocumentData>>;
  /** The query a client would run to list company A's (or staff-with's) documents. */
  list: (db: Firestore) => Query;
  /** The fields an update changes. */
  update: DocumentData;
  /** Other permissions that open reading (never writing); staff "without" lack these too. */
  readers?: readonly Permission[];
  allowed: Readonly<Record<Operation, readonly Who[]>>;
}

const NOBODY: readonly Who[] = [];
const PERMITTED: readonly Who[] = ["staffWith", "owner"];

/** Read and write for the owner and staff holding the collection's permission. */
const companyData = { get: PERMITTED, list: PERMITTED, create: PERMITTED, update: PERMITTED, delete: PERMITTED };
/** Deleted through /api only (it enforces a usage rule); otherwise as companyData. */
const apiDeletedData = { ...companyData, delete: NOBODY };
/** Created and deleted through /api only (it enforces the product rules); some fields updated directly. */
const apiKeptData = { ...companyData, create: NOBODY, delete: NOBODY };
/** Written by the server only; read by the owner and staff holding the permission. */
const serverData = { get: PERMITTED, list: PERMITTED, create: NOBODY, update: NOBODY, delete: NOBODY };
/** A per-company singleton read by id (never listed) and written by the server only. */
const serverSingleton = { get: PERMITTED, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY };


/**
 * Settings and info every member of the company reads (currency, time zone, languages, logo: every screen
 * needs them), edited by the owner and staff with `settings`, never deleted.
 */
const sharedSingleton = { get: ["staffWithout", "staffWith", "owner"] as readonly Who[], list: NOBODY, create: PERMITTED, update: PERMITTED, delete: NOBODY };
/** Read by every member of the company, written by the server only (company info: POST /api/settings/info). */
const sharedServerSingleton = { ...sharedSingleton, create: NOBODY, update: NOBODY };

const byCompany = (path: string) => (db: Firestore) => query(collection(db, path), where("companyId", "==", COMPANY_A));

/** A plain company collection: a named document of company A. */
function companyCollection(
  name: string,
  permission: Permission,
  allowed: CollectionCase["allowed"] = companyData,
  readers: readonly Permission[] = [],
): CollectionCase {
  return {
    name,
    permission,
    readers,
    path: `${name}/${name}-1`,
    data: { companyId: COMPANY_A, name: { en: `A ${name} document` }, sortOrder: 1000 },
    list: byCompany(name),
    update: { sortOrder: 1500 },
    allowed,
  };
}

/** A per-company singleton keyed by company A's id. */
function companySingleton(name: string, permission: Permission, allowed: CollectionCase["allowed"]): CollectionCase {
  return {
    name,
    permission,
    path: `${name}/${COMPANY_A}`,
    data: { companyId: COMPANY_A, currency: "EUR" },
    list: byCompany(name),
    update: { currency: "USD" },
    allowed,
  };
}

export const COLLECTIONS: readonly CollectionCase[] = [
  {
    name: "orders",
    permission: "orders",
    path: "orders/order-1",
    data: { companyId: COMPANY_A, status: "new", dateOrdered: "2026-01-05T12:00:00Z", cartTotal: 1250, items: [], receiptItems: [] },
    list: byCompany("orders"),
    // A status change as statusChangePatch writes it (shared/src/orders/transitions.ts).
    update: { status: "wip", previousStatus: "new", statusChangedAt: "2026-01-05T12:03:00.000Z" },
    // Placed through /api only (numbering, totals from the catalogue); never deleted by a client.
    allowed: apiKeptData,
  },
  {
    name: "orderCounters",
    permission: "orders",
    path: `orderCounters/${COMPANY_A}`,
    data: { companyId: COMPANY_A, lastNumber: 41 },
    list: byCompany("orderCounters"),
    update: { lastNumber: 42 },
    allowed: { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    // Orders awaiting their online payment (functions/src/payments): the server's alone, seen by no screen.
    name: "pendingOrders",
    permission: "orders",
    path: "pendingOrders/order-9",
    data: {
      companyId: COMPANY_A,
      order: { companyId: COMPANY_A, status: "new", cartTotal: 12.5, paymentMethod: "online", paid: false },
      requestedTime: null,
      placedAt: "2026-01-05T12:00:00.000Z",
      expiresAt: "2026-01-05T12:30:00.000Z",
      accountId: "acct_1",
      paymentIntentId: "pi_1",
      amount: 1250,
      currency: "eur",
    },
    list: byCompany("pendingOrders"),
    update: { expiresAt: "2027-01-05T12:30:00.000Z" },
    allowed: { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  // The orders screens show the catalogue and the points of sale: staff with `orders` read them too.
  companyCollection("products", "products", apiKeptData, ["orders"]),
  companyCollection("categories", "products", apiDeletedData, ["orders"]),
  companyCollection("tags", "products"),
  companyCollection("courses", "products", apiDeletedData, ["orders"]),
  companyCollection("locations", "products", companyData, ["orders", "settings"]),
  // Discounts and vouchers are written by /api only (the server owns the state and generates the codes).
  companyCollection("discounts", "products", serverData),
  {
    name: "discounts/{id}/vouchers",
    permission: "products",
    path: "discounts/discount-1/vouchers/voucher-1",
    parents: { "discounts/discount-1": { companyId: COMPANY_A, name: "Summer", percentage: 10 } },
    data: { companyId: COMPANY_A, name: "Flyer", code: "ABCDEFGH", status: "new" },
    list: byCompany("discounts/discount-1/vouchers"),
    update: { status: "redeemed" },
    allowed: serverData,
  },
  // Created and saved through /api only (unique names, point-of-sale ids); the list's toggles, order and soft delete directly.
  companyCollection("zones", "zones", apiKeptData, ["orders"]),
  // Written by /api only (the e-mail is claimed in customerEmails in the same transaction).
  companyCollection("customers", "customers", serverData),
  {
    // The claims of customers' e-mails per company (functions/src/customers): the server's alone.
    name: "customerEmails",
    permission: "customers",
    path: `customerEmails/${COMPANY_A}_0f1e2d3c`,
    data: { companyId: COMPANY_A, customerId: "customers-1" },
    list: byCompany("customerEmails"),
    update: { customerId: "customers-2" },
    allowed: { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  // Created, saved (the server renders the HTML the shop shows) and deleted through /api only; the position directly.
  companyCollection("pages", "content", apiKeptData),
  companyCollection("stories", "content", apiKeptData),
  // Saved through /api/settings/* only (firestore.companySettings, .generalSettings and .frontendSettings tests).
  companySingleton("companySettings", "settings", sharedServerSingleton),
  companySingleton("companyInfos", "settings", sharedServerSingleton),
  {
    // Slug claims: which company a shop address leads to; the server alone reads and writes them.
    name: "slugs",
    permission: "settings",
    path: "slugs/bar-a",
    data: { companyId: COMPANY_A, slug: "bar-a", current: true, claimedAt: "2026-01-05T12:00:00.000Z", expiresAt: null },
    list: byCompany("slugs"),
    update: { current: false },
    allowed: { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    // The company's Stripe connected account (functions/src/banking): the server alone reads and writes it.
    name: "paymentAccounts",
    permission: "settings",
    path: `paymentAccounts/${COMPANY_A}`,
    data: { companyId: COMPANY_A, accountId: "acct_a", chargesEnabled: true, payoutsEnabled: true, state: "connected" },
    list: byCompany("paymentAccounts"),
    update: { chargesEnabled: false },
    allowed: { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    // Stripe's handled events (functions/src/stripe/webhooks/endpoint.ts): the server alone reads and writes them.
    name: "stripeEvents",
    permission: "settings",
    path: "stripeEvents/evt_1",
    data: { companyId: COMPANY_A, type: "account.updated", account: "acct_a", objectId: "acct_a", livemode: false },
    list: byCompany("stripeEvents"),
    update: { type: "payment_intent.succeeded" },
    allowed: { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  // Printers are written by /api only (the MAC claim across companies and the printer's key go with them).
  companyCollection("printers", "settings", serverData),
  {
    // A printer's CloudPRNT key (functions/src/printing/printers.ts): written with the printer by /api; `settings` reads it.
    name: "printerKeys",
    permission: "settings",
    path: "printerKeys/printer-1",
    data: { companyId: COMPANY_A, secret: "s3cr3t-s3cr3t-s3cr3t-s3cr3t-s3cr3", mac: "00:11:62:00:00:01", enabled: true, paperWidth: 80 },
    list: byCompany("printerKeys"),
    update: { secret: "another-secret-another-secret-xx" },
    allowed: serverData,
  },
  {
    // The MAC claims across all companies: the server's alone.
    name: "printerMacs",
    permission: "settings",
    path: "printerMacs/00:11:62:00:00:01",
    data: { companyId: COMPANY_A, printerId: "printer-1" },
    list: byCompany("printerMacs"),
    update: { printerId: "printer-2" },
    allowed: { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    // A company's custom domains (functions/src/domains): written by /api and the scheduled check; `settings` reads them.
    name: "customDomains",
    permission: "settings",
    path: "customDomains/company-a_shop.example.com",
    data: { companyId: COMPANY_A, domain: "shop.example.com", status: "waiting", message: "dns-pending", records: [], hosting: null, createdAt: "2025-03-01T12:00:00.000Z", updatedAt: "2025-03-01T12:00:00.000Z", checkedAt: null },
    list: byCompany("customDomains"),
    update: { status: "connected", message: "connected" },
    allowed: serverData,
  },
  {
    // The domain claims across all companies: the server's alone.
    name: "domainClaims",
    permission: "settings",
    path: "domainClaims/shop.example.com",
    data: { companyId: COMPANY_A, createdAt: "2025-03-01T12:00:00.000Z" },
    list: byCompany("domainClaims"),
    update: { companyId: "company-b" },
    allowed: { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    // Created and moved by the server; cancel and print again go through /api. The order detail reads them with `orders`.
    name: "printJobs",
    permission: "settings",
    readers: ["orders"],
    path: "printJobs/job-1",
    data: { companyId: COMPANY_A, status: "printed", printerName: "Kitchen", orderId: "order-1" },
    list: byCompany("printJobs"),
    update: { status: "new" },
    allowed: serverData,
  },
  companyCollection("printer-status", "settings", serverData),
  companyCollection("taxRecords", "settings", serverData),
  companyCollection("vatChanges", "settings", serverData),
  companySingleton("taxInfos", "settings", serverSingleton),
  {
    // The end of the company's chain of tax records (functions/src/verifactu/chain.ts): the server's alone.
    name: "taxChains",
    permission: "settings",
    path: `taxChains/${COMPANY_A}`,
    data: { companyId: COMPANY_A, position: 3, last: { issuerTaxId: "B12345674", number: "T-000003", issuedOn: "05-01-2026", hash: "A".repeat(64) }, counters: { T: 3 } },
    list: byCompany("taxChains"),
    update: { position: 1 },
    allowed: { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    // The company's certificate and password, encrypted (functions/src/verifactu/certificates.ts): no client, not even the owner.
    name: "taxCertificates",
    permission: "settings",
    path: `taxCertificates/${COMPANY_A}`,
    data: { companyId: COMPANY_A, algorithm: "aes-256-gcm", iv: "aXY=", tag: "dGFn", ciphertext: "c2VjcmV0", uploadedAt: "2026-01-05T12:00:00.000Z" },
    list: byCompany("taxCertificates"),
    update: { ciphertext: "b3RoZXI=" },
    allowed: { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  companySingleton("companyApiSettings", "settings", serverSingleton),
  companyCollection("statistics", "statistics", serverData),
  {
    // What each order last contributed to the day statistics (functions/src/statistics): the server's alone.
    name: "statisticsOrders",
    permission: "statistics",
    path: "statisticsOrders/order-1",
    data: { companyId: COMPANY_A, orderId: "order-1", date: "2026-01-05", contribution: { date: "2026-01-05", revenue: 12.5 }, updatedAt: "2026-01-05T12:00:00.000Z" },
    list: byCompany("statisticsOrders"),
    update: { date: "2026-01-06" },
    allowed: { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    // The catalogue views' counter shards, folded into the day statistics by the server: no client reads or counts.
    name: "statisticsViews",
    permission: "statistics",
    path: `statisticsViews/${COMPANY_A}_2026-01-05_3`,
    data: { companyId: COMPANY_A, date: "2026-01-05", shard: 3, count: 5, folded: 4, pending: true },
    list: byCompany("statisticsViews"),
    update: { count: 500 },
    allowed: { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  companyCollection("accounts", "accounts", serverData),
  {
    // An access right's QR-login secret (functions/src/accounts): written with the account by /api; read by who
    // may replace it: the owner, or staff with `accounts` holding every permission of the access right (here
    // only `accounts`; firestore.accounts.test.ts checks richer access rights). Only the owner lists them.
    name: "accountKeys",
    permission: "accounts",
    path: "accountKeys/account-1",
    data: { companyId: COMPANY_A, secret: "s3cr3t-s3cr3t-s3cr3t-s3cr3t-s3cr" },
    parents: { "accounts/account-1": { companyId: COMPANY_A, name: "Manager", permissions: ["accounts"], qrCodeLogin: true, session: "s" } },
    list: byCompany("accountKeys"),
    update: { secret: "another-secret-another-secret-xx" },
    allowed: { get: PERMITTED, list: ["owner"], create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    name: "companies",
    permission: null,
    path: `companies/${COMPANY_A}`,
    data: { companyId: COMPANY_A, hasAnActiveSubscription: true, subscribedPlan: "pro" },
    list: byCompany("companies"),
    update: { hasAnActiveSubscription: false },
    allowed: { get: ["staffWithout", "staffWith", "owner"], list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    name: "subscriptions",
    permission: null,
    path: "subscriptions/subscription-1",
    data: { companyId: COMPANY_A, name: "pro", status: "active", smsAddOn: true, customerId: "cus_1", validUntil: "2026-02-05T12:00:00.000Z" },
    list: byCompany("subscriptions"),
    update: { status: "inactive" },
    allowed: { get: ["owner"], list: ["owner"], create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    // Which company a Stripe customer pays for (functions/src/subscriptions/sync.ts): the server's alone.
    name: "stripeCustomers",
    permission: null,
    path: "stripeCustomers/cus_1",
    data: { companyId: COMPANY_A, customerId: "cus_1", createdAt: "2026-01-05T12:00:00.000Z" },
    list: byCompany("stripeCustomers"),
    update: { companyId: "company-other" },
    allowed: { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    // The public calls' per-caller counters (functions/src/http/callerLimit.ts): the server's alone, so no caller
    // reads who calls nor lifts its own limit.
    name: "callerLimits",
    permission: null,
    path: "callerLimits/qrLogin_abc_1767614400000",
    data: { limit: "qrLogin", windowStart: 1767614400000, count: 20 },
    list: byCompany("callerLimits"),
    update: { count: 0 },
    allowed: { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    name: "mail",
    permission: null,
    path: "mail/mail-1",
    data: { companyId: COMPANY_A, to: "owner@example.com", message: { subject: "New order", text: "…" } },
    list: byCompany("mail"),
    update: { to: "someone@example.com" },
    allowed: { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    name: "users",
    permission: null,
    path: `users/${STAFF_WITH_UID}`,
    data: { companyId: COMPANY_A, name: "Staff", displayName: "Staff" },
    list: byCompany("users"),
    update: { name: "Renamed" },
    allowed: { get: ["staffWith", "owner"], list: ["owner"], create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    name: "notifications",
    permission: null,
    path: "notifications/notification-1",
    data: { companyId: COMPANY_A, userId: STAFF_WITH_UID, read: false, date: 1_700_000_000_000 },
    list: (db) => query(collection(db, "notifications"), where("userId", "==", STAFF_WITH_UID)),
    update: { read: true },
    allowed: { get: ["staffWith"], list: ["staffWith"], create: NOBODY, update: ["staffWith"], delete: NOBODY },
  },
  {
    name: "devices",
    permission: null,
    path: "devices/device-1",
    data: { uid: STAFF_WITH_UID, language: "en", pushToken: "token-1" },
    list: (db) => query(collection(db, "devices"), where("uid", "==", STAFF_WITH_UID)),
    update: { language: "es" },
    allowed: { get: ["staffWith"], list: ["staffWith"], create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    name: "activity",
    permission: null,
    path: `activity/${STAFF_WITH_UID}`,
    data: { lastTimeOnline: 1_700_000_000_000 },
    // Keyed by uid, so the only list that can be allowed is a query for one's own document id.
    list: (db) => query(collection(db, "activity"), where(documentId(), "==", STAFF_WITH_UID)),
    update: { lastTimeOnline: 1_700_000_060_000 },
    allowed: { get: ["staffWith"], list: ["staffWith"], create: ["staffWith"], update: ["staffWith"], delete: ["staffWith"] },
  },
];
