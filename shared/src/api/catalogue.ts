// Bodies and answers of the catalogue calls (spec §7): save a product, delete a product, category or
// course under the usage rules of spec §5, and the upload link of a product photo.
import type { SchemaObject } from "ajv";
import { productSchema, type ProductData } from "../entities/product";
import { SAMPLE_MARKER_FIELDS, type SampleMarker } from "../entities/sample";
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES, type ProfilePictureType } from "./platform";

/**
 * POST /api/products (create) and POST /api/products/:id (update), permission `products`.
 * The product without `companyId` (the server takes the caller's; a different one is refused) and
 * `sortOrder` (a new product goes last; an update keeps the stored one unless given). The sample marker
 * is the server's: a client cannot send it (an update keeps the stored one).
 */
export type ProductRequest = Omit<ProductData, "companyId" | "sortOrder" | keyof SampleMarker> & { companyId?: string; sortOrder?: number };

const SERVER_SET_FIELDS = ["companyId", "sortOrder"];

export const productRequestSchema: SchemaObject = {
  ...productSchema,
  properties: Object.fromEntries(
    Object.entries(productSchema.properties as Record<string, unknown>).filter(([field]) => !(SAMPLE_MARKER_FIELDS as readonly string[]).includes(field)),
  ),
  required: (productSchema.required as string[]).filter((field) => !SERVER_SET_FIELDS.includes(field)),
};

export interface ProductSavedAnswer {
  id: string;
}

/** DELETE /api/products/:id, /api/categories/:id, /api/courses/:id (permission `products`). */
export interface DeletedAnswer {
  deleted: true;
}

/**
 * product-photo needs `products`; logo (the company logo of /settings/info) needs `settings`; content-picture
 * (a page's or story's picture) needs `content`.
 */
export const UPLOAD_PURPOSES = ["product-photo", "logo", "content-picture"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const PRODUCT_PHOTO_TYPES = PROFILE_PICTURE_TYPES;
export type ProductPhotoType = ProfilePictureType;
/** Largest product photo an upload link accepts (a 1240 px square jpg or png stays well below). */
export const PRODUCT_PHOTO_MAX_BYTES = PROFILE_PICTURE_MAX_BYTES;

/** POST /api/create-uploadlink/ (permission `products`, `content` or `settings`); answers an UploadLinkAnswer. */
export interface CreateUploadLinkRequest {
  type: ProductPhotoType;
  purpose: UploadPurpose;
}
export const createUploadLinkSchema: SchemaObject = {
  type: "object",
  properties: {
    type: { type: "string", enum: [...PRODUCT_PHOTO_TYPES] },
    purpose: { type: "string", enum: [...UPLOAD_PURPOSES] },
  },
  required: ["type", "purpose"],
  additionalProperties: false,
};
