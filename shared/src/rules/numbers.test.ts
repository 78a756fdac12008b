import { describe, expect, it } from "vitest";
import { parseDecimal } from "./numbers";

describe("parseDecimal", () => {
  it.each([
    ["1,5", 1.5],
    ["1.5", 1.5],
    [" 2 ", 2],
    ["-3,25", -3.25],
    [",5", 0.5],
    ["10.", 10],
    ["0", 0],
  ])("reads %j as %d", (input, expected) => {
    expect(parseDecimal(input)).toBe(expected);
  });

  it.each(["abc", "", "   ", "1.2.3", "1,2,3", "1e3", "Infinity", "1 000", "12abc", "-", "."])("gives null for %j", (input) => {
    expect(parseDecimal(input)).toBeNull();
  });

  it("passes a finite number through and turns NaN into null", () => {
    expect(parseDecimal(4.2)).toBe(4.2);
    expect(parseDecimal(Number.NaN)).toBeNull();
  });

  it("gives null for null and undefined", () => {
    expect(parseDecimal(null)).toBeNull();
    expect(parseDecimal(undefined)).toBeNull();
  });
});
