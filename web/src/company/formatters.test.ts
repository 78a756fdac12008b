import { describe, expect, it } from "vitest";
import { createFormatters, currencyOrDefault, timezoneOrDefault } from "./formatters";

const nbsp = /[\s\u00a0\u202f]/;

describe("createFormatters", () => {
  it("shows a UTC instant in the company time zone (Europe/Madrid is UTC+1 in winter)", () => {
    const f = createFormatters({ locale: "es", currency: "EUR", timezone: "Europe/Madrid" });
    expect(f.formatTime("2025-01-15T23:30:00.000Z")).toBe("0:30");
    expect(f.formatDate("2025-01-15T23:30:00.000Z")).toContain("16");
  });

  it("uses another company time zone when one is set", () => {
    const f = createFormatters({ locale: "en-GB", currency: "EUR", timezone: "America/New_York" });
    expect(f.formatTime("2025-01-15T23:30:00.000Z")).toBe("18:30");
  });

  it("falls back to Europe/Madrid when the time zone is unknown", () => {
    const f = createFormatters({ locale: "en-GB", currency: "EUR", timezone: "Mars/Olympus" });
    expect(f.formatTime("2025-07-01T10:00:00.000Z")).toBe("12:00");
  });

  it("formats euros the Spanish way in es", () => {
    const f = createFormatters({ locale: "es", currency: "EUR", timezone: null });
    expect(f.formatMoney(1234.5)).toMatch(new RegExp(`^1\\.?234,50${nbsp.source}€$`));
  });

  it("formats the company currency in the interface language", () => {
    const f = createFormatters({ locale: "en", currency: "usd", timezone: null });
    expect(f.formatMoney(12)).toBe("$12.00");
  });

  it("accepts Firestore timestamps and epoch millis", () => {
    const f = createFormatters({ locale: "en-GB", currency: "EUR", timezone: "UTC" });
    const at = new Date("2025-03-01T08:05:00.000Z");
    expect(f.formatTime({ toDate: () => at })).toBe("08:05");
    expect(f.formatTime(at.getTime())).toBe("08:05");
  });

  it("answers an empty text for a missing or invalid date instead of throwing", () => {
    const f = createFormatters({ locale: "en", currency: "EUR", timezone: null });
    expect(f.formatDate(null)).toBe("");
    expect(f.formatDateTime("not a date")).toBe("");
    expect(f.formatMoney(null)).toBe("");
  });

  it("shows times on a 24-hour clock in every language, English included (en-GB style)", () => {
    for (const locale of ["en", "es", "de", "zh", "ca", "fr", "nl"]) {
      const f = createFormatters({ locale, currency: "EUR", timezone: "Europe/Madrid" });
      expect(f.formatTime("2025-01-15T15:00:00.000Z"), locale).toMatch(/^16:00$/);
      expect(f.formatDateTime("2025-01-15T15:00:00.000Z"), locale).toContain("16:00");
      expect(f.formatDateTime("2025-01-15T15:00:00.000Z"), locale).not.toMatch(/PM|下午/);
    }
  });

  it("puts the day before the month in es, de and en, the year first in zh", () => {
    const at = "2025-03-04T12:00:00.000Z";
    expect(createFormatters({ locale: "es", timezone: null }).formatDate(at)).toMatch(/^4 mar 2025$/);
    expect(createFormatters({ locale: "de", timezone: null }).formatDate(at)).toMatch(/^4\. März 2025$/);
    expect(createFormatters({ locale: "en", timezone: null }).formatDate(at)).toBe("4 Mar 2025");
    expect(createFormatters({ locale: "zh", timezone: null }).formatDate(at)).toBe("2025年3月4日");
  });

  it("says how long ago a moment was", () => {
    const f = createFormatters({ locale: "en", currency: "EUR", timezone: null });
    expect(f.formatRelative(new Date(Date.now() - 5 * 60_000))).toBe("5 minutes ago");
  });
});

describe("currencyOrDefault", () => {
  it("falls back to EUR for an unknown or missing currency", () => {
    expect(currencyOrDefault("XXY")).toBe("EUR");
    expect(currencyOrDefault(undefined)).toBe("EUR");
  });

  it("keeps a known currency, whatever its case", () => {
    expect(currencyOrDefault("chf")).toBe("CHF");
  });
});

describe("timezoneOrDefault", () => {
  it("falls back to Europe/Madrid when unset", () => {
    expect(timezoneOrDefault(null)).toBe("Europe/Madrid");
  });
});
