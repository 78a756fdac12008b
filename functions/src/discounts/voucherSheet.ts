// POST /api/discounts/{id}/voucher/pdf (issue 22): the vouchers as A4 sheets to print and cut along the dashed
// lines, 2 × 5 cards a page, one code a card with the restaurant's name, the discount as the customer reads it,
// the validity window in the company's time zone and the code in a large monospaced font to read and type.
import { COLLECTIONS, formatVoucherCode, type CompanyInfoData, type DiscountData, type LanguageCode, type VouchersCsvRequest } from "@comanda/shared";
import { DateTime } from "luxon";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { cjkFontDraws, embedDocumentFonts, Typeface, type DocumentFonts } from "../orders/documentFonts";
import { centred, fitted } from "../orders/fittedText";
import { VOUCHER_SHEET_TEXTS } from "./exportTexts";
import { handOutVouchers, type VoucherDeps } from "./vouchers";

const PAGE = { width: 595.28, height: 841.89, margin: 36, header: 22 };
export const CARD_GRID = { columns: 2, rows: 5 };
const CARD = {
  width: (PAGE.width - 2 * PAGE.margin) / CARD_GRID.columns,
  height: (PAGE.height - 2 * PAGE.margin - PAGE.header) / CARD_GRID.rows,
};
const GREY = rgb(0.4, 0.4, 0.4);
const CUT_LINE = rgb(0.8, 0.8, 0.8);
/** The code's size: 24 pt Courier Bold puts its 14 characters in 7 cm, clear to read aloud and to type. */
const CODE_SIZE = 24;

/** What a sheet shows, read once for all its cards. */
export interface VoucherSheet {
  language: LanguageCode;
  restaurant: string;
  /** The owner's name for the discount (page header). */
  discountName: string;
  /** The discount as the customer reads it. */
  customerName: string;
  percentage: string;
  /** The window in the company's time zone; null without one. */
  validity: string | null;
  codes: string[];
}

/** An instant as the language writes a date and time, in the company's time zone. */
function when(iso: string, language: LanguageCode, timezone: string): string {
  return DateTime.fromISO(iso, { zone: timezone }).setLocale(language).toLocaleString(DateTime.DATETIME_MED);
}

export function voucherSheet(input: {
  discount: DiscountData;
  codes: string[];
  restaurant: string;
  language: LanguageCode;
  timezone: string;
}): VoucherSheet {
  const { discount, language, timezone } = input;
  const texts = VOUCHER_SHEET_TEXTS[language];
  const percent = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(discount.percentage / 100);
  const from = discount.start ? when(discount.start, language, timezone) : null;
  const to = discount.end ? when(discount.end, language, timezone) : null;
  const validity = from && to ? texts.validBetween(from, to) : from ? texts.validFrom(from) : to ? texts.validUntil(to) : null;
  return {
    language,
    restaurant: input.restaurant,
    discountName: discount.name,
    customerName: discount.customerName?.[language]?.trim() || discount.name,
    percentage: texts.percentOff(percent),
    validity,
    codes: input.codes.map(formatVoucherCode),
  };
}

type Page = ReturnType<PDFDocument["addPage"]>;

function drawCard(page: Page, fonts: DocumentFonts, mono: Typeface, sheet: VoucherSheet, code: string, x: number, top: number): void {
  const texts = VOUCHER_SHEET_TEXTS[sheet.language];
  page.drawRectangle({ x, y: top - CARD.height, width: CARD.width, height: CARD.height, borderColor: CUT_LINE, borderWidth: 0.5, borderDashArray: [3, 3] });
  const centreX = x + CARD.width / 2;
  const width = CARD.width - 16;
  centred(page, fonts.bold, sheet.restaurant, { centreX, y: top - 22, size: 12, min: 8, width });
  centred(page, fonts.regular, sheet.customerName, { centreX, y: top - 37, size: 10, min: 7, width, color: GREY });
  centred(page, fonts.bold, sheet.percentage, { centreX, y: top - 64, size: 22, min: 12, width });
  centred(page, fonts.italic, texts.codeLabel, { centreX, y: top - 82, size: 8, min: 7, width, color: GREY });
  centred(page, mono, code, { centreX, y: top - 108, size: CODE_SIZE, min: 16, width });
  if (sheet.validity) centred(page, fonts.regular, sheet.validity, { centreX, y: top - 126, size: 8.5, min: 6.5, width });
  centred(page, fonts.italic, texts.oneOrder, { centreX, y: top - 139, size: 7.5, min: 6.5, width, color: GREY });
}

async function render(sheet: VoucherSheet, cjk: boolean, now: Date): Promise<{ doc: PDFDocument; fonts: DocumentFonts }> {
  const texts = VOUCHER_SHEET_TEXTS[sheet.language];
  const doc = await PDFDocument.create();
  const fonts = await embedDocumentFonts(doc, { cjk });
  // Courier is a standard font (not embedded): the code holds only A-Z and "-", which it always has.
  const courier = await doc.embedFont(StandardFonts.CourierBold);
  const mono = new Typeface([{ font: courier, charset: new Set(courier.getCharacterSet()) }]);
  const title = `${texts.title} · ${sheet.discountName}`;
  doc.setTitle(title);
  doc.setCreator("Comanda");
  doc.setProducer("Comanda");
  doc.setLanguage(sheet.language);
  doc.setCreationDate(now);
  doc.setModificationDate(now);

  const perPage = CARD_GRID.columns * CARD_GRID.rows;
  const pageCount = Math.max(1, Math.ceil(sheet.codes.length / perPage));
  for (let pageIndex = 0; pageIndex < pageCount; pageIndex++) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const top = PAGE.height - PAGE.margin;
    fonts.bold.draw(page, fitted(fonts.bold, title, 11, 8, PAGE.width - 2 * PAGE.margin - 60).text, { x: PAGE.margin, y: top - 11, size: 11 });
    const pageLabel = `${pageIndex + 1}/${pageCount}`;
    fonts.regular.draw(page, pageLabel, { x: PAGE.width - PAGE.margin - fonts.regular.width(pageLabel, 9), y: top - 11, size: 9, color: GREY });
    if (sheet.codes.length === 0) {
      fonts.regular.draw(page, texts.noVouchers, { x: PAGE.margin, y: top - PAGE.header - 24, size: 14 });
      continue;
    }
    const slice = sheet.codes.slice(pageIndex * perPage, (pageIndex + 1) * perPage);
    for (const [index, code] of slice.entries()) {
      const column = index % CARD_GRID.columns;
      const row = Math.floor(index / CARD_GRID.columns);
      drawCard(page, fonts, mono, sheet, code, PAGE.margin + column * CARD.width, top - PAGE.header - row * CARD.height);
    }
  }
  return { doc, fonts };
}

/** The PDF: Helvetica, or Noto Sans SC for Chinese and for names Helvetica cannot write (as the table QR sheets). */
export async function voucherSheetPdfBytes(sheet: VoucherSheet, now: Date): Promise<Uint8Array> {
  let rendered = await render(sheet, sheet.language === "zh", now);
  if (!rendered.fonts.cjk && rendered.fonts.missing.size > 0 && (await cjkFontDraws(rendered.fonts.missing))) {
    rendered = await render(sheet, true, now);
  }
  return rendered.doc.save();
}

export interface VoucherSheetFile {
  body: Uint8Array;
  fileName: string;
}

/** The discount's vouchers as printable cards, oldest first; printing hands them out as the CSV does. */
export async function printVouchers(deps: VoucherDeps, companyId: string, discountId: string, body: VouchersCsvRequest): Promise<VoucherSheetFile> {
  const [handedOut, infoSnap] = await Promise.all([
    handOutVouchers(deps, companyId, discountId, body.language),
    deps.db.collection(COLLECTIONS.companyInfos).doc(companyId).get(),
  ]);
  const info = infoSnap.data() as Partial<CompanyInfoData> | undefined;
  const sheet = voucherSheet({
    discount: handedOut.discount,
    codes: handedOut.vouchers.map((voucher) => voucher.code),
    restaurant: info?.brandName?.trim() || info?.companyname?.trim() || "",
    language: handedOut.language,
    timezone: handedOut.timezone,
  });
  return { body: await voucherSheetPdfBytes(sheet, handedOut.now), fileName: `vouchers-${handedOut.day}.pdf` };
}
