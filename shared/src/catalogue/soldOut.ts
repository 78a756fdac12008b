// Sold out until a time: the product, addon or option value comes back by itself once it has passed.
import { DateTime } from "luxon";
import { SOLD_OUT_INDEFINITELY } from "../entities/product";

export type SoldOutChoice = { kind: "endOfDay" } | { kind: "hours"; hours: number } | { kind: "indefinitely" };

const HOUR_MS = 3_600_000;

/**
 * The soldOutUntil instant (ISO, UTC) for a choice made at `now`. End of day is the next midnight in
 * the company's time zone, so a 23- or 25-hour day (DST change) still ends at local midnight.
 * Throws a RangeError for an unknown time zone or hours that are not a positive number: callers
 * validate the choice first (the API answers with a field error code).
 */
export function soldOutUntil(choice: SoldOutChoice, now: Date, timezone: string): string {
  switch (choice.kind) {
    case "indefinitely":
      return SOLD_OUT_INDEFINITELY;
    case "hours": {
      if (!Number.isFinite(choice.hours) || choice.hours <= 0) throw new RangeError(`hours must be a positive number, got ${choice.hours}`);
      return new Date(now.getTime() + choice.hours * HOUR_MS).toISOString();
    }
    case "endOfDay": {
      const local = DateTime.fromJSDate(now, { zone: timezone });
      if (!local.isValid) throw new RangeError(`unknown time zone: ${timezone}`);
      return new Date(local.startOf("day").plus({ days: 1 }).toMillis()).toISOString();
    }
  }
}

/** Is the item sold out at `now`? Absent, null or unreadable values mean available. */
export function isSoldOut(until: string | null | undefined, now: Date): boolean {
  if (!until) return false;
  const end = Date.parse(until);
  return Number.isFinite(end) && now.getTime() < end;
}
