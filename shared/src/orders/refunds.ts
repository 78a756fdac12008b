// Refunds of orders paid online (POST /api/orders/:id/refund): one per order, whole or in part, never more
// than was paid. The server checks these rules in the transaction that claims the refund; the order
// detail uses them to offer the action and its amount.
import type { OrderData, OrderRefund, RefundStatus } from "../entities/order";
import { roundMoney } from "../rules/currency";

/** A claim older than this was left by a call that never finished: the next call completes it (same request). */
export const REFUND_CLAIM_STALE_MS = 2 * 60_000;

/** What the customer paid for the order (items, fee and tip), in the company's currency. */
export function paidAmount(order: Pick<OrderData, "totals" | "cartTotal" | "tip">): number {
  return order.totals?.total ?? order.cartTotal + (order.tip ?? 0);
}

/**
 * Refund statuses whose money goes back to the customer: "succeeded", and "pending" (the provider accepted
 * the refund and only the bank's confirmation is outstanding; nothing in the product moves it to
 * "succeeded" later). A "processing" claim is not a refund yet: the provider may still refuse it.
 */
export const REFUNDED_STATUSES: readonly RefundStatus[] = ["pending", "succeeded"];

/**
 * The amount given back to the customer (0 when none), in the company's currency, never more than was
 * paid. Revenue (statistics, order list, CSV export) is what was paid minus this.
 */
export function refundedAmount(order: Pick<OrderData, "refund" | "totals" | "cartTotal" | "tip">): number {
  const refund = order.refund;
  if (!refund || !REFUNDED_STATUSES.includes(refund.status) || !Number.isFinite(refund.amount) || refund.amount <= 0) return 0;
  const paid = order.totals?.total ?? (order.cartTotal ?? 0) + (order.tip ?? 0);
  return Number.isFinite(paid) ? Math.min(refund.amount, Math.max(paid, 0)) : 0;
}

/** An order paid online through the payment provider (the only ones the server can refund). */
export function isPaidOnline(order: Pick<OrderData, "paymentMethod" | "paid" | "stripePaymentIntentId">): boolean {
  return order.paymentMethod === "online" && order.paid === true && typeof order.stripePaymentIntentId === "string" && order.stripePaymentIntentId !== "";
}

/** A refund left processing longer than REFUND_CLAIM_STALE_MS: its call never finished (the next one completes it). */
export function isStaleRefundClaim(refund: OrderRefund | null | undefined, now: Date): refund is OrderRefund {
  return !!refund && refund.status === "processing" && now.getTime() - Date.parse(refund.at) >= REFUND_CLAIM_STALE_MS;
}

/**
 * Whether the order detail offers the refund action: paid online and not refunded, or a refund whose call
 * never finished (finishing it repeats the same request).
 */
export function canRefund(order: Pick<OrderData, "paymentMethod" | "paid" | "stripePaymentIntentId" | "refund">, now: Date): boolean {
  return isPaidOnline(order) && (!order.refund || isStaleRefundClaim(order.refund, now));
}

export type RefundCheck =
  | { ok: true; amount: number; takeOver?: OrderRefund }
  | { ok: false; code: "not-refundable" | "already-refunded" | "refund-in-progress" }
  | { ok: false; field: "amount"; code: "refund-amount-too-high" | "refund-amount-invalid" };

/**
 * Whether the order may be refunded now, and by how much (`amount` missing: the whole payment). A claim
 * older than REFUND_CLAIM_STALE_MS is taken over as it is (same amount, same attempt), so a call that died
 * after the provider refunded never leads to a second refund.
 */
export function checkRefund(
  order: Pick<OrderData, "paymentMethod" | "paid" | "stripePaymentIntentId" | "refund" | "totals" | "cartTotal" | "tip">,
  amount: number | undefined,
  currency: string | null | undefined,
  now: Date,
): RefundCheck {
  if (!isPaidOnline(order)) return { ok: false, code: "not-refundable" };
  const existing = order.refund;
  if (existing) {
    if (existing.status !== "processing") return { ok: false, code: "already-refunded" };
    if (!isStaleRefundClaim(existing, now)) return { ok: false, code: "refund-in-progress" };
    return { ok: true, amount: existing.amount, takeOver: existing };
  }
  const paid = roundMoney(paidAmount(order), currency);
  const wanted = amount === undefined ? paid : roundMoney(amount, currency);
  if (!Number.isFinite(wanted) || wanted <= 0) return { ok: false, field: "amount", code: "refund-amount-invalid" };
  if (wanted > paid) return { ok: false, field: "amount", code: "refund-amount-too-high" };
  return { ok: true, amount: wanted };
}
