// The CSV export of orders (POST /api/orders/export): one row per order in the company's time zone, with
// every cell a spreadsheet could read as a formula neutralised (CSV injection).
import {
  DEFAULT_TIMEZONE,
  addFieldError,
  localized,
  neutraliseCsvText,
  refundedAmount,
  type FieldErrors,
  type LanguageCode,
  type Order,
  type Zone,
} from "@comanda/shared";
import { DateTime } from "luxon";
import Papa from "papaparse";
import { EXPORT_TEXTS } from "./exportTexts";

/** The longest period one export may cover. */
export const MAX_EXPORT_DAYS = 366;
const DAY_MS = 86_400_000;

/** The English header row (the tests name columns by it). */
export const EXPORT_HEADER = EXPORT_TEXTS.en.header;

export interface ExportContext {
  timezone: string;
  /** The header, the words and the names of products, addons and points of sale are in this language. */
  language: LanguageCode;
  /** The company's zones, archived ones included: old orders keep their zone and point of sale names. */
  zones: readonly Zone[];
}

/** Field errors of an export period [from, to): `to` must be after `from`, at most MAX_EXPORT_DAYS later. */
export function exportRangeErrors(from: string, to: string): FieldErrors {
  const fields: FieldErrors = {};
  const start = Date.parse(from);
  const end = Date.parse(to);
  if (!(end > start)) addFieldError(fields, "to", "export-range-invalid");
  else if (end - start > MAX_EXPORT_DAYS * DAY_MS) addFieldError(fields, "to", "export-range-too-long");
  return fields;
}

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a leading tab or CR) gets a leading apostrophe;
 * a phone number such as "+34 600 000 000" is not a formula and stays as it is (the shared rule).
 */
export function neutraliseCell(value: string): string {
  return neutraliseCsvText(value);
}

function money(amount: number | null | undefined): string {
  return (Number.isFinite(amount) ? (amount as number) : 0).toFixed(2);
}

function localTime(iso: string, timezone: string): DateTime {
  const zoned = DateTime.fromISO(iso, { zone: timezone });
  return zoned.isValid ? zoned : DateTime.fromISO(iso, { zone: DEFAULT_TIMEZONE });
}

/** The calendar date of an instant in the company's time zone (the export's file name). */
export function localDate(iso: string, timezone: string): string {
  return localTime(iso, timezone).toFormat("yyyy-MM-dd");
}

function itemsSummary(order: Order, language: LanguageCode): string {
  return (order.items ?? [])
    .map((item) => {
      const addons = (item.addons ?? []).map((a) => localized(a.name, language)).filter(Boolean);
      const name = localized(item.name, language);
      return `${item.quantity}× ${addons.length > 0 ? `${name} (${addons.join(", ")})` : name}`;
    })
    .join("; ");
}

/** The cells of one order, neutralised. */
export function exportRow(order: Order, context: ExportContext): string[] {
  const when = localTime(order.dateOrdered, context.timezone);
  const zone = context.zones.find((z) => z.id === order.zoneId);
  const pointOfSale = zone?.pointsOfSale?.find((p) => p.id === order.pointofsaleId);
  const totals = order.totals;
  const tip = totals?.tip ?? order.tip ?? 0;
  const itemsTotal = totals?.items ?? (order.items ?? []).reduce((sum, item) => sum + item.price * item.quantity, 0);
  const texts = EXPORT_TEXTS[context.language] ?? EXPORT_TEXTS.en;
  const vat = (totals?.vat ?? []).map((line) => `${line.rate}%: ${money(line.vat)}`).join("; ");
  const cells = [
    order.number != null ? String(order.number) : "",
    when.toFormat("yyyy-MM-dd"),
    when.toFormat("HH:mm"),
    texts.status[order.status] ?? order.status,
    texts.station[order.deliveryType ?? "delivery"],
    zone?.name ?? "",
    pointOfSale ? localized(pointOfSale.name, context.language) : "",
    order.name ?? "",
    order.email ?? "",
    order.phone ?? "",
    itemsSummary(order, context.language),
    money(itemsTotal),
    money(totals?.discount ?? 0),
    money(totals?.deliveryFee ?? 0),
    money(tip),
    money(totals?.total ?? order.cartTotal + tip),
    vat,
    order.paymentMethod ? texts.payment[order.paymentMethod] : "",
    order.paid ? texts.yes : texts.no,
    order.demo ? texts.yes : texts.no,
    // Total is what the customer paid; Refunded what was given back (a refund the provider accepted, as
    // refundedAmount counts it). The revenue the dashboard shows is Total − Refunded. Added as the last
    // column, so that spreadsheets reading the earlier columns by position keep working.
    money(refundedAmount(order)),
    // The discount the order got (one per order) as the customer read it, and the voucher code it came with.
    (order.discounts ?? []).map((d) => `${d.name} (${d.percentage} %)`).join("; "),
    (order.discounts ?? []).flatMap((d) => (d.voucherCode ? [d.voucherCode] : [])).join("; "),
  ];
  return cells.map(neutraliseCell);
}

/** The CSV text: the header row, then one row per order in the given order, CRLF line ends. */
export function ordersCsv(orders: readonly Order[], context: ExportContext): string {
  return Papa.unparse({ fields: [...(EXPORT_TEXTS[context.language] ?? EXPORT_TEXTS.en).header], data: orders.map((order) => exportRow(order, context)) }, { newline: "\r\n", quotes: false });
}
