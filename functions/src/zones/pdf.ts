// POST /api/pointsofsales.pdf: A4 sheets of table QR codes (3 × 4 a page, each 4.8 cm wide so that a
// phone reads it across a table), each with the point of sale's and the zone's name, to print and cut
// along the dashed lines.
import type { PointsOfSaleDocumentRequest } from "@comanda/shared";
import QRCode from "qrcode";
import type { AppDeps } from "../deps";
import { cardSize, cutSheetPdf, GREY } from "../orders/cutSheet";
import { centred } from "../orders/fittedText";
import type { PointsOfSaleFile } from "./csv";
import { fileNamePart, readPointsOfSale, type PointsOfSaleList } from "./pointsOfSale";
import { POINTS_OF_SALE_TEXTS } from "./texts";

export const GRID = { columns: 3, rows: 4 };
/** The QR code's side in points: 136 pt = 4.8 cm. */
export const QR_SIZE = 136;
const CELL = cardSize(GRID);

/** The PDF of the list: one card a point of sale, its QR code above its name and its zone's. */
export async function pointsOfSalePdfBytes(list: PointsOfSaleList, now: Date): Promise<Uint8Array> {
  const texts = POINTS_OF_SALE_TEXTS[list.language];
  return cutSheetPdf(
    {
      title: list.zone ? `${texts.title} · ${list.zone.name}` : texts.title,
      language: list.language,
      grid: GRID,
      items: list.entries,
      emptyText: texts.noPointsOfSale,
      setup: () => Promise.resolve(null),
      drawCard: async ({ doc, page, fonts, item: entry, x, top: cellTop }) => {
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
      },
    },
    now,
  );
}

export async function pointsOfSalePdf(deps: Pick<AppDeps, "db" | "config" | "clock">, companyId: string, request: PointsOfSaleDocumentRequest): Promise<PointsOfSaleFile<Uint8Array>> {
  const list = await readPointsOfSale(deps, companyId, request);
  return { body: await pointsOfSalePdfBytes(list, deps.clock.now()), fileName: `qr-codes-${fileNamePart(list)}.pdf` };
}
