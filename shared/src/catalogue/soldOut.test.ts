import { describe, expect, it } from "vitest";
import { SOLD_OUT_INDEFINITELY } from "../entities/product";
import { isSoldOut, soldOutUntil } from "./soldOut";

const MADRID = "Europe/Madrid";
const at = (iso: string) => new Date(iso);

describe("soldOutUntil end of day", () => {
  it("ends at the next local midnight on an ordinary winter day", () => {
    expect(soldOutUntil({ kind: "endOfDay" }, at("2026-11-23T11:00:00Z"), MADRID)).toBe("2026-11-23T23:00:00.000Z");
  });
  it("ends at the next local midnight on an ordinary summer day", () => {
    expect(soldOutUntil({ kind: "endOfDay" }, at("2026-07-01T08:00:00Z"), MADRID)).toBe("2026-07-01T22:00:00.000Z");
  });
  it("ends at local midnight in summer time on the spring-forward day (2026-03-29)", () => {
    expect(soldOutUntil({ kind: "endOfDay" }, at("2026-03-29T08:00:00Z"), MADRID)).toBe("2026-03-29T22:00:00.000Z");
  });
  it("ends at that night's midnight when chosen before the clocks jump on 2026-03-29", () => {
    // 01:30 CET, half an hour before 02:00 becomes 03:00.
    expect(soldOutUntil({ kind: "endOfDay" }, at("2026-03-29T00:30:00Z"), MADRID)).toBe("2026-03-29T22:00:00.000Z");
  });
  it("ends at the midnight that starts the spring-forward day when chosen the evening before", () => {
    expect(soldOutUntil({ kind: "endOfDay" }, at("2026-03-28T20:00:00Z"), MADRID)).toBe("2026-03-28T23:00:00.000Z");
  });
  it("ends at local midnight in winter time on the fall-back day (2026-10-25)", () => {
    expect(soldOutUntil({ kind: "endOfDay" }, at("2026-10-25T10:00:00Z"), MADRID)).toBe("2026-10-25T23:00:00.000Z");
  });
  it("gives the same end for both occurrences of 02:30 on 2026-10-25", () => {
    const first = soldOutUntil({ kind: "endOfDay" }, at("2026-10-25T00:30:00Z"), MADRID); // 02:30 CEST
    const second = soldOutUntil({ kind: "endOfDay" }, at("2026-10-25T01:30:00Z"), MADRID); // 02:30 CET
    expect([first, second]).toEqual(["2026-10-25T23:00:00.000Z", "2026-10-25T23:00:00.000Z"]);
  });
  it("uses the company's day, not the UTC day", () => {
    // 2026-11-23T23:30Z is already 00:30 on the 24th in Madrid.
    expect(soldOutUntil({ kind: "endOfDay" }, at("2026-11-23T23:30:00Z"), MADRID)).toBe("2026-11-24T23:00:00.000Z");
  });
  it("ends one second later when chosen at 23:59:59 local", () => {
    expect(soldOutUntil({ kind: "endOfDay" }, at("2026-11-23T22:59:59Z"), MADRID)).toBe("2026-11-23T23:00:00.000Z");
  });
  it("refuses an unknown time zone with a RangeError", () => {
    expect(() => soldOutUntil({ kind: "endOfDay" }, at("2026-11-23T11:00:00Z"), "Mars/Olympus")).toThrow(RangeError);
  });
});

describe("soldOutUntil in hours", () => {
  it("adds the hours to now", () => {
    expect(soldOutUntil({ kind: "hours", hours: 2 }, at("2026-11-23T11:00:00Z"), MADRID)).toBe("2026-11-23T13:00:00.000Z");
  });
  it("counts real hours across the spring-forward jump", () => {
    expect(soldOutUntil({ kind: "hours", hours: 3 }, at("2026-03-29T00:30:00Z"), MADRID)).toBe("2026-03-29T03:30:00.000Z");
  });
  it("accepts fractions of an hour", () => {
    expect(soldOutUntil({ kind: "hours", hours: 0.5 }, at("2026-11-23T11:00:00Z"), MADRID)).toBe("2026-11-23T11:30:00.000Z");
  });
  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s hours with a RangeError", (hours) => {
    expect(() => soldOutUntil({ kind: "hours", hours }, at("2026-11-23T11:00:00Z"), MADRID)).toThrow(RangeError);
  });
});

describe("soldOutUntil indefinitely", () => {
  it("answers the far-future constant", () => {
    expect(soldOutUntil({ kind: "indefinitely" }, at("2026-11-23T11:00:00Z"), MADRID)).toBe(SOLD_OUT_INDEFINITELY);
  });
});

describe("isSoldOut", () => {
  const now = at("2026-11-23T11:00:00Z");
  it.each([null, undefined, ""])("is available when soldOutUntil is %j", (value) => {
    expect(isSoldOut(value, now)).toBe(false);
  });
  it("is sold out before the time", () => {
    expect(isSoldOut("2026-11-23T11:00:01.000Z", now)).toBe(true);
  });
  it("comes back exactly at the time", () => {
    expect(isSoldOut("2026-11-23T11:00:00.000Z", now)).toBe(false);
  });
  it("is available after the time", () => {
    expect(isSoldOut("2026-11-22T23:00:00.000Z", now)).toBe(false);
  });
  it("stays sold out until further notice", () => {
    expect(isSoldOut(SOLD_OUT_INDEFINITELY, at("2999-01-01T00:00:00Z"))).toBe(true);
  });
  it("treats an unreadable value as available", () => {
    expect(isSoldOut("tomorrow", now)).toBe(false);
  });
});
