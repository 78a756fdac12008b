import { describe, expect, it } from "vitest";
import { COUNTRIES, isCountry } from "./countries";

describe("countries", () => {
  it("lists the 249 assigned ISO 3166-1 alpha-2 codes once each", () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES).size).toBe(249);
  });
  it("has a display name for every code", () => {
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    expect(COUNTRIES.filter((code) => names.of(code) === code)).toEqual([]);
  });
  it.each(["ES", "DE", "GB", "CN", "MX"])("accepts %s", (code) => {
    expect(isCountry(code)).toBe(true);
  });
  it.each(["es", "UK", "EU", "XK", "", "ESP", null, 34])("refuses %j", (value) => {
    expect(isCountry(value)).toBe(false);
  });
});
