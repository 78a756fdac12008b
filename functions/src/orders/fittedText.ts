// Text that must fit a width on a PDF sheet (table QR codes, voucher cards): shrunk down to a smallest size, then
// cut with an ellipsis, and drawn centred.
import type { Color, PDFPage } from "pdf-lib";
import type { Typeface } from "./documentFonts";

const ELLIPSIS = "…";

/** The text at the largest size from `size` down to `min` that fits `width`, cut with an ellipsis if none does. */
export function fitted(font: Typeface, text: string, size: number, min: number, width: number): { text: string; size: number } {
  let current = size;
  while (current > min && font.width(text, current) > width) current -= 0.5;
  if (font.width(text, current) <= width) return { text, size: current };
  const chars = [...font.drawable(text)];
  while (chars.length > 1 && font.width(chars.join("") + ELLIPSIS, current) > width) chars.pop();
  return { text: chars.join("") + ELLIPSIS, size: current };
}

/** Draws the text fitted to `width`, centred on `centreX`. */
export function centred(page: PDFPage, font: Typeface, text: string, options: { centreX: number; y: number; size: number; min: number; width: number; color?: Color }): void {
  const fit = fitted(font, text, options.size, options.min, options.width);
  const width = font.width(fit.text, fit.size);
  font.draw(page, fit.text, { x: options.centreX - width / 2, y: options.y, size: fit.size, ...(options.color ? { color: options.color } : {}) });
}
