// Bodies and answers of the online payment calls: a customer's order from the catalogue (paid online or
// on site) and the refund of an order paid online (spec §4 online payment and production).
import type { SchemaObject } from "ajv";
import { objectSchema } from "../entities/common";
import type { OrderRefund, PaymentMethod } from "../entities/order";
import { placeOrderSchema, type PlaceOrderRequest } from "./orders";

/**
 * POST /api/shops/:slug/orders (public, limited per caller): an order of a customer in the catalogue of
 * the shop at `slug`. Everything is priced by the server as for POST /api/orders (same field errors), plus:
 * - pointofsaleId: "zone-closed" (the zone is hidden, closed or without checkout), "shop-closed";
 * - paymentMethod: "online-payment-not-offered" (the zone has no online payment), "online-payment-not-connected"
 *   (the company has no card payment account taking charges), "on-site-payment-not-offered";
 * - 403 subscription-required: online payment without a subscription, outside a zone in checkout test mode;
 * - voucherCode: a code the order cannot use, each reason its own code (shared/src/discounts/rules.ts
 *   VoucherRefusal: "vouchers-not-accepted", "voucher-unknown", "voucher-other-company", "voucher-disabled",
 *   "voucher-not-yet-valid", "voucher-expired", "voucher-in-use", "voucher-already-used"); nothing is placed.
 *   Codes refused as unknown or another company's count against the caller's guesses (10 per 10 minutes), past
 *   which any order with a code is 429 rate-limited.
 * The voucher's discount applies when it is the order's discount (one per order, the largest); the voucher is
 * then redeemed with the order (paid on site), or held (in use) while an online payment is pending.
 * On-site orders are placed at once (`number` set, `payment` null). Online orders wait for their payment
 * (`number` null): the catalogue confirms it with Stripe.js and `payment`; the order reaches production
 * when the payment succeeds, and is dropped when it fails or is not paid within 30 minutes.
 */
export interface CustomerOrderRequest extends Omit<PlaceOrderRequest, "staffRemark" | "paymentMethod"> {
  paymentMethod: PaymentMethod;
  /** A voucher code as typed (any case, spaces and dashes: shared/src/discounts/vouchers.ts normalizeVoucherCode); empty or null: none. */
  voucherCode?: string | null;
}

const { staffRemark: _staffRemark, ...customerOrderProperties } = placeOrderSchema.properties as Record<string, SchemaObject>;

export const customerOrderSchema: SchemaObject = objectSchema(
  // Read by the handler (not matched here) so that any unusable text gets "voucher-unknown".
  { ...customerOrderProperties, voucherCode: { type: ["string", "null"], maxLength: 64 } },
  ["deliveryType", "items", "paymentMethod"],
);

/** What Stripe.js needs to confirm the payment in the catalogue. */
export interface CustomerOrderPayment {
  /** The payment intent's client secret (stripe.confirmPayment / the Payment Element). */
  clientSecret: string;
  paymentIntentId: string;
  /** The platform's publishable key (Stripe.js is loaded with it and `stripeAccount`). */
  publishableKey: string;
  /** The restaurant's connected account (acct_…). */
  stripeAccount: string;
  /** Stripe's integer amount and lower-case currency, as the intent asks. */
  amount: number;
  currency: string;
  /** When the unpaid order is dropped (ISO instant). */
  expiresAt: string;
}

export interface CustomerOrderAnswer {
  id: string;
  /** The order number; null while the order waits for its online payment. */
  number: number | null;
  pickupCode: string;
  cartTotal: number;
  /** What the customer pays (items, fee and tip). */
  total: number;
  paymentMethod: PaymentMethod;
  /** A test order (no subscription: checkout test mode). */
  demo: boolean;
  payment: CustomerOrderPayment | null;
}

/**
 * POST /api/orders/:id/refund (permission `orders`): refunds an order paid online, once. `amount` in the
 * company's currency; missing: the whole payment. Refusals: 404 not-found (no such order of the company),
 * 409 not-refundable (not paid online), already-refunded, refund-in-progress (another call is at it);
 * validation amount: "refund-amount-too-high" (more than paid), "refund-amount-invalid"; reason:
 * "reason-required"; 502 payment-provider-error (nothing refunded, try again).
 * The voucher the order used stays redeemed (a refund does not make a code usable again) unless
 * `releaseVoucher` is true: it is then unused again once the refund is recorded.
 */
export interface RefundOrderRequest {
  amount?: number;
  reason: string;
  /** Makes the order's voucher usable again (the owner's choice; default false). */
  releaseVoucher?: boolean;
}

export const refundOrderSchema: SchemaObject = objectSchema(
  { amount: { type: "number", minimum: 0, maximum: 1e9 }, reason: { type: "string", maxLength: 500 }, releaseVoucher: { type: "boolean" } },
  ["reason"],
);

export interface RefundOrderAnswer {
  id: string;
  refund: OrderRefund;
}
