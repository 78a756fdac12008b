import { describe, expect, it } from "vitest";
import type { I18nSettings } from "../entities/companySettings";
import {
  applicableTranslations,
  autoTranslationTargets,
  looksLikeHtml,
  planTranslations,
  storedTranslation,
  translatableTexts,
  translationUpdate,
  withinStoredLimits,
  type TranslationResult,
} from "./plan";
import { executableMarkup } from "../content/xssCorpus";

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

  it("takes a page's or story's title and content (its stored HTML), not its internal name", () => {
    const page = { name: "allergies", title: { en: "Allergies" }, content: { en: "<h2>Gluten</h2>" }, sortOrder: 1 };
    expect(translatableTexts("pages", page)).toEqual({ title: { en: "Allergies" }, content: { en: "<h2>Gluten</h2>" } });
    expect(translatableTexts("stories", { name: "terrace", title: { es: "La terraza" } })).toEqual({ title: { es: "La terraza" } });
  });
});

describe("a page's or story's translated content", () => {
  it("plans a new page's title and content from the language written, into the empty ones but Catalan", () => {
    const after = { title: { es: "Alergias" }, content: { es: "<p>Díganos</p>", en: "<p>Tell us</p>" } };
    expect(planTranslations(null, after, on)).toEqual([
      { path: "title", source: "es", text: "Alergias", targets: ["en", "de"] },
      { path: "content", source: "en", text: "<p>Tell us</p>", targets: ["de"] },
    ]);
    // A save that renders the same HTML again changes nothing, so nothing is translated again.
    expect(planTranslations(after, after, on)).toEqual([]);
  });

  it("is sent as HTML, a title as text", () => {
    expect([looksLikeHtml("<p>Tell <strong>us</strong></p>"), looksLikeHtml("Fish & chips < 10 €")]).toEqual([true, false]);
  });

  it("keeps the markup of the answer that the renderer allows, and stores its HTML, not the service's", () => {
    const answer = '<h2 style="color:red">Allergien</h2><ul><li><b>Gluten</b></li></ul><p><a href="https://example.com/a" onclick="x()">Gesetz</a></p>';
    expect(storedTranslation("pages", "content", answer)).toBe(
      '<h2>Allergien</h2><ul><li><p><strong>Gluten</strong></p></li></ul><p><a href="https://example.com/a" rel="noopener noreferrer nofollow" target="_blank">Gesetz</a></p>',
    );
  });

  it("stores nothing executable whatever the service answers, and no empty text", () => {
    const attack = '<p>Hallo</p><img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">Klick</a><svg onload=alert(1)>';
    const stored = storedTranslation("stories", "content", attack);
    expect(stored).toBe("<p>Hallo</p><p>Klick</p>");
    expect(executableMarkup(stored)).toEqual([]);
    expect(storedTranslation("stories", "content", "<script>alert(1)</script>")).toBe("");
    expect(applicableTranslations({ content: { en: "<p>Hi</p>" } }, [{ path: "content", source: "en", text: "<p>Hi</p>", target: "de", translated: "" }])).toEqual({});
  });

  it("leaves a title and a product's description as the service answered them (a title is shown as text)", () => {
    expect(storedTranslation("pages", "title", "Fish & <chips>")).toBe("Fish & <chips>");
    expect(storedTranslation("products", "content", "<p>x</p> [de]")).toBe("<p>x</p> [de]");
  });

  it("leaves the content untranslated when the languages together would pass the stored limit", () => {
    const big = `<p>${"a".repeat(460_000)}</p>`;
    const texts = { title: { en: "Big", de: "Groß" }, content: { en: big, de: big } };
    expect(withinStoredLimits("pages", texts)).toEqual({ title: { en: "Big", de: "Groß" } });
    const small = { content: { en: "<p>a</p>", de: "<p>b</p>" } };
    expect(withinStoredLimits("stories", small)).toBe(small);
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
