// The line model of a printed ticket: a short list of blocks already laid out for the paper's columns,
// which the text/plain and StarPRNT renderers turn into what the printer takes.
import type { PaperWidth } from "../entities/printer";
import { utf8 } from "./utf8";
import { padLeft, padRight, textWidth, wrapText } from "./width";

export type PrintAlign = "left" | "center" | "right";
/** 1: normal characters; 2: double width and double height (half the columns). */
export type PrintSize = 1 | 2;

/** One printed line; it fits the columns of its size (columnsFor(paperWidth, size)). */
export interface PrintTextLine {
  kind: "text";
  text: string;
  align: PrintAlign;
  bold: boolean;
  size: PrintSize;
}
/** A dashed line across the paper. */
export interface PrintRule {
  kind: "rule";
}
/** Empty lines. */
export interface PrintFeed {
  kind: "feed";
  lines: number;
}
/** A QR code, centred. */
export interface PrintQr {
  kind: "qr";
  data: string;
  /**
   * The smallest side the code must print at, in millimetres (the VeriFactu code: 30 to 40 mm, legible on 58 mm
   * paper); the renderers choose its dots per module for it. Missing: their usual size (the pickup code).
   */
  minMillimetres?: number;
}
export type PrintBlock = PrintTextLine | PrintRule | PrintFeed | PrintQr;

export interface PrintLayout {
  paperWidth: PaperWidth;
  /** Characters per line at the normal size. */
  columns: number;
  blocks: PrintBlock[];
}

/**
 * Characters per line of the printer's font A: 58 mm paper about 32, 80 mm paper 48 (Star's and Epson's
 * 12×24-dot font on 384 and 576 printable dots); double-width characters take two columns each.
 */
/** Printer dots per millimetre: 203 dpi, the resolution of Star's and Epson's receipt printers. */
export const DOTS_PER_MM = 8;

/**
 * The QR code's version a text gets at error correction M in byte mode (the densest mode a URL with lower-case
 * letters takes), and so its modules per side (17 + 4 × version): how large the printer will draw it.
 */
export function qrModulesFor(data: string): number {
  // Bytes a version holds at level M in byte mode (ISO/IEC 18004, table 7), versions 1 to 20.
  const capacity = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666];
  const bytes = utf8(data).length;
  const index = capacity.findIndex((c) => c >= bytes);
  const version = index === -1 ? capacity.length : index + 1;
  return 17 + 4 * version;
}

/**
 * Dots per module of a QR code that must print at least `minMillimetres` wide: the fewest that reach it, never
 * more than the paper holds with the quiet zone of 4 modules on each side (nor less than 1).
 */
export function qrCellDots(modules: number, minMillimetres: number, printableDots: number): number {
  const wanted = Math.ceil((minMillimetres * DOTS_PER_MM) / modules);
  const widest = Math.floor(printableDots / (modules + 8));
  return Math.max(1, Math.min(wanted, widest));
}

export function columnsFor(paperWidth: PaperWidth, size: PrintSize = 1): number {
  const columns = paperWidth === 58 ? 32 : 48;
  return Math.floor(columns / size);
}

export interface TextStyle {
  align?: PrintAlign;
  bold?: boolean;
  size?: PrintSize;
  /** Columns of spaces before the text and before each of its continuation lines. */
  indent?: number;
  /** Further columns before the continuation lines (a hanging indent under "2x "). */
  hang?: number;
}

/** Builds a layout line by line, wrapping texts to the paper. */
export class LayoutBuilder {
  readonly blocks: PrintBlock[] = [];

  constructor(readonly paperWidth: PaperWidth) {}

  get columns(): number {
    return columnsFor(this.paperWidth);
  }

  /** A text wrapped on word boundaries to the columns of its size. */
  text(text: string, style: TextStyle = {}): this {
    const size = style.size ?? 1;
    const width = columnsFor(this.paperWidth, size);
    const indent = style.indent ?? 0;
    const hang = style.hang ?? 0;
    const lines = wrapText(text, width - indent, width - indent - hang);
    lines.forEach((line, index) => {
      const prefix = " ".repeat(indent + (index > 0 ? hang : 0));
      this.blocks.push({ kind: "text", text: prefix + line, align: style.align ?? "left", bold: style.bold ?? false, size });
    });
    return this;
  }

  /**
   * A label and an amount right-aligned on its first line; a label too long for the space left of the
   * amount wraps below it. Normal size only.
   */
  amount(label: string, amount: string, style: Pick<TextStyle, "bold" | "indent" | "hang"> = {}): this {
    const width = this.columns;
    const indent = style.indent ?? 0;
    const hang = style.hang ?? 0;
    const amountWidth = textWidth(amount);
    const first = Math.max(1, width - indent - amountWidth - 1);
    const lines = wrapText(label, first, width - indent - hang);
    const [head = "", ...rest] = lines;
    const bold = style.bold ?? false;
    this.blocks.push({ kind: "text", text: padRight(" ".repeat(indent) + head, width - amountWidth) + padLeft(amount, amountWidth), align: "left", bold, size: 1 });
    for (const line of rest) this.blocks.push({ kind: "text", text: " ".repeat(indent + hang) + line, align: "left", bold, size: 1 });
    return this;
  }

  rule(): this {
    this.blocks.push({ kind: "rule" });
    return this;
  }

  feed(lines = 1): this {
    this.blocks.push({ kind: "feed", lines });
    return this;
  }

  qr(data: string, minMillimetres?: number): this {
    this.blocks.push(minMillimetres === undefined ? { kind: "qr", data } : { kind: "qr", data, minMillimetres });
    return this;
  }

  build(): PrintLayout {
    return { paperWidth: this.paperWidth, columns: this.columns, blocks: [...this.blocks] };
  }
}
