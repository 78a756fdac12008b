// The editor's working form of an opening-hours list: open ranges per weekday (Monday first), weekly
// closures kept as they are, and one-off ranges (special hours and closures). fromModel groups the days
// with the same times back into one periodic range, so a restaurant's week stays a few stored ranges.
import type { OpeningHoursRange, Weekday } from "@comanda/shared";

/** The week starts on Monday in this product. */
export const WEEK: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

export interface DayRange {
  /** Identity while editing (keeps inputs in place). */
  key: string;
  from: string;
  to: string;
}

export type Week = Record<Weekday, DayRange[]>;

export interface HoursModel {
  week: Week;
  weeklyClosures: OpeningHoursRange[];
  special: OpeningHoursRange[];
}

let sequence = 0;
export function newKey(prefix = "k"): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${sequence}`;
}

export function newId(): string {
  return typeof crypto !== "undefined" && typeof crypto.randomUUID === "function" ? crypto.randomUUID() : newKey("oh-");
}

function emptyWeek(): Week {
  return { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] };
}

export function toModel(value: readonly OpeningHoursRange[] | null | undefined): HoursModel {
  const week = emptyWeek();
  const weeklyClosures: OpeningHoursRange[] = [];
  const special: OpeningHoursRange[] = [];
  for (const range of value ?? []) {
    if (range.kind === "every" && !range.closed) {
      for (const day of range.weekdays ?? []) if (week[day]) week[day].push({ key: `${range.id}:${day}`, from: range.from, to: range.to });
    } else if (range.kind === "every") weeklyClosures.push(range);
    else special.push(range);
  }
  for (const day of WEEK) week[day].sort((a, b) => a.from.localeCompare(b.from));
  return { week, weeklyClosures, special };
}

/** The stored id of the periodic range holding the days with these times. */
export function groupId(from: string, to: string): string {
  return `w-${from}-${to}`;
}

export function fromModel(model: HoursModel): OpeningHoursRange[] {
  const groups = new Map<string, { from: string; to: string; weekdays: Weekday[] }>();
  for (const day of WEEK) {
    for (const { from, to } of model.week[day]) {
      const id = groupId(from, to);
      const group = groups.get(id) ?? { from, to, weekdays: [] };
      if (!group.weekdays.includes(day)) group.weekdays.push(day);
      groups.set(id, group);
    }
  }
  const periodic: OpeningHoursRange[] = [...groups.entries()]
    .sort(([, a], [, b]) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to))
    .map(([id, g]) => ({ id, kind: "every", weekdays: [...g.weekdays].sort((a, b) => a - b), from: g.from, to: g.to, closed: false }));
  return [...periodic, ...model.weeklyClosures, ...model.special];
}

/** Copies a day's ranges onto other days (replacing theirs). */
export function copyDay(model: HoursModel, source: Weekday, targets: readonly Weekday[]): HoursModel {
  const week = { ...model.week };
  for (const day of targets) if (day !== source) week[day] = model.week[source].map((r) => ({ ...r, key: newKey() }));
  return { ...model, week };
}

/** What a time input shows for a stored end: midnight ("24:00") is 00:00 on the clock. */
export function endForInput(to: string): string {
  return to === "24:00" ? "00:00" : to;
}

/** A typed end of 00:00 means midnight, stored as "24:00" (the end of the day, never an empty range). */
export function endFromInput(typed: string): string {
  return typed === "00:00" ? "24:00" : typed;
}

/** The range ends on the next day (the end is earlier than the start). */
export function endsNextDay(from: string, to: string): boolean {
  return /^\d{2}:\d{2}$/.test(from) && /^\d{2}:\d{2}$/.test(to) && to !== "24:00" && to < from;
}
