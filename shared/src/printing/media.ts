// The media types a CloudPRNT printer may ask a ticket in (its poll answer offers them, the job fetch names
// one), and the bytes of a ticket in each.
import type { PrintLayout } from "./layout";
import { plainTextBytes } from "./plainText";
import { renderStarPrnt } from "./starPrnt";

/** Best first: StarPRNT prints sizes, emphasis and the QR code; plain text is the fallback every printer takes. */
export const PRINT_MEDIA_TYPES = ["application/vnd.star.starprnt", "text/plain"] as const;
export type PrintMediaType = (typeof PRINT_MEDIA_TYPES)[number];

export function isPrintMediaType(value: unknown): value is PrintMediaType {
  return typeof value === "string" && (PRINT_MEDIA_TYPES as readonly string[]).includes(value);
}

/** The ticket's bytes and the Content-Type header to send them with. */
export function renderForMediaType(layout: PrintLayout, mediaType: PrintMediaType): { contentType: string; bytes: Uint8Array } {
  if (mediaType === "text/plain") return { contentType: "text/plain; charset=utf-8", bytes: plainTextBytes(layout) };
  return { contentType: "application/vnd.star.starprnt", bytes: renderStarPrnt(layout) };
}
