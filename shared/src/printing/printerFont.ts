// Which characters a Star printer's built-in font prints, and so which media types a job is offered in.
// The printers' resident fonts cover Windows-1252 (Latin-1 plus € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™
// š › œ ž Ÿ); Chinese, Greek, Cyrillic, emoji… would come out as "?" or garbage in text or StarPRNT, so a
// ticket holding any of them is offered as a raster image (PNG) first, drawn by the server with a full font.
import type { PrintLayout } from "./layout";

/** The media types a CloudPRNT printer may be offered: StarPRNT commands, plain text and a PNG image. */
export const CLOUDPRNT_MEDIA_TYPES = ["application/vnd.star.starprnt", "text/plain", "image/png"] as const;
export type CloudPrntMediaType = (typeof CLOUDPRNT_MEDIA_TYPES)[number];

export function isCloudPrntMediaType(value: unknown): value is CloudPrntMediaType {
  return typeof value === "string" && (CLOUDPRNT_MEDIA_TYPES as readonly string[]).includes(value);
}

/** The characters Windows-1252 has in 0x80–0x9F (where Latin-1 has control codes). */
const CP1252_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Whether a printer's built-in font prints this character (one code point). */
export function fontPrints(char: string): boolean {
  const code = char.codePointAt(0);
  if (code === undefined) return true;
  if (code === 0x09 || code === 0x0a) return true;
  if (code >= 0x20 && code <= 0x7e) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return CP1252_EXTRA.has(char);
}

/**
 * The characters of a text a printer font lacks, each once, in order of appearance. The text is composed
 * first (NFC), so "é" written as e + combining accent counts as the é the font has.
 */
export function charactersOutsideFont(text: string): string[] {
  const missing: string[] = [];
  for (const char of text.normalize("NFC")) if (!fontPrints(char) && !missing.includes(char)) missing.push(char);
  return missing;
}

/** Whether a ticket's printed text needs characters no printer font has (a QR code's data is no printed text). */
export function layoutNeedsRaster(layout: PrintLayout): boolean {
  return layout.blocks.some((block) => block.kind === "text" && charactersOutsideFont(block.text).length > 0);
}

/**
 * The media types to offer a printer for a ticket, best first. A ticket the font prints: StarPRNT (sizes,
 * emphasis, the QR code), then plain text, then PNG. A ticket with characters outside the font: PNG first, so
 * that Chinese prints as Chinese. `png: false` while the server cannot draw images leaves PNG out.
 */
export function offeredMediaTypes(layout: PrintLayout, options: { png?: boolean } = {}): CloudPrntMediaType[] {
  const png = options.png ?? true;
  const types: CloudPrntMediaType[] =
    layoutNeedsRaster(layout) && png
      ? ["image/png", "application/vnd.star.starprnt", "text/plain"]
      : png
        ? ["application/vnd.star.starprnt", "text/plain", "image/png"]
        : ["application/vnd.star.starprnt", "text/plain"];
  // Plain text leaves QR codes out: a ticket whose QR code must print (the VeriFactu code) is never offered as text.
  return layoutNeedsQr(layout) ? types.filter((type) => type !== "text/plain") : types;
}

/** Whether the ticket carries a QR code that must be printed (one with a minimum size: the tax agency's code). */
export function layoutNeedsQr(layout: PrintLayout): boolean {
  return layout.blocks.some((block) => block.kind === "qr" && block.minMillimetres !== undefined);
}
