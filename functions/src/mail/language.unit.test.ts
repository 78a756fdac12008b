import { describe, expect, it } from "vitest";
import { acceptedLanguages, mailLanguage } from "./language";

describe("acceptedLanguages", () => {
  it("orders the tags by quality, keeping the header's order on ties", () => {
    expect(acceptedLanguages("en;q=0.5, fr-CH, de;q=0.9, fr")).toEqual(["fr-CH", "fr", "de", "en"]);
  });

  it("drops the wildcard and refused languages", () => {
    expect(acceptedLanguages("*, nl;q=0")).toEqual([]);
  });
});

describe("mailLanguage", () => {
  it("takes the language the client asked for", () => {
    expect(mailLanguage("ca", "de-DE")).toBe("ca");
  });

  it("else the first supported language of Accept-Language", () => {
    expect(mailLanguage(undefined, "it-IT, nl;q=0.8, en;q=0.5")).toBe("nl");
  });

  it("else English", () => {
    expect(mailLanguage(undefined, undefined)).toBe("en");
    expect(mailLanguage("klingon", "it")).toBe("en");
  });
});
