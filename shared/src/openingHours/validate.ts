// Checks of an opening-hours list being edited: codes per range and field, shown in place by the editor.
// Errors block saving; an overlap of open ranges on the same day is only a warning (the hours are merged,
// but two ranges that overlap are usually a typing mistake).
import type { OpeningHoursRange } from "../entities/openingHours";
import { DAY_MINUTES, parseClock, parseDay } from "./clock";
import { compileRange } from "./intervals";

export const OPENING_HOURS_ISSUE_CODES = [
  /** from or to is not a time of day ("HH:mm", "24:00" only as an end). */
  "hours-invalid-time",
  /** from equals to. */
  "hours-empty-range",
  /** A periodic range without weekdays. */
  "hours-no-weekdays",
  /** A one-off range without a (real) date, or an unreadable last day. */
  "hours-no-date",
  /** The last day of a one-off range is before its first day. */
  "hours-until-before-date",
  /** Warning: overlaps another open range on the same day. */
  "hours-overlap",
] as const;
export type OpeningHoursIssueCode = (typeof OPENING_HOURS_ISSUE_CODES)[number];

export interface OpeningHoursIssue {
  /** Position of the range in the list. */
  index: number;
  rangeId: string;
  field: "from" | "to" | "weekdays" | "date" | "until";
  code: OpeningHoursIssueCode;
  severity: "error" | "warning";
}

export interface OpeningHoursCheck {
  /** No errors (warnings allowed). */
  ok: boolean;
  issues: OpeningHoursIssue[];
}

const WEEK_MINUTES = 7 * DAY_MINUTES;
/** Multi-day ranges are compared day by day up to this many days. */
const MAX_COMPARED_DAYS = 400;

export function validateOpeningHours(ranges: readonly OpeningHoursRange[]): OpeningHoursCheck {
  const issues: OpeningHoursIssue[] = [];
  ranges.forEach((range, index) => {
    const add = (field: OpeningHoursIssue["field"], code: OpeningHoursIssueCode) => issues.push({ index, rangeId: range.id, field, code, severity: "error" });
    const from = parseClock(range.from);
    const to = parseClock(range.to);
    if (from === null || from >= DAY_MINUTES) add("from", "hours-invalid-time");
    if (to === null) add("to", "hours-invalid-time");
    if (from !== null && to !== null && from === to) add("to", "hours-empty-range");
    if (range.kind === "every") {
      if (!range.weekdays || range.weekdays.length === 0) add("weekdays", "hours-no-weekdays");
    } else {
      const first = parseDay(range.date);
      if (first === null) add("date", "hours-no-date");
      if (range.until) {
        const last = parseDay(range.until);
        if (last === null) add("until", "hours-no-date");
        else if (first !== null && last < first) add("until", "hours-until-before-date");
      }
    }
  });
  issues.push(...overlaps(ranges));
  return { ok: issues.every((i) => i.severity !== "error"), issues };
}

type Segment = { index: number; start: number; end: number };

/** Open ranges of the same kind whose times meet on a day (periodic on the week's clock, one-off by date). */
function overlaps(ranges: readonly OpeningHoursRange[]): OpeningHoursIssue[] {
  const weekly: Segment[] = [];
  const dated: Segment[] = [];
  ranges.forEach((range, index) => {
    const compiled = range.closed ? null : compileRange(range);
    if (!compiled) return;
    if (!compiled.oneOff) {
      for (const day of compiled.weekdays) {
        const start = day * DAY_MINUTES + compiled.from;
        const end = day * DAY_MINUTES + compiled.to;
        weekly.push({ index, start, end: Math.min(end, WEEK_MINUTES) });
        // Saturday night running into Sunday morning.
        if (end > WEEK_MINUTES) weekly.push({ index, start: 0, end: end - WEEK_MINUTES });
      }
    } else {
      const last = Math.min(compiled.lastDay, compiled.firstDay + MAX_COMPARED_DAYS);
      for (let day = compiled.firstDay; day <= last; day++) dated.push({ index, start: day * DAY_MINUTES + compiled.from, end: day * DAY_MINUTES + compiled.to });
    }
  });
  const flagged = new Set<number>();
  for (const segments of [weekly, dated]) {
    segments.sort((a, b) => a.start - b.start);
    for (let i = 0; i < segments.length; i++) {
      for (let j = i + 1; j < segments.length && segments[j]!.start < segments[i]!.end; j++) {
        const a = segments[i]!;
        const b = segments[j]!;
        if (a.index !== b.index) flagged.add(Math.max(a.index, b.index));
      }
    }
  }
  return [...flagged].sort((a, b) => a - b).map((index) => ({ index, rangeId: ranges[index]!.id, field: "from", code: "hours-overlap", severity: "warning" }));
}
