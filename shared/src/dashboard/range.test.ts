import { describe, expect, it } from "vitest";
import { addDays, dashboardRange, dayCount, daysIn, previousRange, weekdayOf } from "./range";

const MADRID = "Europe/Madrid";
// Thursday 26 November 2026, 10:00 in Madrid.
const NOW = new Date("2026-11-26T09:00:00Z");

describe("dashboardRange: the presets of spec §2 as days in the company's zone", () => {
  it.each([
    ["today", { from: "2026-11-26", to: "2026-11-26" }],
    ["yesterday", { from: "2026-11-25", to: "2026-11-25" }],
    ["thisWeek", { from: "2026-11-23", to: "2026-11-26" }],
    ["thisMonth", { from: "2026-11-01", to: "2026-11-26" }],
    ["lastWeek", { from: "2026-11-16", to: "2026-11-22" }],
    ["lastMonth", { from: "2026-10-01", to: "2026-10-31" }],
    ["last30Days", { from: "2026-10-28", to: "2026-11-26" }],
    ["last60Days", { from: "2026-09-28", to: "2026-11-26" }],
  ] as const)("%s", (preset, days) => {
    expect(dashboardRange(preset, NOW, MADRID)).toEqual(days);
  });

  it("this week starts on Monday: on a Sunday it covers Monday to that Sunday", () => {
    expect(dashboardRange("thisWeek", new Date("2026-11-29T12:00:00Z"), MADRID)).toEqual({ from: "2026-11-23", to: "2026-11-29" });
  });

  it("today is the company's day, not the browser's: already Friday in Auckland", () => {
    // 12:00 UTC on Thursday is 01:00 on Friday in Auckland.
    const now = new Date("2026-11-26T12:00:00Z");
    expect(dashboardRange("today", now, "Pacific/Auckland")).toEqual({ from: "2026-11-27", to: "2026-11-27" });
    expect(dashboardRange("today", now, MADRID)).toEqual({ from: "2026-11-26", to: "2026-11-26" });
  });

  it("on the day of a daylight-saving change, today is still one day", () => {
    expect(dashboardRange("today", new Date("2026-10-25T22:30:00Z"), MADRID)).toEqual({ from: "2026-10-25", to: "2026-10-25" });
  });

  it("custom covers its days; missing or reversed days give this week", () => {
    expect(dashboardRange("custom", NOW, MADRID, { from: "2025-01-01", to: "2025-12-31" })).toEqual({ from: "2025-01-01", to: "2025-12-31" });
    expect(dashboardRange("custom", NOW, MADRID, { from: "2026-11-10", to: "2026-11-01" })).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(dashboardRange("custom", NOW, MADRID, null)).toEqual({ from: "2026-11-23", to: "2026-11-29" });
  });
});

describe("previousRange: like for like, the same weekdays or the same dates", () => {
  it("this week up to Thursday against Monday to Thursday of the week before, with no weekend in either", () => {
    expect(previousRange({ from: "2026-11-23", to: "2026-11-26" }, "thisWeek")).toEqual({ from: "2026-11-16", to: "2026-11-19" });
  });

  it("last week against the week before it", () => {
    expect(previousRange({ from: "2026-11-16", to: "2026-11-22" }, "lastWeek")).toEqual({ from: "2026-11-09", to: "2026-11-15" });
  });

  it("this month up to the 26th against the 1st to the 26th of the month before (not 5–31 October)", () => {
    expect(previousRange({ from: "2026-11-01", to: "2026-11-26" }, "thisMonth")).toEqual({ from: "2026-10-01", to: "2026-10-26" });
  });

  it("this month on the 1st against the 1st of the month before", () => {
    expect(previousRange({ from: "2026-11-01", to: "2026-11-01" }, "thisMonth")).toEqual({ from: "2026-10-01", to: "2026-10-01" });
  });

  it("this month up to the 31st against a shorter month: to its last day, a leap day included", () => {
    expect(previousRange({ from: "2026-03-01", to: "2026-03-31" }, "thisMonth")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(previousRange({ from: "2028-03-01", to: "2028-03-30" }, "thisMonth")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(previousRange({ from: "2027-01-01", to: "2027-01-15" }, "thisMonth")).toEqual({ from: "2026-12-01", to: "2026-12-15" });
  });

  it("last month against the whole month before it, whatever their lengths", () => {
    expect(previousRange({ from: "2026-10-01", to: "2026-10-31" }, "lastMonth")).toEqual({ from: "2026-09-01", to: "2026-09-30" });
    expect(previousRange({ from: "2026-03-01", to: "2026-03-31" }, "lastMonth")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
  });

  it("custom whole months against as many whole months before", () => {
    expect(previousRange({ from: "2026-07-01", to: "2026-09-30" }, "custom")).toEqual({ from: "2026-04-01", to: "2026-06-30" });
  });

  it("one day against the day before, across a month and a leap day", () => {
    expect(previousRange({ from: "2028-03-01", to: "2028-03-01" }, "today")).toEqual({ from: "2028-02-29", to: "2028-02-29" });
    expect(previousRange({ from: "2026-11-25", to: "2026-11-25" }, "yesterday")).toEqual({ from: "2026-11-24", to: "2026-11-24" });
  });

  it("the last 30 and 60 days, and other custom days, against the same weekdays whole weeks earlier, without overlap", () => {
    const last30 = previousRange({ from: "2026-10-28", to: "2026-11-26" }, "last30Days");
    expect(last30).toEqual({ from: "2026-09-23", to: "2026-10-22" });
    expect(previousRange({ from: "2026-09-28", to: "2026-11-26" }, "last60Days")).toEqual({ from: "2026-07-27", to: "2026-09-24" });
    expect(previousRange({ from: "2026-11-20", to: "2026-11-22" }, "custom")).toEqual({ from: "2026-11-13", to: "2026-11-15" });
    for (const [range, preset] of [
      [{ from: "2026-10-28", to: "2026-11-26" }, "last30Days"],
      [{ from: "2026-11-20", to: "2026-11-22" }, "custom"],
      [{ from: "2026-11-23", to: "2026-11-26" }, "thisWeek"],
    ] as const) {
      const before = previousRange(range, preset);
      expect(weekdayOf(before.from)).toBe(weekdayOf(range.from));
      expect(dayCount(before)).toBe(dayCount(range));
      expect(before.to < range.from).toBe(true);
    }
  });
});

describe("days", () => {
  it("counts and lists every day, the last included", () => {
    expect(dayCount({ from: "2026-10-24", to: "2026-10-26" })).toBe(3);
    expect(daysIn({ from: "2026-12-30", to: "2027-01-02" })).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(daysIn({ from: "2024-01-01", to: "2024-12-31" })).toHaveLength(366);
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("weekdayOf gives 0 for Sunday as the day documents count", () => {
    expect(weekdayOf("2026-11-22")).toBe(0);
    expect(weekdayOf("2026-11-23")).toBe(1);
    expect(weekdayOf("2026-11-28")).toBe(6);
  });
});
