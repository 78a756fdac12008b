// StarPRNT command bytes of a ticket (media type application/vnd.star.starprnt, what Star CloudPRNT
// printers such as the mC-Print and TSP100IV take). Commands from Star Micronics' "StarPRNT Command
// Specifications" (the same codes as the STAR Line Mode specification):
//   ESC @                1B 40                  initialise (print modes back to their defaults)
//   ESC GS ) U 2 0 48 1  1B 1D 29 55 02 00 30 01 select UTF-8 as the character encoding (Unicode settings,
//                                               fn 48 = encoding, m 1 = UTF-8) so that accents and Chinese
//                                               are sent as UTF-8. Checked against no printer yet.
//   ESC GS a n           1B 1D 61 n             alignment: 0 left, 1 centre, 2 right
//   ESC i n1 n2          1B 69 n1 n2            character expansion: n1 height, n2 width, 0 = ×1, 1 = ×2
//   ESC E / ESC F        1B 45 / 1B 46          emphasised (bold) printing on / off
//   LF                   0A                     print the line and feed
//   ESC GS y S 0 n       1B 1D 79 53 30 n       QR code model (2 = model 2)
//   ESC GS y S 1 n       1B 1D 79 53 31 n       QR error correction (0 L, 1 M, 2 Q, 3 H)
//   ESC GS y S 2 n       1B 1D 79 53 32 n       QR cell size in dots (1–8)
//   ESC GS y D 1 m nL nH d…  1B 1D 79 44 31 00 nL nH d…  QR data, automatic mode, nL + nH × 256 bytes
//   ESC GS y P           1B 1D 79 50            print the QR code
//   ESC d n              1B 64 n                cut: 3 = feed to the cutter and partial cut
import type { PaperWidth } from "../entities/printer";
import { qrCellDots, qrModulesFor, type PrintAlign, type PrintLayout, type PrintQr, type PrintSize } from "./layout";
import { utf8 } from "./utf8";

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

export const STARPRNT = {
  initialise: [ESC, 0x40],
  utf8: [ESC, GS, 0x29, 0x55, 0x02, 0x00, 0x30, 0x01],
  align: (align: PrintAlign) => [ESC, GS, 0x61, align === "center" ? 1 : align === "right" ? 2 : 0],
  size: (size: PrintSize) => [ESC, 0x69, size - 1, size - 1],
  boldOn: [ESC, 0x45],
  boldOff: [ESC, 0x46],
  qrModel2: [ESC, GS, 0x79, 0x53, 0x30, 0x02],
  qrCorrectionM: [ESC, GS, 0x79, 0x53, 0x31, 0x01],
  qrCellSize: (dots: number) => [ESC, GS, 0x79, 0x53, 0x32, dots],
  qrData: (data: readonly number[]) => [ESC, GS, 0x79, 0x44, 0x31, 0x00, data.length & 0xff, (data.length >> 8) & 0xff, ...data],
  qrPrint: [ESC, GS, 0x79, 0x50],
  partialCut: [ESC, 0x64, 0x03],
} as const;

/** The largest QR code a ticket carries (the pickup code payload is a few dozen bytes). */
const QR_MAX_BYTES = 7089;

/**
 * Dots per module of a QR code: 5 on 58 mm paper and 6 on 80 mm, or as many as a code with a minimum size
 * needs (the printer builds the code itself; its version is estimated from the data in byte mode), at most 8.
 */
function starQrCell(block: PrintQr, paperWidth: PaperWidth): number {
  const usual = paperWidth === 58 ? 5 : 6;
  if (block.minMillimetres === undefined) return usual;
  return Math.min(8, Math.max(usual, qrCellDots(qrModulesFor(block.data), block.minMillimetres, paperWidth === 58 ? 384 : 576)));
}

/**
 * The ticket as StarPRNT commands: initialise, UTF-8, then each line with its alignment, size and emphasis
 * (a command only when the setting changes), the QR code centred (model 2, correction M, cells of 6 dots on
 * 80 mm paper, 5 on 58 mm, more for a code with a minimum size) and a partial cut at the end.
 */
export function renderStarPrnt(layout: PrintLayout): Uint8Array {
  const out: number[] = [...STARPRNT.initialise, ...STARPRNT.utf8];
  let align: PrintAlign = "left";
  let size: PrintSize = 1;
  let bold = false;
  const set = (next: { align: PrintAlign; size: PrintSize; bold: boolean }) => {
    if (next.align !== align) out.push(...STARPRNT.align(next.align));
    if (next.size !== size) out.push(...STARPRNT.size(next.size));
    if (next.bold !== bold) out.push(...(next.bold ? STARPRNT.boldOn : STARPRNT.boldOff));
    ({ align, size, bold } = next);
  };
  for (const block of layout.blocks) {
    switch (block.kind) {
      case "text":
        set(block);
        out.push(...utf8(block.text), LF);
        break;
      case "rule":
        set({ align: "left", size: 1, bold: false });
        out.push(...utf8("-".repeat(layout.columns)), LF);
        break;
      case "feed":
        for (let i = 0; i < block.lines; i++) out.push(LF);
        break;
      case "qr": {
        const data = utf8(block.data).slice(0, QR_MAX_BYTES);
        set({ align: "center", size: 1, bold: false });
        out.push(...STARPRNT.qrModel2, ...STARPRNT.qrCorrectionM, ...STARPRNT.qrCellSize(starQrCell(block, layout.paperWidth)));
        out.push(...STARPRNT.qrData(data), ...STARPRNT.qrPrint, LF);
        break;
      }
    }
  }
  out.push(...STARPRNT.partialCut);
  return Uint8Array.from(out);
}
