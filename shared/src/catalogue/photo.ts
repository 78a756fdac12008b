// Product photo rule of spec §5: square jpg or png, 720 to 1240 px a side (checked in the browser and on the server).

export const PRODUCT_PHOTO_MIN = 720;
export const PRODUCT_PHOTO_MAX = 1240;
// Same list as PRODUCT_PHOTO_TYPES of the upload link (api/catalogue.ts).
const ACCEPTED_TYPES: readonly string[] = ["image/jpeg", "image/png"];

export type ProductPhotoError = "photo-type" | "photo-not-square" | "photo-too-small" | "photo-too-large";

function normalisedType(contentType: string): string {
  const base = contentType.split(";")[0]!.trim().toLowerCase();
  // "image/jpg" is not registered but some browsers and tools send it for jpg files.
  return base === "image/jpg" ? "image/jpeg" : base;
}

/** The first rule the photo breaks, or null when it is fine. */
export function productPhotoError(width: number, height: number, contentType: string): ProductPhotoError | null {
  if (!ACCEPTED_TYPES.includes(normalisedType(contentType))) return "photo-type";
  if (!Number.isFinite(width) || !Number.isFinite(height)) return "photo-too-small";
  if (width !== height) return "photo-not-square";
  if (width < PRODUCT_PHOTO_MIN) return "photo-too-small";
  if (width > PRODUCT_PHOTO_MAX) return "photo-too-large";
  return null;
}
