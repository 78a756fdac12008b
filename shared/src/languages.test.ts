import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, localized, pickLanguage } from "./languages";

describe("languages", () => {
  it("has the seven languages with English as default", () => {
    expect([...LANGUAGES]).toEqual(["de", "en", "es", "ca", "fr", "nl", "zh"]);
    expect(DEFAULT_LANGUAGE).toBe("en");
  });
  it("knows a supported code and refuses others", () => {
    expect(isLanguage("ca")).toBe(true);
    expect(isLanguage("pt")).toBe(false);
    expect(isLanguage("EN")).toBe(false);
  });
});

describe("pickLanguage", () => {
  it("takes the first supported browser language by its base code", () => {
    expect(pickLanguage(["pt-BR", "es-ES", "en"])).toBe("es");
  });
  it("reads region and script tags in any case", () => {
    expect(pickLanguage(["ZH-Hant-TW"])).toBe("zh");
    expect(pickLanguage(["nl_BE"])).toBe("nl");
  });
  it("falls back to English", () => {
    expect(pickLanguage(["pt", "ja"])).toBe("en");
    expect(pickLanguage([])).toBe("en");
  });
});

describe("localized", () => {
  it("gives the text of the wanted language", () => {
    expect(localized({ en: "Drinks", es: "Bebidas" }, "es")).toBe("Bebidas");
  });
  it("falls back to the default language, then to any text", () => {
    expect(localized({ en: "Drinks" }, "fr")).toBe("Drinks");
    expect(localized({ de: "Getränke", es: "" }, "es")).toBe("Getränke");
  });
  it("uses the given fallback language before any other", () => {
    expect(localized({ de: "Getränke", ca: "Begudes" }, "fr", "ca")).toBe("Begudes");
  });
  it("passes a plain string through and gives empty text for nothing", () => {
    expect(localized("Table 1", "es")).toBe("Table 1");
    expect(localized(null, "es")).toBe("");
    expect(localized({}, "es")).toBe("");
  });
});
