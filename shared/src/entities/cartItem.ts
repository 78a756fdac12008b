// Item of a cart before the order is placed (also the add-order modal of the admin).
import { durationSchema, idListSchema, idSchema, nullable, nullableIdSchema, objectSchema, textSchema, type Duration, type JsonSchema } from "./common";

/** The value picked in one option block of the product. */
export interface OptionChoice {
  blockId: string;
  valueId: string;
}
export const optionChoiceSchema = objectSchema({ blockId: idSchema, valueId: idSchema }, ["blockId", "valueId"]);

export interface CartItem {
  productId: string;
  quantity: number;
  note?: string;
  courseId?: string | null;
  addonIds: string[];
  options?: OptionChoice[];
  /** For a combined product: the product picked in each slot. */
  slotChoices?: { slotId: string; productId: string }[];
  /** Wanted delivery time (days, hours or minutes). */
  deliveryTime?: Duration | null;
}

export const cartItemProperties: Record<string, JsonSchema> = {
  productId: idSchema,
  quantity: { type: "integer", minimum: 1, maximum: 10_000 },
  note: textSchema,
  courseId: nullableIdSchema,
  addonIds: idListSchema,
  options: { type: "array", items: optionChoiceSchema },
  slotChoices: { type: "array", items: objectSchema({ slotId: idSchema, productId: idSchema }, ["slotId", "productId"]) },
  deliveryTime: nullable(durationSchema),
};
export const cartItemSchema = objectSchema(cartItemProperties, ["productId", "quantity", "addonIds"]);
