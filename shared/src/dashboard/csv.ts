// The dashboard's CSV of a range: its key figures against the previous period, then each table of the
// screen, headed in the user's language. Every text cell a spreadsheet could run as a formula is neutralised
// (CSV injection), as in the order export; numbers are written with a dot and money with two decimals.
import { KEY_FIGURES, type DashboardFigures, type KeyFigure, type KeyFigureName } from "./figures";

export type CsvCell = string | number | null;

/**
 * Whether a text is an international phone number ("+34 600 000 000", "+1 (555) 010-9999"): a plus, then only
 * digits (at least six) and the separators people write. Having no letters, no cell reference and no pipe,
 * a spreadsheet can run nothing from it, so it is written as it is.
 */
export function isPhoneNumberText(value: string): boolean {
  return /^\+[\d(][\d ()./-]*$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;
}

/**
 * A text cell a spreadsheet would run as a formula (= + - @, or a leading tab or CR) gets a leading
 * apostrophe; a phone number starting with + is not a formula and stays as it is.
 */
export function neutraliseCsvText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !isPhoneNumberText(value) ? `'${value}` : value;
}

function cell(value: CsvCell): string {
  if (value === null) return "";
  const text = typeof value === "number" ? String(value) : neutraliseCsvText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text (comma separated, CRLF line ends, with a byte-order mark so spreadsheets read UTF-8). */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}

export interface DashboardCsvTexts {
  /** The first line, e.g. "Period: 01/11/2026 – 26/11/2026". */
  title: string;
  keyFigures: string;
  figure: string;
  thisPeriod: string;
  previousPeriod: string;
  /** The column of the change in percent, e.g. "Change (%)". */
  change: string;
  figureNames: Record<KeyFigureName, string>;
  perDay: string;
  date: string;
  orders: string;
  revenue: string;
  views: string;
  weekday: string;
  /** Monday first. */
  weekdayNames: readonly string[];
  hour: string;
  language: string;
  languageName: (code: string) => string;
  station: string;
  stationName: (station: string) => string;
  zone: string;
  zoneName: (zoneId: string, lastName: string) => string;
  product: string;
  units: string;
  topByUnits: string;
  topByRevenue: string;
  loyalCustomers: string;
  email: string;
  formatDate: (day: string) => string;
}

const money = (amount: number | null) => (amount === null ? null : Number(amount.toFixed(2)));
const ratio = (value: number | null) => (value === null ? null : Number(value.toFixed(4)));

function keyFigureCells(name: KeyFigureName, figure: KeyFigure): CsvCell[] {
  const format = name === "revenue" || name === "averageOrder" ? money : name === "ordersPerView" ? ratio : (v: number | null) => v;
  // A number (percent, one decimal), so a spreadsheet can sort it; "+12 %" as text would read as a formula.
  const change = figure.change === null ? null : Number((figure.change * 100).toFixed(1));
  return [format(figure.value), format(figure.previous), change];
}

/** The rows of the dashboard's CSV. */
export function dashboardCsvRows(figures: DashboardFigures, comparison: Record<KeyFigureName, KeyFigure>, t: DashboardCsvTexts): CsvCell[][] {
  const rows: CsvCell[][] = [[t.title], [], [t.keyFigures], [t.figure, t.thisPeriod, t.previousPeriod, t.change]];
  for (const name of KEY_FIGURES) rows.push([t.figureNames[name], ...keyFigureCells(name, comparison[name])]);
  rows.push([], [t.perDay], [t.date, t.orders, t.revenue, t.views]);
  for (const day of figures.days) rows.push([t.formatDate(day.date), day.orders, money(day.revenue), day.views]);
  rows.push([], [t.weekday, t.orders]);
  figures.weekdays.forEach((n, i) => rows.push([t.weekdayNames[i] ?? String(i), n]));
  rows.push([], [t.hour, t.orders]);
  figures.hours.forEach((n, h) => rows.push([`${String(h).padStart(2, "0")}:00`, n]));
  rows.push([], [t.language, t.orders]);
  for (const l of figures.languages) rows.push([t.languageName(l.language), l.orders]);
  rows.push([], [t.station, t.orders, t.revenue]);
  for (const s of figures.stations) rows.push([t.stationName(s.key), s.orders, money(s.revenue)]);
  rows.push([], [t.zone, t.orders, t.revenue]);
  for (const z of figures.zones) rows.push([t.zoneName(z.key, z.name), z.orders, money(z.revenue)]);
  rows.push([], [t.topByUnits], [t.product, t.units, t.revenue]);
  for (const p of figures.topByUnits) rows.push([p.name, p.units, money(p.revenue)]);
  rows.push([], [t.topByRevenue], [t.product, t.units, t.revenue]);
  for (const p of figures.topByRevenue) rows.push([p.name, p.units, money(p.revenue)]);
  rows.push([], [t.loyalCustomers], [t.email, t.orders]);
  for (const c of figures.loyalCustomers) rows.push([c.email, c.orders]);
  return rows;
}
