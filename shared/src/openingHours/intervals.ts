// When a shop is open: opening hours (periodic weekday ranges, one-off dates, closures) turned into instants
// on the company's clock.
//
// Decisions:
// - Every time is a wall-clock time in the company's IANA time zone; days are the zone's calendar days.
// - "to" earlier than "from" means the range ends on the next day (a bar open 20:00–02:00); "24:00" ends at
//   midnight; "to" equal to "from" is an empty range (the validator refuses it).
// - A one-off open range ("at") on a date replaces that date's periodic open ranges, as special hours do on
//   Google or Odoo (a holiday with shorter hours); a periodic range of the day before that runs past midnight
//   still runs into the date.
// - Closed ranges (periodic or one-off) always win over open ones.
// - A multi-day one-off range (date…until) applies its from–to on each of its days.
// - Across daylight-saving changes: a range covers every moment the clock shows a time inside it. A start
//   shown twice (autumn) opens at its first occurrence, an end shown twice closes at its second; a time the
//   clock skips (spring) counts as the moment of the jump. So 01:00–04:00 lasts 2 h on the spring-forward
//   day in Europe/Madrid and 4 h on the autumn day.
// - Ranges the validator refuses (unreadable times, no weekdays, no date, until before date) are ignored.
import type { OpeningHoursRange } from "../entities/openingHours";
import { DAY_MINUTES, DAY_MS, parseClock, parseDay, resolveWall, toMillis, wallOf, weekdayOf, zoneOf, type Instant } from "./clock";

export interface OpenInterval {
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** A range with its times in minutes ("to" past 1440 when it runs into the next day), or null if unusable. */
export interface CompiledRange {
  source: OpeningHoursRange;
  closed: boolean;
  oneOff: boolean;
  weekdays: ReadonlySet<number>;
  firstDay: number;
  lastDay: number;
  from: number;
  to: number;
}

export function compileRange(range: OpeningHoursRange): CompiledRange | null {
  const from = parseClock(range.from);
  let to = parseClock(range.to);
  if (from === null || to === null || from >= DAY_MINUTES || from === to) return null;
  if (to < from) to += DAY_MINUTES;
  if (range.kind === "every") {
    const weekdays = new Set((range.weekdays ?? []).filter((d) => Number.isInteger(d) && d >= 0 && d <= 6));
    if (weekdays.size === 0) return null;
    return { source: range, closed: range.closed === true, oneOff: false, weekdays, firstDay: -Infinity, lastDay: Infinity, from, to };
  }
  if (range.kind === "at") {
    const firstDay = parseDay(range.date);
    const lastDay = range.until ? parseDay(range.until) : firstDay;
    if (firstDay === null || lastDay === null || lastDay < firstDay) return null;
    return { source: range, closed: range.closed === true, oneOff: true, weekdays: new Set(), firstDay, lastDay, from, to };
  }
  return null;
}

export function compileRanges(hours: readonly OpeningHoursRange[] | null | undefined): CompiledRange[] {
  return (hours ?? []).map(compileRange).filter((r): r is CompiledRange => r !== null);
}

function covers(range: CompiledRange, day: number): boolean {
  return range.oneOff ? day >= range.firstDay && day <= range.lastDay : range.weekdays.has(weekdayOf(day));
}

/** The ranges that start on a calendar day: its open ones (one-off ones replacing periodic ones) and closures. */
export function rangesOfDay(ranges: readonly CompiledRange[], day: number): { open: CompiledRange[]; closed: CompiledRange[] } {
  const oneOffOpen = ranges.filter((r) => r.oneOff && !r.closed && covers(r, day));
  const open = oneOffOpen.length > 0 ? oneOffOpen : ranges.filter((r) => !r.oneOff && !r.closed && covers(r, day));
  return { open, closed: ranges.filter((r) => r.closed && covers(r, day)) };
}

type Span = [number, number];

function merge(spans: Span[]): Span[] {
  const sorted = spans.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const out: Span[] = [];
  for (const span of sorted) {
    const last = out[out.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else out.push([span[0], span[1]]);
  }
  return out;
}

function subtract(open: Span[], closed: Span[]): Span[] {
  const out: Span[] = [];
  for (const [start, end] of open) {
    let cursor = start;
    for (const [cs, ce] of closed) {
      if (ce <= cursor || cs >= end) continue;
      if (cs > cursor) out.push([cursor, cs]);
      cursor = Math.max(cursor, ce);
      if (cursor >= end) break;
    }
    if (cursor < end) out.push([cursor, end]);
  }
  return out;
}

/** Open spans in epoch millis, merged and clipped to [fromMs, toMs). */
export function openSpans(hours: readonly OpeningHoursRange[] | null | undefined, timezone: string, fromMs: number, toMs: number): Span[] {
  const zone = zoneOf(timezone);
  if (!(toMs > fromMs)) return [];
  const ranges = compileRanges(hours);
  const opens: Span[] = [];
  const closes: Span[] = [];
  // A range starting the day before may run past midnight into the window.
  const firstDay = wallOf(zone, fromMs).day - 1;
  const lastDay = wallOf(zone, toMs).day;
  for (let day = firstDay; day <= lastDay; day++) {
    const { open, closed } = rangesOfDay(ranges, day);
    const span = (r: CompiledRange): Span => [resolveWall(zone, day, r.from, "earlier").ms, resolveWall(zone, day, r.to, "later").ms];
    opens.push(...open.map(span));
    closes.push(...closed.map(span));
  }
  return subtract(merge(opens), merge(closes))
    .map(([a, b]): Span => [Math.max(a, fromMs), Math.min(b, toMs)])
    .filter(([a, b]) => b > a);
}

/** The merged [start, end) intervals during which the shop is open between two instants. */
export function openIntervals(hours: readonly OpeningHoursRange[] | null | undefined, timezone: string, from: Instant, to: Instant): OpenInterval[] {
  return openSpans(hours, timezone, toMillis(from), toMillis(to)).map(([a, b]) => ({ start: new Date(a), end: new Date(b) }));
}

/** Do the opening hours have the shop open at this instant? */
export function isOpenAt(hours: readonly OpeningHoursRange[] | null | undefined, timezone: string, instant: Instant): boolean {
  const ms = toMillis(instant);
  return openSpans(hours, timezone, ms, ms + 1).length > 0;
}

/** How far ahead nextOpening and closesAt look. */
export const OPENING_HORIZON_DAYS = 366;

/** The next moment after `instant` when the shop opens (a closed → open change), or null if none within 366 days. */
export function nextOpening(hours: readonly OpeningHoursRange[] | null | undefined, timezone: string, instant: Instant): Date | null {
  const start = toMillis(instant);
  // Most shops open within a week: look there first, the whole horizon only when needed.
  for (const days of [8, OPENING_HORIZON_DAYS]) {
    const next = openSpans(hours, timezone, start, start + days * DAY_MS).find(([a]) => a > start);
    if (next) return new Date(next[0]);
  }
  return null;
}

/** When the shop, open at `instant`, closes; null when it is closed then or stays open beyond 366 days. */
export function closesAt(hours: readonly OpeningHoursRange[] | null | undefined, timezone: string, instant: Instant): Date | null {
  const start = toMillis(instant);
  for (const days of [8, OPENING_HORIZON_DAYS]) {
    const horizon = start + days * DAY_MS;
    const current = openSpans(hours, timezone, start, horizon)[0];
    if (!current || current[0] > start) return null;
    if (current[1] < horizon) return new Date(current[1]);
  }
  return null;
}

export interface OpeningStatus {
  open: boolean;
  /** When open: when it closes (null: not within the horizon). */
  closesAt: Date | null;
  /** When closed: when it opens next (null: not within the horizon). */
  opensAt: Date | null;
}

/** "Open now · closes at …" or "Closed · opens …", from the hours alone (the shop switch is the caller's). */
export function openingStatus(hours: readonly OpeningHoursRange[] | null | undefined, timezone: string, instant: Instant): OpeningStatus {
  const open = isOpenAt(hours, timezone, instant);
  return open
    ? { open, closesAt: closesAt(hours, timezone, instant), opensAt: null }
    : { open, closesAt: null, opensAt: nextOpening(hours, timezone, instant) };
}
