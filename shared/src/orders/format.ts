// How order documents write money, VAT rates and instants in the company's currency, time zone and the
// reader's language: the receipt PDF, the order e-mails and the printed tickets share these.
import { DateTime } from "luxon";
import type { LanguageCode } from "../languages";
import { currencyInfo } from "../rules/currency";

const LOCALES: Record<LanguageCode, string> = { de: "de-DE", en: "en-GB", es: "es-ES", ca: "ca-ES", fr: "fr-FR", nl: "nl-NL", zh: "zh-CN" };

/** An amount in the company's currency, written the way the language writes money. */
export function formatMoney(amount: number, currency: string, language: LanguageCode): string {
  const { code, decimals } = currencyInfo(currency);
  return new Intl.NumberFormat(LOCALES[language], { style: "currency", currency: code, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    Number.isFinite(amount) ? amount : 0,
  );
}

/** A VAT rate as the language writes numbers (10, 5.5 → 5,5). */
export function formatRate(rate: number, language: LanguageCode): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(rate);
}

/** Date and time of an instant in the company's time zone (e.g. 05/01/2026, 13:00). */
export function formatDateTime(iso: string | null | undefined, timezone: string, language: LanguageCode): string {
  if (!iso) return "";
  const at = DateTime.fromISO(iso, { zone: "utc" });
  if (!at.isValid) return "";
  return at.setZone(timezone).setLocale(LOCALES[language]).toLocaleString(DateTime.DATETIME_SHORT);
}

/** The time of day of an instant in the company's time zone (e.g. 13:00). */
export function formatTime(iso: string | null | undefined, timezone: string, language: LanguageCode): string {
  if (!iso) return "";
  const at = DateTime.fromISO(iso, { zone: "utc" });
  if (!at.isValid) return "";
  return at.setZone(timezone).setLocale(LOCALES[language]).toLocaleString(DateTime.TIME_SIMPLE);
}
