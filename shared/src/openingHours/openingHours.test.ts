import { describe, expect, it } from "vitest";
import type { OpeningHoursRange, Weekday } from "../entities/openingHours";
import { closesAt, daySlots, isOpenAt, nextOpening, openIntervals, openingStatus, slotOccupancy, validateOpeningHours } from "./index";

const MADRID = "Europe/Madrid";
const HOUR = 3_600_000;
let counter = 0;

function every(weekdays: Weekday[], from: string, to: string, closed = false): OpeningHoursRange {
  return { id: `r${++counter}`, kind: "every", weekdays, from, to, closed };
}
function at(date: string, from: string, to: string, closed = false, until?: string): OpeningHoursRange {
  return { id: `r${++counter}`, kind: "at", date, ...(until ? { until } : {}), from, to, closed };
}
const ALL: Weekday[] = [0, 1, 2, 3, 4, 5, 6];
const iso = (d: Date | null) => d?.toISOString() ?? null;
const span = (hours: OpeningHoursRange[], from: string, to: string) => openIntervals(hours, MADRID, from, to).map((i) => [iso(i.start), iso(i.end)]);
const totalHours = (hours: OpeningHoursRange[], from: string, to: string) =>
  openIntervals(hours, MADRID, from, to).reduce((sum, i) => sum + (i.end.getTime() - i.start.getTime()), 0) / HOUR;

describe("openIntervals", () => {
  it("gives a weekday range in the company's time zone", () => {
    // 2026-06-02 is a Tuesday; Madrid is UTC+2 in summer.
    expect(span([every([2], "12:00", "16:00")], "2026-06-01T00:00:00Z", "2026-06-04T00:00:00Z")).toEqual([["2026-06-02T10:00:00.000Z", "2026-06-02T14:00:00.000Z"]]);
  });

  it("merges ranges that touch or overlap", () => {
    const hours = [every([2], "12:00", "16:00"), every([2], "15:00", "18:00"), every([2], "18:00", "19:00")];
    expect(span(hours, "2026-06-02T00:00:00Z", "2026-06-03T00:00:00Z")).toEqual([["2026-06-02T10:00:00.000Z", "2026-06-02T17:00:00.000Z"]]);
  });

  it("clips intervals to the asked window", () => {
    expect(span([every([2], "12:00", "16:00")], "2026-06-02T11:00:00Z", "2026-06-02T12:00:00Z")).toEqual([["2026-06-02T11:00:00.000Z", "2026-06-02T12:00:00.000Z"]]);
  });

  it("runs a range whose end is before its start into the next day", () => {
    // Friday 2026-06-05 20:00 → Saturday 02:00 local.
    expect(span([every([5], "20:00", "02:00")], "2026-06-05T00:00:00Z", "2026-06-07T00:00:00Z")).toEqual([["2026-06-05T18:00:00.000Z", "2026-06-06T00:00:00.000Z"]]);
  });

  it("counts the part after midnight of a range that started the day before", () => {
    expect(isOpenAt([every([5], "20:00", "02:00")], MADRID, "2026-06-06T01:30:00+02:00")).toBe(true);
    expect(isOpenAt([every([5], "20:00", "02:00")], MADRID, "2026-06-06T02:00:00+02:00")).toBe(false);
  });

  it("ends a range at midnight with 24:00", () => {
    expect(span([every([2], "20:00", "24:00")], "2026-06-02T00:00:00Z", "2026-06-04T00:00:00Z")).toEqual([["2026-06-02T18:00:00.000Z", "2026-06-02T22:00:00.000Z"]]);
  });

  it("lets a closed range win over open ones", () => {
    const hours = [every(ALL, "12:00", "23:00"), every([3], "16:00", "19:00", true)];
    expect(span(hours, "2026-06-03T00:00:00Z", "2026-06-04T00:00:00Z")).toEqual([
      ["2026-06-03T10:00:00.000Z", "2026-06-03T14:00:00.000Z"],
      ["2026-06-03T17:00:00.000Z", "2026-06-03T21:00:00.000Z"],
    ]);
  });

  it("replaces the weekday's hours with a one-off open range on that date", () => {
    const hours = [every([4], "12:00", "23:00"), at("2026-12-24", "10:00", "14:00")];
    expect(span(hours, "2026-12-24T00:00:00Z", "2026-12-25T00:00:00Z")).toEqual([["2026-12-24T09:00:00.000Z", "2026-12-24T13:00:00.000Z"]]);
  });

  it("opens on a usually closed day through a one-off range", () => {
    // 2026-06-01 is a Monday, closed by the weekly hours.
    expect(totalHours([every([2, 3, 4, 5, 6, 0], "12:00", "16:00"), at("2026-06-01", "12:00", "15:00")], "2026-06-01T00:00:00Z", "2026-06-02T00:00:00Z")).toBe(3);
  });

  it("closes every day of a multi-day closure", () => {
    const hours = [every(ALL, "12:00", "16:00"), at("2026-08-10", "00:00", "24:00", true, "2026-08-16")];
    expect(totalHours(hours, "2026-08-10T00:00:00+02:00", "2026-08-17T00:00:00+02:00")).toBe(0);
    expect(totalHours(hours, "2026-08-17T00:00:00+02:00", "2026-08-18T00:00:00+02:00")).toBe(4);
  });

  it("lasts 2 hours for 01:00–04:00 on the spring-forward day", () => {
    expect(totalHours([at("2026-03-29", "01:00", "04:00")], "2026-03-28T00:00:00Z", "2026-03-30T00:00:00Z")).toBe(2);
  });

  it("lasts 4 hours for 01:00–04:00 on the autumn day", () => {
    expect(totalHours([at("2026-10-25", "01:00", "04:00")], "2026-10-24T00:00:00Z", "2026-10-26T00:00:00Z")).toBe(4);
  });

  it("opens at the jump when a range starts in the hour the clock skips", () => {
    // 02:30 does not exist on 2026-03-29 in Madrid: the clock goes from 02:00 CET (01:00Z) to 03:00 CEST.
    expect(span([at("2026-03-29", "02:30", "05:00")], "2026-03-29T00:00:00Z", "2026-03-30T00:00:00Z")).toEqual([["2026-03-29T01:00:00.000Z", "2026-03-29T03:00:00.000Z"]]);
  });

  it("keeps 23 hours open on the spring-forward day for 00:00–24:00", () => {
    expect(totalHours([every(ALL, "00:00", "24:00")], "2026-03-29T00:00:00+01:00", "2026-03-30T00:00:00+02:00")).toBe(23);
  });

  it("ignores ranges the validator refuses", () => {
    expect(openIntervals([every([], "12:00", "16:00"), at("2026-06-10", "12:00", "16:00", false, "2026-06-01"), every(ALL, "12:00", "12:00")], MADRID, "2026-06-01T00:00:00Z", "2026-06-20T00:00:00Z")).toEqual([]);
  });

  it("refuses an unknown time zone with a RangeError", () => {
    expect(() => openIntervals([], "Mars/Olympus", "2026-06-01T00:00:00Z", "2026-06-02T00:00:00Z")).toThrow(RangeError);
  });
});

describe("nextOpening and closesAt", () => {
  const restaurant = [every([2, 3, 4, 5, 6, 0], "12:00", "16:00"), every([2, 3, 4, 5, 6], "19:30", "23:30")];

  it("finds Tuesday lunch after a Sunday afternoon, across the closed Monday", () => {
    // Sunday 2026-06-07 17:00 local: no Sunday dinner, Monday closed.
    expect(iso(nextOpening(restaurant, MADRID, "2026-06-07T17:00:00+02:00"))).toBe("2026-06-09T10:00:00.000Z");
  });

  it("skips a holiday closure", () => {
    const hours = [...restaurant, at("2026-06-09", "00:00", "24:00", true, "2026-06-10")];
    expect(iso(nextOpening(hours, MADRID, "2026-06-07T17:00:00+02:00"))).toBe("2026-06-11T10:00:00.000Z");
  });

  it("gives the opening after the current one while open", () => {
    expect(iso(nextOpening(restaurant, MADRID, "2026-06-09T13:00:00+02:00"))).toBe("2026-06-09T17:30:00.000Z");
  });

  it("answers null when the shop never opens within a year", () => {
    expect(nextOpening([at("2020-01-01", "12:00", "13:00")], MADRID, "2026-06-01T00:00:00Z")).toBeNull();
  });

  it("tells when an open shop closes", () => {
    expect(iso(closesAt(restaurant, MADRID, "2026-06-09T13:00:00+02:00"))).toBe("2026-06-09T14:00:00.000Z");
  });

  it("has no closing time when closed or open all the time", () => {
    expect(closesAt(restaurant, MADRID, "2026-06-08T13:00:00+02:00")).toBeNull();
    expect(closesAt([every(ALL, "00:00", "24:00")], MADRID, "2026-06-08T13:00:00+02:00")).toBeNull();
  });

  it("sums it up in openingStatus", () => {
    expect(openingStatus(restaurant, MADRID, "2026-06-08T13:00:00+02:00")).toEqual({ open: false, closesAt: null, opensAt: new Date("2026-06-09T10:00:00Z") });
  });
});

describe("daySlots", () => {
  const options = { slotMinutes: 15, allowedPerSlot: 4 };

  it("aligns slots on the opening and ends the last one at closing", () => {
    const slots = daySlots([every([2], "12:10", "13:00")], MADRID, "2026-06-02", options);
    expect(slots.map((s) => s.label)).toEqual(["12:10", "12:25", "12:40", "12:55"]);
    expect(iso(slots[3]!.end)).toBe("2026-06-02T11:00:00.000Z");
  });

  it("counts the orders of each slot and marks it full at the limit", () => {
    const t = (hhmm: string) => `2026-06-02T${hhmm}:00+02:00`;
    const slots = daySlots([every([2], "12:00", "12:30")], MADRID, "2026-06-02", { ...options, orderTimes: [t("12:00"), t("12:05"), t("12:14"), t("12:14"), t("12:15"), t("12:30")] });
    expect(slots.map((s) => [s.label, s.taken, s.remaining, s.full])).toEqual([
      ["12:00", 4, 0, true],
      ["12:15", 1, 3, false],
    ]);
  });

  it("never marks a slot full without a limit", () => {
    const slots = daySlots([every([2], "12:00", "12:15")], MADRID, "2026-06-02", { slotMinutes: 15, allowedPerSlot: null, orderTimes: Array(50).fill("2026-06-02T10:05:00Z") });
    expect(slots).toMatchObject([{ taken: 50, remaining: null, full: false }]);
  });

  it("says a slot's bookings against what it allows: 3 of 4 booked, full at the limit, booked only without one", () => {
    const t = (hhmm: string) => `2026-06-02T${hhmm}:00+02:00`;
    const limited = daySlots([every([2], "12:00", "12:30")], MADRID, "2026-06-02", { ...options, orderTimes: [t("12:00"), t("12:01"), t("12:02"), t("12:03"), t("12:15"), t("12:16"), t("12:17")] });
    expect(limited.map(slotOccupancy)).toEqual([
      { kind: "full", taken: 4, allowed: 4 },
      { kind: "limited", taken: 3, allowed: 4 },
    ]);
    const open = daySlots([every([2], "12:00", "12:15")], MADRID, "2026-06-02", { slotMinutes: 15, allowedPerSlot: null, orderTimes: [t("12:00")] });
    expect(open.map(slotOccupancy)).toEqual([{ kind: "unlimited", taken: 1 }]);
  });

  it("has no 02:xx slot on the spring-forward day", () => {
    const labels = daySlots([at("2026-03-29", "01:00", "04:00")], MADRID, "2026-03-29", options).map((s) => s.label);
    expect(labels).toEqual(["01:00", "01:15", "01:30", "01:45", "03:00", "03:15", "03:30", "03:45"]);
  });

  it("has no duplicate slot on the autumn day", () => {
    const labels = daySlots([at("2026-10-25", "01:00", "04:00")], MADRID, "2026-10-25", options).map((s) => s.label);
    expect(labels).toHaveLength(12);
    expect(new Set(labels).size).toBe(12);
  });

  it("shows the after-midnight part of last night's opening, aligned on its opening", () => {
    // Friday 20:10 → Saturday 01:00.
    const labels = daySlots([every([5], "20:10", "01:00")], MADRID, "2026-06-06", { slotMinutes: 30, allowedPerSlot: null }).map((s) => s.label);
    expect(labels).toEqual(["00:10", "00:40"]);
  });

  it("has no slots on a closed day", () => {
    expect(daySlots([every([2], "12:00", "16:00"), at("2026-06-02", "00:00", "24:00", true)], MADRID, "2026-06-02", options)).toEqual([]);
  });

  it("refuses an unreadable date", () => {
    expect(() => daySlots([], MADRID, "2026-02-30", options)).toThrow(RangeError);
  });
});

describe("validateOpeningHours", () => {
  const codes = (ranges: OpeningHoursRange[]) => validateOpeningHours(ranges).issues.map((i) => [i.index, i.field, i.code, i.severity]);

  it("accepts a usual restaurant week", () => {
    expect(validateOpeningHours([every([2, 3], "12:00", "16:00"), every([2, 3], "19:30", "23:30"), at("2026-12-25", "00:00", "24:00", true)])).toEqual({ ok: true, issues: [] });
  });

  it("refuses a range that starts when it ends", () => {
    expect(codes([every([2], "12:00", "12:00")])).toEqual([[0, "to", "hours-empty-range", "error"]]);
  });

  it("refuses a periodic range without weekdays", () => {
    expect(codes([every([], "12:00", "16:00")])).toEqual([[0, "weekdays", "hours-no-weekdays", "error"]]);
  });

  it("refuses a last day before the first", () => {
    expect(codes([at("2026-08-10", "00:00", "24:00", true, "2026-08-01")])).toEqual([[0, "until", "hours-until-before-date", "error"]]);
  });

  it("refuses unreadable times and dates", () => {
    expect(codes([{ id: "x", kind: "at", date: "2026-13-01", from: "24:00", to: "25:00", closed: false }])).toEqual([
      [0, "from", "hours-invalid-time", "error"],
      [0, "to", "hours-invalid-time", "error"],
      [0, "date", "hours-no-date", "error"],
    ]);
  });

  it("warns about overlapping open ranges on the same day without refusing them", () => {
    const check = validateOpeningHours([every([2, 3], "12:00", "16:00"), every([3], "15:00", "18:00")]);
    expect(check.ok).toBe(true);
    expect(check.issues).toEqual([{ index: 1, rangeId: expect.any(String), field: "from", code: "hours-overlap", severity: "warning" }]);
  });

  it("warns when a night range runs into the next day's opening", () => {
    expect(codes([every([6], "20:00", "03:00"), every([0], "02:00", "05:00")])).toEqual([[1, "from", "hours-overlap", "warning"]]);
  });

  it("does not count a closure inside open hours as an overlap", () => {
    expect(codes([every([2], "12:00", "23:00"), every([2], "16:00", "19:00", true)])).toEqual([]);
  });
});
