// The dashboard's date ranges as calendar days in the company's time zone (the day documents' dates):
// the presets of spec §2 (weeks from Monday), and the period to compare with (same weekdays or same dates).
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

function monthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** The last day of the month `day` falls in. */
function monthEnd(day: string): string {
  const next = Number(day.slice(5, 7)) === 12 ? `${Number(day.slice(0, 4)) + 1}-01-01` : `${day.slice(0, 5)}${String(Number(day.slice(5, 7)) + 1).padStart(2, "0")}-01`;
  return addDays(next, -1);
}

/** The same day of the month `months` months earlier, or that month's last day when it is shorter (31 March → 28/29 February). */
function sameDateMonthsBefore(day: string, months: number): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 - months;
  const first = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
  const end = monthEnd(first);
  const wanted = `${first.slice(0, 8)}${day.slice(8, 10)}`;
  return wanted > end ? end : wanted;
}

/** Whole calendar months (the 1st to a month's last day): how many, else null. */
function wholeMonths(range: DayRange): number | null {
  if (range.from !== monthStart(range.from) || range.to !== monthEnd(range.to)) return null;
  const months = (Number(range.to.slice(0, 4)) - Number(range.from.slice(0, 4))) * 12 + Number(range.to.slice(5, 7)) - Number(range.from.slice(5, 7)) + 1;
  return months > 0 ? months : null;
}

/**
 * The period a range is compared with: like for like, so that a change says how the business went and not
 * how the calendar fell.
 * - A single day (today, yesterday, one custom day): the day before.
 * - This month up to today, last month, whole custom months: the same dates of the month(s) before — 1–26 November against 1–26 October, November against October, 1–31 March against
 *   1–28 February.
 * - Anything else (this week up to today, last week, the last 30 or 60 days, other custom days): the same
 *   weekdays, as many whole weeks earlier as it takes not to overlap — Monday to Thursday against Monday
 *   to Thursday of the week before, 30 days against 30 days five weeks earlier — so that both hold the same
 *   weekends.
 */
export function previousRange(range: DayRange, preset: DateRangePreset): DayRange {
  // This month up to today: the same dates of last month (on the 1st too).
  if (preset === "thisMonth") return { from: sameDateMonthsBefore(range.from, 1), to: sameDateMonthsBefore(range.to, 1) };
  const days = dayCount(range);
  if (days <= 1) return { from: addDays(range.from, -1), to: addDays(range.to, -1) };
  const months = wholeMonths(range);
  if (months !== null && (preset === "lastMonth" || preset === "custom")) return { from: sameDateMonthsBefore(range.from, months), to: monthEnd(sameDateMonthsBefore(range.to, months)) };
  const shift = Math.ceil(days / 7) * 7;
  return { from: addDays(range.from, -shift), to: addDays(range.to, -shift) };
}

/** The weekday of a day, 0 = Sunday (as in the day documents). */
export function weekdayOf(day: string): number {
  // 1970-01-01 was a Thursday.
  return (((dayNumber(day) + 4) % 7) + 7) % 7;
}
