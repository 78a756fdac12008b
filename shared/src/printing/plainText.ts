// text/plain rendering of a ticket (UTF-8): each line padded to its alignment within the paper's columns.
// Plain text has no sizes, no emphasis and no QR code: large lines print at the normal size, and the QR
// block is left out (the pickup code is printed as text below it).
import type { PrintLayout } from "./layout";
import { utf8 } from "./utf8";
import { textWidth } from "./width";

/** The ticket as plain text, one line per printed line, ending with a line break. */
export function renderPlainText(layout: PrintLayout): string {
  const lines: string[] = [];
  for (const block of layout.blocks) {
    switch (block.kind) {
      case "text": {
        const room = Math.max(0, layout.columns - textWidth(block.text));
        const left = block.align === "center" ? Math.floor(room / 2) : block.align === "right" ? room : 0;
        lines.push((" ".repeat(left) + block.text).trimEnd());
        break;
      }
      case "rule":
        lines.push("-".repeat(layout.columns));
        break;
      case "feed":
        for (let i = 0; i < block.lines; i++) lines.push("");
        break;
      case "qr":
        break;
    }
  }
  return `${lines.join("\n")}\n`;
}

/** The plain-text ticket as the UTF-8 bytes a printer fetches (Content-Type: text/plain; charset=utf-8). */
export function plainTextBytes(layout: PrintLayout): Uint8Array {
  return Uint8Array.from(utf8(renderPlainText(layout)));
}
