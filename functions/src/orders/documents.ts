// The receipt and the delivery note of an order as PDF (pdf-lib), with the order's QR code (the pickup
// code the scan modal checks), in the requested language. The receipt of an order with a VeriFactu record
// starts with the tax agency's QR code.
import type { Firestore } from "firebase-admin/firestore";
import { PDFDocument, rgb, type PDFImage, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import {
  COLLECTIONS,
  TAX_QR_MARK,
  TAX_QR_TITLE,
  localized,
  orderCodePayload,
  type Address,
  type LanguageCode,
  type OptionChoice,
  type OrderData,
  type OrderItem,
  type ProductData,
} from "@comanda/shared";
import type { Clock } from "../clock";
import { apiError } from "../http/errors";
import { formatDateTime, formatMoney, formatRate, paymentState, pointOfSaleName, readCompanyContext, stationName, textsFor, type CompanyContext } from "./orderContext";
import { cjkFontDraws, embedDocumentFonts, type DocumentFonts, type Typeface } from "./documentFonts";
import { fill, type OrderTexts } from "./texts";
import { orderTaxQrUrl } from "../verifactu/qr";

export type OrderDocumentKind = "receipt" | "delivery-note";

export interface OrderDocumentFile {
  bytes: Uint8Array;
  fileName: string;
}

export interface OrderDocumentDeps {
  db: Firestore;
  clock: Clock;
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const GREY = rgb(0.35, 0.35, 0.35);
const RED = rgb(0.75, 0.1, 0.1);

// Chinese and Japanese text has no spaces: a line may break before any ideograph or kana, but not
// before the punctuation that closes a phrase (，。、！？：；）」』】 …).
const IDEOGRAPH = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CLOSING = /[\u3001\u3002\u300d\u300f\u3011\u3015\uff01\uff09\uff0c\uff0e\uff1a\uff1b\uff1f\u30fc]/u;

/** The pieces a line may break between; `space` when a space separates the piece from the one before. */
export function breakable(text: string): Array<{ text: string; space: boolean }> {
  const pieces: Array<{ text: string; space: boolean }> = [];
  let space = false;
  let current: { text: string; space: boolean } | null = null;
  for (const char of text) {
    if (char === " ") {
      if (current) pieces.push(current);
      current = null;
      space = true;
      continue;
    }
    const last = [...(current?.text ?? "")].pop() ?? "";
    const joins = !space && (CLOSING.test(char) || !(IDEOGRAPH.test(char) || IDEOGRAPH.test(last)));
    if (current && joins) {
      current.text += char;
    } else {
      if (current) pieces.push(current);
      current = { text: char, space };
    }
    space = false;
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Writes lines top to bottom, starting a new page when the current one is full. */
class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: DocumentFonts,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  get right(): number {
    return PAGE.width - PAGE.margin;
  }

  ensure(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Splits text into lines no wider than `width` (see breakable()). */
  wrap(text: string, font: Typeface, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = "";
    for (const piece of breakable(font.drawable(text))) {
      const candidate = line ? `${line}${piece.space ? " " : ""}${piece.text}` : piece.text;
      if (font.width(candidate, size) <= width || !line) {
        line = candidate;
      } else {
        lines.push(line);
        line = piece.text;
      }
      // A single word wider than the column (a long e-mail, a name without spaces) is cut, not overflowed.
      while (font.width(line, size) > width && [...line].length > 1) {
        const chars = [...line];
        let fit = 1;
        while (fit < chars.length && font.width(chars.slice(0, fit + 1).join(""), size) <= width) fit++;
        lines.push(chars.slice(0, fit).join(""));
        line = chars.slice(fit).join("");
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  text(text: string, options: { x?: number; size?: number; font?: Typeface; color?: ReturnType<typeof rgb>; width?: number; gap?: number } = {}): void {
    const size = options.size ?? 10;
    const font = options.font ?? this.fonts.regular;
    const x = options.x ?? PAGE.margin;
    for (const line of this.wrap(text, font, size, options.width ?? this.right - x)) {
      this.ensure(size + 4);
      this.y -= size + 3;
      font.draw(this.page, line, { x, y: this.y, size, color: options.color ?? rgb(0, 0, 0) });
    }
    this.y -= options.gap ?? 0;
  }

  /** One row of a table: cells at their x, right-aligned ones ending at their x; the first cell may wrap. */
  row(cells: ReadonlyArray<{ text: string; x: number; align?: "right"; width?: number }>, options: { size?: number; font?: Typeface } = {}): void {
    const size = options.size ?? 10;
    const font = options.font ?? this.fonts.regular;
    const wrapped = cells.map((c) => (c.width ? this.wrap(c.text, font, size, c.width) : [font.drawable(c.text)]));
    const lines = Math.max(...wrapped.map((w) => w.length));
    this.ensure((size + 3) * lines + 2);
    const top = this.y;
    cells.forEach((cell, i) => {
      (wrapped[i] ?? []).forEach((line, n) => {
        const x = cell.align === "right" ? cell.x - font.width(line, size) : cell.x;
        font.draw(this.page, line, { x, y: top - (size + 3) * (n + 1), size });
      });
    });
    this.y = top - (size + 3) * lines;
  }

  rule(): void {
    this.ensure(8);
    this.y -= 4;
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end: { x: this.right, y: this.y }, thickness: 0.5, color: GREY });
    this.y -= 4;
  }

  space(points: number): void {
    this.y -= points;
  }

  image(image: PDFImage, size: number): { x: number; y: number } {
    this.ensure(size + 24);
    this.y -= size;
    const at = { x: PAGE.margin, y: this.y };
    this.page.drawImage(image, { ...at, width: size, height: size });
    return at;
  }
}

interface DocumentInput {
  order: OrderData;
  /** The VeriFactu QR code's address of the order's ticket record (receipts of orders with a record). */
  taxQrUrl: string | null;
  context: CompanyContext;
  language: LanguageCode;
  texts: OrderTexts;
  pointOfSale: string;
  products: ReadonlyMap<string, ProductData>;
}

function countryName(code: string, language: LanguageCode): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

function header(w: Writer, input: DocumentInput, title: string): void {
  const { context, texts, order, language } = input;
  const info = context.info;
  if (context.brandName) w.text(context.brandName, { size: 18, font: w.fonts.bold, gap: 2 });
  if (info.companyname && info.companyname.trim() !== context.brandName) w.text(info.companyname, { color: GREY });
  const place = [info.zip, info.city].filter(Boolean).join(" ");
  for (const line of [info.street, place, info.country ? countryName(info.country, language) : ""]) if (line) w.text(line, { color: GREY });
  if (context.settings.vatId) w.text(`${texts.vatId}: ${context.settings.vatId}`, { color: GREY });
  w.space(12);
  w.text(`${title} · ${texts.order} #${order.number ?? ""}`, { size: 15, font: w.fonts.bold, gap: 4 });
  const meta: Array<[string, string]> = [
    [texts.date, formatDateTime(order.dateOrdered, context.timezone, language)],
    [texts.pointOfSale, input.pointOfSale],
    [texts.station, stationName(order, texts)],
  ];
  for (const [label, value] of meta) if (value) w.text(`${label}: ${value}`);
  if (order.demo) {
    w.space(4);
    w.text(texts.testOrder, { font: w.fonts.bold, color: RED, size: 11 });
  }
  w.space(6);
}

function customerLines(w: Writer, input: DocumentInput, withContact: boolean): void {
  const { order, texts } = input;
  if (order.name) w.text(`${texts.customer}: ${order.name}`);
  if (withContact && order.phone) w.text(`${texts.phone}: ${order.phone}`);
  if (withContact && order.email) w.text(`${texts.email}: ${order.email}`);
}

/** "Doneness: Rare": an option choice named from the product where it still exists, else the value id. */
export function optionText(
  products: ReadonlyMap<string, ProductData>,
  item: Pick<OrderItem, "productId">,
  choice: OptionChoice,
  language: LanguageCode,
  defaultLanguage: LanguageCode,
): string {
  const block = products.get(item.productId)?.optionBlocks?.find((b) => b.id === choice.blockId);
  const value = block?.values.find((v) => v.id === choice.valueId);
  const heading = block ? localized(block.heading, language, defaultLanguage) : "";
  const name = value ? localized(value.name, language, defaultLanguage) : choice.valueId;
  return heading ? `${heading}: ${name}` : name;
}

/** Addons, options (named from the product where it still exists) and the note of an item. */
function itemDetails(item: OrderItem, input: DocumentInput, withPrices: boolean): string[] {
  const { language, context } = input;
  const money = (amount: number) => formatMoney(amount, context.currency, language);
  const details: string[] = [];
  for (const addon of item.addons ?? []) {
    const name = localized(addon.name, language, context.defaultLanguage);
    details.push(withPrices && addon.price > 0 ? `+ ${name} (${money(addon.price)})` : `+ ${name}`);
  }
  for (const choice of item.options ?? []) details.push(optionText(input.products, item, choice, language, context.defaultLanguage));
  if (item.note) details.push(`${input.texts.note}: ${item.note}`);
  return details;
}

const COLUMNS = { quantity: PAGE.margin, name: PAGE.margin + 34, unit: PAGE.width - PAGE.margin - 90, amount: PAGE.width - PAGE.margin };
const NAME_WIDTH = COLUMNS.unit - 70 - COLUMNS.name;

function receiptItems(w: Writer, input: DocumentInput): void {
  const { order, texts, language, context } = input;
  const money = (amount: number) => formatMoney(amount, context.currency, language);
  w.rule();
  w.row(
    [
      { text: texts.quantity, x: COLUMNS.quantity },
      { text: texts.items, x: COLUMNS.name },
      { text: texts.unitPrice, x: COLUMNS.unit, align: "right" },
      { text: texts.amount, x: COLUMNS.amount, align: "right" },
    ],
    { font: w.fonts.bold },
  );
  w.rule();
  for (const item of order.items) {
    w.row([
      { text: `${item.quantity}`, x: COLUMNS.quantity },
      { text: localized(item.name, language, context.defaultLanguage), x: COLUMNS.name, width: NAME_WIDTH },
      { text: money(item.price), x: COLUMNS.unit, align: "right" },
      { text: money(item.price * item.quantity), x: COLUMNS.amount, align: "right" },
    ]);
    for (const detail of itemDetails(item, input, true)) w.text(detail, { x: COLUMNS.name + 8, size: 9, color: GREY, width: NAME_WIDTH });
  }
  w.rule();
}

function receiptTotals(w: Writer, input: DocumentInput): void {
  const { order, texts, language, context } = input;
  const money = (amount: number) => formatMoney(amount, context.currency, language);
  const line = (label: string, value: string, bold = false) =>
    w.row(
      [
        { text: label, x: COLUMNS.name, width: COLUMNS.amount - 120 - COLUMNS.name },
        { text: value, x: COLUMNS.amount, align: "right" },
      ],
      bold ? { font: w.fonts.bold, size: 12 } : {},
    );
  const totals = order.totals;
  const tip = totals?.tip ?? order.tip ?? 0;
  if (totals) {
    line(texts.subtotal, money(totals.items));
    for (const discount of order.discounts ?? []) {
      line(`${texts.discount} ${discount.name} (${formatRate(discount.percentage, language)} %)`, money(-discount.amount));
      if (discount.voucherCode) line(`${texts.voucherCode}: ${discount.voucherCode}`, "");
    }
    if (!order.discounts?.length && totals.discount > 0) line(texts.discount, money(-totals.discount));
    if (totals.deliveryFee > 0) line(texts.deliveryFee, money(totals.deliveryFee));
  }
  if (tip > 0) line(texts.tip, money(tip));
  w.space(2);
  line(texts.total, money(totals?.total ?? order.cartTotal + tip), true);
  w.space(8);
  if (totals?.vat.length) {
    const cols = { rate: COLUMNS.name, net: COLUMNS.amount - 180, vat: COLUMNS.amount - 90, gross: COLUMNS.amount };
    w.row(
      [
        { text: texts.vat, x: cols.rate },
        { text: texts.net, x: cols.net, align: "right" },
        { text: texts.vat, x: cols.vat, align: "right" },
        { text: texts.gross, x: cols.gross, align: "right" },
      ],
      { font: w.fonts.bold, size: 9 },
    );
    for (const vat of totals.vat) {
      w.row(
        [
          { text: fill(texts.vatRate, { rate: formatRate(vat.rate, language) }), x: cols.rate },
          { text: money(vat.net), x: cols.net, align: "right" },
          { text: money(vat.vat), x: cols.vat, align: "right" },
          { text: money(vat.gross), x: cols.gross, align: "right" },
        ],
        { size: 9 },
      );
    }
    w.space(8);
  }
  w.text(`${texts.payment}: ${paymentState(order, texts)}`, { font: w.fonts.bold });
}

function addressLines(address: Address, language: LanguageCode): string[] {
  return [
    address.companyName ?? "",
    address.name,
    address.street,
    [address.zip, address.city].filter(Boolean).join(" "),
    address.country ? countryName(address.country, language) : "",
    address.vatId ?? "",
  ].filter((line) => !!line?.trim());
}

function deliveryNoteBody(w: Writer, input: DocumentInput): void {
  const { order, texts, language, context } = input;
  for (const [label, address] of [
    [texts.deliveryAddress, order.deliveryAddress],
    [texts.billingAddress, order.billingAddress],
  ] as const) {
    if (!address) continue;
    w.text(label, { font: w.fonts.bold, gap: 1 });
    for (const line of addressLines(address, language)) w.text(line);
    w.space(6);
  }
  w.rule();
  w.row(
    [
      { text: texts.quantity, x: COLUMNS.quantity },
      { text: texts.items, x: COLUMNS.name },
    ],
    { font: w.fonts.bold },
  );
  w.rule();
  for (const item of order.items) {
    w.row([
      { text: `${item.quantity}`, x: COLUMNS.quantity },
      { text: localized(item.name, language, context.defaultLanguage), x: COLUMNS.name, width: COLUMNS.amount - COLUMNS.name },
    ]);
    for (const detail of itemDetails(item, input, false)) w.text(detail, { x: COLUMNS.name + 8, size: 9, color: GREY });
  }
  w.rule();
  if (order.note) {
    w.text(`${texts.note}: ${order.note}`, { font: w.fonts.italic, gap: 4 });
  }
}

/** The VeriFactu code's side on the page: 35 mm, within the agency's 30 to 40 mm. */
export const TAX_QR_SIDE_PT = (35 / 25.4) * 72;

/**
 * The receipt's VeriFactu QR code, first on the page as the agency places it (before the invoice's content,
 * near the top margin, on the left): "QR tributario:" above, the code of 35 mm, "VERI*FACTU" below.
 */
async function taxQrCode(w: Writer, doc: PDFDocument, url: string): Promise<void> {
  const png = await QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 0, scale: 8 });
  const image = await doc.embedPng(png);
  w.text(TAX_QR_TITLE, { size: 9 });
  w.space(4);
  w.image(image, TAX_QR_SIDE_PT);
  w.space(2);
  w.text(TAX_QR_MARK, { size: 10, font: w.fonts.bold, gap: 10 });
}

async function qrCode(w: Writer, doc: PDFDocument, input: DocumentInput): Promise<void> {
  const code = input.order.pickupCode;
  if (!code) return;
  const png = await QRCode.toBuffer(orderCodePayload(code), { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 6 });
  const image = await doc.embedPng(png);
  w.space(14);
  const size = 110;
  const at = w.image(image, size);
  const width = w.fonts.bold.width(code, 11);
  w.fonts.bold.draw(w.page, code, { x: at.x + (size - width) / 2, y: at.y - 14, size: 11 });
  w.fonts.regular.draw(w.page, input.texts.pickupCode, { x: at.x + size + 12, y: at.y + size / 2, size: 9, color: GREY });
  w.y = at.y - 18;
}

/** A long order runs over several pages: each names the document and counts the pages. */
function footers(doc: PDFDocument, font: Typeface, name: string): void {
  const pages = doc.getPages();
  if (pages.length < 2) return;
  pages.forEach((page, index) => {
    font.draw(page, `${name} · ${index + 1}/${pages.length}`, { x: PAGE.margin, y: PAGE.margin / 2, size: 8, color: GREY });
  });
}

/** The products named by the order's items (for their option names), of the order's company only. */
export async function productsOf(db: Firestore, order: Pick<OrderData, "companyId" | "items">): Promise<Map<string, ProductData>> {
  const ids = [...new Set(order.items.map((i) => i.productId).filter(Boolean))];
  if (ids.length === 0) return new Map();
  const snaps = await db.getAll(...ids.map((id) => db.collection(COLLECTIONS.products).doc(id)));
  const products = new Map<string, ProductData>();
  for (const snap of snaps) {
    const data = snap.data() as ProductData | undefined;
    if (data && data.companyId === order.companyId) products.set(snap.id, data);
  }
  return products;
}

/** The receipt or the delivery note of one of the company's orders; another company's order is not found. */
export async function orderDocument(
  deps: OrderDocumentDeps,
  companyId: string,
  orderId: string,
  kind: OrderDocumentKind,
  requested?: LanguageCode,
): Promise<OrderDocumentFile> {
  const snap = await deps.db.collection(COLLECTIONS.orders).doc(orderId).get();
  const order = snap.data() as OrderData | undefined;
  if (!order || order.companyId !== companyId) throw apiError("not-found");
  const context = await readCompanyContext(deps.db, companyId);
  const language = requested ?? context.defaultLanguage;
  const texts = textsFor(language);
  const [pointOfSale, products, taxQrUrl] = await Promise.all([
    pointOfSaleName(deps.db, order, language),
    productsOf(deps.db, order),
    kind === "receipt" ? orderTaxQrUrl(deps.db, companyId, orderId) : null,
  ]);
  const input: DocumentInput = { order, taxQrUrl, context, language, texts, pointOfSale, products };

  // Chinese always needs the CJK font. Any other document is written with the standard fonts first; only
  // when its texts held characters they lack and Noto Sans SC has is it written again with Noto Sans SC.
  const number = order.number ?? orderId;
  let rendered = await renderDocument(deps, input, kind, number, language === "zh");
  if (!rendered.fonts.cjk && rendered.fonts.missing.size > 0 && (await cjkFontDraws(rendered.fonts.missing))) {
    rendered = await renderDocument(deps, input, kind, number, true);
  }
  const bytes = await rendered.doc.save();
  const fileName = `${kind === "receipt" ? "receipt" : "delivery-note"}-${String(number).replace(/[^A-Za-z0-9_-]/g, "_")}.pdf`;
  return { bytes, fileName };
}

async function renderDocument(
  deps: OrderDocumentDeps,
  input: DocumentInput,
  kind: OrderDocumentKind,
  number: string | number,
  cjk: boolean,
): Promise<{ doc: PDFDocument; fonts: DocumentFonts }> {
  const { texts, language } = input;
  const doc = await PDFDocument.create();
  const fonts = await embedDocumentFonts(doc, { cjk });
  const title = kind === "receipt" ? texts.receipt : texts.deliveryNote;
  // The document information is written in UTF-16 by pdf-lib: it needs no font.
  doc.setTitle(`${title} #${number}`);
  doc.setCreator("Comanda");
  doc.setProducer("Comanda");
  doc.setLanguage(language);
  doc.setCreationDate(deps.clock.now());
  doc.setModificationDate(deps.clock.now());

  const w = new Writer(doc, fonts);
  if (kind === "receipt" && input.taxQrUrl) await taxQrCode(w, doc, input.taxQrUrl);
  header(w, input, title);
  if (kind === "receipt") {
    customerLines(w, input, false);
    w.space(6);
    receiptItems(w, input);
    receiptTotals(w, input);
  } else {
    customerLines(w, input, true);
    w.space(8);
    deliveryNoteBody(w, input);
  }
  await qrCode(w, doc, input);
  footers(doc, fonts.regular, `${title} #${number}`);
  return { doc, fonts };
}
