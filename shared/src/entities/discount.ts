// Discount: a percentage off, for everyone or for holders of a voucher code, optionally time-limited.
import type { LocalizedText } from "../languages";
import { booleanSchema, idSchema, localizedTextSchema, nameSchema, nullableDateTimeSchema, objectSchema, percentSchema, type IsoDateTime } from "./common";

export const DISCOUNT_VALID_FOR = ["everyone", "voucher"] as const;
export type DiscountValidFor = (typeof DISCOUNT_VALID_FOR)[number];
export const DISCOUNT_STATUSES = ["new", "distributed", "redeemed"] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

export interface DiscountData {
  companyId: string;
  /** The owner's name for it (lists, exports). */
  name: string;
  /** What the customer reads on the receipt and in the shop, per content language; `name` where a language has none. */
  customerName?: LocalizedText;
  percentage: number;
  enabled: boolean;
  validFor: DiscountValidFor;
  start?: IsoDateTime | null;
  end?: IsoDateTime | null;
  status?: DiscountStatus;
  /** When the vouchers' codes were first handed out (downloaded as CSV); null before. Server-owned. */
  handedOutAt?: IsoDateTime | null;
}
export const discountSchema = objectSchema(
  {
    companyId: idSchema,
    name: nameSchema,
    customerName: localizedTextSchema,
    percentage: percentSchema,
    enabled: booleanSchema,
    validFor: { type: "string", enum: [...DISCOUNT_VALID_FOR] },
    start: nullableDateTimeSchema,
    end: nullableDateTimeSchema,
    status: { type: "string", enum: [...DISCOUNT_STATUSES] },
    handedOutAt: nullableDateTimeSchema,
  },
  ["companyId", "name", "percentage", "enabled", "validFor"],
);
