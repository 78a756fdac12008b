// A company's discounts (spec §3 Discount, §7 POST /api/discounts/{id?}; issue 22): saved and deleted through
// /api only. The server owns the company, the state (new until its vouchers are handed out) and handedOutAt;
// a save keeps them as they are.
import type { Firestore } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  type DiscountAnswer,
  type DiscountData,
  type FieldErrors,
  type LanguageCode,
  type LocalizedText,
  type SaveDiscountRequest,
} from "@comanda/shared";
import { apiError, validationError } from "../http/errors";
import { runTransaction } from "../transactions";

export interface DiscountDeps {
  db: Firestore;
}

export const discountRef = (db: Firestore, id: string) => db.collection(COLLECTIONS.discounts).doc(id);

/** The company's discount, or 404 not-found for another company's or none (the two are not told apart). */
export async function companyDiscount(db: Firestore, companyId: string, id: string): Promise<DiscountData> {
  const stored = (await discountRef(db, id).get()).data() as DiscountData | undefined;
  if (!stored || stored.companyId !== companyId) throw apiError("not-found");
  return stored;
}

/** An instant as stored: ISO 8601 in UTC ("2026-12-01T00:00:00.000Z"), so that stored instants compare as text. */
function instant(value: string | null | undefined): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** The customer's names trimmed, blank languages dropped. */
function customerNames(names: LocalizedText | undefined): LocalizedText {
  const kept: LocalizedText = {};
  for (const [language, text] of Object.entries(names ?? {}) as [LanguageCode, string][]) if (text.trim()) kept[language] = text.trim();
  return kept;
}

/** The body's fields as stored: the names trimmed, the window's instants in UTC; an end not after the start refused. */
function discountFields(body: SaveDiscountRequest): Pick<DiscountData, "name" | "customerName" | "percentage" | "enabled" | "validFor" | "start" | "end"> {
  const start = instant(body.start);
  const end = instant(body.end);
  if (start && end && !(Date.parse(end) > Date.parse(start))) {
    const fields: FieldErrors = { end: ["export-range-invalid"] };
    throw validationError(fields);
  }
  return { name: body.name.trim(), customerName: customerNames(body.customerName), percentage: body.percentage, enabled: body.enabled, validFor: body.validFor, start, end };
}

/** Creates (no id) or replaces (id) a discount of the company and answers it as stored. */
export async function saveDiscount(deps: DiscountDeps, companyId: string, id: string | undefined, body: SaveDiscountRequest): Promise<DiscountAnswer> {
  const { db } = deps;
  const fields = discountFields(body);
  const ref = id === undefined ? db.collection(COLLECTIONS.discounts).doc() : discountRef(db, id);
  const saved = await runTransaction(db, async (tx) => {
    let kept: Pick<DiscountData, "status" | "handedOutAt"> = { status: "new", handedOutAt: null };
    if (id !== undefined) {
      const stored = (await tx.get(ref)).data() as DiscountData | undefined;
      if (!stored || stored.companyId !== companyId) throw apiError("not-found");
      kept = { status: stored.status ?? "new", handedOutAt: stored.handedOutAt ?? null };
    }
    const discount: DiscountData = { companyId, ...fields, ...kept };
    tx.set(ref, discount);
    return discount;
  });
  return { id: ref.id, ...saved };
}

/**
 * Deletes a discount of the company with all its vouchers. Refused with 409 vouchers-in-use while an order paid
 * online holds one of them (its payment is pending): the order would lose the discount it was priced with.
 */
export async function deleteDiscount(deps: DiscountDeps, companyId: string, id: string): Promise<void> {
  const { db } = deps;
  const ref = discountRef(db, id);
  await companyDiscount(db, companyId, id);
  const held = await ref.collection(COLLECTIONS.vouchers).where("status", "==", "inUse").limit(1).get();
  if (!held.empty) throw apiError("vouchers-in-use");
  // The discount and its vouchers, in batches (a discount may have tens of thousands of vouchers).
  await db.recursiveDelete(ref);
}
