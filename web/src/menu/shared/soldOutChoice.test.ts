import { describe, expect, it } from "vitest";
import { SOLD_OUT_INDEFINITELY } from "@comanda/shared";
import { isFutureLocalTime, localInputValue, soldOutState, soldOutValue } from "./soldOutChoice";

const MADRID = "Europe/Madrid";
const at = (iso: string) => new Date(iso);

describe("soldOutValue", () => {
  it("stores nothing for available", () => {
    expect(soldOutValue({ kind: "available" }, at("2026-11-23T11:00:00Z"), MADRID)).toBeNull();
  });

  it("ends at the company's midnight for the end of today", () => {
    expect(soldOutValue({ kind: "endOfDay" }, at("2026-11-23T11:00:00Z"), MADRID)).toBe("2026-11-23T23:00:00.000Z");
  });

  it("adds the hours for a number of hours", () => {
    expect(soldOutValue({ kind: "hours", hours: 3 }, at("2026-11-23T11:00:00Z"), MADRID)).toBe("2026-11-23T14:00:00.000Z");
  });

  it("stores the far-future instant for further notice", () => {
    expect(soldOutValue({ kind: "indefinitely" }, at("2026-11-23T11:00:00Z"), MADRID)).toBe(SOLD_OUT_INDEFINITELY);
  });

  it("reads a chosen time on the company's clock, not the browser's", () => {
    expect(soldOutValue({ kind: "at", local: "2026-11-23T18:00" }, at("2026-11-23T11:00:00Z"), MADRID)).toBe("2026-11-23T17:00:00.000Z");
  });

  it("reads a chosen summer time with the summer offset", () => {
    expect(soldOutValue({ kind: "at", local: "2026-07-01T18:00" }, at("2026-07-01T08:00:00Z"), MADRID)).toBe("2026-07-01T16:00:00.000Z");
  });

  it("refuses an unreadable chosen time with a RangeError", () => {
    expect(() => soldOutValue({ kind: "at", local: "tomorrow" }, at("2026-11-23T11:00:00Z"), MADRID)).toThrow(RangeError);
  });
});

describe("isFutureLocalTime", () => {
  it("is true for a later time today on the company's clock", () => {
    expect(isFutureLocalTime("2026-11-23T13:00", at("2026-11-23T11:00:00Z"), MADRID)).toBe(true);
  });

  it("is false for a time that already passed on the company's clock though later in UTC terms", () => {
    // 11:30 UTC is 12:30 in Madrid: 12:15 local has passed.
    expect(isFutureLocalTime("2026-11-23T12:15", at("2026-11-23T11:30:00Z"), MADRID)).toBe(false);
  });

  it("is false for an empty input", () => {
    expect(isFutureLocalTime("", at("2026-11-23T11:00:00Z"), MADRID)).toBe(false);
  });
});

describe("localInputValue", () => {
  it("shows a stored instant on the company's clock", () => {
    expect(localInputValue("2026-11-23T17:00:00.000Z", MADRID)).toBe("2026-11-23T18:00");
  });

  it("is empty for no value", () => {
    expect(localInputValue(null, MADRID)).toBe("");
  });
});

describe("soldOutState", () => {
  const now = at("2026-11-23T11:00:00Z");

  it("reads no value as available", () => {
    expect(soldOutState(null, now, MADRID)).toEqual({ kind: "available" });
  });

  it("reads a time that has passed as available again", () => {
    expect(soldOutState("2026-11-23T10:59:59.000Z", now, MADRID)).toEqual({ kind: "available" });
  });

  it("reads the far-future instant as until further notice", () => {
    expect(soldOutState(SOLD_OUT_INDEFINITELY, now, MADRID)).toEqual({ kind: "indefinitely" });
  });

  it("reads the coming local midnight as the end of today", () => {
    expect(soldOutState("2026-11-23T23:00:00.000Z", now, MADRID)).toEqual({ kind: "endOfToday", until: "2026-11-23T23:00:00.000Z" });
  });

  it("reads a later time today as until that time, on the same day", () => {
    expect(soldOutState("2026-11-23T17:00:00.000Z", now, MADRID)).toEqual({ kind: "until", until: "2026-11-23T17:00:00.000Z", sameDay: true });
  });

  it("reads a time on another local day as not the same day", () => {
    // 23:30 UTC is already 00:30 the next day in Madrid.
    expect(soldOutState("2026-11-23T23:30:00.000Z", now, MADRID)).toMatchObject({ kind: "until", sameDay: false });
  });
});
