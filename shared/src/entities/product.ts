// Product of the catalogue: regular, or combined from product groups (slots).
import type { LocalizedText } from "../languages";
import {
  booleanSchema,
  idListSchema,
  idSchema,
  localizedTextSchema,
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

export const PRODUCT_TYPES = ["regular", "combined"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export interface Addon {
  id: string;
  name: LocalizedText;
  price: number;
}
export const addonSchema = objectSchema({ id: idSchema, name: localizedTextSchema, price: moneySchema }, ["id", "name", "price"]);

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
}
export const optionValueSchema = objectSchema({ id: idSchema, name: localizedTextSchema }, ["id", "name"]);

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

export interface ProductData {
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
};
export const productSchema = objectSchema(productProperties, [
  "companyId", "sortOrder", "type", "name", "categoryId", "hidden", "tags", "price", "vat", "addons", "slots", "optionBlocks",
]);
