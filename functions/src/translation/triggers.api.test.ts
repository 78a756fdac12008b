// The automatic-translation trigger, wrapped with firebase-functions-test against the Firestore emulator,
// with the real Cloud Translation client talking HTTP to the local stand-in (standIn.ts).
import "./testProject";
import type { Timestamp } from "firebase-admin/firestore";
import functionsTest from "firebase-functions-test";
import { onDocumentWritten } from "firebase-functions/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultCompanySettings, renderRichText, type AutoTranslatedCollection, type I18nSettings, type LanguageCode, type RichTextDoc } from "@comanda/shared";
import { clearProject, db, PROJECT_ID } from "../test/emulator";
import { fixedClock } from "../test/standIns";
import { failureNotificationId, TRANSLATION_RUNS } from "./autoTranslate";
import { TranslateStandIn } from "../../tools/translate";
import { translationOnWrite } from "./triggers";
import { cloudTranslator } from "./translator";

const fft = functionsTest({ projectId: PROJECT_ID });
const standIn = new TranslateStandIn();
let baseUrl = "";

beforeAll(async () => {
  baseUrl = await standIn.start();
});
afterAll(async () => {
  await standIn.stop();
  fft.cleanup();
});
beforeEach(async () => {
  standIn.requests.length = 0;
  standIn.failAlways(null);
  await clearProject();
});

const COMPANY = "company-translation";

function i18n(languages: LanguageCode[], enableAutomaticTranslation = true): I18nSettings {
  return { defaultLanguage: languages[0]!, languages: languages.map((language) => ({ language, enabled: true })), hideTranslationTabs: false, enableAutomaticTranslation };
}

async function company(settings: I18nSettings): Promise<void> {
  await db.collection("companySettings").doc(COMPANY).set({ ...defaultCompanySettings(), companyId: COMPANY, i18n: settings });
}

const product = (name: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  companyId: COMPANY,
  sortOrder: 1000,
  type: "regular",
  name,
  categoryId: null,
  hidden: false,
  tags: [],
  price: 450,
  vat: 10,
  addons: [],
  slots: [],
  optionBlocks: [],
  ...extra,
});

function trigger(collection: AutoTranslatedCollection = "products") {
  const deps = () => ({ db, clock: fixedClock, translator: async () => cloudTranslator({ apiKey: "test-key", baseUrl }) });
  return fft.wrap(onDocumentWritten({ document: `${collection}/{docId}` }, translationOnWrite(collection, deps)));
}

/** Stores `after` (as the save did) and answers the event of the write from `before`. */
async function saved(id: string, before: Record<string, unknown> | null, after: Record<string, unknown>, eventId: string, collection: AutoTranslatedCollection = "products") {
  await db.collection(collection).doc(id).set(after);
  const path = `${collection}/${id}`;
  const beforeSnap = before ? fft.firestore.makeDocumentSnapshot(before, path) : fft.firestore.makeDocumentSnapshot({}, path);
  return { id: eventId, data: fft.makeChange(beforeSnap, fft.firestore.makeDocumentSnapshot(after, path)), params: { docId: id } };
}

const stored = async (id: string, collection = "products") => (await db.collection(collection).doc(id).get()).data() ?? {};

describe("automatic translation after a save", () => {
  it("fills the empty enabled languages of a new product's name through the Cloud Translation client", async () => {
    await company(i18n(["en", "es", "de"]));
    await trigger()(await saved("p1", null, product({ en: "Soup" }), "event-1"));
    expect((await stored("p1")).name).toEqual({ en: "Soup", es: "Sopa", de: "Suppe" });
    expect(standIn.requests.map((r) => [r.key, r.source, r.target, r.q, r.format])).toEqual([
      ["test-key", "en", "de", ["Soup"], "text"],
      ["test-key", "en", "es", ["Soup"], "text"],
    ]);
  });

  it("translates once per change: a redelivered event calls the service and writes nothing again", async () => {
    await company(i18n(["en", "es"]));
    const event = await saved("p1", null, product({ en: "Soup" }), "event-2");
    await trigger()(event);
    // Meanwhile the owner corrects the machine's Spanish; the redelivery must not touch it.
    await db.collection("products").doc("p1").update({ "name.es": "Sopa del día" });
    await trigger()(event);
    expect(standIn.requests).toHaveLength(1);
    expect((await stored("p1")).name).toEqual({ en: "Soup", es: "Sopa del día" });
    // The marker that stops the redelivery is deleted by Firestore's TTL policy after 30 days.
    const marker = (await db.collection(TRANSLATION_RUNS).doc("event-2").get()).data();
    expect(marker).toMatchObject({ companyId: COMPANY, collection: "products", documentId: "p1", status: "translated", paths: ["name"] });
    expect((marker?.expireAt as Timestamp).toDate().toISOString()).toBe("2025-03-31T12:00:00.000Z");
  });

  it("never overwrites a human's text, also one typed while the translation ran", async () => {
    await company(i18n(["en", "es", "de", "fr"]));
    const event = await saved("p1", null, product({ en: "Soup", es: "Sopa de la abuela" }), "event-3");
    // The event saw German empty; a human filled it before the translation was written.
    await db.collection("products").doc("p1").update({ "name.de": "Omas Suppe" });
    await trigger()(event);
    expect(standIn.requests.map((r) => r.target).sort()).toEqual(["de", "fr"]);
    expect((await stored("p1")).name).toEqual({ en: "Soup", es: "Sopa de la abuela", de: "Omas Suppe", fr: "Soupe" });
  });

  it("never translates into or from Catalan", async () => {
    await company(i18n(["ca", "en", "es"]));
    await trigger()(await saved("p1", null, product({ ca: "Sopa de galets" }), "event-4"));
    expect(standIn.requests).toEqual([]);
    await trigger()(await saved("p2", null, product({ en: "Soup" }), "event-5"));
    expect(standIn.requests.map((r) => r.target)).toEqual(["es"]);
    expect((await stored("p2")).name).toEqual({ en: "Soup", es: "Sopa" });
  });

  it("translates addon names and a rich-text description (as HTML), and a category's name", async () => {
    await company(i18n(["en", "es"]));
    const after = product({ en: "Soup" }, { description: { en: "<p>Hot <b>soup</b></p>" }, addons: [{ id: "a1", name: { en: "Bread" }, price: 100 }] });
    await trigger()(await saved("p1", null, after, "event-6"));
    const data = await stored("p1");
    expect(data.addons).toEqual([{ id: "a1", name: { en: "Bread", es: "Pan" }, price: 100 }]);
    expect(data.description).toEqual({ en: "<p>Hot <b>soup</b></p>", es: "<p>Hot <b>soup</b></p> [es]" });
    // The plain names and the HTML go apart: a name sent as HTML would come back with its "&" escaped.
    expect(standIn.requests.map((r) => [r.format, r.q])).toEqual([
      ["text", ["Soup", "Bread"]],
      ["html", ["<p>Hot <b>soup</b></p>"]],
    ]);
    await trigger("categories")(await saved("c1", null, { companyId: COMPANY, name: { en: "Drinks" }, sortOrder: 1000 }, "event-7", "categories"));
    expect((await stored("c1", "categories")).name).toEqual({ en: "Drinks", es: "Bebidas" });
  });

  it("translates a page's title and content, the content back through the server's renderer: markup kept, an XSS answer defused", async () => {
    await company(i18n(["en", "ca", "de", "es"]));
    const doc: RichTextDoc = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Allergies" }] },
        { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Gluten", marks: [{ type: "bold" }] }] }] }] },
        { type: "paragraph", content: [{ type: "text", text: "The law", marks: [{ type: "link", attrs: { href: "https://example.com/law" } }] }] },
      ],
    };
    const html = renderRichText(doc);
    // The Spanish title is a human's: kept, and never sent.
    const page = { companyId: COMPANY, name: "allergies", picture: null, sortOrder: 1000, showInNavigation: true, title: { en: "Allergies", es: "Nuestras alergias" }, content: { en: html } };
    const attack = '<h2 onclick="alert(1)">Allergien</h2><img src=x onerror=alert(1)><script>alert(1)</script><ul><li><b>Gluten</b></li></ul><p><a href="javascript:alert(1)">Gesetz</a> <a href="https://example.com/law" style="x">EU</a></p>';
    const answer = (translatedText: string) => ({ status: 200, body: { data: { translations: [{ translatedText }] } } });
    standIn.answerWith(answer("Allergien"), answer(attack));
    await trigger("pages")(await saved("pg1", null, page, "event-page", "pages"));
    expect(standIn.requests.map((r) => [r.target, r.format, r.q])).toEqual([
      ["de", "text", ["Allergies"]],
      ["de", "html", [html]],
      ["es", "html", [html]],
    ]);
    const data = await stored("pg1", "pages");
    expect(data.title).toEqual({ en: "Allergies", es: "Nuestras alergias", de: "Allergien" });
    const content = data.content as Record<string, string>;
    expect(Object.keys(content).sort()).toEqual(["de", "en", "es"]);
    expect(content.de).toBe('<h2>Allergien</h2><ul><li><p><strong>Gluten</strong></p></li></ul><p>Gesetz <a href="https://example.com/law" rel="noopener noreferrer nofollow" target="_blank">EU</a></p>');
    // The stand-in marks its Spanish "translation" after the markup it was given: the markup comes back whole.
    expect(content.es).toBe(`${html}<p>[es]</p>`);
  });

  it("does nothing while automatic translation is off, nor for a save that changed no text", async () => {
    await company(i18n(["en", "es"], false));
    await trigger()(await saved("p1", null, product({ en: "Soup" }), "event-8"));
    await company(i18n(["en", "es"]));
    await trigger()(await saved("p2", product({ en: "Soup" }), product({ en: "Soup" }, { price: 500 }), "event-9"));
    expect(standIn.requests).toEqual([]);
    expect((await stored("p1")).name).toEqual({ en: "Soup" });
  });

  it("when the service fails, keeps the save as it is and notifies the owner once", async () => {
    await company(i18n(["en", "es"]));
    standIn.failAlways({ status: 403, body: { error: { code: 403, message: "API key not valid.", status: "PERMISSION_DENIED" } } });
    const event = await saved("p1", null, product({ en: "Soup" }), "event-10");
    await expect(trigger()(event)).resolves.toBeUndefined();
    await trigger()(event);
    expect((await stored("p1")).name).toEqual({ en: "Soup" });
    expect(standIn.requests).toHaveLength(1);
    const notices = await db.collection("notifications").where("userId", "==", COMPANY).get();
    expect(notices.docs.map((d) => [d.id, d.get("message"), d.get("about"), d.get("read")])).toEqual([[failureNotificationId("event-10"), "translation-failed", "Soup", false]]);
  });
});
