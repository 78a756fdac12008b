// The integrator API (/api/v1, HTTP Basic with the company's API user and password): the public shapes it
// answers, the mapping from the stored documents to them (only what an integrator may see, never internal
// fields such as pickup codes or staff remarks), and the checks of its query parameters. The OpenAPI
// document that describes it (integratorOpenApi.ts) is built from the same schemas.
import type { CompanyInfoData } from "../entities/companyInfo";
import type { CompanySettingsData } from "../entities/companySettings";
import { LANGUAGES, type LanguageCode, type LocalizedText } from "../languages";
import type { DeliveryType, OrderData, OrderStatus, PaymentMethod } from "../entities/order";
import type { Allergen, ProductData, ProductType } from "../entities/product";
import type { DiscountData, DiscountStatus, DiscountValidFor } from "../entities/discount";
import type { VoucherData, VoucherStatus } from "../entities/voucher";
import type { ContentEntryData } from "../entities/story";
import type { VoucherCounts } from "../discounts/rules";
import { addFieldError, validator, type FieldErrors } from "../validation";

export const API_V1_BASE_PATH = "/api/v1";
export const API_V1_PAGE_SIZE = 50;
export const API_V1_MAX_PAGE_SIZE = 200;
/** Requests per company and window; past it, 429 with Retry-After until the window ends. */
export const API_V1_RATE_LIMIT = { requests: 120, windowSeconds: 60 } as const;

export interface V1Address {
  street: string;
  zip: string;
  city: string;
  country: string | null;
}

export interface V1Company {
  id: string;
  /** The brand name, else the company name. */
  name: string;
  companyName: string;
  email: string | null;
  phone: string;
  website: string | null;
  address: V1Address;
  currency: string;
  timezone: string;
  defaultLanguage: LanguageCode;
  languages: LanguageCode[];
}

export interface V1OrderItem {
  productId: string;
  name: LocalizedText;
  quantity: number;
  /** Unit price including addons and VAT. */
  price: number;
  vat: number | null;
  note: string | null;
  addons: { name: LocalizedText; price: number }[];
}

export interface V1OrderTotals {
  items: number;
  discount: number;
  deliveryFee: number;
  tip: number;
  total: number;
}

export interface V1DeliveryAddress {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
}

export interface V1Order {
  id: string;
  number: number | null;
  status: OrderStatus;
  dateOrdered: string;
  deliveryType: DeliveryType;
  requestedTime: string | null;
  paymentMethod: PaymentMethod | null;
  paid: boolean;
  zoneId: string | null;
  pointofsaleId: string | null;
  customer: { name: string | null; email: string | null; phone: string | null };
  note: string | null;
  deliveryAddress: V1DeliveryAddress | null;
  items: V1OrderItem[];
  /** Items after discounts plus the delivery fee, including VAT; the tip comes on top. */
  cartTotal: number;
  totals: V1OrderTotals | null;
}

export interface V1Product {
  id: string;
  type: ProductType;
  name: LocalizedText;
  description: LocalizedText;
  categoryId: string | null;
  /** Price including VAT, in the company's currency. */
  price: number;
  /** VAT rate in percent. */
  vat: number;
  hidden: boolean;
  soldOutUntil: string | null;
  allergens: Allergen[];
  tags: string[];
  picture: string | null;
  sortOrder: number;
}

export interface V1Discount {
  id: string;
  /** The owner's name for it. */
  name: string;
  /** What the customer reads, per language. */
  customerName: LocalizedText;
  percentage: number;
  enabled: boolean;
  validFor: DiscountValidFor;
  start: string | null;
  end: string | null;
  status: DiscountStatus;
  /** When its vouchers were first handed out (CSV or printed sheet). */
  handedOutAt: string | null;
  /** Its vouchers by state (all 0 for a discount for everyone). */
  vouchers: VoucherCounts;
}

/** A voucher without its code: the code is what redeems it, and an integration never needs it. */
export interface V1Voucher {
  id: string;
  discountId: string;
  /** The batch's name, given when the vouchers were created. */
  name: string;
  status: VoucherStatus;
  created: string;
  /** The order that holds (inUse) or used (redeemed) it. */
  orderId: string | null;
  usedAt: string | null;
}

/** A page or a story (blog post) of the shop, in every language it has. */
export interface V1ContentEntry {
  id: string;
  /** The owner's name for it in the admin. */
  name: string;
  title: LocalizedText;
  /** HTML per language, rendered by the server from the editor's checked document. */
  content: LocalizedText;
  picture: string | null;
  showInNavigation: boolean;
  sortOrder: number;
}

/** A page of a list: `nextCursor` asks for the next one, null on the last. */
export interface V1Page<T> {
  data: T[];
  nextCursor: string | null;
}

const languageSet: ReadonlySet<string> = new Set(LANGUAGES);
const isLanguage = (value: unknown): value is LanguageCode => typeof value === "string" && languageSet.has(value);

/** Only the known languages' strings of a per-language text (older data may hold anything). */
function localized(value: unknown): LocalizedText {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(Object.entries(value).filter(([k, v]) => isLanguage(k) && typeof v === "string")) as LocalizedText;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const textOrNull = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const numberOr = (value: unknown, fallback: number): number => (typeof value === "number" && Number.isFinite(value) ? value : fallback);

export function toV1Company(
  companyId: string,
  info: Partial<CompanyInfoData> | null,
  settings: (Partial<Omit<CompanySettingsData, "currency">> & { currency?: string | null }) | null,
  fallback: { currency: string; timezone: string },
): V1Company {
  const defaultLanguage = isLanguage(settings?.i18n?.defaultLanguage) ? settings.i18n.defaultLanguage : "en";
  const enabled = (settings?.i18n?.languages ?? []).filter((l) => l.enabled && isLanguage(l.language)).map((l) => l.language);
  return {
    id: companyId,
    name: text(info?.brandName) || text(info?.companyname),
    companyName: text(info?.companyname),
    email: textOrNull(info?.email),
    phone: text(info?.phone),
    website: textOrNull(info?.website),
    address: { street: text(info?.street), zip: text(info?.zip), city: text(info?.city), country: textOrNull(info?.country) },
    currency: textOrNull(settings?.currency) ?? fallback.currency,
    timezone: textOrNull(settings?.timezone) ?? fallback.timezone,
    defaultLanguage,
    languages: [defaultLanguage, ...enabled.filter((l) => l !== defaultLanguage)],
  };
}

export function toV1Order(id: string, order: Partial<OrderData>): V1Order {
  const totals = order.totals;
  const address = order.deliveryAddress;
  return {
    id,
    number: typeof order.number === "number" ? order.number : null,
    status: order.status ?? "new",
    dateOrdered: text(order.dateOrdered),
    // A missing deliveryType counts as delivery (entities/order.ts).
    deliveryType: order.deliveryType ?? "delivery",
    requestedTime: textOrNull(order.requestedTime),
    paymentMethod: order.paymentMethod ?? null,
    paid: order.paid === true,
    zoneId: order.zoneId ?? null,
    pointofsaleId: order.pointofsaleId ?? null,
    customer: { name: textOrNull(order.name), email: textOrNull(order.email), phone: textOrNull(order.phone) },
    note: textOrNull(order.note),
    deliveryAddress: address ? { name: text(address.name), street: text(address.street), zip: text(address.zip), city: text(address.city), country: text(address.country) } : null,
    items: (order.items ?? []).map((item) => ({
      productId: text(item.productId),
      name: localized(item.name),
      quantity: numberOr(item.quantity, 1),
      price: numberOr(item.price, 0),
      vat: typeof item.vat === "number" ? item.vat : null,
      note: textOrNull(item.note),
      addons: (item.addons ?? []).map((a) => ({ name: localized(a.name), price: numberOr(a.price, 0) })),
    })),
    cartTotal: numberOr(order.cartTotal, 0),
    totals: totals
      ? { items: numberOr(totals.items, 0), discount: numberOr(totals.discount, 0), deliveryFee: numberOr(totals.deliveryFee, 0), tip: numberOr(totals.tip, 0), total: numberOr(totals.total, 0) }
      : null,
  };
}

export function toV1Product(id: string, product: Partial<ProductData>): V1Product {
  return {
    id,
    type: product.type ?? "regular",
    name: localized(product.name),
    description: localized(product.description),
    categoryId: product.categoryId ?? null,
    price: numberOr(product.price, 0),
    vat: numberOr(product.vat, 0),
    hidden: product.hidden === true,
    soldOutUntil: textOrNull(product.soldOutUntil),
    allergens: [...(product.allergens ?? [])],
    tags: [...(product.tags ?? [])],
    picture: textOrNull(product.picture),
    sortOrder: numberOr(product.sortOrder, 0),
  };
}

export function toV1ContentEntry(id: string, entry: Partial<ContentEntryData>): V1ContentEntry {
  return {
    id,
    name: text(entry.name),
    title: localized(entry.title),
    content: localized(entry.content),
    picture: textOrNull(entry.picture),
    showInNavigation: entry.showInNavigation === true,
    sortOrder: numberOr(entry.sortOrder, 0),
  };
}

const DISCOUNT_STATUS_SET: ReadonlySet<string> = new Set(["new", "distributed", "redeemed"]);
const VOUCHER_STATUS_SET: ReadonlySet<string> = new Set(["new", "inUse", "redeemed"]);

export function toV1Discount(id: string, discount: Partial<DiscountData>, vouchers: VoucherCounts): V1Discount {
  return {
    id,
    name: text(discount.name),
    customerName: localized(discount.customerName),
    percentage: numberOr(discount.percentage, 0),
    enabled: discount.enabled === true,
    validFor: discount.validFor === "everyone" ? "everyone" : "voucher",
    start: textOrNull(discount.start),
    end: textOrNull(discount.end),
    status: DISCOUNT_STATUS_SET.has(discount.status ?? "") ? (discount.status as DiscountStatus) : "new",
    handedOutAt: textOrNull(discount.handedOutAt),
    vouchers,
  };
}

/** The voucher as an integrator sees it: never its code. */
export function toV1Voucher(id: string, voucher: Partial<VoucherData>): V1Voucher {
  return {
    id,
    discountId: text(voucher.discountId),
    name: text(voucher.name),
    status: VOUCHER_STATUS_SET.has(voucher.status ?? "") ? (voucher.status as VoucherStatus) : "new",
    created: text(voucher.created),
    orderId: textOrNull(voucher.orderId),
    usedAt: textOrNull(voucher.usedAt),
  };
}

// ---------- Query parameters ----------

/** Where the next page starts: after the last order of this page (its time, then its id for equal times). */
export interface OrdersCursor {
  dateOrdered: string;
  id: string;
}
export interface ProductsCursor {
  id: string;
}

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** UTF-8 bytes of a string (shared has no TextEncoder: it runs in the browser and in Node alike). */
function utf8(text: string): number[] {
  return [...encodeURIComponent(text).matchAll(/%([0-9A-F]{2})|[^%]/g)].map((m) => (m[1] ? parseInt(m[1], 16) : m[0].charCodeAt(0)));
}

function base64url(bytes: readonly number[]): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let k = 0; k < chars; k += 1) out += BASE64URL[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** The bytes of base64url text, or null when it is not base64url. */
function fromBase64url(text: string): number[] | null {
  if (text.length % 4 === 1) return null;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const group = text.slice(i, i + 4);
    let n = 0;
    for (let k = 0; k < 4; k += 1) {
      const value = k < group.length ? BASE64URL.indexOf(group[k] ?? "") : 0;
      if (value < 0) return null;
      n = (n << 6) | value;
    }
    bytes.push((n >> 16) & 255);
    if (group.length > 2) bytes.push((n >> 8) & 255);
    if (group.length > 3) bytes.push(n & 255);
  }
  return bytes;
}

/** The opaque `nextCursor` of a page: base64url of the cursor's JSON. */
export function encodeCursor(cursor: OrdersCursor | ProductsCursor): string {
  return base64url(utf8(JSON.stringify(cursor)));
}

function decodeCursorJson(value: string): unknown {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(value)) return null;
  const bytes = fromBase64url(value);
  if (!bytes) return null;
  try {
    return JSON.parse(decodeURIComponent(bytes.map((b) => `%${b.toString(16).padStart(2, "0")}`).join(""))) as unknown;
  } catch {
    return null;
  }
}

const isDateTime = validator<string>({ type: "string", format: "date-time" });
const isId = (value: unknown): value is string => typeof value === "string" && value.length > 0 && value.length <= 1500 && !value.includes("/");

/** A single query value: a repeated parameter (?since=a&since=b) or an object is refused as "type". */
function single(query: Record<string, unknown>, name: string, fields: FieldErrors): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") {
    addFieldError(fields, name, "type");
    return undefined;
  }
  return value;
}

function limitOf(query: Record<string, unknown>, fields: FieldErrors): number {
  const raw = single(query, "limit", fields);
  if (raw === undefined) return API_V1_PAGE_SIZE;
  if (!/^\d{1,4}$/.test(raw)) {
    addFieldError(fields, "limit", "type");
    return API_V1_PAGE_SIZE;
  }
  const limit = Number(raw);
  if (limit < 1) addFieldError(fields, "limit", "minimum");
  if (limit > API_V1_MAX_PAGE_SIZE) addFieldError(fields, "limit", "maximum");
  return limit;
}

function unknownParameters(query: Record<string, unknown>, known: readonly string[], fields: FieldErrors): void {
  for (const name of Object.keys(query)) if (!known.includes(name)) addFieldError(fields, name, "unknown-field");
}

export type QueryCheck<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

export interface OrdersQuery {
  /** UTC instant (toISOString), comparable with the stored dateOrdered. */
  since: string;
  limit: number;
  cursor: OrdersCursor | null;
}

/**
 * GET /api/v1/orders?since=<RFC 3339 date-time with offset>&limit=&cursor=: `since` is required; a date
 * without a time or offset, an impossible date (2026-02-30) or a repeated parameter is refused.
 */
export function parseOrdersQuery(query: Record<string, unknown>): QueryCheck<OrdersQuery> {
  const fields: FieldErrors = {};
  unknownParameters(query, ["since", "limit", "cursor"], fields);
  const rawSince = single(query, "since", fields);
  let since = "";
  if (rawSince === undefined) {
    if (!fields.since) addFieldError(fields, "since", "required");
  } else if (!isDateTime(rawSince).ok || !/[T ]\d{2}:\d{2}/.test(rawSince)) {
    addFieldError(fields, "since", "format");
  } else {
    since = new Date(rawSince).toISOString();
  }
  const limit = limitOf(query, fields);
  const rawCursor = single(query, "cursor", fields);
  let cursor: OrdersCursor | null = null;
  if (rawCursor !== undefined) {
    const decoded = decodeCursorJson(rawCursor) as Partial<OrdersCursor> | null;
    if (decoded && typeof decoded.dateOrdered === "string" && isId(decoded.id)) cursor = { dateOrdered: decoded.dateOrdered, id: decoded.id };
    else addFieldError(fields, "cursor", "invalid-cursor");
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, value: { since, limit, cursor } };
}

export interface ProductsQuery {
  limit: number;
  cursor: ProductsCursor | null;
}

/**
 * A list paged by document id, ?limit=&cursor= and nothing else: GET /api/v1/products (every product of the
 * company, hidden ones too), /discounts, /discounts/{id}/vouchers, /pages and /stories.
 */
export function parseProductsQuery(query: Record<string, unknown>): QueryCheck<ProductsQuery> {
  const fields: FieldErrors = {};
  unknownParameters(query, ["limit", "cursor"], fields);
  const limit = limitOf(query, fields);
  const rawCursor = single(query, "cursor", fields);
  let cursor: ProductsCursor | null = null;
  if (rawCursor !== undefined) {
    const decoded = decodeCursorJson(rawCursor) as Partial<ProductsCursor> | null;
    if (decoded && isId(decoded.id)) cursor = { id: decoded.id };
    else addFieldError(fields, "cursor", "invalid-cursor");
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, value: { limit, cursor } };
}

/** GET /api/v1/discounts, /discounts/{id}/vouchers, /pages and /stories: paged by id like the products. */
export const parseIdPageQuery = parseProductsQuery;
