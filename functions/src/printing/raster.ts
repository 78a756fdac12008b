// The ticket as a black-and-white PNG (media type image/png), for the printers whose own font lacks the
// ticket's characters (Chinese, Cyrillic, …): Star CloudPRNT printers print an image of the printable
// width, 384 dots on 58 mm paper and 576 on 80 mm. The text keeps the grid of the printer's font: one
// column of the layout is width / columns dots (12), a line 30 dots (24-dot characters and their spacing);
// wide (CJK) characters take two columns and size 2 doubles both. Glyphs come from Noto Sans SC (the
// font the order PDFs use), filled at the dots' centres without grey, so every dot is either printed or not.
import { readFile } from "node:fs/promises";
import fontkit, { type Font, type Glyph } from "@pdf-lib/fontkit";
import { PNG } from "pngjs";
import QRCode from "qrcode";
import { charWidth, columnsFor, qrCellDots, textWidth, type PaperWidth, type PrintBlock, type PrintLayout, type PrintQr, type PrintSize, type PrintTextLine } from "@comanda/shared";
import { cjkFontPath } from "../orders/documentFonts";

/** Printable dots across the paper. */
export function dotsFor(paperWidth: PaperWidth): number {
  return paperWidth === 58 ? 384 : 576;
}

/** The dot geometry of one size of text: `cell` dots per column, `line` dots per line. */
interface Metrics {
  cell: number;
  line: number;
  /** Pixels per em of the font. */
  em: number;
  /** From the line's top to the baseline. */
  baseline: number;
}

function metricsOf(paperWidth: PaperWidth, size: PrintSize): Metrics {
  const cell = (dotsFor(paperWidth) / columnsFor(paperWidth)) * size;
  return { cell, line: 30 * size, em: 22 * size, baseline: 23 * size };
}

// ---------------------------------------------------------------------------------------------------------
// Fonts: parsed once per weight and process, on the first image that needs them (a failed read is
// forgotten so that the next image tries again).

type Weight = "regular" | "bold";
const fonts = new Map<Weight, Promise<Font>>();

function loadFont(weight: Weight): Promise<Font> {
  let promise = fonts.get(weight);
  if (!promise) {
    promise = readFile(cjkFontPath(weight)).then((buffer) => fontkit.create(buffer));
    promise.catch(() => fonts.delete(weight));
    fonts.set(weight, promise);
  }
  return promise;
}

// Characters Noto Sans SC lacks: an equivalent, the letter without its stroke or accents, else "?".
const EQUIVALENTS: Readonly<Record<string, string>> = { "\u202f": " ", "\u2009": " ", "\u2007": " ", "\u00a0": " ", "\u2212": "-", "\u2011": "-" };
const STROKED: Readonly<Record<string, string>> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i", Ŧ: "T", ŧ: "t", Ø: "O", ø: "o" };

function drawableChar(font: Font, char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (font.hasGlyphForCodePoint(code)) return char;
  const equivalent = EQUIVALENTS[char] ?? STROKED[char] ?? char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  if (equivalent && equivalent !== char && [...equivalent].every((c) => font.hasGlyphForCodePoint(c.codePointAt(0) ?? 0))) return equivalent;
  return "?";
}

// ---------------------------------------------------------------------------------------------------------
// Glyph rasterising: the outline flattened into straight edges, filled with the non-zero winding rule at
// each dot's centre. The result is cached as spans per row, relative to the glyph's cell.

interface Edge {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A glyph's dots: [row, fromX, toX) triples relative to the top left of its cell. */
type Spans = Int16Array;

/** A path "context" (what fontkit's path.toFunction() draws on) that collects straight edges. */
class EdgeCollector {
  readonly edges: Edge[] = [];
  private x = 0;
  private y = 0;
  private startX = 0;
  private startY = 0;

  constructor(private readonly map: (x: number, y: number) => [number, number]) {}

  moveTo(x: number, y: number): void {
    this.closePath();
    [this.x, this.y] = this.map(x, y);
    [this.startX, this.startY] = [this.x, this.y];
  }

  lineTo(x: number, y: number): void {
    const [nx, ny] = this.map(x, y);
    this.edge(nx, ny);
  }

  quadraticCurveTo(cx: number, cy: number, x: number, y: number): void {
    const [px, py] = [this.x, this.y];
    const [qx, qy] = this.map(cx, cy);
    const [ex, ey] = this.map(x, y);
    const steps = 6;
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const u = 1 - t;
      this.edge(u * u * px + 2 * u * t * qx + t * t * ex, u * u * py + 2 * u * t * qy + t * t * ey);
    }
  }

  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void {
    const [px, py] = [this.x, this.y];
    const [ax, ay] = this.map(c1x, c1y);
    const [bx, by] = this.map(c2x, c2y);
    const [ex, ey] = this.map(x, y);
    const steps = 8;
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const u = 1 - t;
      this.edge(
        u * u * u * px + 3 * u * u * t * ax + 3 * u * t * t * bx + t * t * t * ex,
        u * u * u * py + 3 * u * u * t * ay + 3 * u * t * t * by + t * t * t * ey,
      );
    }
  }

  closePath(): void {
    if (this.x !== this.startX || this.y !== this.startY) this.edge(this.startX, this.startY);
  }

  private edge(x: number, y: number): void {
    if (y !== this.y) this.edges.push({ x0: this.x, y0: this.y, x1: x, y1: y });
    this.x = x;
    this.y = y;
  }
}

/** Fills edges (in dots) into spans of the rows 0 … height-1 and columns 0 … width-1. */
function fillEdges(edges: readonly Edge[], width: number, height: number): Spans {
  const spans: number[] = [];
  const crossings: Array<{ x: number; dir: number }> = [];
  for (let row = 0; row < height; row++) {
    const y = row + 0.5;
    crossings.length = 0;
    for (const e of edges) {
      const down = e.y1 > e.y0;
      const top = down ? e.y0 : e.y1;
      const bottom = down ? e.y1 : e.y0;
      if (y < top || y >= bottom) continue;
      crossings.push({ x: e.x0 + ((y - e.y0) * (e.x1 - e.x0)) / (e.y1 - e.y0), dir: down ? 1 : -1 });
    }
    if (crossings.length < 2) continue;
    crossings.sort((a, b) => a.x - b.x);
    let winding = 0;
    for (let i = 0; i < crossings.length - 1; i++) {
      winding += crossings[i]!.dir;
      if (winding === 0) continue;
      // Dots whose centre lies within [from, to).
      const from = Math.max(0, Math.ceil(crossings[i]!.x - 0.5));
      const to = Math.min(width, Math.ceil(crossings[i + 1]!.x - 0.5));
      if (to > from) spans.push(row, from, to);
    }
  }
  return Int16Array.from(spans);
}

const glyphCache = new Map<string, Spans>();
const GLYPH_CACHE_LIMIT = 4000;

/** The dots of one character drawn in `columns` cells of the metrics (centred, squeezed when wider). */
function glyphSpans(font: Font, weight: Weight, char: string, columns: number, m: Metrics): Spans {
  const key = `${weight}:${m.em}:${columns}:${char}`;
  const cached = glyphCache.get(key);
  if (cached) return cached;
  const glyph: Glyph = font.glyphForCodePoint(char.codePointAt(0) ?? 0);
  const width = columns * m.cell;
  const scale = m.em / font.unitsPerEm;
  // Proportional glyphs wider than their cells (W, M, @) are narrowed to fit: the fixed grid wins.
  const advance = glyph.advanceWidth * scale;
  const scaleX = advance > width ? (scale * width) / advance : scale;
  const left = (width - glyph.advanceWidth * scaleX) / 2;
  const collector = new EdgeCollector((x, y) => [left + x * scaleX, m.baseline - y * scale]);
  // fontkit compiles the outline into calls of moveTo, lineTo, quadraticCurveTo, bezierCurveTo, closePath.
  (glyph.path.toFunction() as (ctx: EdgeCollector) => void)(collector);
  collector.closePath();
  const spans = fillEdges(collector.edges, width, m.line);
  if (glyphCache.size >= GLYPH_CACHE_LIMIT) glyphCache.clear();
  glyphCache.set(key, spans);
  return spans;
}

// ---------------------------------------------------------------------------------------------------------
// The page: one byte per dot (1 = printed) while drawing.

class Bitmap {
  readonly dots: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.dots = new Uint8Array(width * height);
  }

  fill(x: number, y: number, w: number, h: number): void {
    const x0 = Math.max(0, Math.floor(x));
    const x1 = Math.min(this.width, Math.floor(x + w));
    for (let row = Math.max(0, Math.floor(y)); row < Math.min(this.height, Math.floor(y + h)); row++) {
      this.dots.fill(1, row * this.width + x0, row * this.width + Math.max(x0, x1));
    }
  }

  spans(spans: Spans, x: number, y: number): void {
    for (let i = 0; i < spans.length; i += 3) {
      const row = y + spans[i]!;
      if (row < 0 || row >= this.height) continue;
      const from = Math.max(0, x + spans[i + 1]!);
      const to = Math.min(this.width, x + spans[i + 2]!);
      if (to > from) this.dots.fill(1, row * this.width + from, row * this.width + to);
    }
  }
}

interface QrMatrix {
  size: number;
  get(row: number, column: number): boolean;
}

/**
 * The QR code's module size and matrix: cells of 6 dots on 80 mm paper, 5 on 58 mm (as StarPRNT prints it), or
 * as many as a code with a minimum size needs (the VeriFactu code: 30 mm at least); smaller when it would not fit.
 */
function qrOf(block: PrintQr, paperWidth: PaperWidth): { matrix: QrMatrix; cell: number } {
  const qr = QRCode.create(block.data, { errorCorrectionLevel: "M" });
  const matrix: QrMatrix = { size: qr.modules.size, get: (row, column) => Boolean(qr.modules.get(row, column)) };
  const widest = Math.floor(dotsFor(paperWidth) / (matrix.size + 8));
  if (block.minMillimetres !== undefined) return { matrix, cell: qrCellDots(matrix.size, block.minMillimetres, dotsFor(paperWidth)) };
  return { matrix, cell: Math.max(1, Math.min(paperWidth === 58 ? 5 : 6, widest)) };
}

const QR_QUIET_MODULES = 4;

function blockHeight(block: PrintBlock, paperWidth: PaperWidth, qr: Map<PrintBlock, ReturnType<typeof qrOf>>): number {
  switch (block.kind) {
    case "text":
      return metricsOf(paperWidth, block.size).line;
    case "rule":
      return metricsOf(paperWidth, 1).line;
    case "feed":
      return metricsOf(paperWidth, 1).line * block.lines;
    case "qr": {
      const code = qr.get(block)!;
      return (code.matrix.size + 2 * QR_QUIET_MODULES) * code.cell;
    }
  }
}

function drawText(bitmap: Bitmap, block: PrintTextLine, y: number, font: Font, weight: Weight, paperWidth: PaperWidth): void {
  const m = metricsOf(paperWidth, block.size);
  const text = block.text.normalize("NFC");
  const room = Math.max(0, columnsFor(paperWidth, block.size) - textWidth(text));
  let column = block.align === "center" ? Math.floor(room / 2) : block.align === "right" ? room : 0;
  for (const char of text) {
    const columns = charWidth(char);
    if (columns === 0) continue;
    if (char !== " ") {
      const drawn = drawableChar(font, char);
      // An equivalent of a narrow character may be narrower still; it is drawn in the cells of the original.
      let x = column * m.cell;
      for (const part of drawn) {
        const partColumns = drawn === char ? columns : Math.max(1, Math.floor(columns / [...drawn].length));
        if (part !== " ") bitmap.spans(glyphSpans(font, weight, part, partColumns, m), x, y);
        x += partColumns * m.cell;
      }
    }
    column += columns;
  }
}

/** The ticket as a black-and-white PNG of the paper's printable width (8-bit grey, only black and white). */
export async function renderPng(layout: PrintLayout, paperWidth: PaperWidth): Promise<Uint8Array> {
  const width = dotsFor(paperWidth);
  const texts = layout.blocks.filter((block): block is PrintTextLine => block.kind === "text" && block.text.trim() !== "");
  const [regular, bold] = await Promise.all([
    texts.some((block) => !block.bold) ? loadFont("regular") : null,
    texts.some((block) => block.bold) ? loadFont("bold") : null,
  ]);
  const qr = new Map<PrintBlock, ReturnType<typeof qrOf>>();
  for (const block of layout.blocks) if (block.kind === "qr") qr.set(block, qrOf(block, paperWidth));
  const height = Math.max(1, layout.blocks.reduce((sum, block) => sum + blockHeight(block, paperWidth, qr), 0));
  const bitmap = new Bitmap(width, height);

  let y = 0;
  for (const block of layout.blocks) {
    switch (block.kind) {
      case "text": {
        const font = block.bold ? bold : regular;
        if (font) drawText(bitmap, block, y, font, block.bold ? "bold" : "regular", paperWidth);
        break;
      }
      case "rule": {
        // A dashed line across the paper, as the "-" of the text renderings: dashes of 8 dots, gaps of 4.
        const m = metricsOf(paperWidth, 1);
        const top = y + Math.floor(m.line / 2) - 1;
        for (let x = 0; x < width; x += 12) bitmap.fill(x, top, 8, 2);
        break;
      }
      case "feed":
        break;
      case "qr": {
        const { matrix, cell } = qr.get(block)!;
        const left = Math.floor((width - matrix.size * cell) / 2);
        const top = y + QR_QUIET_MODULES * cell;
        for (let row = 0; row < matrix.size; row++) {
          for (let column = 0; column < matrix.size; column++) {
            if (matrix.get(row, column)) bitmap.fill(left + column * cell, top + row * cell, cell, cell);
          }
        }
        break;
      }
    }
    y += blockHeight(block, paperWidth, qr);
  }

  const png = new PNG({ width, height, colorType: 0, inputColorType: 0, inputHasAlpha: false });
  const grey = Buffer.alloc(width * height, 255);
  for (let i = 0; i < bitmap.dots.length; i++) if (bitmap.dots[i]) grey[i] = 0;
  png.data = grey;
  const bytes = PNG.sync.write(png, { colorType: 0, inputColorType: 0, inputHasAlpha: false });
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
