// The automatic-translation trigger, wrapped with firebase-functions-test against the Firestore emulator,
// with the real Cloud Translation client talking HTTP to the local stand-in (standIn.ts).
import "./testProject";
import type { Timestamp } from "firebase-admin/firestore";
import functionsTest from "firebase-functions-test";
import { onDocumentWritten } from "firebase-functions/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultCompanySettings, type AutoTranslatedCollection, type I18nSettings, type LanguageCode } from "@comanda/shared";
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
    expect(standIn.requests.map((r) => r.format)).toEqual(["html"]);
    await trigger("categories")(await saved("c1", null, { companyId: COMPANY, name: { en: "Drinks" }, sortOrder: 1000 }, "event-7", "categories"));
    expect((await stored("c1", "categories")).name).toEqual({ en: "Drinks", es: "Bebidas" });
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
