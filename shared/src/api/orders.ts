// Bodies and answers of the order calls: a manual order from the admin's add-order modal (the server
// numbers it and computes every total from the catalogue), status changes, the pickup-code check of the
// scan modal, receipts and delivery notes as PDF, and the CSV export (spec §2, §5, §7).
import type { SchemaObject } from "ajv";
import { addressSchema, type Address } from "../entities/address";
import { cartItemSchema, type CartItem } from "../entities/cartItem";
import { dateTimeSchema, emailSchema, idSchema, moneySchema, nullable, objectSchema, textSchema } from "../entities/common";
import { DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_METHODS, type DeliveryType, type OrderStatus, type PaymentMethod } from "../entities/order";
import { LANGUAGES, type LanguageCode } from "../languages";

/**
 * POST /api/orders (permission `orders`): a manual order. Prices, VAT, addons, options, discounts and
 * the delivery fee come from the catalogue and the zone, never from the client.
 * Refusals (as field errors of a `validation` answer, so the modal shows them in place):
 * - pointofsaleId: "pointofsale-required" ('Please select a point of sale'), "pointofsale-not-found";
 * - items: "items-required" ('No products selected yet.');
 * - items.N.productId: "product-not-found", "product-hidden", "product-sold-out";
 * - items.N.addonIds: "addon-not-found", "addon-sold-out";
 * - items.N.options: "option-required" (a block without a pick), "option-not-found", "option-sold-out";
 * - items.N.slotChoices: "slot-choice-required", "slot-choice-invalid";
 * - items.N.courseId: "course-not-found";
 * - deliveryAddress: "delivery-address-required" (deliveryType delivery without an address);
 * - requestedTime: "requested-time-invalid" (not the start of a slot of the opening hours, or of the delivery
 *   hours for a delivery, or a slot already over), "slot-full" (the slot holds the allowed orders per slot:
 *   the zone's limit when it has one, else the company's).
 */
export interface PlaceOrderRequest {
  pointofsaleId: string;
  deliveryType: DeliveryType;
  items: CartItem[];
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  /** General note of the order. */
  note?: string;
  staffRemark?: string;
  deliveryAddress?: Address | null;
  billingAddress?: Address | null;
  /** Tip amount including VAT (0 when none). */
  tip?: number;
  paymentMethod?: PaymentMethod;
  /** Language of the customer (receipts, SMS); the company's default when missing. */
  language?: LanguageCode;
  /** The chosen pickup/delivery time, the start of a slot (ISO instant); null or missing: as soon as possible. */
  requestedTime?: string | null;
}

export const placeOrderSchema: SchemaObject = objectSchema(
  {
    // Checked by the handler (not here) so that a missing point of sale gets its own message.
    pointofsaleId: { type: ["string", "null"], maxLength: 1500 },
    deliveryType: { type: "string", enum: [...DELIVERY_TYPES] },
    items: { type: "array", items: cartItemSchema, maxItems: 500 },
    name: { type: ["string", "null"], maxLength: 200 },
    email: nullable(emailSchema),
    phone: { type: ["string", "null"], maxLength: 40 },
    note: textSchema,
    staffRemark: textSchema,
    deliveryAddress: nullable(addressSchema),
    billingAddress: nullable(addressSchema),
    tip: moneySchema,
    paymentMethod: { type: "string", enum: [...PAYMENT_METHODS] },
    language: { type: "string", enum: [...LANGUAGES] },
    // Read by the handler (not checked as a date-time here) so that any unusable time gets "requested-time-invalid".
    requestedTime: { type: ["string", "null"], maxLength: 64 },
  },
  ["deliveryType", "items"],
);

export interface PlacedOrderAnswer {
  id: string;
  number: number;
  pickupCode: string;
  cartTotal: number;
}

/** POST /api/orders/:id/status (permission `orders`): the transitions of shared/src/orders/transitions.ts. */
export interface OrderStatusRequest {
  status: OrderStatus;
}
export const orderStatusSchema: SchemaObject = objectSchema({ status: { type: "string", enum: [...ORDER_STATUSES] } }, ["status"]);

export interface OrderStatusAnswer {
  id: string;
  status: OrderStatus;
  previousStatus: OrderStatus;
}

/**
 * POST /api/orders/check-code (permission `orders`): the scan-QR-code modal. `code` is what the QR code
 * or the typed entry gave (the QR payload or the bare pickup code). Anything that is not a valid order
 * code of the caller's company is refused with "invalid-order-code" ('Invalid order code.').
 */
export interface CheckOrderCodeRequest {
  code: string;
}
export const checkOrderCodeSchema: SchemaObject = objectSchema({ code: { type: "string", maxLength: 500 } }, ["code"]);

export interface CheckOrderCodeAnswer {
  orderId: string;
  number: number | null;
  status: OrderStatus;
  name: string | null;
  deliveryType: DeliveryType;
  pointofsaleId: string | null;
  paid: boolean;
  demo: boolean;
  cartTotal: number;
  pickedUpAt: string | null;
  dateOrdered: string;
}

/**
 * GET /api/orders/:id/tax-qr (permission `orders`): the address of the VeriFactu QR code of the order's ticket
 * (its tax record's, or its correction's), null while the order has no record. The printed receipt draws it:
 * staff who print receipts need not read the tax records themselves (settings permission).
 */
export interface OrderTaxQrAnswer {
  url: string | null;
}

/** POST /api/orders/:id/receipt.pdf and /api/orders/:id/delivery-note.pdf: a PDF in `language`. */
export interface OrderDocumentRequest {
  language?: LanguageCode;
}
export const orderDocumentSchema: SchemaObject = objectSchema({ language: { type: "string", enum: [...LANGUAGES] } });

/**
 * POST /api/orders/export (permission `orders`): a CSV of the orders dated in [from, to), its header and
 * words in `language` (the company's default language when missing).
 */
export interface OrderExportRequest {
  from: string;
  to: string;
  language?: LanguageCode;
}
export const orderExportSchema: SchemaObject = objectSchema(
  { from: dateTimeSchema, to: dateTimeSchema, language: { type: "string", enum: [...LANGUAGES] } },
  ["from", "to"],
);

export const ORDER_ID_PARAM_SCHEMA = idSchema;
