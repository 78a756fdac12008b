// How dates and times read in each interface language: the ONE place that decides it. The company formatters
// (company/formatters.ts) and the pickers (i18n/TimeField.tsx) follow it; the browser's own locale never does.
//
// Decision for English: 24-hour clock and day/month/year (en-GB style). Comanda's restaurants are European; a
// kitchen reads 16:00, and the antd locale for English is already en_GB.
import { isLanguage, type LanguageCode } from "@comanda/shared";

export type HourCycle = "h23" | "h12";

interface DateTimeStyle {
  /** The BCP 47 locale handed to Intl/luxon, with the region that gives the wanted order. */
  intl: string;
  hourCycle: HourCycle;
  /** A picker's date format (dayjs tokens). */
  date: string;
}

const STYLES: Record<LanguageCode, DateTimeStyle> = {
  de: { intl: "de-DE", hourCycle: "h23", date: "DD.MM.YYYY" },
  en: { intl: "en-GB", hourCycle: "h23", date: "DD/MM/YYYY" },
  es: { intl: "es-ES", hourCycle: "h23", date: "DD/MM/YYYY" },
  ca: { intl: "ca-ES", hourCycle: "h23", date: "DD/MM/YYYY" },
  fr: { intl: "fr-FR", hourCycle: "h23", date: "DD/MM/YYYY" },
  nl: { intl: "nl-NL", hourCycle: "h23", date: "DD-MM-YYYY" },
  zh: { intl: "zh-CN", hourCycle: "h23", date: "YYYY/MM/DD" },
};

/** The language part of a locale ("es-ES" → "es"), English when it is not one of ours. */
export function languageOf(locale: string): LanguageCode {
  const code = locale.toLowerCase().split(/[-_]/)[0];
  return isLanguage(code) ? code : "en";
}

function style(locale: string): DateTimeStyle {
  return STYLES[languageOf(locale)];
}

/** The locale to format with (Intl, luxon) for an interface language or locale. */
export function intlLocale(locale: string): string {
  return style(locale).intl;
}

export function hourCycle(locale: string): HourCycle {
  return style(locale).hourCycle;
}

/** A time picker's format (dayjs tokens): "HH:mm" on a 24-hour clock, "h:mm a" on a 12-hour one. */
export function timeFormat(locale: string): string {
  return hourCycle(locale) === "h23" ? "HH:mm" : "h:mm a";
}

/** A date picker's format (dayjs tokens), day before month except where the language puts the year first. */
export function dateFormat(locale: string): string {
  return style(locale).date;
}

/** Intl options for a clock time in the language's hour cycle. */
export function timeOptions(locale: string): Intl.DateTimeFormatOptions {
  return { hour: "2-digit", minute: "2-digit", hourCycle: hourCycle(locale) };
}

/** A wall-clock "HH:mm" (as stored in opening hours) as the language writes it; "24:00" stays the end of the day. */
export function formatClock(clock: string, locale: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) return clock;
  const hours = Number(match[1]);
  if (hourCycle(locale) === "h23" || hours === 24) return clock;
  const date = new Date(Date.UTC(2000, 0, 1, hours, Number(match[2])));
  return new Intl.DateTimeFormat(intlLocale(locale), { ...timeOptions(locale), timeZone: "UTC" }).format(date);
}

/** A date (and time, when the options ask for it) as the interface language writes it: day before month in English too. */
export function formatInLanguage(date: Date | string | number, locale: string, options: Intl.DateTimeFormatOptions): string {
  const at = date instanceof Date ? date : new Date(date);
  return new Intl.DateTimeFormat(intlLocale(locale), options.hour === undefined ? options : { ...options, hourCycle: hourCycle(locale) }).format(at);
}
