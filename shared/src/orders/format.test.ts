// Money, rates and times as receipts and tickets write them.
import { describe, expect, it } from "vitest";
import { formatDateTime, formatMoney, formatRate, formatTime } from "./format";

describe("order formatting", () => {
  it("writes money in the currency's decimals and the language's way", () => {
    expect(formatMoney(19, "EUR", "de")).toBe("19,00\u00a0€");
    expect(formatMoney(1250, "JPY", "en")).toBe("JP¥1,250");
  });

  it("writes a VAT rate with the language's decimal separator", () => {
    expect(formatRate(5.5, "fr")).toBe("5,5");
  });

  it("writes instants in the company's time zone, an invalid one as nothing", () => {
    expect(formatDateTime("2026-05-01T11:05:00.000Z", "Europe/Madrid", "en")).toBe("01/05/2026, 13:05");
    expect(formatTime("2026-05-01T11:05:00.000Z", "Asia/Shanghai", "en")).toBe("19:05");
    expect(formatTime("not a date", "UTC", "en")).toBe("");
  });
});
