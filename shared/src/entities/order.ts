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

export interface ReceiptItem {
  name: string;
  quantity?: number;
  price?: number;
  vat?: number;
}

export interface OrderData {
  companyId: string;
  status: OrderStatus;
  dateOrdered: IsoDateTime;
  deliveryType?: DeliveryType;
  destination?: Destination;
  zoneId: string | null;
  pointofsaleId: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  stripePaymentIntentId?: string | null;
  cartTotal: number;
  tip?: number;
  course?: string | null;
  staffRemark?: string;
  deliveryAddress?: Address | null;
  billingAddress?: Address | null;
  demo?: boolean;
  items: OrderItem[];
  receiptItems: ReceiptItem[];
}

const quantity: JsonSchema = { type: "integer", minimum: 1 };

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
    status: { type: "string", enum: [...ORDER_STATUSES] },
    dateOrdered: dateTimeSchema,
    deliveryType: { type: "string", enum: [...DELIVERY_TYPES] },
    destination: { type: "string", enum: [...DESTINATIONS] },
    zoneId: nullableIdSchema,
    pointofsaleId: nullableIdSchema,
    name: { type: ["string", "null"], maxLength: 200 },
    email: nullable(emailSchema),
    phone: { type: ["string", "null"], maxLength: 40 },
    stripePaymentIntentId: { type: ["string", "null"], maxLength: 255 },
    cartTotal: moneySchema,
    tip: moneySchema,
    course: nullableIdSchema,
    staffRemark: textSchema,
    deliveryAddress: nullable(addressSchema),
    billingAddress: nullable(addressSchema),
    demo: booleanSchema,
    items: { type: "array", items: orderItemSchema },
    receiptItems: { type: "array", items: receiptItemSchema },
  },
  ["companyId", "status", "dateOrdered", "zoneId", "pointofsaleId", "cartTotal", "items", "receiptItems"],
);
