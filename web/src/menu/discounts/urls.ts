// The discounts screens' paths (rows of shared/src/routes.ts).
export const DISCOUNTS_PATH = "/menu/discounts";
export const NEW_DISCOUNT_PATH = "/menu/discounts/new";
export const discountEditPath = (id: string) => `/menu/discounts/${encodeURIComponent(id)}/edit`;
