// POST /api/orders/:id/refund: refunds an order paid online, whole or in part, once. The refund is claimed
// in a transaction on the order (refund.status "processing"), so a double click or two parallel calls make
// one request to Stripe; that request carries an idempotency key from the order id and the attempt, so a
// retried or taken-over call never refunds twice. A refusal of Stripe releases the claim (the next call is a
// new attempt) and answers payment-provider-error; an answer lost on the way (no connection, Stripe's own
// error) keeps the claim, so that the next call after a while repeats the same request (same key) and never
// refunds twice. The order's `refund` is written by the server alone. The transaction that records the refund
// given back also chains its rectifying tax record (e-invoicing on). The voucher the order used stays redeemed
// unless the request asks to give it back (releaseVoucher): then it is unused again in that same transaction.
import {
  checkRefund,
  COLLECTIONS,
  defaultCompanySettings,
  toStripeAmount,
  type CompanySettingsData,
  type OrderData,
  type OrderRefund,
  type RefundOrderAnswer,
  type RefundOrderRequest,
} from "@comanda/shared";
import { connectedAccountOf } from "../banking/accounts";
import type { AppDeps } from "../deps";
import { apiError, isContention, validationError } from "../http/errors";
import { NUMBERING_MAX_ATTEMPTS } from "../orders/place";
import { planVoucherChange } from "../orders/voucherRedemption";
import { runTransaction } from "../transactions";
import { writePlannedRecord } from "../verifactu/chain";
import * as taxLogs from "../verifactu/logs";
import { becomesRefund, planRefundRecord } from "../verifactu/tickets";
import type { Stripe } from "../stripe/client";
import * as logs from "./logs";
import { isStripeError } from "./provider";

/** The order's payment has no connected account to refund it from. */
class NoAccount extends Error {
  constructor() {
    super("no connected account");
  }
}

/** Stripe's errors that say the request was refused and nothing was done. */
const REFUSALS = new Set(["StripeCardError", "StripeInvalidRequestError", "StripeAuthenticationError", "StripePermissionError", "StripeRateLimitError", "StripeIdempotencyError"]);

function refusedForSure(error: { type: string }): boolean {
  return REFUSALS.has(error.type);
}

/** The idempotency key of a refund attempt of an order. */
export const refundKey = (orderId: string, attempt: number) => `refund-${orderId}-${attempt}`;

async function companyCurrency(deps: Pick<AppDeps, "db">, companyId: string): Promise<string> {
  const snap = await deps.db.collection(COLLECTIONS.companySettings).doc(companyId).get();
  return (snap.data() as Partial<CompanySettingsData> | undefined)?.currency ?? defaultCompanySettings().currency;
}

export async function refundOrder(deps: AppDeps, companyId: string, uid: string, orderId: string, request: RefundOrderRequest): Promise<RefundOrderAnswer> {
  const reason = request.reason.trim();
  if (!reason) throw validationError({ reason: ["reason-required"] });
  const ref = deps.db.collection(COLLECTIONS.orders).doc(orderId);
  const currency = await companyCurrency(deps, companyId);
  const stripe = deps.stripe.client();

  // The claim: only one call at a time gets past it.
  const { claim, order } = await runTransaction(deps.db, async (tx) => {
    const snap = await tx.get(ref);
    const stored = snap.data() as OrderData | undefined;
    if (!stored || stored.companyId !== companyId) throw apiError("not-found");
    const now = deps.clock.now();
    const check = checkRefund(stored, request.amount, currency, now);
    if (!check.ok) {
      if ("field" in check) throw validationError({ [check.field]: [check.code] });
      throw apiError(check.code);
    }
    const claimed: OrderRefund = check.takeOver
      ? { ...check.takeOver, at: now.toISOString() }
      : { amount: check.amount, reason, status: "processing", refundId: null, at: now.toISOString(), by: uid, attempt: (stored.refundAttempts ?? 0) + 1 };
    tx.update(ref, { refund: claimed, refundAttempts: claimed.attempt });
    return { claim: claimed, order: stored };
  });

  // The account that took the payment (orders paid before it was recorded: the company's account now).
  const accountId = order.stripeAccountId ?? (await connectedAccountOf(deps, companyId))?.accountId ?? null;
  let refund: Stripe.Refund;
  try {
    if (!accountId) throw new NoAccount();
    refund = await stripe.refunds.create(
      {
        payment_intent: order.stripePaymentIntentId ?? "",
        amount: toStripeAmount(claim.amount, currency),
        reason: "requested_by_customer",
        metadata: { companyId, orderId, reason: claim.reason.slice(0, 500) },
      },
      { stripeAccount: accountId, idempotencyKey: refundKey(orderId, claim.attempt) },
    );
  } catch (error) {
    if (!isStripeError(error) && !(error instanceof NoAccount)) throw error;
    logs.refundFailed(companyId, orderId, error);
    // Stripe may have refunded a request whose answer was lost (no connection, a server error): the claim
    // stays, and a call after REFUND_CLAIM_STALE_MS repeats the same request (same key), never a new one.
    if (isStripeError(error) && !refusedForSure(error)) throw apiError("payment-provider-error");
    // Refused: release the claim (only ours: the same attempt still processing), so that staff can try again.
    await runTransaction(deps.db, async (tx) => {
      const snap = await tx.get(ref);
      const current = snap.get("refund") as OrderRefund | null | undefined;
      if (current && current.status === "processing" && current.attempt === claim.attempt) tx.update(ref, { refund: null });
    });
    throw apiError(error instanceof NoAccount ? "not-refundable" : "payment-provider-error");
  }

  const done: OrderRefund = { ...claim, status: refund.status === "succeeded" ? "succeeded" : "pending", refundId: refund.id };
  // The money went back: with e-invoicing on, the refund's rectifying record is chained in the transaction
  // that records it (verifactu/tickets.ts). A refund never waits or fails for it: when that transaction keeps
  // meeting contention, the refund is recorded without it and the order trigger chains it right after.
  const record = (withRecord: boolean) =>
    runTransaction(
      deps.db,
      async (tx) => {
        const snap = await tx.get(ref);
        const stored = snap.data() as OrderData | undefined;
        const current = stored?.refund;
        if (!stored || !current || current.attempt !== claim.attempt) return;
        const now = deps.clock.now();
        const after: OrderData = { ...stored, refund: done };
        const planned = withRecord && becomesRefund(stored, after) ? await planRefundRecord(tx, deps.db, orderId, after, done.amount, now) : null;
        const releaseVoucher = request.releaseVoucher === true ? await planVoucherChange(tx, deps.db, stored, orderId, "new", now) : null;
        tx.update(ref, { refund: done });
        releaseVoucher?.();
        if (planned) writePlannedRecord(tx, deps.db, planned, now);
      },
      { maxAttempts: NUMBERING_MAX_ATTEMPTS },
    );
  try {
    await record(true);
  } catch (error) {
    if (!isContention(error)) throw error;
    taxLogs.refundRecordDeferred(companyId, orderId, error);
    await record(false);
  }
  return { id: orderId, refund: done };
}
