// The product photo rule (spec §5) checked in the browser before anything is uploaded.
import type { IntlShape } from "react-intl";
import { PRODUCT_PHOTO_MAX, PRODUCT_PHOTO_MIN, productPhotoError, type ProductPhotoError } from "@comanda/shared";
import { photoRefusalText } from "../../../i18n/errors";

export interface ImageSize {
  width: number;
  height: number;
}

/** Pixel size of an image file, or null when the browser cannot decode it. */
export async function readImageSize(file: Blob): Promise<ImageSize | null> {
  if (typeof createImageBitmap === "function") {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      // Some browsers refuse certain files here but decode them in an <img>: try that next.
    }
  }
  if (typeof Image === "undefined" || typeof URL.createObjectURL !== "function") return null;
  const url = URL.createObjectURL(file);
  try {
    return await new Promise<ImageSize | null>((resolve) => {
      const image = new Image();
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => resolve(null);
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Why a photo is refused: the rule's code and, once the browser has read it, the image's size. */
export interface PhotoRefusal {
  code: ProductPhotoError;
  width?: number;
  height?: number;
}

/**
 * The first photo rule the file breaks, with the image's size, or null when it may be uploaded. The type
 * is checked before the file is decoded; an empty file, or one of the right type that the browser cannot
 * decode, is damaged (not "not a JPG or PNG").
 */
export async function productPhotoFileError(file: File, readSize: (file: Blob) => Promise<ImageSize | null> = readImageSize): Promise<PhotoRefusal | null> {
  const typeError = productPhotoError(PROBE_SIZE, PROBE_SIZE, file.type);
  if (typeError) return { code: typeError };
  if (file.size === 0) return { code: "photo-damaged" };
  const size = await readSize(file);
  if (!size) return { code: "photo-damaged" };
  const code = productPhotoError(size.width, size.height, file.type);
  return code ? { code, width: size.width, height: size.height } : null;
}

// A size that passes the size rules, so that the first call reports only the type.
const PROBE_SIZE = 800;

/** The picture field's check for any photo under the product photo rule (products, pages, stories): the refusal's text, or null. */
export async function productPhotoCheck(file: File, intl: IntlShape): Promise<string | null> {
  const refusal = await productPhotoFileError(file);
  return refusal ? photoRefusalText(intl, refusal, { min: PRODUCT_PHOTO_MIN, max: PRODUCT_PHOTO_MAX }) : null;
}
