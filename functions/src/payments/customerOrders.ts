// POST /api/shops/:slug/orders: a customer's order from the catalogue. Checked and priced exactly like the
// admin's (functions/src/orders/place.ts). Paid on site, it is placed at once. Paid online, it is held in
// pendingOrders (with its slot) and a payment intent is created on the restaurant's connected account;
// the webhook (./webhooks.ts) places it when the payment succeeds.
import {
  addFieldError,
  COLLECTIONS,
  pendingExpiresAt,
  stripeCurrency,
  toStripeAmount,
  type CustomerOrderAnswer,
  type CustomerOrderRequest,
  type PendingOrderData,
} from "@comanda/shared";
import type { AppDeps } from "../deps";
import type { CallerLimitRule } from "../http/callerLimit";
import { connectedAccountOf } from "../banking/accounts";
import { resolveSlug } from "../company/slugClaims";
import { apiError, validationError } from "../http/errors";
import { checkSlotInTransaction, commitOrder, nextOrderNumber, placingTransaction, prepareOrder, writeOrderNumber, type PlacementCheck } from "../orders/place";
import { readVoucherInTransaction, takeVoucher } from "../orders/voucherRedemption";
import { featureAllowedFor } from "../subscriptions/gates";
import * as logs from "./logs";
import { runTransaction } from "../transactions";
import { dropPendingOrder, pendingOrderRef } from "./pendingOrders";
import { isStripeError } from "./provider";

/** The idempotency key of the payment intent of a pending order (a retried create gives the same intent). */
export const paymentIntentKey = (orderId: string) => `pending-order-${orderId}`;

function customerCheck(paymentMethod: CustomerOrderRequest["paymentMethod"]): PlacementCheck {
  return ({ zone, settings }, fields) => {
    if (settings.isOpen === false) addFieldError(fields, "pointofsaleId", "shop-closed");
    if (!zone) return;
    if (zone.hidden === true || zone.closed === true || (zone.enableCheckout !== true && zone.checkoutTestMode !== true)) addFieldError(fields, "pointofsaleId", "zone-closed");
    // Unset zone fields take their defaults: online payment on, on-site payment off (shared/src/rules/zoneDefaults.ts).
    if (paymentMethod === "online" && zone.enableOnlinePayment === false) addFieldError(fields, "paymentMethod", "online-payment-not-offered");
    if (paymentMethod === "onSite" && zone.enableOfflinePayment !== true) addFieldError(fields, "paymentMethod", "on-site-payment-not-offered");
  };
}

/** Orders one caller (address) may place per minute across the api's instances: keeps a looping client from holding every slot with unpaid orders. */
export const CUSTOMER_ORDERS_PER_CALLER_PER_MINUTE = 10;
export const CUSTOMER_ORDER_LIMIT: CallerLimitRule = { name: "customerOrders", calls: CUSTOMER_ORDERS_PER_CALLER_PER_MINUTE, windowSeconds: 60 };

/**
 * Voucher codes one caller may have refused as unknown or another company's per 10 minutes, across the api's
 * instances; past it, orders with a code are refused (429 rate-limited) until the window ends. With codes of
 * 23^12, this leaves a guesser about 1,440 guesses a day per address.
 */
export const VOUCHER_GUESSES_PER_CALLER = 10;
export const VOUCHER_GUESS_LIMIT: CallerLimitRule = { name: "voucherGuesses", calls: VOUCHER_GUESSES_PER_CALLER, windowSeconds: 600 };

/** Drops a pending order whose payment could not be asked for (its slot and voucher are free again). */
async function dropPending(deps: AppDeps, id: string, why: string): Promise<void> {
  await runTransaction(deps.db, (tx) => dropPendingOrder(tx, deps, id, null, why));
}

/** The caller's limits (CUSTOMER_ORDER_LIMIT, and VOUCHER_GUESS_LIMIT for orders with a code) are the handler's. */
export async function placeCustomerOrder(deps: AppDeps, slug: string, request: CustomerOrderRequest): Promise<CustomerOrderAnswer> {
  const now = deps.clock.now();
  const shop = await resolveSlug(deps.db, slug, now);
  if (!shop) throw apiError("not-found");
  const companyId = shop.companyId;
  const online = request.paymentMethod === "online";
  const { voucherCode, ...orderRequest } = request;
  const prepared = await prepareOrder(deps, companyId, { ...orderRequest, staffRemark: "" }, { source: "customer", check: customerCheck(request.paymentMethod), voucherCode });
  const { order } = prepared;
  const total = order.totals?.total ?? order.cartTotal + (order.tip ?? 0);
  const answer = { pickupCode: order.pickupCode ?? "", cartTotal: order.cartTotal, total, paymentMethod: request.paymentMethod };

  if (!online) {
    const placed = await commitOrder(deps, prepared);
    return { ...answer, id: placed.id, number: placed.number, demo: order.demo === true, payment: null };
  }

  // Online payment is a subscribers' feature; without a subscription, a zone in checkout test mode lets the
  // owner try it (spec §1): its orders are test orders.
  const subscribed = await featureAllowedFor(deps, companyId, "onlinePayment");
  if (!subscribed && prepared.zone.checkoutTestMode !== true) throw apiError("subscription-required");
  const account = await connectedAccountOf(deps, companyId);
  if (!account || !account.chargesEnabled) throw validationError({ paymentMethod: ["online-payment-not-connected"] });
  const stripe = deps.stripe.client();

  const currency = prepared.settings.currency;
  const amount = toStripeAmount(total, currency);
  if (amount <= 0) throw validationError({ items: ["online-payment-amount-invalid"] });
  const ref = pendingOrderRef(deps, deps.db.collection(COLLECTIONS.pendingOrders).doc().id);
  const pending: PendingOrderData = {
    companyId,
    order: { ...order, paymentMethod: "online", paid: false },
    requestedTime: order.requestedTime ?? null,
    placedAt: now.toISOString(),
    expiresAt: pendingExpiresAt(now),
    accountId: account.accountId,
    paymentIntentId: null,
    amount,
    currency: stripeCurrency(currency),
  };
  // Hold the slot first (same transaction shape as placing: the counter is read and written, unchanged,
  // so that a placement and a hold never both count the slot before the other exists), and the voucher:
  // in use by this pending order until its payment succeeds (redeemed) or not (given back).
  const voucher = prepared.voucher;
  await placingTransaction(deps.db, async (tx) => {
    const next = await nextOrderNumber(tx, deps.db, companyId);
    await checkSlotInTransaction(tx, deps.db, prepared);
    if (voucher) await readVoucherInTransaction(tx, voucher);
    writeOrderNumber(tx, deps.db, companyId, next - 1);
    tx.create(ref, pending);
    if (voucher) takeVoucher(tx, voucher, ref.id, "inUse", now);
  });

  let intent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount,
        currency: pending.currency,
        automatic_payment_methods: { enabled: true },
        metadata: { companyId, pendingOrderId: ref.id },
        description: `Order ${ref.id}`,
      },
      { stripeAccount: account.accountId, idempotencyKey: paymentIntentKey(ref.id) },
    );
  } catch (error) {
    // No intent: the order is not held any longer (its slot and its voucher are free again).
    await dropPending(deps, ref.id, "no payment intent");
    if (!isStripeError(error)) throw error;
    logs.paymentIntentRefused(companyId, ref.id, error);
    throw apiError("payment-provider-error");
  }
  if (!intent.client_secret) {
    await dropPending(deps, ref.id, "no client secret");
    throw apiError("payment-provider-error");
  }
  await ref.update({ paymentIntentId: intent.id });
  return {
    ...answer,
    id: ref.id,
    number: null,
    demo: pending.order.demo === true,
    payment: {
      clientSecret: intent.client_secret,
      paymentIntentId: intent.id,
      publishableKey: deps.config.stripe.publishableKey,
      stripeAccount: account.accountId,
      amount,
      currency: pending.currency,
      expiresAt: pending.expiresAt,
    },
  };
}
