// /api/v1: the integrator API (HTTP Basic with the company's API credentials, see ../settings.ts),
// described by the OpenAPI document it serves at /api/v1/openapi.json. Every data call runs: credentials
// (401/403) → the company's rate limit (429) → the query check (400) → the company's own data only.
import express, { type ErrorRequestHandler, type Request, type Response, type Router } from "express";
import {
  API_V1_RATE_LIMIT,
  COLLECTIONS,
  DEFAULT_CURRENCY,
  DEFAULT_TIMEZONE,
  encodeCursor,
  integratorOpenApi,
  parseOrdersQuery,
  parseIdPageQuery,
  parseProductsQuery,
  toV1Company,
  toV1ContentEntry,
  toV1Discount,
  toV1Order,
  toV1Product,
  toV1Voucher,
  type CompanyInfoData,
  type CompanySettingsData,
  type ContentEntryData,
  type DiscountData,
  type OrderData,
  type ProductData,
  type VoucherCounts,
  type VoucherData,
  type V1Page,
} from "@comanda/shared";
import { FieldPath, type CollectionReference } from "firebase-admin/firestore";
import type { AppDeps } from "../../deps";
import { apiError, validationError } from "../../http/errors";
import { VerifiedCache } from "../credentials";
import { REALM, authenticateIntegrator } from "./authenticate";
import { RateLimitedError, countRequest } from "./rateLimit";

type DataHandler = (deps: AppDeps, companyId: string, req: Request) => Promise<unknown>;

async function company(deps: AppDeps, companyId: string) {
  const [info, settings] = await Promise.all([
    deps.db.collection(COLLECTIONS.companyInfos).doc(companyId).get(),
    deps.db.collection(COLLECTIONS.companySettings).doc(companyId).get(),
  ]);
  const data = toV1Company(companyId, (info.data() as Partial<CompanyInfoData> | undefined) ?? null, (settings.data() as Partial<CompanySettingsData> | undefined) ?? null, {
    currency: DEFAULT_CURRENCY,
    timezone: DEFAULT_TIMEZONE,
  });
  return { data };
}

async function orders(deps: AppDeps, companyId: string, req: Request): Promise<V1Page<unknown>> {
  const query = parseOrdersQuery(req.query as Record<string, unknown>);
  if (!query.ok) throw validationError(query.fields);
  const { since, limit, cursor } = query.value;
  // companyId + dateOrdered ascending is an index of firestore.indexes.json; the id breaks ties.
  let q = deps.db
    .collection(COLLECTIONS.orders)
    .where("companyId", "==", companyId)
    .where("dateOrdered", ">=", since)
    .orderBy("dateOrdered")
    .orderBy(FieldPath.documentId());
  if (cursor) q = q.startAfter(cursor.dateOrdered, cursor.id);
  const snap = await q.limit(limit + 1).get();
  const docs = snap.docs.slice(0, limit);
  const last = docs.at(-1);
  const more = snap.docs.length > limit && last;
  return {
    data: docs.map((d) => toV1Order(d.id, d.data() as Partial<OrderData>)),
    nextCursor: more ? encodeCursor({ dateOrdered: String((last.data() as Partial<OrderData>).dateOrdered ?? ""), id: last.id }) : null,
  };
}

async function products(deps: AppDeps, companyId: string, req: Request): Promise<V1Page<unknown>> {
  const query = parseProductsQuery(req.query as Record<string, unknown>);
  if (!query.ok) throw validationError(query.fields);
  const { limit, cursor } = query.value;
  let q = deps.db.collection(COLLECTIONS.products).where("companyId", "==", companyId).orderBy(FieldPath.documentId());
  if (cursor) q = q.startAfter(cursor.id);
  const snap = await q.limit(limit + 1).get();
  const docs = snap.docs.slice(0, limit);
  const last = docs.at(-1);
  return {
    data: docs.map((d) => toV1Product(d.id, d.data() as Partial<ProductData>)),
    nextCursor: snap.docs.length > limit && last ? encodeCursor({ id: last.id }) : null,
  };
}

/** A discount's vouchers counted by state with aggregation queries: a discount may have 10,000 of them. */
async function voucherCountsOf(vouchers: CollectionReference): Promise<VoucherCounts> {
  const count = async (status: VoucherData["status"]) => (await vouchers.where("status", "==", status).count().get()).data().count;
  const [unused, inUse, redeemed] = await Promise.all([count("new"), count("inUse"), count("redeemed")]);
  return { unused, inUse, redeemed, total: unused + inUse + redeemed };
}

async function discounts(deps: AppDeps, companyId: string, req: Request): Promise<V1Page<unknown>> {
  const query = parseIdPageQuery(req.query as Record<string, unknown>);
  if (!query.ok) throw validationError(query.fields);
  const { limit, cursor } = query.value;
  let q = deps.db.collection(COLLECTIONS.discounts).where("companyId", "==", companyId).orderBy(FieldPath.documentId());
  if (cursor) q = q.startAfter(cursor.id);
  const snap = await q.limit(limit + 1).get();
  const docs = snap.docs.slice(0, limit);
  const last = docs.at(-1);
  const data = await Promise.all(
    docs.map(async (d) => {
      const discount = d.data() as Partial<DiscountData>;
      const none: VoucherCounts = { unused: 0, inUse: 0, redeemed: 0, total: 0 };
      const counts = discount.validFor === "everyone" ? none : await voucherCountsOf(d.ref.collection(COLLECTIONS.vouchers));
      return toV1Discount(d.id, discount, counts);
    }),
  );
  return { data, nextCursor: snap.docs.length > limit && last ? encodeCursor({ id: last.id }) : null };
}

// What Firestore takes as a document id: not "." or "..", no "/", not __reserved__.
const isDocumentId = (id: string) => id.length > 0 && id.length <= 1500 && id !== "." && id !== ".." && !id.includes("/") && !/^__.*__$/.test(id);

async function vouchers(deps: AppDeps, companyId: string, req: Request): Promise<V1Page<unknown>> {
  const discountId = String(req.params.discountId ?? "");
  const query = parseIdPageQuery(req.query as Record<string, unknown>);
  if (!query.ok) throw validationError(query.fields);
  if (!isDocumentId(discountId)) throw apiError("not-found");
  const discount = deps.db.collection(COLLECTIONS.discounts).doc(discountId);
  // Another company's discount is not told apart from a missing one.
  if ((await discount.get()).get("companyId") !== companyId) throw apiError("not-found");
  const { limit, cursor } = query.value;
  // The code is never read: select() leaves it on the server.
  let q = discount.collection(COLLECTIONS.vouchers).select("discountId", "name", "status", "created", "orderId", "usedAt").orderBy(FieldPath.documentId());
  if (cursor) q = q.startAfter(cursor.id);
  const snap = await q.limit(limit + 1).get();
  const docs = snap.docs.slice(0, limit);
  const last = docs.at(-1);
  return {
    data: docs.map((d) => toV1Voucher(d.id, d.data() as Partial<VoucherData>)),
    nextCursor: snap.docs.length > limit && last ? encodeCursor({ id: last.id }) : null,
  };
}

/** GET /pages and /stories: the company's entries of one collection, paged by id. */
function contentEntries(collection: "pages" | "stories"): DataHandler {
  return async (deps, companyId, req) => {
    const query = parseIdPageQuery(req.query as Record<string, unknown>);
    if (!query.ok) throw validationError(query.fields);
    const { limit, cursor } = query.value;
    let q = deps.db.collection(COLLECTIONS[collection]).where("companyId", "==", companyId).orderBy(FieldPath.documentId());
    if (cursor) q = q.startAfter(cursor.id);
    const snap = await q.limit(limit + 1).get();
    const docs = snap.docs.slice(0, limit);
    const last = docs.at(-1);
    return {
      data: docs.map((d) => toV1ContentEntry(d.id, d.data() as Partial<ContentEntryData>)),
      nextCursor: snap.docs.length > limit && last ? encodeCursor({ id: last.id }) : null,
    } satisfies V1Page<unknown>;
  };
}

/** Adds the headers the error answers of /api/v1 carry, then lets the app's error handler answer. */
const v1Errors: ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof RateLimitedError) res.set("Retry-After", String(error.retryAfterSeconds));
  else if ((error as { code?: unknown } | null)?.code === "unauthenticated") res.set("WWW-Authenticate", REALM);
  next(error);
};

export function integratorApi(deps: AppDeps): Router {
  // Per instance: passwords already checked against the current hash (see VerifiedCache).
  const cache = new VerifiedCache();
  const limit = deps.config.apiRateLimit ?? API_V1_RATE_LIMIT;
  const router = express.Router();

  router.get("/openapi.json", (_req, res) => {
    res.set("Cache-Control", "public, max-age=300").json(integratorOpenApi());
  });

  const serve = (handler: DataHandler) => async (req: Request, res: Response) => {
    const companyId = await authenticateIntegrator(deps, req.get("authorization"), cache);
    await countRequest(deps, companyId, limit);
    const answer = await handler(deps, companyId, req);
    res.set("Cache-Control", "no-store").json(answer);
  };
  router.get("/company", serve(company));
  router.get("/orders", serve(orders));
  router.get("/products", serve(products));
  router.get("/discounts", serve(discounts));
  router.get("/discounts/:discountId/vouchers", serve(vouchers));
  router.get("/pages", serve(contentEntries("pages")));
  router.get("/stories", serve(contentEntries("stories")));

  router.all(["/openapi.json", "/company", "/orders", "/products", "/discounts", "/discounts/:discountId/vouchers", "/pages", "/stories"], (_req, res) => {
    res.set("Allow", "GET, HEAD");
    throw apiError("method-not-allowed");
  });
  router.use(() => {
    throw apiError("not-found");
  });
  router.use(v1Errors);
  return router;
}
