// Wall clock ↔ instant in an IANA time zone, and calendar days as plain numbers (days since 1970-01-01),
// so that opening hours are computed on the company's clock whatever the machine's own zone is.
import { IANAZone } from "luxon";

export type Instant = Date | string | number;

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
export const DAY_MINUTES = 1440;

/** Milliseconds since the epoch of a Date, epoch millis or ISO text; RangeError when unreadable. */
export function toMillis(instant: Instant): number {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === "number" ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) throw new RangeError(`invalid instant: ${String(instant)}`);
  return ms;
}

/** The zone of an IANA name such as Europe/Madrid; RangeError for an unknown name. */
export function zoneOf(timezone: string): IANAZone {
  const zone = IANAZone.create(timezone);
  if (!zone.isValid) throw new RangeError(`unknown time zone: ${timezone}`);
  return zone;
}

/** "YYYY-MM-DD" → day number, or null when it is not a real calendar date. */
export function parseDay(date: string | undefined | null): number | null {
  const match = typeof date === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

/** Day number → "YYYY-MM-DD". */
export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 is Sunday … 6 is Saturday, as OpeningHoursRange.weekdays counts. */
export function weekdayOf(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

/** "HH:mm" (or "24:00") → minutes after midnight; null when unreadable. */
export function parseClock(text: string | undefined | null): number | null {
  const match = typeof text === "string" ? /^(\d{2}):(\d{2})$/.exec(text) : null;
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (text === "24:00") return DAY_MINUTES;
  return Number(match[1]) < 24 && Number(match[2]) < 60 ? minutes : null;
}

/** Minutes after midnight → "HH:mm" (taken modulo one day). */
export function formatClock(minutes: number): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

export interface WallTime {
  day: number;
  /** Minutes after the day's midnight (seconds dropped). */
  minutes: number;
}

/** What the zone's wall clock shows at an instant. */
export function wallOf(zone: IANAZone, ms: number): WallTime {
  const local = ms + zone.offset(ms) * MINUTE_MS;
  const day = Math.floor(local / DAY_MS);
  return { day, minutes: Math.floor((local - day * DAY_MS) / MINUTE_MS) };
}

export interface ResolvedWallTime {
  ms: number;
  /** False when the clock skips this time (spring forward): ms is then the moment of the jump. */
  exists: boolean;
}

/**
 * The instant the zone's clock shows `minutes` after midnight of `day` (minutes past 1440 run into the next
 * days). A time shown twice (autumn) resolves to its earlier or later occurrence as asked; a time the clock
 * skips resolves to the moment of the jump, the first instant the clock shows a later time.
 */
export function resolveWall(zone: IANAZone, day: number, minutes: number, ambiguous: "earlier" | "later" = "earlier"): ResolvedWallTime {
  const local = day * DAY_MS + minutes * MINUTE_MS;
  // Transitions are months apart, so the offsets a day either side are the two that can apply.
  const before = zone.offset(local - DAY_MS);
  const after = zone.offset(local + DAY_MS);
  const candidates = [...new Set([before, after, zone.offset(local)])]
    .map((offset) => local - offset * MINUTE_MS)
    .filter((ms) => ms + zone.offset(ms) * MINUTE_MS === local)
    .sort((a, b) => a - b);
  if (candidates.length > 0) return { ms: ambiguous === "earlier" ? candidates[0]! : candidates[candidates.length - 1]!, exists: true };
  // In the gap: find the jump between the instants the two offsets would give.
  let lo = local - Math.max(before, after) * MINUTE_MS;
  let hi = local - Math.min(before, after) * MINUTE_MS;
  const late = zone.offset(hi);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (zone.offset(mid) === late) hi = mid;
    else lo = mid;
  }
  return { ms: hi, exists: false };
}
