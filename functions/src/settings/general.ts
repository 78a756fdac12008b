// POST /api/settings/general: the general settings screen's checks on the server, then in one transaction
// its fields replace the stored ones in companySettings/{companyId}, the points of sale's default flags
// follow a new default point of sale, and every VAT change is logged in vatChanges (who, when, old, new).
// A VAT rate that products still use cannot be taken away: the refusal names those products.
import type { DocumentSnapshot, Firestore, Transaction } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  DEFAULT_LANGUAGE,
  GENERAL_SETTINGS_FIELDS,
  addFieldError,
  generalSettingsErrors,
  hasFieldErrors,
  removedVatRates,
  sameVatRate,
  samplesFollowingDefaultVat,
  storedGeneralSettings,
  vatChanges,
  type CompanySettingsData,
  type FieldErrors,
  type GeneralSettings,
  type GeneralSettingsAnswer,
  type LocalizedText,
  type Principal,
  type ProductData,
  type VatChangeData,
  type VatRateInUseDetails,
  type ZoneData,
} from "@comanda/shared";
import type { AppDeps } from "../deps";
import { callerOf, sendData, withBody, type ApiHandler } from "../http/pipeline";
import { validationError } from "../http/errors";
import { requireFeature } from "../subscriptions/gates";
import { runTransaction } from "../transactions";

/** How the log names who saved: the user's name, else their e-mail (staff signed in by QR code may have neither). */
async function nameOf(deps: AppDeps, uid: string): Promise<string | null> {
  try {
    const user = await deps.auth.getUser(uid);
    return user.displayName || user.email || null;
  } catch {
    return null;
  }
}

function productName(name: LocalizedText | undefined, language: string): string {
  const names = name ?? {};
  return (names as Record<string, string | undefined>)[language]?.trim() || Object.values(names).find((n) => typeof n === "string" && n.trim() !== "")?.trim() || "";
}

/**
 * The rates the save would take away that products still use, with those products; field errors on vat /
 * vatRates. Untouched sample products at the old default rate move to the new one (`following`) instead.
 */
async function vatRatesInUse(
  tx: Transaction,
  db: Firestore,
  companyId: string,
  stored: Partial<CompanySettingsData>,
  body: GeneralSettings,
  fields: FieldErrors,
): Promise<{ inUse: VatRateInUseDetails["vatRateInUse"]; following: ReturnType<typeof samplesFollowingDefaultVat> }> {
  const removed = removedVatRates({ vat: stored.vat ?? 0, vatRates: stored.vatRates ?? [] }, body);
  const defaultChanged = typeof stored.vat === "number" && !sameVatRate(stored.vat, body.vat);
  if (removed.length === 0 && !defaultChanged) return { inUse: [], following: [] };
  const language = stored.i18n?.defaultLanguage ?? DEFAULT_LANGUAGE;
  const products = await tx.get(db.collection(COLLECTIONS.products).where("companyId", "==", companyId));
  const following = samplesFollowingDefaultVat(products.docs.map((doc) => ({ ...doc.data(), id: doc.id })), stored.vat, body.vat);
  const moving = new Set(following.map((f) => f.id));
  const inUse: VatRateInUseDetails["vatRateInUse"] = [];
  for (const rate of removed) {
    const users = products.docs
      .filter((doc) => !moving.has(doc.id))
      .filter((doc) => typeof (doc.data() as Partial<ProductData>).vat === "number" && sameVatRate((doc.data() as ProductData).vat, rate))
      .map((doc) => ({ id: doc.id, name: productName((doc.data() as ProductData).name, language) }));
    if (users.length === 0) continue;
    inUse.push({ rate, products: users });
    // The old default rate is shown under the default rate's field; an additional one under the list.
    addFieldError(fields, stored.vat !== undefined && sameVatRate(stored.vat, rate) ? "vat" : "vatRates", "vat-rate-in-use");
  }
  return { inUse, following };
}

interface StoredZone {
  id: string;
  data: ZoneData;
}

/** The zones of the company; the default point of sale must be in one that is not deleted. */
async function zonesOf(tx: Transaction, db: Firestore, companyId: string): Promise<StoredZone[]> {
  const snap = await tx.get(db.collection(COLLECTIONS.zones).where("companyId", "==", companyId));
  return snap.docs.map((doc) => ({ id: doc.id, data: doc.data() as ZoneData }));
}

/** Sets each point of sale's default flag: only the chosen one (none for null) is the default. */
function syncDefaultFlags(tx: Transaction, db: Firestore, zones: readonly StoredZone[], chosen: string | null): void {
  for (const zone of zones) {
    const points = zone.data.pointsOfSale ?? [];
    if (!points.some((p) => (p.isDefault === true) !== (p.id === chosen))) continue;
    tx.update(db.collection(COLLECTIONS.zones).doc(zone.id), { pointsOfSale: points.map((p) => ({ ...p, isDefault: p.id === chosen })) });
  }
}

export async function saveGeneralSettings(deps: AppDeps, caller: Principal, body: GeneralSettings): Promise<GeneralSettingsAnswer> {
  // Checked without the stored settings first (a repeated VAT rate aside), so a bad body reads nothing.
  const fields = generalSettingsErrors(body, { vat: body.vat, vatRates: body.vatRates });
  if (hasFieldErrors(fields)) throw validationError(fields);
  const settings = storedGeneralSettings(body);
  const { db } = deps;
  const { companyId } = caller;
  const byName = await nameOf(deps, caller.uid);
  const ref = db.collection(COLLECTIONS.companySettings).doc(companyId);

  await runTransaction(db, async (tx) => {
    const snap: DocumentSnapshot = await tx.get(ref);
    const stored = (snap.data() as Partial<CompanySettingsData> | undefined) ?? {};
    // A repeated VAT rate is refused only when this save adds it (duplicateVatRateIndexes).
    const duplicates = generalSettingsErrors(body, stored);
    if (hasFieldErrors(duplicates)) throw validationError(duplicates);
    // Cash payments are for subscribers (spec §1): switching them on needs the feature; switching them off
    // (or keeping them as they are) never does, so an ended subscription can still save its settings.
    if (settings.enableOfflinePayments && stored.enableOfflinePayments !== true) await requireFeature(deps, companyId, "cashPayments", tx);
    const refused: FieldErrors = {};
    const { inUse, following } = await vatRatesInUse(tx, db, companyId, stored, settings, refused);

    const defaultChanged = (stored.defaultPointofsaleId ?? null) !== settings.defaultPointofsaleId;
    const zones = defaultChanged ? await zonesOf(tx, db, companyId) : [];
    const defaultZone = settings.defaultPointofsaleId === null ? null : zones.find((z) => z.data.archived !== true && (z.data.pointsOfSale ?? []).some((p) => p.id === settings.defaultPointofsaleId));
    if (defaultChanged && settings.defaultPointofsaleId !== null && !defaultZone) addFieldError(refused, "defaultPointofsaleId", "pointofsale-not-found");
    if (hasFieldErrors(refused)) throw validationError(refused, inUse.length > 0 ? ({ vatRateInUse: inUse } satisfies VatRateInUseDetails) : undefined);

    const written: Record<string, unknown> = { ...settings, companyId };
    const mergeFields: string[] = [...GENERAL_SETTINGS_FIELDS, "companyId"];
    if (defaultChanged) {
      written.defaultZoneId = defaultZone?.id ?? null;
      mergeFields.push("defaultZoneId");
      syncDefaultFlags(tx, db, zones, settings.defaultPointofsaleId);
    }
    tx.set(ref, written, { mergeFields });
    for (const sample of following) {
      tx.update(db.collection(COLLECTIONS.products).doc(sample.id), { vat: sample.vat, sampleFingerprint: sample.sampleFingerprint });
    }

    const at = deps.clock.now().toISOString();
    for (const change of vatChanges(stored, settings)) {
      const entry: VatChangeData = { companyId, ...change, byUid: caller.uid, byName, at };
      tx.create(db.collection(COLLECTIONS.vatChanges).doc(), entry);
    }
  });
  return { settings };
}

export const generalSettingsHandlers = {
  saveGeneralSettings: withBody<GeneralSettings>(async (call, body) => {
    sendData(call.res, await saveGeneralSettings(call.deps, callerOf(call), body));
  }),
} satisfies Record<string, ApiHandler>;
