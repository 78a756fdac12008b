// POST /api/products/{id?}: checks a product against the caller's catalogue (spec §5) and writes it.
import {
  COLLECTIONS,
  IMAGE_HEADER_BYTES,
  addFieldError,
  defaultCompanySettings,
  hasFieldErrors,
  nextSortOrder,
  productPhotoFileError,
  productRuleErrors,
  type CompanySettingsData,
  type ProductData,
  type ProductPictureError,
  type ProductRequest,
  type ProductSavedAnswer,
  type ProductRuleContext,
  type ProductType,
} from "@comanda/shared";
import type { Firestore, Transaction } from "firebase-admin/firestore";
import type { AppDeps } from "../deps";
import { apiError, validationError } from "../http/errors";
import * as logs from "../logs";
import { runTransaction } from "../transactions";

/** The ids among `ids` of documents in `collection` that belong to the company. */
async function companyIds(tx: Transaction, db: Firestore, collection: string, companyId: string, ids: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const snaps = await tx.getAll(...unique.map((id) => db.collection(collection).doc(id)));
  return new Set(snaps.filter((s) => s.exists && s.get("companyId") === companyId).map((s) => s.id));
}

async function ruleContext(
  tx: Transaction,
  db: Firestore,
  companyId: string,
  product: ProductRequest,
  stored: ProductData | null,
): Promise<ProductRuleContext> {
  const settingsSnap = await tx.get(db.collection(COLLECTIONS.companySettings).doc(companyId));
  const settings: CompanySettingsData = { ...defaultCompanySettings(), ...(settingsSnap.data() as Partial<CompanySettingsData> | undefined) };
  const optional = (id: string | null | undefined): string[] => (id == null ? [] : [id]);

  const slotIds = [...new Set(product.slots.flatMap((slot) => slot.items.map((item) => item.productId)))];
  const productsById = new Map<string, { hidden: boolean; type: ProductType }>();
  if (slotIds.length > 0) {
    const snaps = await tx.getAll(...slotIds.map((id) => db.collection(COLLECTIONS.products).doc(id)));
    for (const snap of snaps) {
      const data = snap.data() as Partial<ProductData> | undefined;
      if (!data || data.companyId !== companyId) continue;
      productsById.set(snap.id, { hidden: data.hidden === true, type: data.type ?? "regular" });
    }
  }
  // Spec §5: only products visible *at insertion*; one already in the stored product may be hidden since.
  for (const item of stored?.slots.flatMap((slot) => slot.items) ?? []) {
    const known = productsById.get(item.productId);
    if (known) productsById.set(item.productId, { ...known, hidden: false });
  }

  return {
    defaultLanguage: settings.i18n?.defaultLanguage ?? defaultCompanySettings().i18n.defaultLanguage,
    categoryIds: await companyIds(tx, db, COLLECTIONS.categories, companyId, optional(product.categoryId)),
    courseIds: await companyIds(tx, db, COLLECTIONS.courses, companyId, optional(product.courseId)),
    locationIds: await companyIds(tx, db, COLLECTIONS.locations, companyId, optional(product.locationId)),
    vatRates: [settings.vat, ...(settings.vatRates ?? []).map((r) => r.rate)].filter((rate) => typeof rate === "number"),
    productsById,
  };
}

// The names createUploadLink gives product photos: a UUID and the type's extension, nothing else.
const PHOTO_FILE = /^[A-Za-z0-9-]+\.(png|jpg)$/;

/**
 * Why a newly set product picture cannot be kept (spec §5: square jpg or png, 720–1240 px a side), or null.
 * It must be a photo uploaded for this company through createUploadLink; anything else, including
 * another company's photo and any outside URL, is "photo-not-found".
 */
async function pictureError(deps: AppDeps, companyId: string, picture: string): Promise<ProductPictureError | null> {
  const fileName = deps.uploads.fileNameOf(picture);
  const folder = `companies/${companyId}/public/products/`;
  if (!fileName?.startsWith(folder) || !PHOTO_FILE.test(fileName.slice(folder.length))) return "photo-not-found";
  return productPhotoFileError(await deps.uploads.readStart(fileName, IMAGE_HEADER_BYTES));
}

/** Creates (no id) or replaces (id) a product of the caller's company. */
export async function saveProduct(deps: AppDeps, companyId: string, id: string | undefined, body: ProductRequest): Promise<ProductSavedAnswer> {
  if (body.companyId !== undefined && body.companyId !== companyId) throw validationError({ companyId: ["other-company"] });
  const { db } = deps;
  const products = db.collection(COLLECTIONS.products);
  const ref = id === undefined ? products.doc() : products.doc(id);
  // A retried transaction must not download the photo again.
  let pictureCheck: Promise<ProductPictureError | null> | undefined;

  await runTransaction(db, async (tx) => {
    let stored: ProductData | null = null;
    let sortOrder: number;
    if (id !== undefined) {
      const snap = await tx.get(ref);
      stored = (snap.data() as ProductData | undefined) ?? null;
      // Another company's product is answered like a missing one: ids of other tenants are not revealed.
      if (!stored || stored.companyId !== companyId) throw apiError("not-found");
      sortOrder = body.sortOrder ?? stored.sortOrder;
    } else {
      const last = await tx.get(products.where("companyId", "==", companyId).orderBy("sortOrder", "desc").limit(1));
      sortOrder = nextSortOrder(last.docs.map((d) => d.get("sortOrder") as number));
    }

    // The sample marker is the server's (the request schema refuses it): a replaced sample keeps it, so that
    // deleting the sample data compares the new content with the sample's fingerprint and keeps the product.
    const marker = stored?.sample === true ? { sample: stored.sample, sampleFingerprint: stored.sampleFingerprint ?? "" } : {};
    const data: ProductData = { ...body, companyId, sortOrder, ...marker };
    const fields = productRuleErrors(data, await ruleContext(tx, db, companyId, body, stored));
    // A picture kept from the stored product passed when it was set (or predates the check).
    if (body.picture != null && body.picture !== (stored?.picture ?? null)) {
      pictureCheck ??= pictureError(deps, companyId, body.picture);
      const code = await pictureCheck;
      if (code) addFieldError(fields, "picture", code);
    }
    if (hasFieldErrors(fields)) throw validationError(fields);
    tx.set(ref, data);
  });
  logs.productSaved(companyId, ref.id, id === undefined);
  return { id: ref.id };
}
