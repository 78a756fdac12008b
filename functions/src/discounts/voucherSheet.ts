// POST /api/discounts/{id}/voucher/pdf (issue 22): the vouchers as A4 sheets to print and cut along the dashed
// lines, 2 × 5 cards a page, one code a card with the restaurant's name, the discount as the customer reads it,
// the validity window in the company's time zone and the code in a large monospaced font to read and type.
import { COLLECTIONS, formatVoucherCode, type CompanyInfoData, type DiscountData, type LanguageCode, type VouchersCsvRequest } from "@comanda/shared";
import { DateTime } from "luxon";
import { StandardFonts, type PDFDocument } from "pdf-lib";
import { cardSize, cutSheetPdf, GREY } from "../orders/cutSheet";
import { Typeface, type DocumentFonts } from "../orders/documentFonts";
import { centred } from "../orders/fittedText";
import { VOUCHER_SHEET_TEXTS } from "./exportTexts";
import { handOutVouchers, type VoucherDeps } from "./vouchers";

export const CARD_GRID = { columns: 2, rows: 5 };
const CARD = cardSize(CARD_GRID);
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

/** The PDF, one card a code. */
export function voucherSheetPdfBytes(sheet: VoucherSheet, now: Date): Promise<Uint8Array> {
  const texts = VOUCHER_SHEET_TEXTS[sheet.language];
  return cutSheetPdf(
    {
      title: `${texts.title} · ${sheet.discountName}`,
      language: sheet.language,
      grid: CARD_GRID,
      items: sheet.codes,
      emptyText: texts.noVouchers,
      // Courier is a standard font (not embedded): the code holds only A-Z and "-", which it always has.
      setup: async (doc) => {
        const courier = await doc.embedFont(StandardFonts.CourierBold);
        return new Typeface([{ font: courier, charset: new Set(courier.getCharacterSet()) }]);
      },
      drawCard: ({ page, fonts, shared: mono, item: code, x, top }) => drawCard(page, fonts, mono, sheet, code, x, top),
    },
    now,
  );
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
