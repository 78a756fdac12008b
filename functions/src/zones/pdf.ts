// POST /api/pointsofsales.pdf: A4 sheets of table QR codes (3 × 4 a page, each 4.8 cm wide so that a
// phone reads it across a table), each with the point of sale's and the zone's name, to print and cut
// along the dashed lines.
import type { PointsOfSaleDocumentRequest } from "@comanda/shared";
import { PDFDocument, rgb } from "pdf-lib";
import QRCode from "qrcode";
import type { AppDeps } from "../deps";
import { cjkFontDraws, embedDocumentFonts, type DocumentFonts } from "../orders/documentFonts";
import { centred, fitted } from "../orders/fittedText";
import type { PointsOfSaleFile } from "./csv";
import { fileNamePart, readPointsOfSale, type PointsOfSaleList } from "./pointsOfSale";
import { POINTS_OF_SALE_TEXTS } from "./texts";

const PAGE = { width: 595.28, height: 841.89, margin: 36, header: 22 };
export const GRID = { columns: 3, rows: 4 };
/** The QR code's side in points: 136 pt = 4.8 cm. */
export const QR_SIZE = 136;
const CELL = {
  width: (PAGE.width - 2 * PAGE.margin) / GRID.columns,
  height: (PAGE.height - 2 * PAGE.margin - PAGE.header) / GRID.rows,
};
const GREY = rgb(0.4, 0.4, 0.4);
const CUT_LINE = rgb(0.8, 0.8, 0.8);

async function render(list: PointsOfSaleList, cjk: boolean, now: Date): Promise<{ doc: PDFDocument; fonts: DocumentFonts }> {
  const texts = POINTS_OF_SALE_TEXTS[list.language];
  const doc = await PDFDocument.create();
  const fonts = await embedDocumentFonts(doc, { cjk });
  const title = list.zone ? `${texts.title} · ${list.zone.name}` : texts.title;
  doc.setTitle(title);
  doc.setCreator("Comanda");
  doc.setProducer("Comanda");
  doc.setLanguage(list.language);
  doc.setCreationDate(now);
  doc.setModificationDate(now);

  const perPage = GRID.columns * GRID.rows;
  const pageCount = Math.max(1, Math.ceil(list.entries.length / perPage));
  for (let pageIndex = 0; pageIndex < pageCount; pageIndex++) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const top = PAGE.height - PAGE.margin;
    fonts.bold.draw(page, fitted(fonts.bold, title, 11, 8, PAGE.width - 2 * PAGE.margin - 60).text, { x: PAGE.margin, y: top - 11, size: 11 });
    const pageLabel = `${pageIndex + 1}/${pageCount}`;
    fonts.regular.draw(page, pageLabel, { x: PAGE.width - PAGE.margin - fonts.regular.width(pageLabel, 9), y: top - 11, size: 9, color: GREY });
    if (list.entries.length === 0) {
      fonts.regular.draw(page, texts.noPointsOfSale, { x: PAGE.margin, y: top - PAGE.header - 24, size: 14 });
      continue;
    }

    const slice = list.entries.slice(pageIndex * perPage, (pageIndex + 1) * perPage);
    for (const [index, entry] of slice.entries()) {
      const column = index % GRID.columns;
      const row = Math.floor(index / GRID.columns);
      const x = PAGE.margin + column * CELL.width;
      const cellTop = top - PAGE.header - row * CELL.height;
      page.drawRectangle({ x, y: cellTop - CELL.height, width: CELL.width, height: CELL.height, borderColor: CUT_LINE, borderWidth: 0.5, borderDashArray: [3, 3] });

      const png = await QRCode.toBuffer(entry.address, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 8 });
      const image = await doc.embedPng(png);
      const centreX = x + CELL.width / 2;
      const qrTop = cellTop - 8;
      page.drawImage(image, { x: centreX - QR_SIZE / 2, y: qrTop - QR_SIZE, width: QR_SIZE, height: QR_SIZE });

      const textWidth = CELL.width - 12;
      let y = qrTop - QR_SIZE - 14;
      centred(page, fonts.bold, entry.name, { centreX, y, size: 12, min: 8, width: textWidth });
      y -= 12;
      centred(page, fonts.regular, entry.zoneName, { centreX, y, size: 9, min: 7, width: textWidth, color: GREY });
      y -= 11;
      centred(page, fonts.italic, texts.scanToOrder, { centreX, y, size: 8, min: 7, width: textWidth, color: GREY });
    }
  }
  return { doc, fonts };
}

/** The PDF of the list: Helvetica, or Noto Sans SC for Chinese and for names Helvetica cannot write. */
export async function pointsOfSalePdfBytes(list: PointsOfSaleList, now: Date): Promise<Uint8Array> {
  let rendered = await render(list, list.language === "zh", now);
  if (!rendered.fonts.cjk && rendered.fonts.missing.size > 0 && (await cjkFontDraws(rendered.fonts.missing))) {
    rendered = await render(list, true, now);
  }
  return rendered.doc.save();
}

export async function pointsOfSalePdf(deps: Pick<AppDeps, "db" | "config" | "clock">, companyId: string, request: PointsOfSaleDocumentRequest): Promise<PointsOfSaleFile<Uint8Array>> {
  const list = await readPointsOfSale(deps, companyId, request);
  return { body: await pointsOfSalePdfBytes(list, deps.clock.now()), fileName: `qr-codes-${fileNamePart(list)}.pdf` };
}
