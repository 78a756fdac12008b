// What a kitchen ticket and a printed receipt say, laid out for the printer's paper: the kitchen ticket
// holds only the items of the printer's production locations; the receipt everything the customer pays,
// with VAT per rate and the pickup QR code. Worded like the receipt PDF (the same order texts).
import { DateTime } from "luxon";
import type { OptionChoice } from "../entities/cartItem";
import type { OrderData, OrderItem } from "../entities/order";
import type { PaperWidth } from "../entities/printer";
import { localized, type LanguageCode, type LocalizedText } from "../languages";
import { paymentState } from "../orders/board";
import { orderCodePayload } from "../orders/orderCode";
import { formatDateTime, formatMoney, formatRate, formatTime } from "../orders/format";
import { ORDER_TEXTS, fill, type OrderTexts } from "../orders/orderTexts";
import { LayoutBuilder, type PrintBlock, type PrintLayout } from "./layout";

export interface PrintCourse {
  id: string;
  name: LocalizedText | string;
}

export interface TicketInput {
  order: OrderData;
  /** The company's currency (ISO 4217), time zone (IANA) and the language the ticket is printed in. */
  currency: string;
  timezone: string;
  language: LanguageCode;
  /** The company's default language: names missing in `language` fall back to it. */
  defaultLanguage?: LanguageCode;
  /** The names of the order's zone and point of sale (e.g. "Terrace", "Table 4"), when it has them. */
  zoneName?: string;
  pointOfSaleName?: string;
  paperWidth: PaperWidth;
  /** The printer's production locations: empty prints all items. */
  locationsFilter: readonly string[];
  /** The company's courses in their order (course groups follow it; items of no known course come last). */
  courses?: readonly PrintCourse[];
  /** The words of an option choice (e.g. "Size: Large"), from the product; the value id when not given. */
  optionName?: (item: OrderItem, choice: OptionChoice) => string;
  /** Printed above the receipt (the brand name). */
  brandName?: string;
  /**
   * The address of the order's VeriFactu QR code (verifactuQrUrl of its ticket's record), when the order has
   * a record: the receipt then starts with it, as the agency places it (first on the invoice, before its content).
   */
  taxQrUrl?: string | null;
}

/** The VeriFactu code's smallest side on paper: the agency asks for 30 to 40 mm. */
export const TAX_QR_MIN_MM = 30;
/** The agency's words around the code (Orden HAC/1177/2024): the same in every language. */
export const TAX_QR_TITLE = "QR tributario:";
export const TAX_QR_MARK = "VERI*FACTU";

/** The VeriFactu code as a ticket starts with it: "QR tributario:", the code of at least 30 mm, "VERI*FACTU". */
export function taxQrBlocks(url: string): PrintBlock[] {
  return [
    { kind: "text", text: TAX_QR_TITLE, align: "center", bold: false, size: 1 },
    { kind: "qr", data: url, minMillimetres: TAX_QR_MIN_MM },
    { kind: "text", text: TAX_QR_MARK, align: "center", bold: true, size: 1 },
    { kind: "feed", lines: 1 },
  ];
}

/**
 * A receipt laid out before its order had a record (an order paid on site is printed when placed and becomes a
 * ticket when done), with the VeriFactu code put first; unchanged when it carries one already.
 */
export function withTaxQr(layout: PrintLayout, url: string): PrintLayout {
  if (layout.blocks.some((block) => block.kind === "qr" && block.minMillimetres !== undefined)) return layout;
  return { ...layout, blocks: [...taxQrBlocks(url), ...layout.blocks] };
}

interface Context {
  input: TicketInput;
  texts: OrderTexts;
  name: (text: LocalizedText | string | null | undefined) => string;
  money: (amount: number) => string;
}

function contextOf(input: TicketInput): Context {
  const fallback = input.defaultLanguage ?? input.language;
  return {
    input,
    texts: ORDER_TEXTS[input.language],
    name: (text) => localized(text, input.language, fallback),
    money: (amount) => formatMoney(amount, input.currency, input.language),
  };
}

/** The items a printer prints: those of its production locations, or all when it has no filter. */
export function itemsForPrinter(items: readonly OrderItem[], locationsFilter: readonly string[]): OrderItem[] {
  if (locationsFilter.length === 0) return [...items];
  return items.filter((item) => item.locationId !== null && locationsFilter.includes(item.locationId));
}

function stationText(order: OrderData, texts: OrderTexts): string {
  if (order.deliveryType === "table") return texts.stationTable;
  if (order.deliveryType === "takeaway") return texts.stationTakeaway;
  return texts.stationDelivery;
}

/** "Terrace · Table 4", like the receipt PDF names the point of sale. */
function pointOfSaleText(input: TicketInput): string {
  const point = input.pointOfSaleName?.trim() ?? "";
  const zone = input.zoneName?.trim() ?? "";
  if (!point) return zone;
  return zone ? `${zone} · ${point}` : point;
}

/** The requested time: the time alone on the day of the order, else date and time. */
function requestedText(input: TicketInput): string {
  const { order, timezone, language } = input;
  if (!order.requestedTime) return "";
  const day = (iso: string) => DateTime.fromISO(iso, { zone: "utc" }).setZone(timezone).toISODate();
  return day(order.requestedTime) === day(order.dateOrdered)
    ? formatTime(order.requestedTime, timezone, language)
    : formatDateTime(order.requestedTime, timezone, language);
}

function header(b: LayoutBuilder, c: Context): void {
  const { order } = c.input;
  const { texts } = c;
  const meta: Array<[string, string, boolean]> = [
    [texts.pointOfSale, pointOfSaleText(c.input), false],
    [texts.station, stationText(order, texts), false],
    [texts.requestedTime, requestedText(c.input), true],
    [texts.customer, order.name?.trim() ?? "", false],
  ];
  for (const [label, value, bold] of meta) if (value) b.text(`${label}: ${value}`, { bold });
  if (order.demo) b.text(texts.testOrder, { bold: true });
}

/** Addons, options and the note of an item, indented under it. */
function details(b: LayoutBuilder, c: Context, item: OrderItem, withPrices: boolean): void {
  const style = { indent: 3, hang: 2 };
  for (const addon of item.addons ?? []) {
    const name = c.name(addon.name);
    b.text(withPrices && addon.price > 0 ? `+ ${name} (${c.money(addon.price)})` : `+ ${name}`, style);
  }
  for (const choice of item.options ?? []) b.text(c.input.optionName?.(item, choice) ?? choice.valueId, style);
  if (item.note?.trim()) b.text(`${c.texts.note}: ${item.note.trim()}`, { ...style, bold: !withPrices });
}

/** The items grouped by course in the company's course order; items of no known course last, without a heading. */
function byCourse(items: readonly OrderItem[], courses: readonly PrintCourse[]): Array<{ course: PrintCourse | null; items: OrderItem[] }> {
  const groups: Array<{ course: PrintCourse | null; items: OrderItem[] }> = courses.map((course) => ({ course, items: [] }));
  const rest: OrderItem[] = [];
  for (const item of items) {
    const group = groups.find((g) => g.course?.id === item.courseId);
    if (group) group.items.push(item);
    else rest.push(item);
  }
  return [...groups, { course: null, items: rest }].filter((g) => g.items.length > 0);
}

/**
 * The kitchen ticket of an order for one printer: the order number large, the time, point of sale,
 * station, requested time, then the printer's items with addons, options and notes, grouped by course.
 * Null when none of the order's items is made at the printer's locations (no ticket).
 */
export function kitchenTicket(input: TicketInput): PrintLayout | null {
  const items = itemsForPrinter(input.order.items, input.locationsFilter);
  if (items.length === 0) return null;
  const c = contextOf(input);
  const { order, timezone, language } = input;
  const b = new LayoutBuilder(input.paperWidth);
  b.text(`#${order.number ?? ""}`, { align: "center", bold: true, size: 2 });
  b.text(formatDateTime(order.dateOrdered, timezone, language), { align: "center" });
  b.rule();
  header(b, c);
  b.rule();
  const groups = byCourse(items, input.courses ?? []);
  groups.forEach((group, index) => {
    if (group.course) b.text(c.name(group.course.name), { bold: true, align: "center" });
    else if (index > 0) b.rule();
    for (const item of group.items) {
      const quantity = `${item.quantity}x `;
      b.text(`${quantity}${c.name(item.name)}`, { bold: true, hang: quantity.length });
      details(b, c, item, false);
    }
  });
  if (order.note?.trim()) {
    b.rule();
    b.text(`${c.texts.note}: ${order.note.trim()}`, { bold: true });
  }
  b.feed(1);
  return b.build();
}

/**
 * The printed receipt: all items with their amounts, the subtotal, discounts, delivery fee, tip, the total,
 * VAT per rate, how it is paid, and the pickup code as a QR code (what the scan modal checks); an order with a
 * VeriFactu record starts with the tax agency's QR code ("QR tributario:" above, "VERI*FACTU" below).
 */
export function receipt(input: TicketInput): PrintLayout {
  const c = contextOf(input);
  const { order, timezone, language } = input;
  const { texts, money } = c;
  const b = new LayoutBuilder(input.paperWidth);
  if (input.taxQrUrl) b.blocks.push(...taxQrBlocks(input.taxQrUrl));
  if (input.brandName?.trim()) b.text(input.brandName.trim(), { align: "center", bold: true, size: 2 });
  b.text(`${texts.receipt} · ${texts.order} #${order.number ?? ""}`, { align: "center", bold: true });
  b.text(formatDateTime(order.dateOrdered, timezone, language), { align: "center" });
  b.rule();
  header(b, c);
  b.rule();
  for (const item of order.items) {
    const quantity = `${item.quantity}x `;
    b.amount(`${quantity}${c.name(item.name)}`, money(item.price * item.quantity), { hang: quantity.length });
    if (item.quantity > 1) b.text(`${item.quantity} × ${money(item.price)}`, { indent: 3 });
    details(b, c, item, true);
  }
  b.rule();
  const totals = order.totals;
  const tip = totals?.tip ?? order.tip ?? 0;
  if (totals) {
    b.amount(texts.subtotal, money(totals.items));
    for (const discount of order.discounts ?? []) {
      b.amount(`${texts.discount} ${discount.name} (${formatRate(discount.percentage, language)} %)`, money(-discount.amount));
      if (discount.voucherCode) b.text(`${texts.voucherCode}: ${discount.voucherCode}`, { indent: 2 });
    }
    if (!order.discounts?.length && totals.discount > 0) b.amount(texts.discount, money(-totals.discount));
    if (totals.deliveryFee > 0) b.amount(texts.deliveryFee, money(totals.deliveryFee));
  }
  if (tip > 0) b.amount(texts.tip, money(tip));
  b.amount(texts.total, money(totals?.total ?? order.cartTotal + tip), { bold: true });
  if (totals?.vat.length) {
    b.rule();
    for (const vat of totals.vat) {
      b.amount(fill(texts.vatRate, { rate: formatRate(vat.rate, language) }), money(vat.vat));
      b.text(`${texts.net} ${money(vat.net)} · ${texts.gross} ${money(vat.gross)}`, { indent: 2 });
    }
  }
  b.rule();
  // A test order says so at the top; its payment line reads "Unpaid", as on the receipt PDF.
  b.text(`${texts.payment}: ${order.demo ? texts.unpaid : texts[paymentState(order)]}`, { bold: true });
  if (order.pickupCode) {
    b.feed(1);
    b.qr(orderCodePayload(order.pickupCode));
    b.text(order.pickupCode, { align: "center", bold: true });
    b.text(texts.pickupCode, { align: "center" });
  }
  b.feed(1);
  return b.build();
}
