import { describe, expect, it } from "vitest";
import { formatDecimal, parseDecimal } from "./number";

describe("parseDecimal", () => {
  it("turns a comma into a dot", () => expect(parseDecimal("1,5")).toBe(1.5));
  it("reads a dot decimal", () => expect(parseDecimal("12.25")).toBe(12.25));
  it("reads a number still being typed ('1,')", () => expect(parseDecimal("1,")).toBe(1));
  it("gives null for text that is not a number", () => expect(parseDecimal("abc")).toBeNull());
  it("gives null for an empty input", () => expect(parseDecimal("  ")).toBeNull());
  it("gives null for two decimal separators", () => expect(parseDecimal("1.000,5")).toBeNull());
  it("accepts a sign and surrounding spaces", () => expect(parseDecimal(" -0,25 ")).toBe(-0.25));
  it("formats null as an empty input", () => expect(formatDecimal(null)).toBe(""));
});
