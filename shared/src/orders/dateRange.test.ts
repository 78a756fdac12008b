import { describe, expect, it } from "vitest";
import { dateRangeFor, daysOf, validCustomDays } from "./dateRange";

const MADRID = "Europe/Madrid";
const at = (iso: string) => new Date(iso);

describe("dateRangeFor: weeks start on Monday in the company's zone", () => {
  it("Sunday 23:30 in Madrid still belongs to the week that began the Monday before", () => {
    // 2026-11-22 is a Sunday; 23:30 CET is 22:30 UTC.
    expect(dateRangeFor("thisWeek", at("2026-11-22T22:30:00Z"), MADRID)).toEqual({ from: "2026-11-15T23:00:00.000Z", to: "2026-11-22T23:00:00.000Z" });
  });

  it("Monday 00:30 in Madrid starts a new week although it is still Sunday in UTC", () => {
    expect(dateRangeFor("thisWeek", at("2026-11-22T23:30:00Z"), MADRID)).toEqual({ from: "2026-11-22T23:00:00.000Z", to: "2026-11-29T23:00:00.000Z" });
  });

  it("last week is the Monday-to-Sunday week before the current one", () => {
    expect(dateRangeFor("lastWeek", at("2026-11-22T23:30:00Z"), MADRID)).toEqual({ from: "2026-11-15T23:00:00.000Z", to: "2026-11-22T23:00:00.000Z" });
  });

  it("a zone far from the browser's decides the week: Monday already in Auckland while Sunday in Europe", () => {
    // 12:00 UTC on Sunday is 01:00 on Monday in Auckland (NZDT, +13).
    expect(dateRangeFor("thisWeek", at("2026-11-22T12:00:00Z"), "Pacific/Auckland")).toEqual({
      from: "2026-11-22T11:00:00.000Z",
      to: "2026-11-29T11:00:00.000Z",
    });
    expect(dateRangeFor("thisWeek", at("2026-11-22T12:00:00Z"), MADRID).from).toBe("2026-11-15T23:00:00.000Z");
  });
});

describe("dateRangeFor: daylight-saving changes in Madrid", () => {
  it("the week of the last Sunday of March starts at +1 and ends at +2 (one hour shorter)", () => {
    expect(dateRangeFor("thisWeek", at("2026-03-29T10:00:00Z"), MADRID)).toEqual({ from: "2026-03-22T23:00:00.000Z", to: "2026-03-29T22:00:00.000Z" });
  });

  it("today on the last Sunday of October lasts 25 hours", () => {
    expect(dateRangeFor("today", at("2026-10-25T11:00:00Z"), MADRID)).toEqual({ from: "2026-10-24T22:00:00.000Z", to: "2026-10-25T23:00:00.000Z" });
  });

  it("yesterday is the whole previous local day across the change", () => {
    expect(dateRangeFor("yesterday", at("2026-10-26T08:00:00Z"), MADRID)).toEqual({ from: "2026-10-24T22:00:00.000Z", to: "2026-10-25T23:00:00.000Z" });
  });

  it("30 days end with today and start 29 local days before, in summer time", () => {
    expect(dateRangeFor("last30Days", at("2026-11-22T12:00:00Z"), MADRID)).toEqual({ from: "2026-10-23T22:00:00.000Z", to: "2026-11-22T23:00:00.000Z" });
  });

  it("60 days start 59 local days before today", () => {
    expect(dateRangeFor("last60Days", at("2026-11-22T12:00:00Z"), MADRID).from).toBe("2026-09-23T22:00:00.000Z");
  });
});

describe("dateRangeFor: months", () => {
  it("00:30 on the first of a month in Madrid is already that month although UTC is still in the last one", () => {
    expect(dateRangeFor("thisMonth", at("2026-01-31T23:30:00Z"), MADRID)).toEqual({ from: "2026-01-31T23:00:00.000Z", to: "2026-02-28T23:00:00.000Z" });
  });

  it("last month is the whole previous calendar month", () => {
    expect(dateRangeFor("lastMonth", at("2026-01-31T23:30:00Z"), MADRID)).toEqual({ from: "2025-12-31T23:00:00.000Z", to: "2026-01-31T23:00:00.000Z" });
  });

  it("last month across the March change starts at +1 and ends at +2", () => {
    expect(dateRangeFor("lastMonth", at("2026-04-10T10:00:00Z"), MADRID)).toEqual({ from: "2026-02-28T23:00:00.000Z", to: "2026-03-31T22:00:00.000Z" });
  });
});

describe("dateRangeFor: custom days and fallbacks", () => {
  it("custom covers its first and last day whole in the zone", () => {
    expect(dateRangeFor("custom", at("2026-11-22T12:00:00Z"), MADRID, { from: "2026-03-23", to: "2026-03-29" })).toEqual({
      from: "2026-03-22T23:00:00.000Z",
      to: "2026-03-29T22:00:00.000Z",
    });
  });

  it("custom days out of order or not real dates give this week", () => {
    const week = dateRangeFor("thisWeek", at("2026-11-22T12:00:00Z"), MADRID);
    expect(dateRangeFor("custom", at("2026-11-22T12:00:00Z"), MADRID, { from: "2026-03-29", to: "2026-03-23" })).toEqual(week);
    expect(dateRangeFor("custom", at("2026-11-22T12:00:00Z"), MADRID, { from: "2026-02-30", to: "2026-03-01" })).toEqual(week);
    expect(dateRangeFor("custom", at("2026-11-22T12:00:00Z"), MADRID, null)).toEqual(week);
  });

  it("an unknown time zone counts as Europe/Madrid", () => {
    expect(dateRangeFor("today", at("2026-11-22T12:00:00Z"), "Mars/Olympus")).toEqual(dateRangeFor("today", at("2026-11-22T12:00:00Z"), MADRID));
  });

  it("validCustomDays accepts one day and refuses malformed text", () => {
    expect(validCustomDays({ from: "2026-03-23", to: "2026-03-23" })).toEqual({ from: "2026-03-23", to: "2026-03-23" });
    expect(validCustomDays({ from: "23.03.2026", to: "2026-03-23" })).toBeNull();
  });

  it("daysOf gives back the calendar days of a range, its last day included", () => {
    expect(daysOf({ from: "2026-03-22T23:00:00.000Z", to: "2026-03-29T22:00:00.000Z" }, MADRID)).toEqual({ from: "2026-03-23", to: "2026-03-29" });
  });
});
