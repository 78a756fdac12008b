// The catalogue's usage rules (spec §5) as the server applies them. Stand-ins with the signatures of the
// shared catalogue rules (shared/src/catalogue), until those are exported from @comanda/shared.
import { addFieldError, type FieldErrors, type LanguageCode, type ProductType } from "@comanda/shared";
import type { ProductRequest } from "@comanda/shared";

export interface ProductRuleContext {
  defaultLanguage: LanguageCode;
  categoryIds: ReadonlySet<string>;
  courseIds: ReadonlySet<string>;
  locationIds: ReadonlySet<string>;
  /** The company's VAT rates in percent (the default one and the additional ones). */
  vatRates: readonly number[];
  /** The company's products that the combined slots reference. */
  productsById: ReadonlyMap<string, { hidden: boolean; type: ProductType }>;
}

type RuleProduct = Pick<ProductRequest, "type" | "name" | "categoryId" | "courseId" | "locationId" | "vat" | "slots">;

/** Field errors of a product that passed its schema but breaks a rule of the company's catalogue. */
export function productRuleErrors(product: RuleProduct, ctx: ProductRuleContext): FieldErrors {
  const fields: FieldErrors = {};
  if (!(product.name[ctx.defaultLanguage] ?? "").trim()) addFieldError(fields, `name.${ctx.defaultLanguage}`, "required");
  if (product.categoryId != null && !ctx.categoryIds.has(product.categoryId)) addFieldError(fields, "categoryId", "not-found");
  if (product.courseId != null && !ctx.courseIds.has(product.courseId)) addFieldError(fields, "courseId", "not-found");
  if (product.locationId != null && !ctx.locationIds.has(product.locationId)) addFieldError(fields, "locationId", "not-found");
  if (!ctx.vatRates.includes(product.vat)) addFieldError(fields, "vat", "unknown-rate");
  if (product.type === "regular" && product.slots.length > 0) addFieldError(fields, "slots", "regular-product");
  product.slots.forEach((slot, s) =>
    slot.items.forEach((item, i) => {
      const used = ctx.productsById.get(item.productId);
      const path = `slots.${s}.items.${i}.productId`;
      if (!used) addFieldError(fields, path, "not-found");
      else if (used.hidden) addFieldError(fields, path, "hidden");
      else if (used.type === "combined") addFieldError(fields, path, "combined");
    }),
  );
  return fields;
}

/** Why a category cannot be deleted: a product uses it, or one of its sub-categories (at any depth). */
export function categoryDeletionBlocker(
  categoryId: string,
  categories: readonly { id: string; parentId?: string | null }[],
  products: readonly { categoryId: string | null }[],
): "category-used" | "subcategory-used" | null {
  if (products.some((p) => p.categoryId === categoryId)) return "category-used";
  const below = descendantCategoryIds(categoryId, categories);
  return products.some((p) => p.categoryId !== null && below.has(p.categoryId)) ? "subcategory-used" : null;
}

/** The ids of every sub-category of a category, at any depth (a cycle in the data ends the walk). */
export function descendantCategoryIds(categoryId: string, categories: readonly { id: string; parentId?: string | null }[]): Set<string> {
  const found = new Set<string>();
  let frontier = [categoryId];
  while (frontier.length > 0) {
    const next = categories.filter((c) => c.parentId != null && frontier.includes(c.parentId) && !found.has(c.id) && c.id !== categoryId);
    next.forEach((c) => found.add(c.id));
    frontier = next.map((c) => c.id);
  }
  return found;
}

export function courseDeletionBlocker(courseId: string, products: readonly { courseId?: string | null }[]): "course-used" | null {
  return products.some((p) => p.courseId === courseId) ? "course-used" : null;
}

export function productDeletionBlocker(
  productId: string,
  products: readonly { id: string; type: ProductType; slots: readonly { items: readonly { productId: string }[] }[] }[],
): "product-in-combined" | null {
  const used = products.some((p) => p.id !== productId && p.type === "combined" && p.slots.some((s) => s.items.some((i) => i.productId === productId)));
  return used ? "product-in-combined" : null;
}
