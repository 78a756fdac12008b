// Bodies and answers of the discount calls (spec §2 /menu/discounts, §3 Discount and Voucher, §7
// POST /api/discounts/{id?}, .../voucher, .../voucher/csv; issue 22). Discounts and vouchers are written
// through /api only: the server owns the company, the state and the vouchers' codes.
import type { SchemaObject } from "ajv";
import { LANGUAGES, type LanguageCode, type LocalizedText } from "../languages";
import { DISCOUNT_VALID_FOR, type DiscountData } from "../entities/discount";
import { booleanSchema, nameSchema, nullableDateTimeSchema, objectSchema } from "../entities/common";

/** Bounds the editor and the add-vouchers modal share with the server. */
export const DISCOUNT_LIMITS = {
  /** Vouchers one request may create (issue 22: 1 to 10,000). */
  maxVouchersPerRequest: 10_000,
  internalDescriptionLength: 500,
} as const;

/**
 * POST /api/discounts/{id?} (owner or `products`): creates (no id, 201) or replaces a discount of the caller's
 * company. The percentage is above 0 and at most 100; start and end are instants or null, and an end that is
 * not after the start is refused with the field error end "export-range-invalid" ("The end of the period must
 * be after its start"). Another company's discount, or none, is 404 not-found.
 */
export interface SaveDiscountRequest {
  name: string;
  /** Per content language, at most 200 characters each; blank languages are dropped. */
  customerName?: LocalizedText;
  percentage: number;
  enabled: boolean;
  validFor: DiscountData["validFor"];
  start?: string | null;
  end?: string | null;
}

export const saveDiscountSchema: SchemaObject = objectSchema(
  {
    name: nameSchema,
    customerName: objectSchema(Object.fromEntries(LANGUAGES.map((language) => [language, { type: "string", maxLength: 200 }]))),
    percentage: { type: "number", exclusiveMinimum: 0, maximum: 100 },
    enabled: booleanSchema,
    validFor: { type: "string", enum: [...DISCOUNT_VALID_FOR] },
    start: nullableDateTimeSchema,
    end: nullableDateTimeSchema,
  },
  ["name", "percentage", "enabled", "validFor"],
);

/** The stored discount (the server's fields included: status, handedOutAt). */
export interface DiscountAnswer extends DiscountData {
  id: string;
}

/**
 * POST /api/discounts/{id}/voucher (owner or `products`): `quantity` vouchers of a discount valid for voucher
 * codes, each with its own code, unique in the company. A discount for everyone: 409
 * discount-not-for-vouchers.
 */
export interface CreateVouchersRequest {
  name: string;
  quantity: number;
  internalDescription?: string;
}

export const createVouchersSchema: SchemaObject = objectSchema(
  {
    name: nameSchema,
    quantity: { type: "integer", minimum: 1, maximum: DISCOUNT_LIMITS.maxVouchersPerRequest },
    internalDescription: { type: "string", maxLength: DISCOUNT_LIMITS.internalDescriptionLength },
  },
  ["name", "quantity"],
);

export interface CreateVouchersAnswer {
  created: number;
}

/**
 * POST /api/discounts/{id}/voucher/csv (owner or `products`): the discount's vouchers as a CSV (code in groups,
 * name, status in words, created), in `language` or else the company's default language. Marks the discount
 * handed out (its state becomes distributed, or redeemed once every voucher is).
 */
export interface VouchersCsvRequest {
  language?: LanguageCode;
}

export const vouchersCsvSchema: SchemaObject = objectSchema({ language: { type: "string", enum: [...LANGUAGES] } });
