// The OpenAPI 3.1 document of the integrator API, served at /api/v1/openapi.json. Its component schemas
// are JSON Schema 2020-12 and are the contract the tests check every real answer against (ajv).
import { LANGUAGES } from "../languages";
import { ALLERGENS, PRODUCT_TYPES } from "../entities/product";
import { DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_METHODS } from "../entities/order";
import { DISCOUNT_STATUSES, DISCOUNT_VALID_FOR } from "../entities/discount";
import { VOUCHER_STATUSES } from "../entities/voucher";
import { API_ERROR_CODES } from "./errors";
import { API_V1_BASE_PATH, API_V1_MAX_PAGE_SIZE, API_V1_PAGE_SIZE, API_V1_RATE_LIMIT } from "./integrator";

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const object = (properties: Record<string, Schema>, required = Object.keys(properties)): Schema => ({
  type: "object",
  properties,
  required,
  additionalProperties: false,
});
const string: Schema = { type: "string" };
const nullableString: Schema = { type: ["string", "null"] };
const dateTime: Schema = { type: "string", format: "date-time" };
const nullableDateTime: Schema = { type: ["string", "null"], format: "date-time" };
const money: Schema = { type: "number", minimum: 0, description: "In the company's currency, including VAT." };
const language: Schema = { type: "string", enum: [...LANGUAGES] };
const count: Schema = { type: "integer", minimum: 0 };

const schemas: Record<string, Schema> = {
  LocalizedText: {
    type: "object",
    description: "A text per language code; languages without a text are absent.",
    propertyNames: { enum: [...LANGUAGES] },
    additionalProperties: { type: "string" },
  },
  Error: object({
    error: object({ code: { type: "string", enum: [...API_ERROR_CODES] }, fields: { type: "object", additionalProperties: { type: "array", items: string } } }, ["code"]),
  }),
  Company: object({
    id: string,
    name: { type: "string", description: "The brand name, else the company name." },
    companyName: string,
    email: nullableString,
    phone: string,
    website: nullableString,
    address: object({ street: string, zip: string, city: string, country: nullableString }),
    currency: { type: "string", description: "ISO 4217 code of every amount." },
    timezone: { type: "string", description: "IANA time zone of the company." },
    defaultLanguage: language,
    languages: { type: "array", items: language },
  }),
  OrderItem: object({
    productId: string,
    name: ref("LocalizedText"),
    quantity: { type: "integer", minimum: 1 },
    price: { ...money, description: "Unit price including addons and VAT." },
    vat: { type: ["number", "null"], description: "VAT rate in percent." },
    note: nullableString,
    addons: { type: "array", items: object({ name: ref("LocalizedText"), price: money }) },
  }),
  Order: object({
    id: string,
    number: { type: ["integer", "null"], description: "The company's running order number." },
    status: { type: "string", enum: [...ORDER_STATUSES] },
    dateOrdered: dateTime,
    deliveryType: { type: "string", enum: [...DELIVERY_TYPES] },
    requestedTime: { ...nullableDateTime, description: "Chosen pickup or delivery time; null: as soon as possible." },
    paymentMethod: { type: ["string", "null"], enum: [...PAYMENT_METHODS, null] },
    paid: { type: "boolean" },
    zoneId: nullableString,
    pointofsaleId: nullableString,
    customer: object({ name: nullableString, email: nullableString, phone: nullableString }),
    note: nullableString,
    deliveryAddress: { oneOf: [{ type: "null" }, object({ name: string, street: string, zip: string, city: string, country: string })] },
    items: { type: "array", items: ref("OrderItem") },
    cartTotal: { ...money, description: "Items after discounts plus the delivery fee, including VAT; the tip comes on top." },
    totals: { oneOf: [{ type: "null" }, object({ items: money, discount: money, deliveryFee: money, tip: money, total: money })] },
  }),
  Product: object({
    id: string,
    type: { type: "string", enum: [...PRODUCT_TYPES] },
    name: ref("LocalizedText"),
    description: ref("LocalizedText"),
    categoryId: nullableString,
    price: money,
    vat: { type: "number", minimum: 0, maximum: 100, description: "VAT rate in percent." },
    hidden: { type: "boolean" },
    soldOutUntil: { ...nullableDateTime, description: "Cannot be ordered until then; null: available." },
    allergens: { type: "array", items: { type: "string", enum: [...ALLERGENS] } },
    tags: { type: "array", items: string },
    picture: nullableString,
    sortOrder: { type: "number" },
  }),
  Discount: object({
    id: string,
    name: { type: "string", description: "The owner's name for the discount." },
    customerName: { ...ref("LocalizedText"), description: "What the customer reads, per language; where a language has none, `name`." },
    percentage: { type: "number", exclusiveMinimum: 0, maximum: 100, description: "Percent off the order." },
    enabled: { type: "boolean" },
    validFor: { type: "string", enum: [...DISCOUNT_VALID_FOR], description: "`everyone`, or holders of one of its voucher codes." },
    start: { ...nullableDateTime, description: "Valid from then; null: no start." },
    end: { ...nullableDateTime, description: "Valid until then; null: no end." },
    status: { type: "string", enum: [...DISCOUNT_STATUSES], description: "`new` until its vouchers are handed out, `distributed`, `redeemed` once every voucher is." },
    handedOutAt: { ...nullableDateTime, description: "When its vouchers were first downloaded or printed." },
    vouchers: {
      ...object({ unused: count, inUse: count, redeemed: count, total: count }),
      description: "Its vouchers by state; `inUse`: held by an order whose online payment is pending.",
    },
  }),
  Voucher: {
    ...object({
      id: string,
      discountId: string,
      name: { type: "string", description: "The name of the batch it was created in." },
      status: { type: "string", enum: [...VOUCHER_STATUSES], description: "`new` (unused), `inUse` (held by an order awaiting its online payment) or `redeemed`." },
      created: dateTime,
      orderId: { ...nullableString, description: "The order that holds or used it." },
      usedAt: { ...nullableDateTime, description: "When that order took it." },
    }),
    description: "A voucher of a discount. Its code is never answered: it redeems the discount, and an integration never needs it.",
  },
  ContentEntry: {
    ...object({
      id: string,
      name: { type: "string", description: "The owner's name for it in the admin." },
      title: ref("LocalizedText"),
      content: { ...ref("LocalizedText"), description: "HTML per language, rendered by the server from a checked rich-text document: only p, br, strong, em, s, h1–h3, ul, ol (start, type), li and a (http, https, mailto and tel addresses; rel and target set by the server)." },
      picture: nullableString,
      showInNavigation: { type: "boolean", description: "Listed in the shop's navigation." },
      sortOrder: { type: "number" },
    }),
    description: "A page or a story (blog post) of the shop. Which ones a zone shows is up to the zone's visibility rules.",
  },
  CompanyAnswer: object({ data: ref("Company") }),
  OrderPage: object({ data: { type: "array", items: ref("Order") }, nextCursor: { ...nullableString, description: "Pass as `cursor` for the next page; null on the last page." } }),
  ProductPage: object({ data: { type: "array", items: ref("Product") }, nextCursor: nullableString }),
  DiscountPage: object({ data: { type: "array", items: ref("Discount") }, nextCursor: nullableString }),
  VoucherPage: object({ data: { type: "array", items: ref("Voucher") }, nextCursor: nullableString }),
  ContentPage: object({ data: { type: "array", items: ref("ContentEntry") }, nextCursor: nullableString }),
};

const errorResponse = (description: string, headers?: Record<string, unknown>): Schema => ({
  description,
  ...(headers ? { headers } : {}),
  content: { "application/json": { schema: ref("Error") } },
});

const commonResponses = {
  "401": errorResponse("Missing, wrong or old credentials (the same answer whether or not the user exists).", {
    "WWW-Authenticate": { schema: string, description: 'Basic realm="Comanda API"' },
  }),
  "403": errorResponse("Right credentials, but API access is switched off (`api-disabled`) or the company has no active subscription (`subscription-required`)."),
  "429": errorResponse(`More than ${API_V1_RATE_LIMIT.requests} requests in ${API_V1_RATE_LIMIT.windowSeconds} seconds for this company (\`rate-limited\`).`, {
    "Retry-After": { schema: { type: "integer", minimum: 1 }, description: "Seconds until the next window." },
  }),
};

const pageParameters = [
  { name: "limit", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: API_V1_MAX_PAGE_SIZE, default: API_V1_PAGE_SIZE } },
  { name: "cursor", in: "query", required: false, schema: string, description: "The `nextCursor` of the previous page." },
];

/**
 * The document; `serverUrl` is where /api/v1 is reached (relative: the document's own host). A new deep
 * copy each time: validators dereference a document in place, which must never change the served one.
 */
export function integratorOpenApi(serverUrl = API_V1_BASE_PATH): Record<string, unknown> {
  return JSON.parse(JSON.stringify(document(serverUrl))) as Record<string, unknown>;
}

/** GET /pages and /stories: the same entry, paged by id. */
function contentPath(path: string, operationId: string, summary: string): Record<string, unknown> {
  return {
    [path]: {
      get: {
        operationId,
        summary,
        parameters: pageParameters,
        responses: {
          "200": { description: "A page of entries", content: { "application/json": { schema: ref("ContentPage") } } },
          "400": errorResponse("A malformed parameter (`validation`)."),
          ...commonResponses,
        },
      },
    },
  };
}

function document(serverUrl: string): Record<string, unknown> {
  return {
    openapi: "3.1.0",
    info: {
      title: "Comanda integrator API",
      version: "1.0.0",
      description:
        "Read the company, its orders, its products, its discounts with their vouchers' states (never their codes), " +
          "and the pages and stories of its shop. " +
        "Authenticate with HTTP Basic: the API user and password " +
        "from Settings › API in the admin. Regenerating the password there makes the old one stop working at once. " +
        `Each company may make ${API_V1_RATE_LIMIT.requests} requests per ${API_V1_RATE_LIMIT.windowSeconds} seconds.`,
    },
    servers: [{ url: serverUrl }],
    security: [{ basic: [] }],
    paths: {
      "/company": {
        get: {
          operationId: "getCompany",
          summary: "The company the credentials belong to",
          responses: { "200": { description: "The company", content: { "application/json": { schema: ref("CompanyAnswer") } } }, ...commonResponses },
        },
      },
      "/orders": {
        get: {
          operationId: "listOrders",
          summary: "The company's orders placed at or after a time, oldest first",
          parameters: [
            { name: "since", in: "query", required: true, schema: dateTime, description: "RFC 3339 date-time with an offset, e.g. 2026-11-25T08:00:00Z." },
            ...pageParameters,
          ],
          responses: {
            "200": { description: "A page of orders", content: { "application/json": { schema: ref("OrderPage") } } },
            "400": errorResponse("A missing or malformed parameter (`validation`, with the parameter under `fields`)."),
            ...commonResponses,
          },
        },
      },
      "/products": {
        get: {
          operationId: "listProducts",
          summary: "The company's products, hidden ones included",
          parameters: pageParameters,
          responses: {
            "200": { description: "A page of products", content: { "application/json": { schema: ref("ProductPage") } } },
            "400": errorResponse("A malformed parameter (`validation`)."),
            ...commonResponses,
          },
        },
      },
      "/discounts": {
        get: {
          operationId: "listDiscounts",
          summary: "The company's discounts with their vouchers counted by state",
          parameters: pageParameters,
          responses: {
            "200": { description: "A page of discounts", content: { "application/json": { schema: ref("DiscountPage") } } },
            "400": errorResponse("A malformed parameter (`validation`)."),
            ...commonResponses,
          },
        },
      },
      "/discounts/{discountId}/vouchers": {
        get: {
          operationId: "listVouchers",
          summary: "A discount's vouchers and their states, never their codes",
          parameters: [{ name: "discountId", in: "path", required: true, schema: string }, ...pageParameters],
          responses: {
            "200": { description: "A page of vouchers", content: { "application/json": { schema: ref("VoucherPage") } } },
            "400": errorResponse("A malformed parameter (`validation`)."),
            "404": errorResponse("No discount of the company has this id (`not-found`)."),
            ...commonResponses,
          },
        },
      },
      ...contentPath("/pages", "listPages", "The pages of the company's shop"),
      ...contentPath("/stories", "listStories", "The stories (blog posts) of the company's shop"),
    },
    components: {
      securitySchemes: { basic: { type: "http", scheme: "basic" } },
      schemas,
    },
  };
}
