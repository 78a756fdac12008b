import { describe, expect, it } from "vitest";
import type { AvailabilityWindow } from "../entities/product";
import { isAvailableAt } from "./availability";

const MADRID = "Europe/Madrid";
const at = (iso: string) => new Date(iso);
// 2026-11-23 is a Monday; Madrid is UTC+1 in winter, UTC+2 in summer.
const lunchOnWeekdays: AvailabilityWindow[] = [{ weekdays: [1, 2, 3, 4, 5], from: "12:00", to: "16:00" }];
const saturdayNight: AvailabilityWindow[] = [{ weekdays: [6], from: "22:00", to: "02:30" }];

describe("isAvailableAt without windows", () => {
  it.each([undefined, null, []])("is always available with %j", (availability) => {
    expect(isAvailableAt(availability, at("2026-11-23T03:00:00Z"), MADRID)).toBe(true);
  });
});

describe("isAvailableAt within a day", () => {
  it("is available inside the range on a listed weekday", () => {
    expect(isAvailableAt(lunchOnWeekdays, at("2026-11-23T11:00:00Z"), MADRID)).toBe(true);
  });
  it("is not available at the end time", () => {
    expect(isAvailableAt(lunchOnWeekdays, at("2026-11-23T15:00:00Z"), MADRID)).toBe(false);
  });
  it("is not available before the start time", () => {
    expect(isAvailableAt(lunchOnWeekdays, at("2026-11-23T10:59:00Z"), MADRID)).toBe(false);
  });
  it("is not available on a weekday that is not listed", () => {
    expect(isAvailableAt(lunchOnWeekdays, at("2026-11-28T12:00:00Z"), MADRID)).toBe(false);
  });
  it("reads the clock in the company's time zone", () => {
    // 11:30Z is 12:30 in Madrid but 11:30 in London.
    expect([isAvailableAt(lunchOnWeekdays, at("2026-11-23T11:30:00Z"), MADRID), isAvailableAt(lunchOnWeekdays, at("2026-11-23T11:30:00Z"), "Europe/London")]).toEqual([true, false]);
  });
  it("reads the weekday in the company's time zone", () => {
    const sunday: AvailabilityWindow[] = [{ weekdays: [7], from: "00:00", to: "12:00" }];
    // Saturday 23:30Z is already Sunday 00:30 in Madrid.
    expect(isAvailableAt(sunday, at("2026-11-28T23:30:00Z"), MADRID)).toBe(true);
  });
  it("is available when any of several windows matches", () => {
    const windows: AvailabilityWindow[] = [...lunchOnWeekdays, { weekdays: [6, 7], from: "09:00", to: "11:00" }];
    expect(isAvailableAt(windows, at("2026-11-29T09:00:00Z"), MADRID)).toBe(true);
  });
  it("ignores a window with an unreadable time", () => {
    expect(isAvailableAt([{ weekdays: [1], from: "noon", to: "16:00" }], at("2026-11-23T12:00:00Z"), MADRID)).toBe(false);
  });
  it("refuses an unknown time zone with a RangeError", () => {
    expect(() => isAvailableAt(lunchOnWeekdays, at("2026-11-23T11:00:00Z"), "Nowhere/Town")).toThrow(RangeError);
  });
});

describe("isAvailableAt across midnight", () => {
  it("is available late on the starting day", () => {
    expect(isAvailableAt(saturdayNight, at("2026-11-28T22:30:00Z"), MADRID)).toBe(true);
  });
  it("is available after midnight on the following day", () => {
    expect(isAvailableAt(saturdayNight, at("2026-11-29T01:00:00Z"), MADRID)).toBe(true);
  });
  it("is not available after the end on the following day", () => {
    expect(isAvailableAt(saturdayNight, at("2026-11-29T01:30:00Z"), MADRID)).toBe(false);
  });
  it("is not available in the early hours of the starting day itself", () => {
    expect(isAvailableAt(saturdayNight, at("2026-11-28T00:30:00Z"), MADRID)).toBe(false);
  });
  it("is not available late on the following day", () => {
    expect(isAvailableAt(saturdayNight, at("2026-11-29T22:30:00Z"), MADRID)).toBe(false);
  });
  it("wraps from Sunday night into Monday", () => {
    expect(isAvailableAt([{ weekdays: [7], from: "20:00", to: "01:00" }], at("2026-11-22T23:30:00Z"), MADRID)).toBe(true);
  });
  it("treats equal from and to as 24 hours from that time", () => {
    const monday: AvailabilityWindow[] = [{ weekdays: [1], from: "08:00", to: "08:00" }];
    expect([isAvailableAt(monday, at("2026-11-24T06:59:00Z"), MADRID), isAvailableAt(monday, at("2026-11-24T07:00:00Z"), MADRID)]).toEqual([true, false]);
  });
});

describe("isAvailableAt on DST change nights in Madrid", () => {
  it("is available just before the clocks jump on 2026-03-29 (01:59 CET)", () => {
    expect(isAvailableAt(saturdayNight, at("2026-03-29T00:59:00Z"), MADRID)).toBe(true);
  });
  it("is not available right after the jump on 2026-03-29, as 03:00 CEST is past 02:30", () => {
    expect(isAvailableAt(saturdayNight, at("2026-03-29T01:00:00Z"), MADRID)).toBe(false);
  });
  it("keeps a window ending after the jump open until its wall-clock end on 2026-03-29", () => {
    const untilFour: AvailabilityWindow[] = [{ weekdays: [6], from: "22:00", to: "04:00" }];
    // 01:30Z is 03:30 CEST; 02:00Z is 04:00 CEST.
    expect([isAvailableAt(untilFour, at("2026-03-29T01:30:00Z"), MADRID), isAvailableAt(untilFour, at("2026-03-29T02:00:00Z"), MADRID)]).toEqual([true, false]);
  });
  it("is available at the first 02:15 (CEST) on 2026-10-25", () => {
    expect(isAvailableAt(saturdayNight, at("2026-10-25T00:15:00Z"), MADRID)).toBe(true);
  });
  it("is available again at the repeated 02:15 (CET) on 2026-10-25", () => {
    expect(isAvailableAt(saturdayNight, at("2026-10-25T01:15:00Z"), MADRID)).toBe(true);
  });
  it("closes at 02:30 CET on 2026-10-25", () => {
    expect(isAvailableAt(saturdayNight, at("2026-10-25T01:30:00Z"), MADRID)).toBe(false);
  });
  it("opens a same-day window at its wall-clock start on the 25-hour day 2026-10-25", () => {
    const sundayLunch: AvailabilityWindow[] = [{ weekdays: [7], from: "12:00", to: "16:00" }];
    // Winter time already: 12:00 CET is 11:00Z.
    expect([isAvailableAt(sundayLunch, at("2026-10-25T10:59:00Z"), MADRID), isAvailableAt(sundayLunch, at("2026-10-25T11:00:00Z"), MADRID)]).toEqual([false, true]);
  });
});
