// Availability windows: a product limited to weekdays and time ranges in the company's time zone.
import { DateTime } from "luxon";
import type { AvailabilityWindow } from "../entities/product";

function minutesOf(clock: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

function previousWeekday(weekday: number): number {
  return weekday === 1 ? 7 : weekday - 1;
}

/**
 * Can the product be ordered at `instant`? Times are compared on the local wall clock, so a window
 * keeps its meaning across DST changes (on the spring-forward night the skipped hour simply does not
 * occur). A window whose `to` is not after `from` runs past midnight into the next day; its weekdays
 * are the days it starts on. No windows: always available. Windows with unreadable times are ignored.
 * Throws a RangeError for an unknown time zone.
 */
export function isAvailableAt(availability: readonly AvailabilityWindow[] | null | undefined, instant: Date, timezone: string): boolean {
  if (!availability || availability.length === 0) return true;
  const local = DateTime.fromJSDate(instant, { zone: timezone });
  if (!local.isValid) throw new RangeError(`unknown time zone: ${timezone}`);
  const minute = local.hour * 60 + local.minute;
  const weekday = local.weekday;
  return availability.some((window) => {
    const from = minutesOf(window.from);
    const to = minutesOf(window.to);
    if (from === null || to === null) return false;
    if (from < to) return window.weekdays.includes(weekday) && minute >= from && minute < to;
    return (window.weekdays.includes(weekday) && minute >= from) || (window.weekdays.includes(previousWeekday(weekday)) && minute < to);
  });
}
