// Product of the catalogue: regular, or combined from product groups (slots).
import type { LocalizedText } from "../languages";
import {
  booleanSchema,
  idListSchema,
  idSchema,
  localizedTextSchema,
  nullableDateTimeSchema,
  moneySchema,
  nullable,
  nullableIdSchema,
  objectSchema,
  percentSchema,
  pictureSchema,
  sortOrderSchema,
  timeUnitSchema,
  type JsonSchema,
  type TimeUnit,
} from "./common";
import { sampleMarkerProperties, type SampleMarker } from "./sample";

export const PRODUCT_TYPES = ["regular", "combined"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The 14 allergens of Regulation (EU) 1169/2011, Annex II, as codes (web/ names them per language). */
export const ALLERGENS = [
  "gluten", "crustaceans", "eggs", "fish", "peanuts", "soybeans", "milk",
  "nuts", "celery", "mustard", "sesame", "sulphites", "lupin", "molluscs",
] as const;
export type Allergen = (typeof ALLERGENS)[number];
export const allergensSchema: JsonSchema = { type: "array", items: { type: "string", enum: [...ALLERGENS] }, uniqueItems: true };

/**
 * soldOutUntil value meaning "until further notice". A far-future instant rather than a flag keeps a
 * single rule for every case: sold out while now is before soldOutUntil, back by itself afterwards.
 */
export const SOLD_OUT_INDEFINITELY = "9999-12-31T23:59:59.000Z";
export const soldOutUntilSchema: JsonSchema = nullableDateTimeSchema;

/** Local wall-clock time "HH:mm" (00:00–23:59). */
export const clockTimeSchema: JsonSchema = { type: "string", pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$" };

/**
 * A time range on some weekdays in the company's time zone. weekdays are ISO (1 = Monday … 7 = Sunday)
 * and name the day the range starts; a range whose `to` is not after `from` runs past midnight.
 */
export interface AvailabilityWindow {
  weekdays: number[];
  from: string;
  to: string;
}
export const availabilityWindowSchema = objectSchema(
  {
    weekdays: { type: "array", items: { type: "integer", minimum: 1, maximum: 7 }, uniqueItems: true, minItems: 1 },
    from: clockTimeSchema,
    to: clockTimeSchema,
  },
  ["weekdays", "from", "to"],
);

export interface Addon {
  id: string;
  name: LocalizedText;
  price: number;
  allergens?: Allergen[];
  /** ISO instant until which the addon cannot be ordered (see SOLD_OUT_INDEFINITELY). */
  soldOutUntil?: string | null;
}
export const addonSchema = objectSchema(
  { id: idSchema, name: localizedTextSchema, price: moneySchema, allergens: allergensSchema, soldOutUntil: soldOutUntilSchema },
  ["id", "name", "price"],
);

/** One product available in a product group, with a price correction (may be negative). */
export interface SlotItem {
  productId: string;
  correction: number;
}
export const slotItemSchema = objectSchema({ productId: idSchema, correction: { type: "number" } }, ["productId", "correction"]);

/** A product group of a combined product: the customer picks one of its products. */
export interface CombinedSlot {
  id: string;
  name: LocalizedText;
  items: SlotItem[];
}
export const combinedSlotSchema = objectSchema(
  { id: idSchema, name: localizedTextSchema, items: { type: "array", items: slotItemSchema } },
  ["id", "name", "items"],
);

export interface OptionValue {
  id: string;
  name: LocalizedText;
  allergens?: Allergen[];
  /** ISO instant until which the value cannot be picked (see SOLD_OUT_INDEFINITELY). */
  soldOutUntil?: string | null;
}
export const optionValueSchema = objectSchema(
  { id: idSchema, name: localizedTextSchema, allergens: allergensSchema, soldOutUntil: soldOutUntilSchema },
  ["id", "name"],
);

/** A heading with selectable values; the customer picks one value per block. */
export interface OptionBlock {
  id: string;
  heading: LocalizedText;
  values: OptionValue[];
}
export const optionBlockSchema = objectSchema(
  { id: idSchema, heading: localizedTextSchema, values: { type: "array", items: optionValueSchema } },
  ["id", "heading", "values"],
);

export interface ProductionTime {
  value: number;
  unit: TimeUnit;
  /** Only time within the opening hours counts. */
  limitedToOpeningHours: boolean;
  /** The time may be split across several opening periods. */
  divisibleAcrossOpeningHours: boolean;
}
export const productionTimeSchema = objectSchema(
  { value: { type: "number", minimum: 0 }, unit: timeUnitSchema, limitedToOpeningHours: booleanSchema, divisibleAcrossOpeningHours: booleanSchema },
  ["value", "unit", "limitedToOpeningHours", "divisibleAcrossOpeningHours"],
);

export interface ProductData extends SampleMarker {
  companyId: string;
  sortOrder: number;
  type: ProductType;
  name: LocalizedText;
  description?: LocalizedText;
  categoryId: string | null;
  courseId?: string | null;
  /** Production location. */
  locationId?: string | null;
  hidden: boolean;
  tags: string[];
  picture?: string | null;
  /** Price including VAT. */
  price: number;
  /** VAT rate in percent. */
  vat: number;
  addons: Addon[];
  /** Product groups of a combined product (empty for a regular one). */
  slots: CombinedSlot[];
  optionBlocks: OptionBlock[];
  productionTime?: ProductionTime | null;
  /** Weight in grams, used only for the delivery weight. */
  weight?: number | null;
  allergens?: Allergen[];
  /** ISO instant until which the product cannot be ordered (see SOLD_OUT_INDEFINITELY). */
  soldOutUntil?: string | null;
  /** When the product can be ordered; empty or absent: always. */
  availability?: AvailabilityWindow[];
}

const productProperties: Record<string, JsonSchema> = {
  companyId: idSchema,
  sortOrder: sortOrderSchema,
  type: { type: "string", enum: [...PRODUCT_TYPES] },
  name: localizedTextSchema,
  description: localizedTextSchema,
  categoryId: nullableIdSchema,
  courseId: nullableIdSchema,
  locationId: nullableIdSchema,
  hidden: booleanSchema,
  tags: idListSchema,
  picture: pictureSchema,
  price: moneySchema,
  vat: percentSchema,
  addons: { type: "array", items: addonSchema },
  slots: { type: "array", items: combinedSlotSchema },
  optionBlocks: { type: "array", items: optionBlockSchema },
  productionTime: nullable(productionTimeSchema),
  weight: nullable({ type: "number", minimum: 0 }),
  allergens: allergensSchema,
  soldOutUntil: soldOutUntilSchema,
  availability: { type: "array", items: availabilityWindowSchema },
  ...sampleMarkerProperties,
};
export const productSchema = objectSchema(productProperties, [
  "companyId", "sortOrder", "type", "name", "categoryId", "hidden", "tags", "price", "vat", "addons", "slots", "optionBlocks",
]);
