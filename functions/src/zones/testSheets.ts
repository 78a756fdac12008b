// Reads the QR-code sheets back for the tests: per page, each drawn QR code (decoded by jsQR from its
// pixels, with its printed size) and the lines drawn after it up to the next one. Texts in the standard
// fonts are decoded as WinAnsi; Chinese ones are read with ../orders/testPdf's pdfText instead.
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream, type PDFArray, type PDFNumber } from "pdf-lib";
import { PNG } from "pngjs";
import jsQR from "jsqr";

export interface SheetCell {
  /** What the QR code says; null when jsQR cannot read it. */
  payload: string | null;
  /** The drawn width of the code in points. */
  width: number;
  /** The texts drawn after the code (point of sale, zone, call to action). */
  lines: string[];
}

export interface SheetPage {
  /** Texts drawn before the first code (title, page number, the "no points of sale" line). */
  header: string[];
  cells: SheetCell[];
}

const WIN_ANSI: Readonly<Record<number, string>> = { 0x85: "…", 0x95: "•", 0xb7: "·" };

function decodeImage(stream: PDFRawStream): string | null {
  const width = (stream.dict.get(PDFName.of("Width")) as PDFNumber).asNumber();
  const height = (stream.dict.get(PDFName.of("Height")) as PDFNumber).asNumber();
  const pixels = decodePDFRawStream(stream).decode();
  const png = new PNG({ width, height });
  const gray = stream.dict.get(PDFName.of("ColorSpace")) === PDFName.of("DeviceGray");
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++) png.data[i * 4 + c] = (gray ? pixels[i] : pixels[i * 3 + c]) ?? 0;
    png.data[i * 4 + 3] = 255;
  }
  return jsQR(new Uint8ClampedArray(png.data), width, height)?.data ?? null;
}

function text(hex: string): string {
  return [...Buffer.from(hex, "hex")].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join("");
}

export async function readSheets(bytes: Uint8Array): Promise<SheetPage[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const xObjects = page.node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
    const contents = page.node.Contents();
    const streams = contents instanceof PDFRawStream ? [contents] : ((contents as PDFArray | undefined)?.asArray() ?? []).map((ref) => pdf.context.lookup(ref));
    const result: SheetPage = { header: [], cells: [] };
    let scale = 0;
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      for (const match of operators.matchAll(/([-\d.]+)\s+[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+cm|\/([^\s/<>[\]()]+)\s+Do|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        // drawImage sets translation, rotation, scale and skew with one cm each: the scale is the largest.
        if (match[1] !== undefined) scale = Math.max(scale, Number(match[1]));
        else if (match[2] !== undefined) {
          const ref = xObjects?.get(PDFName.of(match[2]));
          const image = ref instanceof PDFRef ? pdf.context.lookup(ref) : ref;
          if (image instanceof PDFRawStream) result.cells.push({ payload: decodeImage(image), width: scale, lines: [] });
          scale = 0;
        } else {
          const line = text(match[3] ?? "");
          const cell = result.cells[result.cells.length - 1];
          if (cell) cell.lines.push(line);
          else result.header.push(line);
        }
      }
    }
    return result;
  });
}
