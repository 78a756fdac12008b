// Times of the opening-hours summary and slot preview, on the company's clock in the user's language.
import { DateTime } from "luxon";
import { hourCycle, intlLocale } from "../../i18n/dateTime";

export function formatTime(date: Date, timezone: string, locale: string): string {
  return DateTime.fromJSDate(date, { zone: timezone }).setLocale(intlLocale(locale)).toLocaleString({ ...DateTime.TIME_SIMPLE, hourCycle: hourCycle(locale) });
}

/** "Tuesday 12:00" within the coming week, with the date further ahead. */
export function formatWhen(date: Date, now: Date, timezone: string, locale: string): string {
  const at = DateTime.fromJSDate(date, { zone: timezone }).setLocale(intlLocale(locale));
  const cycle = { hourCycle: hourCycle(locale) };
  const days = at.startOf("day").diff(DateTime.fromJSDate(now, { zone: timezone }).startOf("day"), "days").days;
  return days < 7
    ? at.toLocaleString({ weekday: "long", hour: "2-digit", minute: "2-digit", ...cycle })
    : at.toLocaleString({ weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", ...cycle });
}

/** Today's date (YYYY-MM-DD) in the company's time zone. */
export function todayIn(timezone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone: timezone }).toISODate() ?? "";
}
