// Logo rule of spec §5, §9: a square jpg or png of at least 527 × 527 px (checked in the browser and on the server).
import { hasImageSignature, imageSize } from "../catalogue/imageSize";

export const LOGO_MIN = 527;
const ACCEPTED_TYPES: readonly string[] = ["image/jpeg", "image/png"];

/** "logo-damaged": an empty file, or one that starts like a PNG or JPEG but cannot be read. */
export type LogoError = "logo-type" | "logo-damaged" | "logo-not-square" | "logo-too-small";
/** The codes the server answers on `picture`: the logo rule's, or no such uploaded file. */
export type LogoPictureError = LogoError | "logo-not-found";

function normalisedType(contentType: string): string {
  const base = contentType.split(";")[0]!.trim().toLowerCase();
  return base === "image/jpg" ? "image/jpeg" : base;
}

/** The first rule the logo breaks, or null when it is fine. There is no upper size: a large logo is scaled down where shown. */
export function logoError(width: number, height: number, contentType: string): LogoError | null {
  if (!ACCEPTED_TYPES.includes(normalisedType(contentType))) return "logo-type";
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return "logo-damaged";
  if (width !== height) return "logo-not-square";
  if (width < LOGO_MIN) return "logo-too-small";
  return null;
}

/**
 * The first rule a stored logo file breaks, from its first bytes (IMAGE_HEADER_BYTES are enough), or null
 * when it is fine. null bytes: no such file; empty or unreadable PNG/JPEG: damaged; anything else: type.
 */
export function logoFileError(bytes: Uint8Array | null): LogoPictureError | null {
  if (bytes === null) return "logo-not-found";
  const size = imageSize(bytes);
  if (!size) return bytes.length === 0 || hasImageSignature(bytes) ? "logo-damaged" : "logo-type";
  return logoError(size.width, size.height, size.type);
}
