import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages";
import { normalizeSlug, slugError } from "./slug";

describe("normalizeSlug", () => {
  it("lowercases, strips accents and turns spaces into dashes", () => {
    expect(normalizeSlug("Café Olé Bar")).toBe("cafe-ole-bar");
  });
  it("turns ñ and ç into their base letters", () => {
    expect(normalizeSlug("Español Açaí")).toBe("espanol-acai");
  });
  it("drops signs and collapses repeated dashes", () => {
    expect(normalizeSlug("  Fish & Chips -- Bar!  ")).toBe("fish-chips-bar");
  });
  it("gives a slug that slugError accepts", () => {
    expect(slugError(normalizeSlug("La Tapería de Mª José"))).toBeNull();
  });
});

describe("slugError", () => {
  it.each(["admin", "assets", "favico", "js", "css", "site.webmanifest"])("refuses the reserved slug %s", (slug) => {
    expect(slugError(slug)).toBe("slug-reserved");
  });
  it.each([...LANGUAGES])("refuses the language code %s", (code) => {
    expect(slugError(code)).toBe("slug-reserved");
  });
  it("refuses a reserved slug in capitals as reserved", () => {
    expect(slugError("Admin")).toBe("slug-reserved");
  });
  it.each(["Bar", "my bar", "bar!", "-bar", "bar-", "bar--x", "", "café"])("refuses %j as invalid", (slug) => {
    expect(slugError(slug)).toBe("slug-invalid");
  });
  it("refuses a slug longer than 100 characters", () => {
    expect(slugError("a".repeat(101))).toBe("slug-invalid");
  });
  it("accepts lower-case letters, digits and inner dashes", () => {
    expect(slugError("bar-2-go")).toBeNull();
  });
  it("accepts a slug that only contains a reserved word", () => {
    expect(slugError("admin-bar")).toBeNull();
  });
});
