// Orders awaiting their online payment (spec §4: after payment the order appears at the production
// location). Until the payment intent succeeds such an order is not an order: it waits in the server-only
// pendingOrders collection, where the board, printing, statistics and the order list never look, and holds
// its pickup/delivery slot like an order does. Paid, it moves to orders under the same id with its number;
// failed, cancelled or abandoned, it is removed and its slot is free again.
import type { OrderData } from "../entities/order";
import type { IsoDateTime } from "../entities/common";

/** How long an unpaid order holds its slot before it counts as abandoned (its payment is then cancelled). */
export const PENDING_ORDER_HOLD_MINUTES = 30;

/** pendingOrders/{id}: the order as it will be placed, and the payment it waits for. Server only. */
export interface PendingOrderData {
  companyId: string;
  /** The order without its number (given when it is paid). */
  order: Omit<OrderData, "number">;
  /** The order's slot (a copy of order.requestedTime, for the slot's count); null: as soon as possible. */
  requestedTime: IsoDateTime | null;
  placedAt: IsoDateTime;
  /** After this instant the order is abandoned: its payment intent is cancelled and it is removed. */
  expiresAt: IsoDateTime;
  /** The connected account that takes the payment (acct_…). */
  accountId: string;
  /** The payment intent (pi_…); null for the moment between holding the slot and creating the intent. */
  paymentIntentId: string | null;
  /** What the intent asks for, in Stripe's integer amount of the currency (shared/src/rules/money.ts). */
  amount: number;
  /** Stripe's currency code (lower case). */
  currency: string;
}

/** The instant an order placed at `placedAt` is abandoned when still unpaid. */
export function pendingExpiresAt(placedAt: Date, holdMinutes = PENDING_ORDER_HOLD_MINUTES): IsoDateTime {
  return new Date(placedAt.getTime() + holdMinutes * 60_000).toISOString();
}

/** Whether the pending order has waited past its time. */
export function isAbandoned(pending: Pick<PendingOrderData, "expiresAt">, now: Date): boolean {
  const expires = Date.parse(pending.expiresAt);
  return !Number.isFinite(expires) || expires <= now.getTime();
}

/**
 * The times booked in a slot: placed orders and orders awaiting payment alike (an order being paid keeps
 * its slot until it is paid, fails or is abandoned, so paying never finds the slot taken).
 */
export function slotBookedTimes(orders: readonly { requestedTime?: unknown }[], pending: readonly { requestedTime?: unknown }[]): string[] {
  return [...orders, ...pending].map((o) => o.requestedTime).filter((t): t is string => typeof t === "string");
}

/** What a payment provider's event says about a payment (a Stripe payment intent and its account). */
export interface PaymentReport {
  paymentIntentId: string;
  /** The event's connected account (acct_…), null when the event came from the platform's own account. */
  accountId: string | null;
  amount: number;
  currency: string;
  /** metadata.companyId of the intent. */
  companyId: string | null;
}

/**
 * Whether a reported payment is the one the pending order waits for: same intent, account, company,
 * amount and currency. Anything else (a forged or mixed-up intent, a changed amount) is ignored.
 */
export function paymentMatches(pending: PendingOrderData, report: PaymentReport): boolean {
  return (
    pending.paymentIntentId === report.paymentIntentId &&
    pending.accountId === report.accountId &&
    pending.companyId === report.companyId &&
    pending.amount === report.amount &&
    pending.currency === report.currency.toLowerCase()
  );
}

/**
 * The order a paid pending order becomes: numbered, paid, with its payment reference, and dated when it
 * reaches production (the board, the 10-minute alert and the statistics start from there).
 */
export function paidOrder(pending: PendingOrderData, number: number, now: Date): OrderData {
  const stamp = now.toISOString();
  return {
    ...pending.order,
    number,
    status: "new",
    previousStatus: null,
    statusChangedAt: stamp,
    dateOrdered: stamp,
    paymentMethod: "online",
    paid: true,
    stripePaymentIntentId: pending.paymentIntentId,
    stripeAccountId: pending.accountId,
    refund: null,
    unprocessedAlertAt: null,
  };
}
