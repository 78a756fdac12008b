import { describe, expect, it } from "vitest";
import { fromMinorUnits, fromStripeAmount, minorUnitDigits, stripeCurrency, toMinorUnits, toStripeAmount } from "./money";

describe("minorUnitDigits", () => {
  it.each([
    ["EUR", 2],
    ["usd", 2],
    ["JPY", 0],
    ["KRW", 0],
    ["ISK", 0],
    ["KWD", 3],
    ["BHD", 3],
    ["XYZ", 2],
    [null, 2],
  ] as const)("%s has %i", (code, digits) => {
    expect(minorUnitDigits(code)).toBe(digits);
  });
});

describe("toMinorUnits", () => {
  it("counts cents of a two-decimal currency", () => {
    expect(toMinorUnits(12.5, "EUR")).toBe(1250);
    expect(toMinorUnits(0.1 + 0.2, "EUR")).toBe(30);
    expect(toMinorUnits(19.99, "USD")).toBe(1999);
  });
  it("rounds half a cent away from zero where binary floats would round down", () => {
    expect(toMinorUnits(1.005, "EUR")).toBe(101);
    expect(toMinorUnits(2.675, "EUR")).toBe(268);
    expect(toMinorUnits(0.015, "EUR")).toBe(2);
    expect(toMinorUnits(-1.005, "EUR")).toBe(-101);
    expect(toMinorUnits(1.004, "EUR")).toBe(100);
  });
  it("keeps whole units of a zero-decimal currency", () => {
    expect(toMinorUnits(500, "JPY")).toBe(500);
    expect(toMinorUnits(1234.5, "JPY")).toBe(1235);
    expect(toMinorUnits(15000, "KRW")).toBe(15000);
    expect(toMinorUnits(-0.4, "KRW")).toBe(0);
  });
  it("counts thousandths of a three-decimal currency", () => {
    expect(toMinorUnits(1.25, "KWD")).toBe(1250);
    expect(toMinorUnits(1.2345, "KWD")).toBe(1235);
    expect(toMinorUnits(0.001, "BHD")).toBe(1);
  });
  it("refuses an amount that is not a number", () => {
    expect(() => toMinorUnits(Number.NaN, "EUR")).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY, "EUR")).toThrow(RangeError);
  });
});

describe("fromMinorUnits", () => {
  it("is the inverse of toMinorUnits", () => {
    expect(fromMinorUnits(1250, "EUR")).toBe(12.5);
    expect(fromMinorUnits(101, "EUR")).toBe(1.01);
    expect(fromMinorUnits(500, "JPY")).toBe(500);
    expect(fromMinorUnits(1235, "KWD")).toBe(1.235);
    expect(fromMinorUnits(0, "EUR")).toBe(0);
  });
  it("round-trips every cent amount up to 100 EUR exactly", () => {
    for (let cents = 0; cents <= 10_000; cents += 1) expect(toMinorUnits(fromMinorUnits(cents, "EUR"), "EUR")).toBe(cents);
  });
});

describe("Stripe amounts", () => {
  it("are the minor unit for ordinary and zero-decimal currencies", () => {
    expect(toStripeAmount(12.5, "EUR")).toBe(1250);
    expect(toStripeAmount(500, "JPY")).toBe(500);
    expect(fromStripeAmount(1250, "EUR")).toBe(12.5);
    expect(fromStripeAmount(500, "JPY")).toBe(500);
  });
  it("end in 0 for three-decimal currencies (Stripe refuses others)", () => {
    expect(toStripeAmount(1.2345, "KWD")).toBe(1230);
    expect(toStripeAmount(1.235, "KWD")).toBe(1240);
    expect(fromStripeAmount(1240, "KWD")).toBe(1.24);
  });
  it("are whole units in hundredths for ISK (Stripe's special case)", () => {
    expect(toStripeAmount(5, "ISK")).toBe(500);
    expect(toStripeAmount(5.5, "ISK")).toBe(600);
    expect(fromStripeAmount(500, "ISK")).toBe(5);
  });
  it("name the currency in lower case", () => {
    expect(stripeCurrency("EUR")).toBe("eur");
    expect(stripeCurrency(" jpy ")).toBe("jpy");
  });
});
