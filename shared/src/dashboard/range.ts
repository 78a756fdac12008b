// The dashboard's date ranges as calendar days in the company's time zone (the day documents' dates):
// the presets of spec §2 (weeks from Monday), and the previous period of the same length to compare with.
import { dateRangeFor, daysOf, type CustomDays, type DateRangePreset } from "../orders/dateRange";

/** Calendar days "YYYY-MM-DD", both included. */
export type DayRange = CustomDays;

const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
}

function dayOfNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** How many days a range covers (1 for a single day). */
export function dayCount(range: DayRange): number {
  return dayNumber(range.to) - dayNumber(range.from) + 1;
}

/** Every day of the range, in order. */
export function daysIn(range: DayRange): string[] {
  const first = dayNumber(range.from);
  const count = dayCount(range);
  const days = new Array<string>(Math.max(0, count));
  for (let i = 0; i < count; i++) days[i] = dayOfNumber(first + i);
  return days;
}

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  return dayOfNumber(dayNumber(day) + n);
}

/**
 * The days of a preset at `now` in the company's zone. "This week" and "this month" run up to today (the days
 * to come have no orders yet, and the comparison with the days before would otherwise always look bad);
 * custom days that are missing or out of order give this week, as in the order list.
 */
export function dashboardRange(preset: DateRangePreset, now: Date, timezone: string | null | undefined, custom?: Partial<CustomDays> | null): DayRange {
  const days = daysOf(dateRangeFor(preset, now, timezone, custom), timezone);
  if (preset === "thisWeek" || preset === "thisMonth") {
    const today = daysOf(dateRangeFor("today", now, timezone), timezone).from;
    return { from: days.from, to: today < days.to ? today : days.to };
  }
  return days;
}

/** The period of the same length that ends the day before `range` starts. */
export function previousRange(range: DayRange): DayRange {
  const n = dayCount(range);
  return { from: addDays(range.from, -n), to: addDays(range.from, -1) };
}

/** The weekday of a day, 0 = Sunday (as in the day documents). */
export function weekdayOf(day: string): number {
  // 1970-01-01 was a Thursday.
  return (((dayNumber(day) + 4) % 7) + 7) % 7;
}
