// Reads the order documents back for the tests: the text the pages draw (standard fonts decoded as
// WinAnsi, embedded fonts through their ToUnicode map), the fonts they use, and the QR code's payload.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream, type PDFNumber, type PDFObject } from "pdf-lib";
import fontkit from "@pdf-lib/fontkit";
import { PNG } from "pngjs";
import jsQR from "jsqr";

// WinAnsi bytes 0x80–0x9f that differ from Latin-1 (the ones the documents can contain).
const WIN_ANSI: Readonly<Record<number, string>> = { 0x80: "€", 0x96: "–", 0x97: "—", 0x95: "•", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x8a: "Š", 0x9a: "š", 0x8e: "Ž", 0x9e: "ž" };

function streamText(stream: PDFRawStream): string {
  return Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
}

/** The ToUnicode map of an embedded font: glyph id (4 hex digits) → text. */
function toUnicode(stream: PDFRawStream): Map<string, string> {
  const map = new Map<string, string>();
  const cmap = streamText(stream);
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of (block[1] ?? "").matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set((code ?? "").toLowerCase(), Buffer.from(unicode ?? "", "hex").swap16().toString("utf16le"));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, start] of (block[1] ?? "").matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const first = parseInt(from ?? "0", 16);
      const base = parseInt(start ?? "0", 16);
      for (let code = first; code <= parseInt(to ?? "0", 16); code++) map.set(code.toString(16).padStart(4, "0"), String.fromCodePoint(base + code - first));
    }
  }
  return map;
}

type Decoder = (hex: string) => string;

function decoderOf(pdf: PDFDocument, font: PDFDict): Decoder {
  const unicode = pdf.context.lookup(font.get(PDFName.of("ToUnicode")));
  if (unicode instanceof PDFRawStream) {
    const map = toUnicode(unicode);
    return (hex) => (hex.toLowerCase().match(/.{4}/g) ?? []).map((code) => map.get(code) ?? "\ufffd").join("");
  }
  return (hex) => [...Buffer.from(hex, "hex")].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join("");
}

function lookupDict(pdf: PDFDocument, value: PDFObject | undefined): PDFDict | undefined {
  const object = value instanceof PDFRef ? pdf.context.lookup(value) : value;
  return object instanceof PDFDict ? object : undefined;
}

/**
 * The text the pages draw, one drawn string a line. The runs of one line that switch fonts (Chinese in
 * Noto Sans SC, a "Š" in Helvetica) are joined back into one line.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const fontDict = lookupDict(pdf, page.node.Resources()?.get(PDFName.of("Font")));
    // A page may name one font under several keys: runs are told apart by the font itself.
    const decoders = new Map<string, Decoder>();
    const baseFonts = new Map<string, string>();
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = lookupDict(pdf, ref);
      if (!font) continue;
      decoders.set(name.asString().slice(1), decoderOf(pdf, font));
      baseFonts.set(name.asString().slice(1), (font.get(PDFName.of("BaseFont")) as PDFName | undefined)?.asString() ?? "");
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFRawStream ? [contents] : ((contents as PDFArray | undefined)?.asArray() ?? []).map((ref) => pdf.context.lookup(ref));
    let font = "";
    let y = "";
    let previous: { font: string; y: string } | null = null;
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = streamText(stream);
      for (const match of operators.matchAll(/\/([^\s/<>[\]()]+)\s+[-\d.]+\s+Tf|(?:[-\d.]+\s+){5}([-\d.]+)\s+Tm|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (match[1] !== undefined) font = match[1];
        else if (match[2] !== undefined) y = match[2];
        else {
          const text = (decoders.get(font) ?? decoderOf(pdf, PDFDict.withContext(pdf.context)))(match[3] ?? "");
          const baseFont = baseFonts.get(font) ?? font;
          if (previous && previous.y === y && previous.font !== baseFont && lines.length > 0) lines[lines.length - 1] += text;
          else lines.push(text);
          previous = { font: baseFont, y };
        }
      }
    }
  }
  return lines.join("\n").replace(/\u00a0/g, " ");
}

export interface PdfFont {
  baseFont: string;
  subtype: string;
  /** Whether the font program is in the file (a TrueType/OpenType font), not one of the 14 standard fonts. */
  embedded: boolean;
}

/** Every font object of the file. */
export async function pdfFonts(bytes: Uint8Array): Promise<PdfFont[]> {
  const pdf = await PDFDocument.load(bytes);
  const fonts: PdfFont[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type")) !== PDFName.of("Font")) continue;
    const subtype = (object.get(PDFName.of("Subtype")) as PDFName | undefined)?.asString() ?? "";
    if (subtype === "/CIDFontType2") continue; // described by its Type0 parent
    let descriptor = lookupDict(pdf, object.get(PDFName.of("FontDescriptor")));
    const descendants = pdf.context.lookup(object.get(PDFName.of("DescendantFonts")));
    if (descendants instanceof PDFArray) descriptor = lookupDict(pdf, lookupDict(pdf, descendants.get(0))?.get(PDFName.of("FontDescriptor")));
    const embedded = !!descriptor && ["FontFile", "FontFile2", "FontFile3"].some((key) => descriptor.has(PDFName.of(key)));
    fonts.push({ baseFont: (object.get(PDFName.of("BaseFont")) as PDFName | undefined)?.asString().slice(1) ?? "", subtype: subtype.slice(1), embedded });
  }
  return fonts;
}

/**
 * The outline (SVG path) of every glyph of each embedded font, by the text its ToUnicode map gives it:
 * what a viewer draws. A broken subset (glyphs at wrong offsets) gives other or empty outlines.
 */
export async function embeddedOutlines(bytes: Uint8Array): Promise<Map<string, Map<string, string>>> {
  const pdf = await PDFDocument.load(bytes);
  const fonts = new Map<string, Map<string, string>>();
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Subtype")) !== PDFName.of("Type0")) continue;
    const unicode = pdf.context.lookup(object.get(PDFName.of("ToUnicode")));
    const descendants = pdf.context.lookup(object.get(PDFName.of("DescendantFonts")));
    if (!(unicode instanceof PDFRawStream) || !(descendants instanceof PDFArray)) continue;
    const descriptor = lookupDict(pdf, lookupDict(pdf, descendants.get(0))?.get(PDFName.of("FontDescriptor")));
    const program = pdf.context.lookup(descriptor?.get(PDFName.of("FontFile2")));
    if (!(program instanceof PDFRawStream)) continue;
    const font = fontkit.create(decodePDFRawStream(program).decode());
    const outlines = new Map<string, string>();
    for (const [code, text] of toUnicode(unicode)) outlines.set(text, font.getGlyph(parseInt(code, 16)).path.toSVG());
    fonts.set((object.get(PDFName.of("BaseFont")) as PDFName).asString().slice(1), outlines);
  }
  return fonts;
}

/** The payload of the QR code drawn in the PDF: its image read back pixel by pixel and decoded by jsQR. */
export async function qrPayload(bytes: Uint8Array): Promise<string | null> {
  const pdf = await PDFDocument.load(bytes);
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) continue;
    if (object.dict.get(PDFName.of("ColorSpace")) !== PDFName.of("DeviceRGB")) continue;
    const width = (object.dict.get(PDFName.of("Width")) as PDFNumber).asNumber();
    const height = (object.dict.get(PDFName.of("Height")) as PDFNumber).asNumber();
    const pixels = decodePDFRawStream(object).decode();
    const png = new PNG({ width, height });
    for (let i = 0; i < width * height; i++) {
      png.data[i * 4] = pixels[i * 3] ?? 0;
      png.data[i * 4 + 1] = pixels[i * 3 + 1] ?? 0;
      png.data[i * 4 + 2] = pixels[i * 3 + 2] ?? 0;
      png.data[i * 4 + 3] = 255;
    }
    const read = PNG.sync.read(PNG.sync.write(png));
    return jsQR(new Uint8ClampedArray(read.data), read.width, read.height)?.data ?? null;
  }
  return null;
}
