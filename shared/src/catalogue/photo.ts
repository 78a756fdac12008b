// Product photo rule of spec §5: square jpg or png, 720 to 1240 px a side (checked in the browser and on the server).
import { hasImageSignature, imageSize } from "./imageSize";

export const PRODUCT_PHOTO_MIN = 720;
export const PRODUCT_PHOTO_MAX = 1240;
// Same list as PRODUCT_PHOTO_TYPES of the upload link (api/catalogue.ts).
const ACCEPTED_TYPES: readonly string[] = ["image/jpeg", "image/png"];

/** "photo-damaged": an empty file, or one that starts like a PNG or JPEG but cannot be read. */
export type ProductPhotoError = "photo-type" | "photo-damaged" | "photo-not-square" | "photo-too-small" | "photo-too-large";
/** The codes the server answers on a product's `picture`: the photo rule's, or no such uploaded file. */
export type ProductPictureError = ProductPhotoError | "photo-not-found";

function normalisedType(contentType: string): string {
  const base = contentType.split(";")[0]!.trim().toLowerCase();
  // "image/jpg" is not registered but some browsers and tools send it for jpg files.
  return base === "image/jpg" ? "image/jpeg" : base;
}

/** The first rule the photo breaks, or null when it is fine. */
export function productPhotoError(width: number, height: number, contentType: string): ProductPhotoError | null {
  if (!ACCEPTED_TYPES.includes(normalisedType(contentType))) return "photo-type";
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return "photo-damaged";
  if (width !== height) return "photo-not-square";
  if (width < PRODUCT_PHOTO_MIN) return "photo-too-small";
  if (width > PRODUCT_PHOTO_MAX) return "photo-too-large";
  return null;
}

/**
 * The first rule a stored photo file breaks, from its first bytes (IMAGE_HEADER_BYTES are enough), or
 * null when it is fine. null bytes mean there is no such file; an empty file, or one that starts like a
 * PNG or JPEG but cannot be read, is damaged; anything else breaks the type rule, whatever it is called.
 */
export function productPhotoFileError(bytes: Uint8Array | null): ProductPictureError | null {
  if (bytes === null) return "photo-not-found";
  const size = imageSize(bytes);
  if (!size) return bytes.length === 0 || hasImageSignature(bytes) ? "photo-damaged" : "photo-type";
  return productPhotoError(size.width, size.height, size.type);
}
