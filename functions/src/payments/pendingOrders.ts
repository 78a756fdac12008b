// Orders awaiting their online payment (shared/src/orders/pendingOrders.ts) on the server: held with their
// slot and voucher, moved into orders when paid (the voucher redeemed), dropped (slot freed, voucher unused
// again) when the payment fails, is cancelled or abandoned.
import {
  COLLECTIONS,
  paidOrder,
  paymentMatches,
  type OrderData,
  type PaymentReport,
  type PendingOrderData,
} from "@comanda/shared";
import type { Transaction } from "firebase-admin/firestore";
import type { AppDeps } from "../deps";
import { nextOrderNumber, writeOrderNumber } from "../orders/place";
import { readOrderPrintJobs, ticketWordingOnce, writeOrderPrintJobs } from "../printing/createJobs";
import { writePlannedRecord } from "../verifactu/chain";
import { taxQrOf } from "../verifactu/qr";
import { becomesTicket, planTicketRecord } from "../verifactu/tickets";
import { planVoucherChange } from "../orders/voucherRedemption";
import * as logs from "./logs";

export function pendingOrderRef(deps: Pick<AppDeps, "db">, id: string) {
  return deps.db.collection(COLLECTIONS.pendingOrders).doc(id);
}

export type SettleResult = "placed" | "already-placed" | "unknown" | "mismatch";

/**
 * In the transaction: the pending order of a succeeded payment becomes orders/{same id}, numbered from the
 * company's counter, paid, with its print jobs and (e-invoicing on) its ticket's tax record, chained here. A second delivery (or a parallel one) finds the pending order
 * gone and the order there: nothing more happens, so there is one order with one number and one set of
 * jobs. Reads come first.
 */
export async function settlePaidOrder(tx: Transaction, deps: Pick<AppDeps, "db" | "clock">, orderId: string, report: PaymentReport): Promise<SettleResult> {
  const { db } = deps;
  const pendingRef = pendingOrderRef(deps, orderId);
  const orderRef = db.collection(COLLECTIONS.orders).doc(orderId);
  const [pendingSnap, orderSnap] = await Promise.all([tx.get(pendingRef), tx.get(orderRef)]);
  if (orderSnap.exists) return orderSnap.get("stripePaymentIntentId") === report.paymentIntentId ? "already-placed" : "mismatch";
  if (!pendingSnap.exists) return "unknown";
  const pending = pendingSnap.data() as PendingOrderData;
  if (!paymentMatches(pending, report)) return "mismatch";
  const number = await nextOrderNumber(tx, db, pending.companyId);
  const now = deps.clock.now();
  const redeemVoucher = await planVoucherChange(tx, db, pending.order, orderId, "redeemed", now);
  const order: OrderData = paidOrder(pending, number, now);
  // Paid online: the order is a ticket now, and its receipt carries the record's QR code.
  const record = becomesTicket(null, order) ? await planTicketRecord(tx, db, orderId, order, now) : null;
  const printJobs = await readOrderPrintJobs(tx, db, orderId, order, now, ticketWordingOnce(db, order), taxQrOf(record));
  writeOrderNumber(tx, db, pending.companyId, number);
  tx.create(orderRef, order);
  tx.delete(pendingRef);
  redeemVoucher?.();
  writeOrderPrintJobs(tx, db, printJobs);
  if (record) writePlannedRecord(tx, db, record, now);
  logs.paidOrderPlaced(pending.companyId, orderId, number);
  return "placed";
}

/**
 * In the transaction: drops the pending order waiting for this intent (its slot is free again, and the voucher
 * it held unused again). Answers whether there was one. An order already placed is never touched.
 */
export async function dropPendingOrder(tx: Transaction, deps: Pick<AppDeps, "db" | "clock">, orderId: string, paymentIntentId: string | null, why: string): Promise<boolean> {
  const ref = pendingOrderRef(deps, orderId);
  const snap = await tx.get(ref);
  if (!snap.exists) return false;
  const pending = snap.data() as PendingOrderData;
  if (paymentIntentId !== null && pending.paymentIntentId !== paymentIntentId) return false;
  const releaseVoucher = await planVoucherChange(tx, deps.db, pending.order, orderId, "new", deps.clock.now());
  tx.delete(ref);
  releaseVoucher?.();
  logs.pendingOrderDropped(pending.companyId, orderId, why);
  return true;
}
