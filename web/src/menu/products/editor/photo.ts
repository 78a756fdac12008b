// The product photo rule (spec §5) checked in the browser before anything is uploaded.
import { productPhotoError, type ProductPhotoError } from "@comanda/shared";

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

/**
 * The first photo rule the file breaks, or null when it may be uploaded. The type is checked before the
 * file is decoded; a file the browser cannot decode counts as not being a JPG or PNG.
 */
export async function productPhotoFileError(file: File, readSize: (file: Blob) => Promise<ImageSize | null> = readImageSize): Promise<ProductPhotoError | null> {
  const typeError = productPhotoError(PROBE_SIZE, PROBE_SIZE, file.type);
  if (typeError) return typeError;
  const size = await readSize(file);
  if (!size) return "photo-type";
  return productPhotoError(size.width, size.height, file.type);
}

// A size that passes the size rules, so that the first call reports only the type.
const PROBE_SIZE = 800;
