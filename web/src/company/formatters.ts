// Money and dates as the company shows them: the interface language, the company currency and time zone.
import { DateTime } from "luxon";
import { DEFAULT_CURRENCY, currencyInfo } from "@comanda/shared";
import { hourCycle, intlLocale } from "../i18n/dateTime";

export { DEFAULT_CURRENCY };
export const DEFAULT_TIMEZONE = "Europe/Madrid";

/** Anything a document may hold as a moment: ISO text, epoch millis, Date or a Firestore Timestamp. */
export type DateInput = string | number | Date | { toDate(): Date } | null | undefined;

export interface Formatters {
  formatMoney(amount: number | null | undefined): string;
  formatDate(value: DateInput): string;
  formatDateTime(value: DateInput): string;
  formatTime(value: DateInput): string;
  /** "5 minutes ago", "in 2 days", relative to now. */
  formatRelative(value: DateInput): string;
}

export interface FormatSettings {
  locale: string;
  currency?: string | null;
  timezone?: string | null;
}

/** The currency code when the shared currency table knows it, else EUR (spec §3: an unknown currency falls back to EUR). */
export function currencyOrDefault(code: string | null | undefined): string {
  return currencyInfo(code).code;
}

/** The time zone when luxon knows it, else Europe/Madrid. */
export function timezoneOrDefault(zone: string | null | undefined): string {
  return zone && DateTime.local().setZone(zone).isValid ? zone : DEFAULT_TIMEZONE;
}

function toDateTime(value: DateInput, zone: string, locale: string): DateTime | null {
  if (value == null || value === "") return null;
  let dt: DateTime;
  if (typeof value === "string") dt = DateTime.fromISO(value);
  else if (typeof value === "number") dt = DateTime.fromMillis(value);
  else if (value instanceof Date) dt = DateTime.fromJSDate(value);
  else dt = DateTime.fromJSDate(value.toDate());
  dt = dt.setZone(zone).setLocale(locale);
  return dt.isValid ? dt : null;
}

/**
 * Formatters for an interface language (`locale`): the order of day and month and the hour cycle come from
 * i18n/dateTime (24 h and day before month in all our languages), never from the browser.
 */
export function createFormatters({ locale: language, currency, timezone }: FormatSettings): Formatters {
  const zone = timezoneOrDefault(timezone);
  const locale = intlLocale(language);
  const cycle = { hourCycle: hourCycle(language) } as const;
  const money = new Intl.NumberFormat(language, { style: "currency", currency: currencyOrDefault(currency) });
  const at = (value: DateInput) => toDateTime(value, zone, locale);
  return {
    formatMoney: (amount) => (amount == null || Number.isNaN(amount) ? "" : money.format(amount)),
    formatDate: (value) => at(value)?.toLocaleString(DateTime.DATE_MED) ?? "",
    formatDateTime: (value) => at(value)?.toLocaleString({ ...DateTime.DATETIME_MED, ...cycle }) ?? "",
    formatTime: (value) => at(value)?.toLocaleString({ ...DateTime.TIME_SIMPLE, ...cycle }) ?? "",
    formatRelative: (value) => at(value)?.toRelative({ locale }) ?? "",
  };
}
