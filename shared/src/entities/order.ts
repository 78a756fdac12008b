// Order placed by a customer (or added in the admin), with its production items and receipt lines.
import type { LocalizedText } from "../languages";
import { addressSchema, type Address } from "./address";
import { optionChoiceSchema, type OptionChoice } from "./cartItem";
import {
  booleanSchema,
  dateTimeSchema,
  emailSchema,
  idSchema,
  localizedTextSchema,
  moneySchema,
  nullable,
  nullableIdSchema,
  objectSchema,
  percentSchema,
  textSchema,
  type IsoDateTime,
  type JsonSchema,
} from "./common";

export const ORDER_STATUSES = ["new", "wip", "ready", "done"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The statuses the live board shows. */
export const OPEN_ORDER_STATUSES = ["new", "wip", "ready"] as const satisfies readonly OrderStatus[];
export const ORDER_ITEM_STATUSES = ["new", "wip", "ready"] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];
/** A missing deliveryType counts as delivery. */
export const DELIVERY_TYPES = ["table", "takeaway", "delivery"] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const DESTINATIONS = ["takeaway", "delivery"] as const;
export type Destination = (typeof DESTINATIONS)[number];
/** How the order is paid: online (card, before production) or on site (cash or card at the counter). */
export const PAYMENT_METHODS = ["online", "onSite"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Who placed the order: a customer in the catalogue, staff in the admin, or an integrator through the API. */
export const ORDER_SOURCES = ["customer", "admin", "api"] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export interface OrderAddon {
  name: LocalizedText;
  price: number;
}

/** A line to produce: a snapshot of the product at ordering time, checked off by the station. */
export interface OrderItem {
  productId: string;
  name: LocalizedText;
  quantity: number;
  /** Unit price including addons and VAT. */
  price: number;
  vat?: number;
  note?: string;
  courseId?: string | null;
  addons?: OrderAddon[];
  options?: OptionChoice[];
  done: boolean;
  locationId: string | null;
  status: OrderItemStatus;
}

/** VAT of one rate on the order: net + vat = gross, in the company's currency. */
export interface VatLine {
  rate: number;
  net: number;
  vat: number;
  gross: number;
}

/** A discount applied to the order (a percentage off the items; one per order: shared/src/discounts/rules.ts). */
export interface AppliedDiscount {
  discountId: string;
  /** The name the customer reads, in the order's language (the discount's customerName, else its name). */
  name: string;
  percentage: number;
  /** The amount taken off, including VAT. */
  amount: number;
  /** The voucher code the customer gave for it, in groups ("KQTM-XRAP-HZWB"); missing when no voucher was used. */
  voucherCode?: string;
  /** That voucher's document id (under discounts/{discountId}/vouchers), for the server to redeem or give it back. */
  voucherId?: string;
}

/** The money of an order, computed by the server from the catalogue (shared/src/orders/totals.ts). */
export interface OrderTotals {
  /** Items with addons, options and corrections, before discounts, including VAT. */
  items: number;
  /** Total of the discounts (positive), including VAT. */
  discount: number;
  /** Delivery fee including VAT (0 when none). */
  deliveryFee: number;
  tip: number;
  /** What the customer pays: items - discount + deliveryFee + tip (= cartTotal + tip). */
  total: number;
  /** VAT per rate over items after discounts, the delivery fee and (when taxed) the tip. */
  vat: VatLine[];
}

export interface ReceiptItem {
  name: string;
  quantity?: number;
  price?: number;
  vat?: number;
}

/**
 * Where a refund stands: "processing" while the server is asking the payment provider (a claim: a second
 * refund is refused meanwhile), then the provider's answer ("pending" until the bank confirms, "succeeded").
 */
export const REFUND_STATUSES = ["processing", "pending", "succeeded"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A refund of an order paid online: amount in the company's currency (major units, like the totals). */
export interface OrderRefund {
  amount: number;
  reason: string;
  status: RefundStatus;
  /** The provider's refund id (re_…); null while processing. */
  refundId: string | null;
  /** When it was asked for (ISO instant). */
  at: IsoDateTime;
  /** The uid of the staff member who asked for it. */
  by: string;
  /** Which attempt this is (a failed attempt releases the claim; the next one is a new request to the provider). */
  attempt: number;
}

export interface OrderData {
  companyId: string;
  /** The company's running order number, given by the server when the order is placed (1, 2, 3, …). */
  number?: number;
  status: OrderStatus;
  /** The status before the last change (the board's undo returns to it); set with each change. */
  previousStatus?: OrderStatus | null;
  statusChangedAt?: IsoDateTime | null;
  dateOrdered: IsoDateTime;
  deliveryType?: DeliveryType;
  destination?: Destination;
  zoneId: string | null;
  pointofsaleId: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  stripePaymentIntentId?: string | null;
  /** The restaurant's connected Stripe account that took an online payment (refunds go through it). Server only. */
  stripeAccountId?: string | null;
  /** The refund of an online payment (one per order), written by the server alone (POST /api/orders/:id/refund). */
  refund?: OrderRefund | null;
  /** Refund attempts made so far (each a new request to the provider). Server only. */
  refundAttempts?: number;
  /** Items after discounts plus the delivery fee, including VAT; the tip comes on top. */
  cartTotal: number;
  tip?: number;
  totals?: OrderTotals;
  discounts?: AppliedDiscount[];
  paymentMethod?: PaymentMethod;
  /** Paid: online payments once the provider confirms; on-site payments when staff mark them. */
  paid?: boolean;
  source?: OrderSource;
  /**
   * The pickup code printed as the receipt's QR code (shared/src/orders/orderCode.ts); the scan modal
   * checks it. Random, so that a receipt cannot be guessed from the order number.
   */
  pickupCode?: string;
  /** When the order was handed over after a successful scan. */
  pickedUpAt?: IsoDateTime | null;
  /**
   * The pickup/delivery time chosen for the order: the start of its slot (shared/src/openingHours/booking.ts),
   * as the server normalises it (toISOString). Null or missing: as soon as possible.
   */
  requestedTime?: IsoDateTime | null;
  /** The course the table is at (a restaurant concept), e.g. starters served, mains next. */
  course?: string | null;
  /** General note of the customer for the whole order. */
  note?: string;
  staffRemark?: string;
  /** Language the customer ordered in (receipts and SMS use it). */
  language?: string;
  deliveryAddress?: Address | null;
  billingAddress?: Address | null;
  /** A test order placed while the company has no active subscription (trial mode: unpaid). */
  demo?: boolean;
  /** Set by the server once the 10-minute unprocessed-order alert went out (spec §4, §9). */
  unprocessedAlertAt?: IsoDateTime | null;
  items: OrderItem[];
  receiptItems: ReceiptItem[];
}

const quantity: JsonSchema = { type: "integer", minimum: 1 };
const statusSchema: JsonSchema = { type: "string", enum: [...ORDER_STATUSES] };

export const vatLineSchema = objectSchema(
  { rate: percentSchema, net: { type: "number" }, vat: { type: "number" }, gross: { type: "number" } },
  ["rate", "net", "vat", "gross"],
);
export const orderTotalsSchema = objectSchema(
  {
    items: moneySchema,
    discount: moneySchema,
    deliveryFee: moneySchema,
    tip: moneySchema,
    total: moneySchema,
    vat: { type: "array", items: vatLineSchema },
  },
  ["items", "discount", "deliveryFee", "tip", "total", "vat"],
);
export const appliedDiscountSchema = objectSchema(
  {
    discountId: idSchema,
    name: { type: "string", maxLength: 200 },
    percentage: percentSchema,
    amount: moneySchema,
    voucherCode: { type: "string", maxLength: 40 },
    voucherId: idSchema,
  },
  ["discountId", "name", "percentage", "amount"],
);

export const orderItemSchema = objectSchema(
  {
    productId: idSchema,
    name: localizedTextSchema,
    quantity,
    price: moneySchema,
    vat: percentSchema,
    note: textSchema,
    courseId: nullableIdSchema,
    addons: { type: "array", items: objectSchema({ name: localizedTextSchema, price: moneySchema }, ["name", "price"]) },
    options: { type: "array", items: optionChoiceSchema },
    done: booleanSchema,
    locationId: nullableIdSchema,
    status: { type: "string", enum: [...ORDER_ITEM_STATUSES] },
  },
  ["productId", "name", "quantity", "price", "done", "locationId", "status"],
);

export const receiptItemSchema = objectSchema(
  { name: { type: "string", maxLength: 500 }, quantity, price: { type: "number" }, vat: percentSchema },
  ["name"],
);

export const orderSchema = objectSchema(
  {
    companyId: idSchema,
    number: { type: "integer", minimum: 1 },
    status: statusSchema,
    previousStatus: nullable(statusSchema),
    statusChangedAt: nullable(dateTimeSchema),
    dateOrdered: dateTimeSchema,
    deliveryType: { type: "string", enum: [...DELIVERY_TYPES] },
    destination: { type: "string", enum: [...DESTINATIONS] },
    zoneId: nullableIdSchema,
    pointofsaleId: nullableIdSchema,
    name: { type: ["string", "null"], maxLength: 200 },
    email: nullable(emailSchema),
    phone: { type: ["string", "null"], maxLength: 40 },
    stripePaymentIntentId: { type: ["string", "null"], maxLength: 255 },
    stripeAccountId: { type: ["string", "null"], maxLength: 255 },
    refund: nullable(
      objectSchema(
        {
          amount: moneySchema,
          reason: { type: "string", maxLength: 500 },
          status: { type: "string", enum: [...REFUND_STATUSES] },
          refundId: { type: ["string", "null"], maxLength: 255 },
          at: dateTimeSchema,
          by: { type: "string", maxLength: 128 },
          attempt: { type: "integer", minimum: 1 },
        },
        ["amount", "reason", "status", "refundId", "at", "by", "attempt"],
      ),
    ),
    refundAttempts: { type: "integer", minimum: 0 },
    cartTotal: moneySchema,
    tip: moneySchema,
    totals: orderTotalsSchema,
    discounts: { type: "array", items: appliedDiscountSchema },
    paymentMethod: { type: "string", enum: [...PAYMENT_METHODS] },
    paid: booleanSchema,
    source: { type: "string", enum: [...ORDER_SOURCES] },
    pickupCode: { type: "string", pattern: "^[A-Z0-9]{6,32}$" },
    pickedUpAt: nullable(dateTimeSchema),
    requestedTime: nullable(dateTimeSchema),
    course: nullableIdSchema,
    note: textSchema,
    staffRemark: textSchema,
    language: { type: "string", maxLength: 10 },
    deliveryAddress: nullable(addressSchema),
    billingAddress: nullable(addressSchema),
    demo: booleanSchema,
    unprocessedAlertAt: nullable(dateTimeSchema),
    items: { type: "array", items: orderItemSchema },
    receiptItems: { type: "array", items: receiptItemSchema },
  },
  ["companyId", "status", "dateOrdered", "zoneId", "pointofsaleId", "cartTotal", "items", "receiptItems"],
);
