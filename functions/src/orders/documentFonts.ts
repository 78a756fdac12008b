// The fonts of the order documents. pdf-lib's standard Helvetica is not embedded and keeps Western PDFs
// small and fast, but it only encodes WinAnsi; a Chinese document, or one whose texts hold characters
// Helvetica lacks and Noto Sans SC has (Chinese names, "ă", …), embeds Noto Sans SC as a subset, with
// Helvetica behind it for the few Latin letters Noto Sans SC lacks (Š, Ž, …).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { StandardFonts, degrees, type Color, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";

type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
type FontkitFont = ReturnType<Fontkit["create"]>;

/** The font files, in the functions' own dependencies so that a deployment installs them (not bundled). */
export const CJK_FONT_FILES = {
  regular: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
} as const;
type CjkWeight = keyof typeof CJK_FONT_FILES;

/** Where a font file is installed (node_modules next to the built lib/index.js, or of the workspace). */
export function cjkFontPath(weight: CjkWeight): string {
  // functions/build.mjs defines import.meta.url for its CommonJS bundle; a bundle built without that
  // definition has an empty import.meta, and CommonJS's own __filename then does the same job.
  return createRequire(import.meta.url ?? __filename).resolve(CJK_FONT_FILES[weight]);
}

interface LoadedFont {
  bytes: Uint8Array;
  /** Parsed once: pdf-lib would parse the 10 MB file again for every document. */
  parsed: FontkitFont;
  charset: ReadonlySet<number>;
}

// One promise per weight and process: the files are read on the first document that needs them. A
// failed read is forgotten, so that the next document tries again.
const loading = new Map<CjkWeight, Promise<LoadedFont>>();

function loadCjkFont(weight: CjkWeight): Promise<LoadedFont> {
  let promise = loading.get(weight);
  if (!promise) {
    promise = readFile(cjkFontPath(weight)).then((buffer) => {
      const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      const parsed = fontkit.create(bytes);
      padSubsetGlyphs(parsed);
      return { bytes, parsed, charset: new Set(parsed.characterSet) };
    });
    promise.catch(() => loading.delete(weight));
    loading.set(weight, promise);
  }
  return promise;
}

// What fontkit's TrueType subset keeps while it writes the glyphs (not part of its typed interface).
interface SubsetBuffer extends Uint8Array {
  copy(target: Uint8Array): number;
}
interface TrueTypeSubset {
  glyf: SubsetBuffer[];
  offset: number;
  _addGlyph(gid: number): number;
}
const padded = new WeakSet<object>();

/**
 * fontkit writes a subset whose glyphs fit in 128 KB with the short "loca" format, which stores every
 * glyph's offset halved: a glyph of odd length (Noto Sans SC has many) shifts the offsets of all the
 * glyphs after it, and viewers draw those blank. Padding each glyph to an even length keeps the offsets
 * exact, as the TrueType format expects. Patched once on the subset class of the fontkit in use.
 */
function padSubsetGlyphs(font: FontkitFont): void {
  const subset: unknown = Object.getPrototypeOf(font.createSubset());
  if (typeof subset !== "object" || subset === null || padded.has(subset) || typeof (subset as Partial<TrueTypeSubset>)._addGlyph !== "function") return;
  const proto = subset as TrueTypeSubset;
  const addGlyph = proto._addGlyph;
  proto._addGlyph = function (this: TrueTypeSubset, gid: number): number {
    const index = addGlyph.call(this, gid);
    const buffer = this.glyf[index];
    if (buffer && buffer.length % 2 === 1) {
      // The same Buffer class as fontkit's own (its stream refuses plain Uint8Arrays).
      const even = (buffer.constructor as unknown as { alloc(size: number): SubsetBuffer }).alloc(buffer.length + 1);
      buffer.copy(even);
      this.glyf[index] = even;
      this.offset += 1;
    }
    return index;
  };
  padded.add(subset);
}

/** Whether Noto Sans SC draws at least one of these characters (loads the regular weight once). */
export async function cjkFontDraws(codePoints: Iterable<number>): Promise<boolean> {
  const { charset } = await loadCjkFont("regular");
  for (const code of codePoints) if (charset.has(code)) return true;
  return false;
}

// Spaces that Intl puts into numbers and money (narrow no-break, thin, figure) and the minus sign have
// equivalents in every font: they never call for another font.
const EQUIVALENTS: Readonly<Record<string, string>> = { "\u202f": " ", "\u2009": " ", "\u2007": " ", "\u2212": "-", "\u2011": "-" };
// Letters that lose nothing but their stroke when no font has them (Unicode does not decompose them).
const STROKED: Readonly<Record<string, string>> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i", Ŧ: "T", ŧ: "t", Ø: "O", ø: "o" };

/** A font the documents draw with, and the characters it has. */
export interface Face {
  font: PDFFont;
  charset: ReadonlySet<number>;
  /** Degrees of slant: Noto Sans SC has no italic, so the italic text is slanted. */
  skew?: number;
}

export interface TextStyle {
  x: number;
  y: number;
  size: number;
  color?: Color;
}

// The font each page is set to (pdf-lib keeps its own private).
const pageFonts = new WeakMap<PDFPage, PDFFont>();

/**
 * Draws text with the first face that has each character. A character no face has is written with an
 * equivalent, without its accents or stroke, or as "?", and counted in `missing`.
 */
export class Typeface {
  constructor(
    readonly faces: readonly Face[],
    private readonly missing: Set<number> = new Set(),
  ) {}

  private faceOf(code: number): Face | undefined {
    return this.faces.find((face) => face.charset.has(code));
  }

  /** The text with every character no face has replaced, so that drawing never throws. */
  drawable(text: string): string {
    let out = "";
    for (const char of text.replace(/[\r\n\t]+/g, " ")) {
      const code = char.codePointAt(0) ?? 0;
      if (this.faceOf(code)) {
        out += char;
        continue;
      }
      const equivalent = EQUIVALENTS[char];
      if (equivalent) {
        out += equivalent;
        continue;
      }
      this.missing.add(code);
      const replaced = STROKED[char] ?? char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += replaced && [...replaced].every((c) => this.faceOf(c.codePointAt(0) ?? 0)) ? replaced : "?";
    }
    return out;
  }

  /** Consecutive characters drawn with the same face (of a text already made drawable). */
  private runs(text: string): Array<{ face: Face; text: string }> {
    const runs: Array<{ face: Face; text: string }> = [];
    for (const char of text) {
      const face = this.faceOf(char.codePointAt(0) ?? 0) ?? this.faces[0]!;
      const last = runs[runs.length - 1];
      if (last?.face === face) last.text += char;
      else runs.push({ face, text: char });
    }
    return runs;
  }

  width(text: string, size: number): number {
    return this.runs(this.drawable(text)).reduce((sum, run) => sum + run.face.font.widthOfTextAtSize(run.text, size), 0);
  }

  draw(page: PDFPage, text: string, style: TextStyle): void {
    let x = style.x;
    for (const run of this.runs(this.drawable(text))) {
      // drawText({ font }) would add the font to the page's resources again on every call, and once more
      // to restore the previous one: setting it only when it changes keeps the resources short.
      if (pageFonts.get(page) !== run.face.font) {
        page.setFont(run.face.font);
        pageFonts.set(page, run.face.font);
      }
      page.drawText(run.text, {
        x,
        y: style.y,
        size: style.size,
        ...(style.color ? { color: style.color } : {}),
        // pdf-lib's ySkew moves the top of the glyphs to the right: an italic slant.
        ...(run.face.skew ? { ySkew: degrees(run.face.skew) } : {}),
      });
      x += run.face.font.widthOfTextAtSize(run.text, style.size);
    }
  }
}

export interface DocumentFonts {
  regular: Typeface;
  bold: Typeface;
  italic: Typeface;
  /** Whether Noto Sans SC is embedded. */
  cjk: boolean;
  /** Characters that no face had, over all the text drawn so far. */
  missing: ReadonlySet<number>;
}

// The standard fonts' character sets, the same in every document.
const standardCharsets = new Map<StandardFonts, ReadonlySet<number>>();

async function standardFace(doc: PDFDocument, name: StandardFonts): Promise<Face> {
  const font = await doc.embedFont(name);
  let charset = standardCharsets.get(name);
  if (!charset) {
    charset = new Set(font.getCharacterSet());
    standardCharsets.set(name, charset);
  }
  return { font, charset };
}

async function cjkFace(doc: PDFDocument, weight: CjkWeight, skew?: number): Promise<Face> {
  const loaded = await loadCjkFont(weight);
  const font = await doc.embedFont(loaded.bytes, { subset: true });
  return { font, charset: loaded.charset, ...(skew ? { skew } : {}) };
}

/** Hands pdf-lib the already parsed fonts instead of parsing their bytes again. */
async function registerCachedFontkit(doc: PDFDocument): Promise<void> {
  const parsed = new Map<Uint8Array, FontkitFont>();
  for (const weight of Object.keys(CJK_FONT_FILES) as CjkWeight[]) {
    const loaded = await loadCjkFont(weight);
    parsed.set(loaded.bytes, loaded.parsed);
  }
  doc.registerFontkit({ create: (bytes, postscriptName) => parsed.get(bytes) ?? fontkit.create(bytes, postscriptName) });
}

/** Embeds the document's fonts: Helvetica alone, or Noto Sans SC (subset) with Helvetica behind it. */
export async function embedDocumentFonts(doc: PDFDocument, options: { cjk: boolean }): Promise<DocumentFonts> {
  const missing = new Set<number>();
  const [regular, bold, italic] = await Promise.all([
    standardFace(doc, StandardFonts.Helvetica),
    standardFace(doc, StandardFonts.HelveticaBold),
    standardFace(doc, StandardFonts.HelveticaOblique),
  ]);
  if (!options.cjk) {
    return { regular: new Typeface([regular], missing), bold: new Typeface([bold], missing), italic: new Typeface([italic], missing), cjk: false, missing };
  }
  await registerCachedFontkit(doc);
  const cjkRegular = await cjkFace(doc, "regular");
  const cjkBold = await cjkFace(doc, "bold");
  // The italic text shares the regular subset, slanted: one embedded font less.
  const cjkItalic: Face = { ...cjkRegular, skew: 12 };
  return {
    regular: new Typeface([cjkRegular, regular], missing),
    bold: new Typeface([cjkBold, bold], missing),
    italic: new Typeface([cjkItalic, italic], missing),
    cjk: true,
    missing,
  };
}
