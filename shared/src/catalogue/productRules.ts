// Product rules of spec §5 that need more than the schema: references within the company and the VAT rates.
import type { ProductData } from "../entities/product";
import type { LanguageCode } from "../languages";
import { addFieldError, type FieldErrors } from "../validation";

export interface ProductRuleContext {
  defaultLanguage: LanguageCode;
  /** Ids of the company's categories, courses and production locations. */
  categoryIds: ReadonlySet<string>;
  courseIds: ReadonlySet<string>;
  locationIds: ReadonlySet<string>;
  /** The company's VAT rates in percent. */
  vatRates: readonly number[];
  /** The company's products (the ones slots may reference). */
  productsById: ReadonlyMap<string, { hidden: boolean; type: string }>;
}

// Rates are stored as typed in (21, 10.5); this only absorbs binary rounding of computed values.
const VAT_EPSILON = 1e-9;

/**
 * Field errors of a product that passed productSchema, checked against the company's data:
 * name.<default language> "required"; categoryId "category-not-found"; courseId "course-not-found";
 * locationId "location-not-found"; vat "vat-rate-unknown"; slots.<i>.items.<j>.productId
 * "slot-product-not-found" | "slot-product-combined" | "slot-product-hidden". Empty when all is fine.
 * A null or absent category, course or location is not an error here.
 */
export function productRuleErrors(product: ProductData, ctx: ProductRuleContext): FieldErrors {
  const fields: FieldErrors = {};
  const name = product.name?.[ctx.defaultLanguage];
  if (typeof name !== "string" || name.trim() === "") addFieldError(fields, `name.${ctx.defaultLanguage}`, "required");
  if (product.categoryId != null && !ctx.categoryIds.has(product.categoryId)) addFieldError(fields, "categoryId", "category-not-found");
  if (product.courseId != null && !ctx.courseIds.has(product.courseId)) addFieldError(fields, "courseId", "course-not-found");
  if (product.locationId != null && !ctx.locationIds.has(product.locationId)) addFieldError(fields, "locationId", "location-not-found");
  if (!ctx.vatRates.some((rate) => Math.abs(rate - product.vat) < VAT_EPSILON)) addFieldError(fields, "vat", "vat-rate-unknown");
  (product.slots ?? []).forEach((slot, i) => {
    slot.items.forEach((item, j) => {
      const code = slotItemError(item.productId, ctx.productsById);
      if (code) addFieldError(fields, `slots.${i}.items.${j}.productId`, code);
    });
  });
  return fields;
}

function slotItemError(productId: string, productsById: ProductRuleContext["productsById"]): string | null {
  const referenced = productsById.get(productId);
  if (!referenced) return "slot-product-not-found";
  // A combined product in a slot would nest menus in menus, which orders and kitchens cannot show.
  if (referenced.type === "combined") return "slot-product-combined";
  if (referenced.hidden) return "slot-product-hidden";
  return null;
}
