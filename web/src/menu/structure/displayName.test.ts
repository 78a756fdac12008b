import { describe, expect, it } from "vitest";
import { cleanName, displayName } from "./displayName";

describe("displayName", () => {
  it("shows the name in the content language being edited", () => {
    expect(displayName({ en: "Starters", es: "Entrantes" }, "es", "en")).toEqual({ text: "Entrantes", fallback: false, missing: false, language: "es" });
  });

  it("falls back to the default language and marks it when the wanted one is missing", () => {
    expect(displayName({ en: "Starters" }, "es", "en")).toEqual({ text: "Starters", fallback: true, missing: false, language: "en" });
  });

  it("treats a blank translation as missing", () => {
    expect(displayName({ en: "Starters", es: "  " }, "es", "en")).toMatchObject({ text: "Starters", fallback: true });
  });

  it("takes any language when neither the wanted nor the default one has a name", () => {
    expect(displayName({ fr: "Entrées" }, "es", "en")).toEqual({ text: "Entrées", fallback: true, missing: false, language: "fr" });
  });

  it("reports a name missing in every language", () => {
    expect(displayName({}, "en", "en").missing).toBe(true);
    expect(displayName(undefined, "en", "en").missing).toBe(true);
  });

  it("shows a plain string name of older data as it is", () => {
    expect(displayName("Drinks", "es", "en")).toEqual({ text: "Drinks", fallback: false, missing: false, language: null });
  });
});

describe("cleanName", () => {
  it("trims the texts and leaves out empty languages", () => {
    expect(cleanName({ en: " Desserts ", es: "", de: "   ", fr: "Desserts" })).toEqual({ en: "Desserts", fr: "Desserts" });
  });
});
