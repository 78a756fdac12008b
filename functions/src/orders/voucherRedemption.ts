// A voucher code given with a customer's order (issue 22): found by its code, checked against the order's zone,
// its discount and the time (shared/src/discounts/rules.ts voucherRefusal) before the order is priced, then taken
// INSIDE the transaction that numbers (or holds) the order, where the voucher is read again: of many orders
// racing with one code, the first to commit takes it and every other one finds it taken and is refused, with
// nothing placed. Given back (status new) when the online payment it waits for fails, is cancelled or abandoned,
// and when the owner asks for it with a refund.
import {
  COLLECTIONS,
  normalizeVoucherCode,
  voucherRefusal,
  type DiscountData,
  type OrderData,
  type VoucherData,
  type VoucherRefusal,
  type VoucherStatus,
  type WithId,
  type ZoneData,
} from "@comanda/shared";
import type { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";
import { validationError } from "../http/errors";

/** The refusals that say nothing about the code but that it is none of this company's: a guesser's. */
export const GUESS_REFUSALS: ReadonlySet<VoucherRefusal> = new Set(["voucher-unknown", "voucher-other-company"]);

/** The field of the customer's order its refusals are answered under. */
export const VOUCHER_FIELD = "voucherCode";

/** A voucher found and checked for an order: its discount may apply. */
export interface CheckedVoucher {
  /** vouchers/{id} under discounts/{discountId}: read again in the placing transaction. */
  ref: DocumentReference;
  code: string;
  discount: WithId<DiscountData>;
}

/** Codes looked up at once: codes are unique within a company, so several hits are several companies'. */
const LOOKUP_LIMIT = 20;

/**
 * The voucher of `typed` (as the customer typed it) for an order of the company in `zone`, or the reason it
 * cannot be used. The code is looked up across companies (collection-group query on vouchers by code alone),
 * so that another company's code is told apart from an unknown one without reading anything else of it.
 */
export async function checkVoucher(
  db: Firestore,
  companyId: string,
  zone: Pick<ZoneData, "enableVouchers"> | undefined,
  typed: string,
  now: Date,
): Promise<CheckedVoucher | { refusal: VoucherRefusal }> {
  const zoneAcceptsVouchers = zone?.enableVouchers === true;
  const code = normalizeVoucherCode(typed);
  if (!zoneAcceptsVouchers || code === null) {
    return { refusal: voucherRefusal({ companyId, zoneAcceptsVouchers, voucher: null, discount: null, now }) as VoucherRefusal };
  }
  const hits = await db.collectionGroup(COLLECTIONS.vouchers).where("code", "==", code).limit(LOOKUP_LIMIT).get();
  const own = hits.docs.find((d) => d.get("companyId") === companyId);
  if (!own) {
    // Another company's voucher: only its companyId is compared, nothing of it is read or answered.
    const voucher = hits.empty ? null : { companyId: String(hits.docs[0]?.get("companyId")), status: "new" as VoucherStatus };
    return { refusal: voucherRefusal({ companyId, zoneAcceptsVouchers, voucher, discount: null, now }) as VoucherRefusal };
  }
  const voucher = own.data() as VoucherData;
  const discountRef = own.ref.parent.parent;
  const discountSnap = discountRef ? await discountRef.get() : null;
  const discount = discountSnap?.exists ? ({ ...(discountSnap.data() as DiscountData), id: discountSnap.id } as WithId<DiscountData>) : null;
  const refusal = voucherRefusal({ companyId, zoneAcceptsVouchers, voucher, discount, now });
  if (refusal || !discount) return { refusal: refusal ?? "voucher-disabled" };
  return { ref: own.ref, code, discount };
}

/** The refusal of a voucher found taken in the placing transaction. */
function takenRefusal(status: unknown): VoucherRefusal {
  return status === "inUse" ? "voucher-in-use" : "voucher-already-used";
}

/**
 * In the placing transaction (a read: call it before the transaction writes): the voucher again, still unused,
 * or the refusal `voucher-in-use` / `voucher-already-used` as the order's field error (nothing is written).
 */
export async function readVoucherInTransaction(tx: Transaction, ref: DocumentReference): Promise<void> {
  const snap = await tx.get(ref);
  if (!snap.exists) throw validationError({ [VOUCHER_FIELD]: ["voucher-unknown"] });
  const status: unknown = snap.get("status");
  if (status !== "new") throw validationError({ [VOUCHER_FIELD]: [takenRefusal(status)] });
}

/** In the placing transaction, after readVoucherInTransaction: the voucher taken by the order (redeemed, or held in use). */
export function takeVoucher(tx: Transaction, ref: DocumentReference, orderId: string, status: Exclude<VoucherStatus, "new">, now: Date): void {
  tx.update(ref, { status, orderId, usedAt: now.toISOString() } satisfies Partial<VoucherData>);
}

/** The voucher document an order's discount came from (none when no voucher was used). */
function voucherOfOrder(db: Firestore, order: Pick<OrderData, "discounts">): DocumentReference | null {
  const used = (order.discounts ?? []).find((d) => typeof d.voucherId === "string" && d.voucherId !== "");
  if (!used?.voucherId) return null;
  return db.collection(COLLECTIONS.discounts).doc(used.discountId).collection(COLLECTIONS.vouchers).doc(used.voucherId);
}

/**
 * In a transaction (a read first, then a write): the voucher `order` used becomes `status` — redeemed when its
 * online payment succeeded, new again when the payment failed, was cancelled or abandoned, or the owner gives it
 * back with a refund. Only a voucher this order holds is touched. Answers a function that writes the change
 * (call it after the transaction's other reads), or null when there is nothing to change.
 */
export async function planVoucherChange(
  tx: Transaction,
  db: Firestore,
  order: Pick<OrderData, "companyId" | "discounts">,
  orderId: string,
  status: VoucherStatus,
  now: Date,
): Promise<(() => void) | null> {
  const ref = voucherOfOrder(db, order);
  if (!ref) return null;
  const snap = await tx.get(ref);
  // Only the voucher this order holds: one given back and taken by another order since is not ours any more.
  if (!snap.exists || snap.get("orderId") !== orderId || snap.get("companyId") !== order.companyId) return null;
  const change: Partial<VoucherData> = status === "new" ? { status, orderId: null, usedAt: null } : { status, usedAt: now.toISOString() };
  return () => tx.update(ref, change);
}
