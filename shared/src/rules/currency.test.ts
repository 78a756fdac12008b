import { describe, expect, it } from "vitest";
import { CURRENCY_CODES, currencyInfo, isCurrency, roundMoney } from "./currency";

describe("currencyInfo", () => {
  it.each(["EUR", "USD", "GBP", "CHF", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "RON", "MXN", "CNY", "JPY"])("knows %s", (code) => {
    expect(currencyInfo(code).code).toBe(code);
  });
  it("gives the symbol and decimals of a currency", () => {
    expect(currencyInfo("GBP")).toEqual({ code: "GBP", symbol: "£", decimals: 2 });
    expect(currencyInfo("JPY").decimals).toBe(0);
  });
  it("reads a code in any case", () => {
    expect(currencyInfo("usd").code).toBe("USD");
  });
  it.each(["XYZ", "", null, undefined])("falls back to EUR for %j", (code) => {
    expect(currencyInfo(code)).toEqual({ code: "EUR", symbol: "€", decimals: 2 });
  });
  it("lists each code once", () => {
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
  });
});

describe("isCurrency", () => {
  it("accepts a known upper-case code and refuses others", () => {
    expect(isCurrency("SEK")).toBe(true);
    expect(isCurrency("sek")).toBe(false);
    expect(isCurrency(42)).toBe(false);
  });
});

describe("roundMoney", () => {
  it("rounds half up where binary floats would round down", () => {
    expect(roundMoney(1.005, "EUR")).toBe(1.01);
    expect(roundMoney(2.675, "EUR")).toBe(2.68);
  });
  it("rounds 0.1 + 0.2 to 0.3", () => {
    expect(roundMoney(0.1 + 0.2, "EUR")).toBe(0.3);
  });
  it("rounds to whole units for a currency without decimals", () => {
    expect(roundMoney(1234.5, "JPY")).toBe(1235);
  });
  it("rounds negative amounts half away from zero", () => {
    expect(roundMoney(-1.005, "EUR")).toBe(-1.01);
  });
  it("uses two decimals for an unknown currency", () => {
    expect(roundMoney(3.14159, "XYZ")).toBe(3.14);
  });
  it("handles amounts written in exponent notation", () => {
    expect(roundMoney(1e-7, "EUR")).toBe(0);
    expect(roundMoney(1e21, "EUR")).toBe(1e21);
  });
  it("never answers minus zero", () => {
    expect(Object.is(roundMoney(-0.001, "EUR"), 0)).toBe(true);
  });
  it("returns a non-finite amount unchanged", () => {
    expect(roundMoney(Number.NaN, "EUR")).toBeNaN();
  });
});
