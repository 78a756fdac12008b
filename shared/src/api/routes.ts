// The /api route table: method, path, who may call and the body schema of every call. The server's
// guard and validation read it; the admin builds its call paths from it. Later features add rows.
import type { SchemaObject } from "ajv";
import { hasAnyPermission, type Permission } from "../permissions";
import {
  deleteAccountSchema,
  meSchema,
  registrationSchema,
  sendForgotPasswordLinkSchema,
  sendVerificationLinkSchema,
  uploadLinkSchema,
} from "./platform";
import { bankingOnboardingLinkSchema } from "./banking";
import { customerPortalSchema, subscriptionSessionSchema } from "./subscriptions";
import { regenerateApiPasswordSchema, saveApiSettingsSchema } from "./apiSettings";
import { createUploadLinkSchema, productRequestSchema } from "./catalogue";
import { infoSettingsSchema } from "./companyInfo";
import { pointsOfSaleDocumentSchema, zoneRequestSchema } from "./zones";
import { deliverySettingsSchema, openingHoursSettingsSchema } from "./settings";
import { frontendSettingsSchema } from "./frontendSettings";
import { generalSettingsSchema } from "./generalSettings";
import { statisticsViewSchema } from "./statistics";
import { deleteSampleDataSchema, introVisibilitySchema } from "./sampleData";
import { checkOrderCodeSchema, orderDocumentSchema, orderExportSchema, orderStatusSchema, placeOrderSchema } from "./orders";
import { customerOrderSchema, refundOrderSchema } from "./payments";
import { printJobActionSchema, regeneratePrinterSecretSchema, savePrinterSchema } from "./printers";
import { importCustomersSchema, saveCustomerSchema } from "./customers";
import { createVouchersSchema, saveDiscountSchema, vouchersCsvSchema } from "./discounts";
import { saveContentSchema } from "./content";
import { addDomainSchema, checkDomainSchema } from "./domains";
import { registerDeviceSchema } from "./devices";
import { qrLoginSchema, regenerateAccountQrCodeSchema, saveAccountSchema } from "./accounts";
import { cancelTaxRecordSchema, continueTaxTransmissionSchema, correctTaxRecordSchema, taxCertificateSchema, taxSettingsSchema } from "./taxes";

export const API_BASE_PATH = "/api";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** "none": anyone; "auth": any signed-in user; a list: signed in and holding any one of them (owner always passes). */
export type ApiAccess = "none" | "auth" | readonly Permission[];

export interface ApiRoute {
  method: HttpMethod;
  /** Relative to API_BASE_PATH. `:name` is a path parameter, `{/:name}` an optional last one; a trailing slash is accepted. */
  path: string;
  access: ApiAccess;
  /** JSON schema of the body; unknown fields are refused. */
  body?: SchemaObject;
}

export const API_ROUTES = {
  systemApps: { method: "GET", path: "/system/apps", access: "none" },
  registration: { method: "POST", path: "/registration", access: "none", body: registrationSchema },
  sendVerificationLink: { method: "POST", path: "/sendVerificationLink", access: "none", body: sendVerificationLinkSchema },
  sendForgotPasswordLink: { method: "POST", path: "/sendForgotPasswordLink", access: "none", body: sendForgotPasswordLinkSchema },
  me: { method: "POST", path: "/me", access: "auth", body: meSchema },
  createProfilePictureUploadLink: { method: "POST", path: "/create-profile-picture-uploadlink", access: "auth", body: uploadLinkSchema },
  /** Emulator only: the target of a local upload link (the token is the credential, single use). */
  localUploadPut: { method: "PUT", path: "/local-uploads/:token", access: "none" },
  /** Emulator only: reads a file uploaded through a local upload link. */
  localUploadGet: { method: "GET", path: "/local-uploads/:file", access: "none" },
  deleteAccount: { method: "POST", path: "/deleteAccount", access: ["owner"], body: deleteAccountSchema },
  // ── The native app's devices (functions/src/platform/devices.ts) ──
  /** Registers the caller's device and its push token (the app, after sign-in); the token leaves any other user's device. */
  registerDevice: { method: "POST", path: "/devices/:deviceId", access: "auth", body: registerDeviceSchema },
  /** Clears the caller's registration of the device (the app, at sign-out): no more pushes reach it. */
  clearDevice: { method: "DELETE", path: "/devices/:deviceId", access: "auth" },
  saveProduct: { method: "POST", path: "/products{/:id}", access: ["products"], body: productRequestSchema },
  deleteProduct: { method: "DELETE", path: "/products/:id", access: ["products"] },
  deleteCategory: { method: "DELETE", path: "/categories/:id", access: ["products"] },
  deleteCourse: { method: "DELETE", path: "/courses/:id", access: ["products"] },
  createUploadLink: { method: "POST", path: "/create-uploadlink", access: ["products", "content", "settings"], body: createUploadLinkSchema },
  placeOrder: { method: "POST", path: "/orders", access: ["orders"], body: placeOrderSchema },
  exportOrders: { method: "POST", path: "/orders/export", access: ["orders"], body: orderExportSchema },
  checkOrderCode: { method: "POST", path: "/orders/check-code", access: ["orders"], body: checkOrderCodeSchema },
  setOrderStatus: { method: "POST", path: "/orders/:id/status", access: ["orders"], body: orderStatusSchema },
  orderReceiptPdf: { method: "POST", path: "/orders/:id/receipt.pdf", access: ["orders"], body: orderDocumentSchema },
  orderTaxQr: { method: "GET", path: "/orders/:id/tax-qr", access: ["orders"] },
  orderDeliveryNotePdf: { method: "POST", path: "/orders/:id/delivery-note.pdf", access: ["orders"], body: orderDocumentSchema },
  saveZone: { method: "POST", path: "/zones{/:id}", access: ["zones"], body: zoneRequestSchema },
  pointsOfSalePdf: { method: "POST", path: "/pointsofsales.pdf", access: ["zones"], body: pointsOfSaleDocumentSchema },
  pointsOfSaleCsv: { method: "POST", path: "/pointsofsales.csv", access: ["zones"], body: pointsOfSaleDocumentSchema },
  saveOpeningHoursSettings: { method: "POST", path: "/settings/openingHours", access: ["settings"], body: openingHoursSettingsSchema },
  saveDeliverySettings: { method: "POST", path: "/settings/delivery", access: ["settings"], body: deliverySettingsSchema },
  saveFrontendSettings: { method: "POST", path: "/settings/frontend", access: ["settings"], body: frontendSettingsSchema },
  saveInfoSettings: { method: "POST", path: "/settings/info", access: ["settings"], body: infoSettingsSchema },
  /** Public: the company a shop address (slug) leads to, a slug left less than 90 days ago included. */
  resolveShop: { method: "GET", path: "/shops/:slug", access: "none" },
  saveGeneralSettings: { method: "POST", path: "/settings/general", access: ["settings"], body: generalSettingsSchema },
  // Regenerate first: "/api-settings/regenerate" is the caller's own company, not a company called "regenerate".
  regenerateApiPassword: { method: "POST", path: "/api-settings{/:companyId}/regenerate", access: ["settings"], body: regenerateApiPasswordSchema },
  saveApiSettings: { method: "POST", path: "/api-settings{/:companyId}", access: ["settings"], body: saveApiSettingsSchema },
  /** Public: the customer catalogue counts one view of a shop (by slug); rate-limited per caller. */
  countStatisticsView: { method: "POST", path: "/statistics/views", access: "none", body: statisticsViewSchema },
  /** The intro widget: removes the untouched sample catalogue; staff with `products` may delete products anyway. */
  deleteSampleData: { method: "POST", path: "/sample-data/delete", access: ["products"], body: deleteSampleDataSchema },
  /** The intro widget: the owner hides or shows the start checklist (companies/{id}.introHidden). */
  setIntroHidden: { method: "POST", path: "/intro", access: ["owner"], body: introVisibilitySchema },
  // ── Subscription (functions/src/subscriptions) ──
  /** Public: the return from Stripe's checkout; records the session's subscription for the company Stripe names. */
  recordSubscriptionSession: { method: "POST", path: "/subscriptions/session", access: "none", body: subscriptionSessionSchema },
  /** Stripe's customer portal for the company's subscription (owner only). */
  createCustomerPortalSession: { method: "POST", path: "/subscriptions/create-customer-portal-session", access: ["owner"], body: customerPortalSchema },
  /** The pricing table's settings for the profile (owner only). */
  pricingTable: { method: "GET", path: "/subscriptions/pricing-table", access: ["owner"] },
  // ── Banking: Stripe Connect (functions/src/banking) ──
  /** A fresh Stripe onboarding link (the company's connected account is created first when it has none). */
  createBankingOnboardingLink: { method: "POST", path: "/banking/onboarding-link", access: ["settings"], body: bankingOnboardingLinkSchema },
  /** The connection as Stripe sees it now (the stored state follows), the payout schedule and the last payouts. */
  bankingStatus: { method: "GET", path: "/banking/status", access: ["settings"] },
  // ── Online payment of orders (functions/src/payments) ──
  /** Public: a customer's order from the catalogue of the shop at `slug`; online payment waits for its payment intent. Limited per caller. */
  placeCustomerOrder: { method: "POST", path: "/shops/:slug/orders", access: "none", body: customerOrderSchema },
  /** Refunds an order paid online (whole or in part, with a reason), once. */
  refundOrder: { method: "POST", path: "/orders/:id/refund", access: ["orders"], body: refundOrderSchema },
  // ── Printers and print jobs (functions/src/printing) ──
  // The secret first: "/printers/:id/secret" is not a printer called "secret".
  regeneratePrinterSecret: { method: "POST", path: "/printers/:id/secret", access: ["settings"], body: regeneratePrinterSecretSchema },
  savePrinter: { method: "POST", path: "/printers{/:id}", access: ["settings"], body: savePrinterSchema },
  deletePrinter: { method: "DELETE", path: "/printers/:id", access: ["settings"] },
  cancelPrintJob: { method: "POST", path: "/print-jobs/:id/cancel", access: ["settings", "orders"], body: printJobActionSchema },
  printJobAgain: { method: "POST", path: "/print-jobs/:id/print-again", access: ["settings", "orders"], body: printJobActionSchema },
  // ── Access rights of staff and their QR login (functions/src/accounts) ──
  // The exchange first: "/accounts/qr-login" is not an account called "qr-login".
  /** Public: a scanned QR code's token for a custom token to sign in with; limited per caller. */
  qrLogin: { method: "POST", path: "/accounts/qr-login", access: "none", body: qrLoginSchema },
  /** A new QR code (secret and session): every session made with the old code ends at once. */
  regenerateAccountQrCode: { method: "POST", path: "/accounts/:id/qr-code", access: ["accounts"], body: regenerateAccountQrCodeSchema },
  saveAccount: { method: "POST", path: "/accounts{/:id}", access: ["accounts"], body: saveAccountSchema },
  /** Deletes the access right, its key and the staff member's user: their session ends at once. */
  deleteStaffAccount: { method: "DELETE", path: "/accounts/:id", access: ["accounts"] },
  // ── Customers (functions/src/customers) ──
  // The import first: "/customers/import" is not a customer called "import".
  /** The rows of a CSV file as new customers, all or none; errors per row (customers.N.field). */
  importCustomers: { method: "POST", path: "/customers/import", access: ["customers"], body: importCustomersSchema },
  /** Creates or replaces a customer; the e-mail is unique in the company (409 email-already-in-use). */
  saveCustomer: { method: "POST", path: "/customers{/:id}", access: ["customers"], body: saveCustomerSchema },
  deleteCustomer: { method: "DELETE", path: "/customers/:id", access: ["customers"] },
  // ── Pages and stories (functions/src/content; shapes and refusals in ./content.ts) ──
  /** Creates or replaces a page; the server renders and stores the HTML of the editor's documents. */
  savePage: { method: "POST", path: "/pages{/:id}", access: ["content"], body: saveContentSchema },
  deletePage: { method: "DELETE", path: "/pages/:id", access: ["content"] },
  /** Creates or replaces a story (blog post), as savePage. */
  saveStory: { method: "POST", path: "/stories{/:id}", access: ["content"], body: saveContentSchema },
  deleteStory: { method: "DELETE", path: "/stories/:id", access: ["content"] },
  // ── Discounts and vouchers (functions/src/discounts; shapes and refusals in ./discounts.ts) ──
  /** Creates or replaces a discount; the server owns the company and the state. */
  saveDiscount: { method: "POST", path: "/discounts{/:id}", access: ["products"], body: saveDiscountSchema },
  /** Deletes a discount with its vouchers; refused while an order holds one of them (409 vouchers-in-use). */
  deleteDiscount: { method: "DELETE", path: "/discounts/:id", access: ["products"] },
  /** Vouchers of a voucher discount, each with a new code unique in the company (409 discount-not-for-vouchers). */
  createVouchers: { method: "POST", path: "/discounts/:id/voucher", access: ["products"], body: createVouchersSchema },
  /** The vouchers as a CSV in the owner's language; marks the discount handed out. */
  vouchersCsv: { method: "POST", path: "/discounts/:id/voucher/csv", access: ["products"], body: vouchersCsvSchema },
  /** The vouchers as a printable A4 PDF, one card per code, in the owner's language; marks the discount handed out. */
  vouchersPdf: { method: "POST", path: "/discounts/:id/voucher/pdf", access: ["products"], body: vouchersCsvSchema },
  // ── Taxes and e-invoicing, VeriFactu (functions/src/verifactu; shapes and refusals in ./taxes.ts) ──
  saveTaxSettings: { method: "POST", path: "/settings/taxes", access: ["settings"], body: taxSettingsSchema },
  /** The company's qualified certificate (PKCS#12 and password), stored encrypted; only its summary is readable. */
  uploadTaxCertificate: { method: "POST", path: "/settings/taxes/certificate", access: ["settings"], body: taxCertificateSchema },
  /** Resumes a transmission paused after repeated errors. */
  continueTaxTransmission: { method: "POST", path: "/settings/taxes/continue", access: ["settings"], body: continueTaxTransmissionSchema },
  correctTaxRecord: { method: "POST", path: "/settings/taxes/records/:id/correct", access: ["settings"], body: correctTaxRecordSchema },
  cancelTaxRecord: { method: "POST", path: "/settings/taxes/records/:id/cancel", access: ["settings"], body: cancelTaxRecordSchema },
  /** The records as a CSV (query: status, from, to, language). */
  taxRecordsCsv: { method: "GET", path: "/settings/taxes/records.csv", access: ["settings"] },
  // ── Custom domains (functions/src/domains; shapes and refusals in ./domains.ts) ──
  /** The company's custom domains as stored (the admin reads them live from Firestore). */
  listDomains: { method: "GET", path: "/domains", access: ["settings"] },
  /** Claims the domain for the company and creates it in Firebase Hosting; answers the DNS records to create. */
  addDomain: { method: "POST", path: "/domains", access: ["settings"], body: addDomainSchema },
  /** Reads the domain from Hosting and the DNS now; the stored status and records follow. */
  checkDomain: { method: "POST", path: "/domains/:domain/check", access: ["settings"], body: checkDomainSchema },
  /** Removes the domain from Hosting and releases its claim. */
  deleteDomain: { method: "DELETE", path: "/domains/:domain", access: ["settings"] },
  // /api/cloudprnt/{printerId}/{secret} is not a row: it speaks Star CloudPRNT (functions/src/printing/cloudPrnt).
  // POST /api/webhooks/stripe is not a row: it reads the raw body (functions/src/stripe/webhooks/endpoint.ts).
} satisfies Record<string, ApiRoute>;

export type ApiRouteId = keyof typeof API_ROUTES;

const ROUTE_LIST: readonly (readonly [ApiRouteId, ApiRoute])[] = Object.entries(API_ROUTES) as [ApiRouteId, ApiRoute][];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

interface CompiledPath {
  regex: RegExp;
  names: string[];
}

function compile(path: string): CompiledPath {
  const names: string[] = [];
  let body = "";
  // Tokens: "{/:name}" (optional parameter segment), ":name" (parameter), anything else literal.
  const token = /\{\/:(\w+)\}|:(\w+)|([^:{]+|[:{])/g;
  for (const m of path.matchAll(token)) {
    if (m[1]) {
      names.push(m[1]);
      body += "(?:/([^/]+))?";
    } else if (m[2]) {
      names.push(m[2]);
      body += "([^/]+)";
    } else {
      body += escape(m[3] ?? "");
    }
  }
  return { regex: new RegExp(`^${body.replace(/\/$/, "")}/?$`), names };
}

const COMPILED = new Map<ApiRouteId, CompiledPath>(ROUTE_LIST.map(([id, route]) => [id, compile(route.path)]));

export type ApiRouteMatch =
  | { kind: "match"; id: ApiRouteId; route: ApiRoute; params: Record<string, string> }
  /** The path exists, but not for this method. */
  | { kind: "method-not-allowed"; allowed: HttpMethod[] }
  | { kind: "not-found" };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Whether a path parameter could name a Firestore document (ids, tokens and file keys all do): not empty,
 * not "." or "..", no "/" (a decoded %2F would reach into another collection), not "__…__" (reserved) and
 * at most 1,500 bytes. Anything else names nothing, so the route answers not-found instead of letting
 * Firestore refuse the path with an error that would surface as 500.
 */
export function isPossibleDocumentId(value: string): boolean {
  if (value === "" || value === "." || value === ".." || value.includes("/")) return false;
  if (/^__.*__$/s.test(value)) return false;
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes <= 1500;
}

/** Finds the route of a request. `path` is relative to API_BASE_PATH and has no query. */
export function matchApiRoute(method: string, path: string): ApiRouteMatch {
  const allowed: HttpMethod[] = [];
  const wanted = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  for (const [id, route] of ROUTE_LIST) {
    const compiled = COMPILED.get(id);
    const m = compiled?.regex.exec(path);
    if (!compiled || !m) continue;
    if (route.method !== wanted) {
      allowed.push(route.method);
      continue;
    }
    const params: Record<string, string> = {};
    let malformed = false;
    compiled.names.forEach((name, i) => {
      const raw = m[i + 1];
      if (raw === undefined) return;
      const value = decode(raw);
      if (value === null || !isPossibleDocumentId(value)) malformed = true;
      else params[name] = value;
    });
    if (malformed) return { kind: "not-found" };
    return { kind: "match", id, route, params };
  }
  return allowed.length > 0 ? { kind: "method-not-allowed", allowed } : { kind: "not-found" };
}

/** The full path of a call, e.g. apiPath("me") → "/api/me", apiPath("accounts", { id: "a1" }). */
export function apiPath(id: ApiRouteId, params: Record<string, string> = {}): string {
  const route: ApiRoute = API_ROUTES[id];
  const path = route.path
    .replace(/\{\/:(\w+)\}/g, (_, name: string) => (params[name] ? `/${encodeURIComponent(params[name])}` : ""))
    .replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (!value) throw new Error(`apiPath(${id}) needs the parameter ${name}`);
      return encodeURIComponent(value);
    });
  return API_BASE_PATH + path;
}

/** May a caller (null: anonymous; else their permissions) use a route of this access? */
export function apiAccessAllows(access: ApiAccess, permissions: readonly Permission[] | null): boolean {
  if (access === "none") return true;
  if (permissions === null) return false;
  if (access === "auth") return true;
  return hasAnyPermission(permissions, access);
}
