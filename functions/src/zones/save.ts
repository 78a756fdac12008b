// POST /api/zones/{id?}: checks a whole zone with its points of sale against the caller's company
// (spec §3, §4, §5) and writes it, moving the company's default flags when this zone takes them.
import { randomInt } from "node:crypto";
import {
  COLLECTIONS,
  addFieldError,
  coerceZone,
  deliveryOnInvoiceAllowed,
  hasFieldErrors,
  nextSortOrder,
  sameZoneName,
  type CompanyData,
  type CompanySettingsData,
  type FieldErrors,
  type GatedFeature,
  type PointOfSale,
  type Zone,
  type ZoneData,
  type ZoneRequest,
  type ZoneSavedAnswer,
} from "@comanda/shared";
import type { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";
import type { AppDeps } from "../deps";
import { apiError, validationError } from "../http/errors";
import { companyAllows } from "../subscriptions/gates";
import { runTransaction } from "../transactions";

/**
 * One document per company that every zone save reads and writes: two saves of the same company
 * conflict on it, so Firestore runs them one after the other and the second one sees the first one's
 * zone (two concurrent creates cannot both pass the unique-name check). Server only: no rule opens it.
 */
export const ZONE_LOCKS = "zoneLocks";

// No 0/o, 1/l/i: an id may be read out or typed from a printed sheet.
const ID_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const ID_LENGTH = 12;

/** A short random point-of-sale id (31^12 ≈ 7·10^17 values). */
export function newPointOfSaleId(): string {
  let id = "";
  for (let i = 0; i < ID_LENGTH; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** A reference list of the zone and the collection its ids must belong to, with the refusal code. */
const REFERENCES = [
  { field: "autoAppliedDiscounts", collection: COLLECTIONS.discounts, code: "discount-not-found" },
  { field: "categoryVisibilityConfig", collection: COLLECTIONS.categories, code: "category-not-found" },
  { field: "pagesVisibilityConfig", collection: COLLECTIONS.pages, code: "page-not-found" },
  { field: "storiesVisibilityConfig", collection: COLLECTIONS.stories, code: "story-not-found" },
] as const satisfies readonly { field: keyof ZoneData; collection: string; code: string }[];

/** The ids among `ids` of documents in `collection` that belong to the company. */
async function companyIds(tx: Transaction, db: Firestore, collection: string, companyId: string, ids: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const snaps = await tx.getAll(...unique.map((id) => db.collection(collection).doc(id)));
  return new Set(snaps.filter((s) => s.exists && s.get("companyId") === companyId).map((s) => s.id));
}

/**
 * Checks the references to discounts, categories, pages and stories. An id the stored zone already had
 * and whose item was deleted since is dropped (the admin deletes those directly); a new unknown one,
 * or another company's, is refused.
 */
async function checkReferences(tx: Transaction, db: Firestore, companyId: string, zone: ZoneData, stored: ZoneData | null, fields: FieldErrors): Promise<void> {
  for (const { field, collection, code } of REFERENCES) {
    const ids = zone[field];
    const known = await companyIds(tx, db, collection, companyId, ids);
    const before = new Set<string>(stored?.[field] ?? []);
    ids.forEach((id, index) => {
      if (!known.has(id) && !before.has(id)) addFieldError(fields, `${field}.${index}`, code);
    });
    zone[field] = ids.filter((id) => known.has(id));
  }
}

/**
 * Gives new points of sale an id and refuses an id another zone of the company uses (archived zones
 * included: their ids stay in old orders and printed QR codes) or one given twice in the body.
 */
function assignPointOfSaleIds(zone: ZoneData, others: readonly Zone[], fields: FieldErrors): void {
  const taken = new Set(others.flatMap((z) => (z.pointsOfSale ?? []).map((p) => p.id)));
  // Ids in the body, so that a new id never repeats one of them either.
  const seen = new Set(zone.pointsOfSale.map((p) => p.id).filter((pid) => typeof pid === "string"));
  const inBody = new Set<string>();
  zone.pointsOfSale = zone.pointsOfSale.map((pos, index) => {
    if (typeof pos.id === "string") {
      if (taken.has(pos.id) || inBody.has(pos.id)) addFieldError(fields, `pointsOfSale.${index}.id`, "point-of-sale-id-taken");
      inBody.add(pos.id);
      return pos;
    }
    let id = newPointOfSaleId();
    while (taken.has(id) || seen.has(id)) id = newPointOfSaleId();
    seen.add(id);
    return { ...pos, id };
  });
}

/** At most one default point of sale in the zone: the first one flagged keeps the flag. */
function singleDefaultPointOfSale(points: PointOfSale[]): PointOfSale | null {
  const first = points.find((p) => p.isDefault === true) ?? null;
  for (const p of points) if (p !== first && p.isDefault === true) p.isDefault = false;
  return first;
}

interface StoredZones {
  stored: Zone | null;
  others: Zone[];
}

async function readZones(tx: Transaction, db: Firestore, companyId: string, id: string | undefined): Promise<StoredZones> {
  const snap = await tx.get(db.collection(COLLECTIONS.zones).where("companyId", "==", companyId));
  const all: Zone[] = snap.docs.map((d) => ({ ...(d.data() as ZoneData), id: d.id }));
  // Another company's zone is not in the query: it is answered like a missing one (ids are not revealed).
  const found = id === undefined ? null : all.find((z) => z.id === id);
  if (found === undefined) throw apiError("not-found");
  return { stored: found, others: all.filter((z) => z.id !== id) };
}

/** Clears the default flags of the other zones (zone flag, point-of-sale flags) as the saved zone takes them. */
function clearOtherDefaults(tx: Transaction, db: Firestore, others: readonly Zone[], zoneDefault: boolean, posDefault: boolean): void {
  for (const other of others) {
    const patch: Partial<ZoneData> = {};
    if (zoneDefault && other.isDefault === true) patch.isDefault = false;
    if (posDefault && (other.pointsOfSale ?? []).some((p) => p.isDefault === true)) {
      patch.pointsOfSale = other.pointsOfSale.map((p) => (p.isDefault === true ? { ...p, isDefault: false } : p));
    }
    if (Object.keys(patch).length > 0) tx.update(db.collection(COLLECTIONS.zones).doc(other.id), patch);
  }
}

/** The zone switches that are gated features (shared/src/subscription/features.ts). */
const ZONE_GATED_FIELDS = ["collectPhoneNumber", "collectCustomerName"] as const satisfies readonly (GatedFeature & keyof ZoneData)[];

/** Creates (no id) or replaces (id) a zone of the caller's company. */
export async function saveZone(deps: AppDeps, companyId: string, id: string | undefined, body: ZoneRequest): Promise<ZoneSavedAnswer> {
  if (body.companyId !== undefined && body.companyId !== companyId) throw validationError({ companyId: ["other-company"] });
  const { db } = deps;
  const zones = db.collection(COLLECTIONS.zones);
  const ref: DocumentReference = id === undefined ? zones.doc() : zones.doc(id);
  const lockRef = db.collection(ZONE_LOCKS).doc(companyId);
  const settingsRef = db.collection(COLLECTIONS.companySettings).doc(companyId);

  const saved = await runTransaction(db, async (tx) => {
    await tx.get(lockRef);
    const { stored, others } = await readZones(tx, db, companyId, id);
    const settingsSnap = await tx.get(settingsRef);
    const settings = (settingsSnap.data() as Partial<CompanySettingsData> | undefined) ?? null;

    // sortOrder and archived are the stored ones: the list reorders and archives zones directly.
    const sortOrder = stored ? stored.sortOrder : nextSortOrder(others.map((z) => z.sortOrder));
    const { id: _sentId, ...sent } = body;
    const zone = coerceZone({ ...sent, companyId, sortOrder, archived: stored?.archived ?? false });
    zone.pointsOfSale = zone.pointsOfSale.map((p) => ({ ...p }));

    // Collecting the customer's phone number or name is for subscribers (spec §1): switching it on needs
    // the feature; a zone that already collects it may keep it or switch it off.
    const switchedOn = ZONE_GATED_FIELDS.filter((field) => zone[field] === true && stored?.[field] !== true);
    if (switchedOn.length > 0 && !deps.config.stripe.subscriptionsAlwaysActive) {
      const company = (await tx.get(db.collection(COLLECTIONS.companies).doc(companyId))).data() as Partial<CompanyData> | undefined;
      if (switchedOn.some((field) => !companyAllows(deps, company, field))) throw apiError("subscription-required");
    }

    const fields: FieldErrors = {};
    if (others.some((z) => z.archived !== true && typeof z.name === "string" && sameZoneName(z.name, zone.name))) {
      addFieldError(fields, "name", "zone-name-taken");
    }
    if (zone.allowDeliveryOnInvoice && !deliveryOnInvoiceAllowed(settings, zone)) {
      addFieldError(fields, "allowDeliveryOnInvoice", "delivery-on-invoice-not-allowed");
    }
    assignPointOfSaleIds(zone, others, fields);
    await checkReferences(tx, db, companyId, zone, stored, fields);
    if (hasFieldErrors(fields)) throw validationError(fields);

    const defaultPointOfSale = singleDefaultPointOfSale(zone.pointsOfSale);
    clearOtherDefaults(tx, db, others, zone.isDefault, defaultPointOfSale !== null);
    if (defaultPointOfSale) {
      tx.set(settingsRef, { defaultPointofsaleId: defaultPointOfSale.id, defaultZoneId: ref.id }, { merge: true });
    } else if (settings?.defaultZoneId === ref.id) {
      // This zone held the company's default point of sale and no longer does.
      tx.set(settingsRef, { defaultPointofsaleId: null, defaultZoneId: null }, { merge: true });
    }
    tx.set(lockRef, { companyId, savedAt: deps.clock.now().toISOString() });
    tx.set(ref, zone);
    const answer: Zone = { ...zone, id: ref.id };
    return answer;
  });
  return { zone: saved };
}
