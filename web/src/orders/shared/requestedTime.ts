// The chosen pickup/delivery time of an order as staff read it, on the company's clock: "19:30" today,
// "Fri 19:30" within the coming week, "Fri 8 May, 19:30" further ahead (or back).
import { DateTime } from "luxon";
import { hourCycle, intlLocale } from "../../i18n/dateTime";

export function requestedTimeLabel(requestedTime: string, now: Date, timezone: string, locale: string): string | null {
  // The interface language decides the clock and the date order (i18n/dateTime), not the browser.
  const at = DateTime.fromISO(requestedTime, { zone: timezone }).setLocale(intlLocale(locale));
  if (!at.isValid) return null;
  const cycle = { hourCycle: hourCycle(locale) };
  const today = DateTime.fromJSDate(now, { zone: timezone }).startOf("day");
  const days = Math.round(at.startOf("day").diff(today, "days").days);
  if (days === 0) return at.toLocaleString({ ...DateTime.TIME_SIMPLE, ...cycle });
  if (days > 0 && days < 7) return at.toLocaleString({ weekday: "short", hour: "numeric", minute: "2-digit", ...cycle });
  return at.toLocaleString({ weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit", ...cycle });
}
