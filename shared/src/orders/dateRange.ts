// The order list's date ranges (spec §2 presets, §4: the current week by default, in the company's time
// zone, weeks starting on Monday), as the [from, to) instants a query on dateOrdered needs.
import { DateTime } from "luxon";

export const DATE_RANGE_PRESETS = ["today", "yesterday", "thisWeek", "thisMonth", "lastWeek", "lastMonth", "last30Days", "last60Days", "custom"] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];
export const DEFAULT_DATE_RANGE_PRESET: DateRangePreset = "thisWeek";

/** Calendar days in the company's zone, both included: "2026-03-23" to "2026-03-29". */
export interface CustomDays {
  from: string;
  to: string;
}

/** Instants as ISO text in UTC (the format of dateOrdered), `from` included and `to` excluded. */
export interface DateRange {
  from: string;
  to: string;
}

const FALLBACK_ZONE = "Europe/Madrid";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isDateRangePreset(value: unknown): value is DateRangePreset {
  return typeof value === "string" && (DATE_RANGE_PRESETS as readonly string[]).includes(value);
}

function zoneOrFallback(timezone: string | null | undefined): string {
  return timezone && DateTime.now().setZone(timezone).isValid ? timezone : FALLBACK_ZONE;
}

/** A day "YYYY-MM-DD" as the start of that day in the zone, or null when it is not a real date. */
function dayStart(day: string, zone: string): DateTime | null {
  if (!DAY.test(day)) return null;
  const dt = DateTime.fromISO(day, { zone });
  return dt.isValid ? dt.startOf("day") : null;
}

/** The custom days when both are real dates in order (from ≤ to), else null. */
export function validCustomDays(days: Partial<CustomDays> | null | undefined): CustomDays | null {
  if (!days?.from || !days.to) return null;
  const from = dayStart(days.from, "UTC");
  const to = dayStart(days.to, "UTC");
  return from && to && from <= to ? { from: days.from, to: days.to } : null;
}

function instant(dt: DateTime): string {
  return dt.toUTC().toISO() ?? dt.toJSDate().toISOString();
}

/**
 * The [from, to) instants of a preset at `now` in the company's zone. Days are the zone's calendar
 * days, so a day across a daylight-saving change lasts 23 or 25 hours. "30 days" and "60 days" end with
 * today (today and the 29 or 59 days before). Custom covers its first and last day whole; custom days
 * that are missing or out of order give this week, the list's default.
 */
export function dateRangeFor(preset: DateRangePreset, now: Date, timezone: string | null | undefined, custom?: Partial<CustomDays> | null): DateRange {
  const zone = zoneOrFallback(timezone);
  const today = DateTime.fromJSDate(now, { zone }).startOf("day");
  // luxon's weeks are ISO weeks: they start on Monday, whatever the locale.
  const thisWeek = today.startOf("week");
  const thisMonth = today.startOf("month");
  const range = (from: DateTime, to: DateTime): DateRange => ({ from: instant(from), to: instant(to) });
  switch (preset) {
    case "today":
      return range(today, today.plus({ days: 1 }));
    case "yesterday":
      return range(today.minus({ days: 1 }), today);
    case "thisMonth":
      return range(thisMonth, thisMonth.plus({ months: 1 }));
    case "lastWeek":
      return range(thisWeek.minus({ weeks: 1 }), thisWeek);
    case "lastMonth":
      return range(thisMonth.minus({ months: 1 }), thisMonth);
    case "last30Days":
      return range(today.minus({ days: 29 }), today.plus({ days: 1 }));
    case "last60Days":
      return range(today.minus({ days: 59 }), today.plus({ days: 1 }));
    case "custom": {
      const days = validCustomDays(custom);
      const from = days && dayStart(days.from, zone);
      const to = days && dayStart(days.to, zone);
      if (from && to) return range(from, to.plus({ days: 1 }));
      return range(thisWeek, thisWeek.plus({ weeks: 1 }));
    }
    case "thisWeek":
    default:
      return range(thisWeek, thisWeek.plus({ weeks: 1 }));
  }
}

/** The calendar days a range covers in the zone (the last day is the one before `to`), for a date picker. */
export function daysOf(range: DateRange, timezone: string | null | undefined): CustomDays {
  const zone = zoneOrFallback(timezone);
  const from = DateTime.fromISO(range.from, { zone });
  const to = DateTime.fromISO(range.to, { zone }).minus({ milliseconds: 1 });
  return { from: from.toISODate() ?? "", to: to.toISODate() ?? "" };
}
