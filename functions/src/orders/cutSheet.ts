// A4 sheets of cards to print and cut along dashed lines (the table QR codes, the voucher cards): each page with
// the sheet's title and its page number, the cards in a grid. Helvetica, or Noto Sans SC for Chinese and for
// texts Helvetica cannot write (drawn again with it when the first pass met such characters).
import type { LanguageCode } from "@comanda/shared";
import { PDFDocument, rgb, type PDFPage } from "pdf-lib";
import { cjkFontDraws, embedDocumentFonts, type DocumentFonts } from "./documentFonts";
import { fitted } from "./fittedText";

export const A4 = { width: 595.28, height: 841.89, margin: 36, header: 22 };
export const GREY = rgb(0.4, 0.4, 0.4);
const CUT_LINE = rgb(0.8, 0.8, 0.8);

export interface CardGrid {
  columns: number;
  rows: number;
}

/** A card's size in points on an A4 page of the grid. */
export function cardSize(grid: CardGrid): { width: number; height: number } {
  return { width: (A4.width - 2 * A4.margin) / grid.columns, height: (A4.height - 2 * A4.margin - A4.header) / grid.rows };
}

export interface CutSheet<T, S> {
  title: string;
  language: LanguageCode;
  grid: CardGrid;
  items: readonly T[];
  /** Written on the one page of a sheet without items. */
  emptyText: string;
  /** What the cards of one document share (an extra font), made once per document. */
  setup: (doc: PDFDocument) => Promise<S>;
  /** Draws one card inside its dashed frame, whose top left corner is (x, top). */
  drawCard: (card: { doc: PDFDocument; page: PDFPage; fonts: DocumentFonts; shared: S; item: T; x: number; top: number }) => void | Promise<void>;
}

async function render<T, S>(sheet: CutSheet<T, S>, cjk: boolean, now: Date): Promise<{ doc: PDFDocument; fonts: DocumentFonts }> {
  const doc = await PDFDocument.create();
  const fonts = await embedDocumentFonts(doc, { cjk });
  const shared = await sheet.setup(doc);
  doc.setTitle(sheet.title);
  doc.setCreator("Comanda");
  doc.setProducer("Comanda");
  doc.setLanguage(sheet.language);
  doc.setCreationDate(now);
  doc.setModificationDate(now);

  const card = cardSize(sheet.grid);
  const perPage = sheet.grid.columns * sheet.grid.rows;
  const pageCount = Math.max(1, Math.ceil(sheet.items.length / perPage));
  for (let pageIndex = 0; pageIndex < pageCount; pageIndex++) {
    const page = doc.addPage([A4.width, A4.height]);
    const top = A4.height - A4.margin;
    fonts.bold.draw(page, fitted(fonts.bold, sheet.title, 11, 8, A4.width - 2 * A4.margin - 60).text, { x: A4.margin, y: top - 11, size: 11 });
    const pageLabel = `${pageIndex + 1}/${pageCount}`;
    fonts.regular.draw(page, pageLabel, { x: A4.width - A4.margin - fonts.regular.width(pageLabel, 9), y: top - 11, size: 9, color: GREY });
    if (sheet.items.length === 0) {
      fonts.regular.draw(page, sheet.emptyText, { x: A4.margin, y: top - A4.header - 24, size: 14 });
      continue;
    }
    const slice = sheet.items.slice(pageIndex * perPage, (pageIndex + 1) * perPage);
    for (const [index, item] of slice.entries()) {
      const x = A4.margin + (index % sheet.grid.columns) * card.width;
      const cardTop = top - A4.header - Math.floor(index / sheet.grid.columns) * card.height;
      page.drawRectangle({ x, y: cardTop - card.height, width: card.width, height: card.height, borderColor: CUT_LINE, borderWidth: 0.5, borderDashArray: [3, 3] });
      await sheet.drawCard({ doc, page, fonts, shared, item, x, top: cardTop });
    }
  }
  return { doc, fonts };
}

/** The sheet's PDF: Helvetica, or Noto Sans SC for Chinese and for texts Helvetica cannot write. */
export async function cutSheetPdf<T, S>(sheet: CutSheet<T, S>, now: Date): Promise<Uint8Array> {
  let rendered = await render(sheet, sheet.language === "zh", now);
  if (!rendered.fonts.cjk && rendered.fonts.missing.size > 0 && (await cjkFontDraws(rendered.fonts.missing))) {
    rendered = await render(sheet, true, now);
  }
  return rendered.doc.save();
}
