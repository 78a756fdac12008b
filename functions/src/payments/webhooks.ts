// Stripe events of online payments (contract: functions/src/stripe/webhooks/types.ts). The endpoint runs
// `apply` in one transaction with the record of the event id, so a redelivered event does nothing; two
// different deliveries racing for the same payment meet in the pending order, which only one of them can
// move (the other finds the order placed), so there is one order with one number.
// - payment_intent.succeeded: the pending order becomes orders/{same id}, numbered, paid.
// - payment_intent.payment_failed: the intent is cancelled on Stripe first (so that a later retry cannot take
//   money for an order that is gone), then the pending order is dropped and its slot freed.
// - payment_intent.canceled: the pending order is dropped.
// An intent that is not ours (no pending order id, another account, another amount) is ignored.
import type { PaymentReport } from "@comanda/shared";
import type { AppDeps } from "../deps";
import type { Stripe } from "../stripe/client";
import type { StripeEventHandler, StripeEventHandlers } from "../stripe/webhooks/types";
import * as logs from "./logs";
import { dropPendingOrder, settlePaidOrder } from "./pendingOrders";
import { isStripeError } from "./provider";

function intentOf(event: Stripe.Event): Stripe.PaymentIntent {
  return event.data.object as Stripe.PaymentIntent;
}

/** The pending order an intent was made for (metadata.pendingOrderId), or null when it is not ours. */
export function pendingOrderIdOf(intent: Pick<Stripe.PaymentIntent, "metadata">): string | null {
  const id = intent.metadata?.pendingOrderId;
  return typeof id === "string" && /^[A-Za-z0-9]{1,128}$/.test(id) ? id : null;
}

/** What a succeeded intent reports, to compare with what the pending order waits for. */
export function reportOf(intent: Stripe.PaymentIntent, accountId: string | null): PaymentReport {
  const received = intent.amount_received;
  return {
    paymentIntentId: intent.id,
    accountId,
    amount: typeof received === "number" && received > 0 ? received : intent.amount,
    currency: intent.currency ?? "",
    companyId: typeof intent.metadata?.companyId === "string" ? intent.metadata.companyId : null,
  };
}

const succeeded: StripeEventHandler<null> = {
  async apply(tx, deps, event) {
    const intent = intentOf(event);
    const orderId = pendingOrderIdOf(intent);
    if (!orderId) return;
    const result = await settlePaidOrder(tx, deps, orderId, reportOf(intent, event.account ?? null));
    if (result === "mismatch" || result === "unknown") logs.paymentIgnored(event.type, intent.id, result);
  },
};

/** The intent's status after making sure it can no longer take money: cancelled, or what stopped the cancel. */
export async function cancelIntent(deps: Pick<AppDeps, "stripe">, intentId: string, accountId: string): Promise<Stripe.PaymentIntent> {
  const stripe = deps.stripe.client();
  try {
    return await stripe.paymentIntents.cancel(intentId, {}, { stripeAccount: accountId });
  } catch (error) {
    // Stripe refuses to cancel an intent that succeeded, is processing or was cancelled already: ask it how it is.
    if (!isStripeError(error) || error.type !== "StripeInvalidRequestError") throw error;
    return await stripe.paymentIntents.retrieve(intentId, {}, { stripeAccount: accountId });
  }
}

const failed: StripeEventHandler<Stripe.PaymentIntent.Status | null> = {
  async load(deps, event) {
    const intent = intentOf(event);
    if (!pendingOrderIdOf(intent) || !event.account) return null;
    return (await cancelIntent(deps, intent.id, event.account)).status;
  },
  async apply(tx, deps, event, status) {
    const intent = intentOf(event);
    const orderId = pendingOrderIdOf(intent);
    if (!orderId || status !== "canceled") return;
    await dropPendingOrder(tx, deps, orderId, intent.id, "payment failed");
  },
};

const canceled: StripeEventHandler<null> = {
  async apply(tx, deps, event) {
    const intent = intentOf(event);
    const orderId = pendingOrderIdOf(intent);
    if (!orderId) return;
    await dropPendingOrder(tx, deps, orderId, intent.id, "payment cancelled");
  },
};

export const paymentEventHandlers: StripeEventHandlers = {
  "payment_intent.succeeded": succeeded,
  "payment_intent.payment_failed": failed,
  "payment_intent.canceled": canceled,
};
