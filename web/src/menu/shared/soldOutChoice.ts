// What the sold-out control stores for each choice, and how a stored soldOutUntil reads at a moment.
import { DateTime } from "luxon";
import { isSoldOut, SOLD_OUT_INDEFINITELY, soldOutUntil, type SoldOutChoice } from "@comanda/shared";

/** The shared choices plus "available again" and "until a time picked on the company's clock". */
export type SoldOutPick = SoldOutChoice | { kind: "available" } | { kind: "at"; local: string };

/** Local wall-clock time as a datetime-local input gives it: "2026-11-23T18:00". */
const LOCAL_FORMAT = "yyyy-MM-dd'T'HH:mm";

/**
 * The soldOutUntil value for a pick made at `now` in the company's time zone: null for available, an ISO
 * instant (UTC) otherwise. A picked local time that does not exist (skipped by a DST change) moves to
 * the next existing one, as luxon does. Throws a RangeError for an unreadable local time.
 */
export function soldOutValue(pick: SoldOutPick, now: Date, timezone: string): string | null {
  switch (pick.kind) {
    case "available":
      return null;
    case "at": {
      const local = DateTime.fromFormat(pick.local, LOCAL_FORMAT, { zone: timezone });
      if (!local.isValid) throw new RangeError(`unreadable local time: ${pick.local}`);
      return new Date(local.toMillis()).toISOString();
    }
    default:
      return soldOutUntil(pick, now, timezone);
  }
}

/** Is a picked local time still ahead of `now`? (A time in the past would mean available at once.) */
export function isFutureLocalTime(local: string, now: Date, timezone: string): boolean {
  const at = DateTime.fromFormat(local, LOCAL_FORMAT, { zone: timezone });
  return at.isValid && at.toMillis() > now.getTime();
}

/** The value a datetime-local input shows for an instant, on the company's clock. */
export function localInputValue(iso: string | null | undefined, timezone: string): string {
  if (!iso) return "";
  const at = DateTime.fromISO(iso, { zone: timezone });
  return at.isValid ? at.toFormat(LOCAL_FORMAT) : "";
}

export type SoldOutState =
  | { kind: "available" }
  | { kind: "indefinitely" }
  /** Sold out until the coming midnight on the company's clock. */
  | { kind: "endOfToday"; until: string }
  /** Sold out until `until`; `sameDay` when that is still today on the company's clock. */
  | { kind: "until"; until: string; sameDay: boolean };

/** How a stored soldOutUntil reads at `now`: a past time means available again. */
export function soldOutState(until: string | null | undefined, now: Date, timezone: string): SoldOutState {
  if (!until || !isSoldOut(until, now)) return { kind: "available" };
  if (until === SOLD_OUT_INDEFINITELY) return { kind: "indefinitely" };
  const end = DateTime.fromISO(until, { zone: timezone });
  const today = DateTime.fromJSDate(now, { zone: timezone });
  if (end.toMillis() === today.startOf("day").plus({ days: 1 }).toMillis()) return { kind: "endOfToday", until };
  return { kind: "until", until, sameDay: end.hasSame(today, "day") };
}
