import { describe, expect, it } from "vitest";
import { formatInLanguage } from "./dateTime";

describe("formatInLanguage", () => {
  const day = "2026-05-20T12:00:00Z";
  const short: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" };

  it("puts the day before the month in English (en-GB style), as in the other European languages", () => {
    expect(formatInLanguage(day, "en", short)).toBe("Wed 20 May");
    expect(formatInLanguage(new Date("2025-06-01T12:00:00Z"), "en", { dateStyle: "long", timeZone: "UTC" })).toBe("1 June 2025");
    expect(formatInLanguage(day, "de", short)).toMatch(/^Mi\.?,? 20\. Mai$/);
  });

  it("writes a time on the language's 24-hour clock when the options ask for one", () => {
    expect(formatInLanguage("2026-05-20T19:30:00Z", "en", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" })).toBe("19:30");
  });
});
