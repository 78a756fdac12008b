import { describe, expect, it } from "vitest";
import type { I18nSettings } from "../entities/companySettings";
import {
  applicableTranslations,
  autoTranslationTargets,
  planTranslations,
  translatableTexts,
  translationUpdate,
  type TranslationResult,
} from "./plan";

const on: I18nSettings = {
  defaultLanguage: "en",
  languages: [
    { language: "en", enabled: true },
    { language: "es", enabled: true },
    { language: "ca", enabled: true },
    { language: "de", enabled: true },
    { language: "fr", enabled: false },
  ],
  hideTranslationTabs: false,
  enableAutomaticTranslation: true,
};

describe("the texts of a document", () => {
  it("takes a product's name, description and addon names by addon id", () => {
    const product = { name: { en: "Soup" }, description: { en: "<p>Hot</p>" }, addons: [{ id: "a1", name: { en: "Bread" }, price: 100 }], price: 500 };
    expect(translatableTexts("products", product)).toEqual({ name: { en: "Soup" }, description: { en: "<p>Hot</p>" }, "addons.a1.name": { en: "Bread" } });
  });

  it("takes only the name of a category, tag or course, and nothing of a deleted document", () => {
    expect(translatableTexts("categories", { name: { en: "Drinks" }, description: { en: "ignored" } })).toEqual({ name: { en: "Drinks" } });
    expect(translatableTexts("tags", null)).toEqual({});
  });
});

describe("which languages are filled", () => {
  it("never writes into Catalan, even when it is enabled", () => {
    expect(autoTranslationTargets(on)).toEqual(["en", "de", "es"]);
  });

  it("translates a new text into the enabled languages still empty, not into Catalan nor disabled ones", () => {
    expect(planTranslations(null, { name: { en: "Soup" } }, on)).toEqual([{ path: "name", source: "en", text: "Soup", targets: ["de", "es"] }]);
  });

  it("does nothing while automatic translation is off", () => {
    expect(planTranslations(null, { name: { en: "Soup" } }, { ...on, enableAutomaticTranslation: false })).toEqual([]);
    expect(planTranslations(null, { name: { en: "Soup" } }, null)).toEqual([]);
  });

  it("never overwrites a human's text", () => {
    expect(planTranslations(null, { name: { en: "Soup", es: "Sopa casera" } }, on)).toEqual([{ path: "name", source: "en", text: "Soup", targets: ["de"] }]);
    expect(planTranslations(null, { name: { en: "Soup", es: "Sopa", de: "Suppe" } }, on)).toEqual([]);
  });

  it("takes the language that changed as the source, not the unchanged default", () => {
    const before = { name: { en: "Soup", es: "Sopa" } };
    const after = { name: { en: "Soup", es: "Sopa del día" } };
    expect(planTranslations(before, after, on)).toEqual([{ path: "name", source: "es", text: "Sopa del día", targets: ["de"] }]);
  });

  it("prefers the default language when several changed", () => {
    expect(planTranslations(null, { name: { es: "Sopa", en: "Soup" } }, on)[0]?.source).toBe("en");
  });

  it("never translates from Catalan", () => {
    expect(planTranslations(null, { name: { ca: "Sopa de galets" } }, on)).toEqual([]);
    expect(planTranslations({ name: { en: "Soup", ca: "Sopa" } }, { name: { en: "Soup", ca: "Sopa nova" } }, on)).toEqual([]);
  });

  it("ignores a write that changed no text (e.g. a price) and a text emptied", () => {
    const texts = { name: { en: "Soup" } };
    expect(planTranslations(texts, texts, on)).toEqual([]);
    expect(planTranslations({ name: { en: "Soup" } }, { name: { en: "  " } }, on)).toEqual([]);
  });

  it("plans each changed text of a product on its own", () => {
    const before = { name: { en: "Soup" }, "addons.a1.name": { en: "Bread" } };
    const after = { name: { en: "Soup" }, "addons.a1.name": { en: "Bread" }, "addons.a2.name": { en: "Cheese" } };
    expect(planTranslations(before, after, on)).toEqual([{ path: "addons.a2.name", source: "en", text: "Cheese", targets: ["de", "es"] }]);
  });
});

describe("writing the translations", () => {
  const result = (target: "es" | "de", translated: string, path = "name"): TranslationResult => ({ path, source: "en", text: "Soup", target, translated });

  it("adds the translations to the current text", () => {
    expect(applicableTranslations({ name: { en: "Soup" } }, [result("es", "Sopa"), result("de", "Suppe")])).toEqual({ name: { en: "Soup", es: "Sopa", de: "Suppe" } });
  });

  it("keeps a target a human filled in the meantime", () => {
    expect(applicableTranslations({ name: { en: "Soup", es: "Sopa de la abuela" } }, [result("es", "Sopa"), result("de", "Suppe")])).toEqual({
      name: { en: "Soup", es: "Sopa de la abuela", de: "Suppe" },
    });
  });

  it("drops translations of a source a human changed in the meantime, and empty answers", () => {
    expect(applicableTranslations({ name: { en: "Tomato soup" } }, [result("es", "Sopa")])).toEqual({});
    expect(applicableTranslations({ name: { en: "Soup" } }, [result("es", " ")])).toEqual({});
    expect(applicableTranslations({}, [result("es", "Sopa")])).toEqual({});
  });

  it("puts addon names into their addons by id and keeps the other fields", () => {
    const data = { addons: [{ id: "a1", name: { en: "Bread" }, price: 100 }, { id: "a2", name: { en: "Cheese" }, price: 50 }] };
    const update = translationUpdate(data, { name: { en: "Soup", es: "Sopa" }, "addons.a2.name": { en: "Cheese", es: "Queso" } });
    expect(update).toEqual({
      name: { en: "Soup", es: "Sopa" },
      addons: [{ id: "a1", name: { en: "Bread" }, price: 100 }, { id: "a2", name: { en: "Cheese", es: "Queso" }, price: 50 }],
    });
  });
});
