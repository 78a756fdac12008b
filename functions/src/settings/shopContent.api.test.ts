// GET /api/shops/:slug: the pages and stories a zone shows, in the shop's language (spec §3, issue 23).
import "./testProject";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { defaultCompanySettings, zoneDefaults, type ContentEntryData, type LanguageCode, type ShopAnswer, type ZoneData } from "@comanda/shared";
import { clearProject, db, testApp } from "../test/emulator";

beforeEach(clearProject);

/** A company found by its slug (companies older than slug claims are found by their info), seeded directly: no registration. */
async function company(id: string, defaultLanguage: LanguageCode, enabled: LanguageCode[], zones: Record<string, Partial<ZoneData>>, defaultZoneId: string | null) {
  const batch = db.batch();
  batch.set(db.collection("companyInfos").doc(id), { slug: id });
  const i18n = { defaultLanguage, languages: enabled.map((language) => ({ language, enabled: true })), hideTranslationTabs: false, enableAutomaticTranslation: false };
  batch.set(db.collection("companySettings").doc(id), defaultCompanySettings({ companyId: id, defaultZoneId, i18n }));
  for (const [zoneId, zone] of Object.entries(zones)) batch.set(db.collection("zones").doc(zoneId), { ...zoneDefaults(), companyId: id, name: zoneId, ...zone });
  await batch.commit();
}

const entry = (companyId: string, sortOrder: number, title: ContentEntryData["title"], content: ContentEntryData["content"] = {}): ContentEntryData => ({ companyId, name: String(title.en ?? title.ca), sortOrder, title, content, picture: null, showInNavigation: true });

async function put(collection: "pages" | "stories", docs: Record<string, ContentEntryData>) {
  await Promise.all(Object.entries(docs).map(([id, data]) => db.collection(collection).doc(id).set(data)));
}

async function shop(path: string, acceptLanguage?: string): Promise<{ status: number; data: ShopAnswer }> {
  const call = request(testApp()).get(`/api/shops/${path}`);
  const res = acceptLanguage ? await call.set("Accept-Language", acceptLanguage) : await call;
  return { status: res.status, data: (res.body as { data: ShopAnswer }).data };
}

describe("GET /api/shops/:slug: pages and stories", () => {
  it("shows what each zone's rules choose, all in the default zone with unset rules, and never another company's", async () => {
    await company("bar-ana", "en", ["en"], {
      terrace: { pagesVisibilityRule: "onlySelected", pagesVisibilityConfig: ["about"], storiesVisibilityRule: "allExceptSelected", storiesVisibilityConfig: ["calcots"] },
      dining: {},
    }, "dining");
    await company("bar-luis", "en", ["en"], { luis: {} }, "luis");
    await put("pages", { about: entry("bar-ana", 2, { en: "About" }), allergens: entry("bar-ana", 1, { en: "Allergens" }), theirs: entry("bar-luis", 0, { en: "Luis's page" }) });
    await put("stories", { calcots: entry("bar-ana", 1, { en: "Calçots" }), summer: entry("bar-ana", 2, { en: "Summer" }), luis: entry("bar-luis", 0, { en: "Luis's story" }) });

    const terrace = await shop("bar-ana?zone=terrace");
    expect(terrace.status).toBe(200);
    expect(terrace.data).toMatchObject({ companyId: "bar-ana", zoneId: "terrace", language: "en" });
    expect(terrace.data.pages.map((p) => p.id)).toEqual(["about"]);
    expect(terrace.data.stories.map((s) => s.id)).toEqual(["summer"]);
    // No zone asked: the default one, whose unset rules show all, by sortOrder.
    const dining = await shop("bar-ana");
    expect(dining.data.zoneId).toBe("dining");
    expect(dining.data.pages.map((p) => p.id)).toEqual(["allergens", "about"]);
    expect(dining.data.stories.map((s) => s.id)).toEqual(["calcots", "summer"]);
    expect(JSON.stringify([terrace.data, dining.data])).not.toContain("Luis");
    // Another company's zone, a deleted or unknown one, is not found.
    await db.collection("zones").doc("dining").update({ archived: true });
    for (const zone of ["luis", "dining", "nowhere"]) expect((await shop(`bar-ana?zone=${zone}`)).status).toBe(404);
  });

  it("answers in the language asked for when the company offers it, else its default, which fills missing texts", async () => {
    await company("bar-ana", "ca", ["ca", "es", "de"], { dining: {} }, "dining");
    await put("pages", { about: entry("bar-ana", 0, { ca: "Qui som", es: "Quiénes somos" }, { ca: "<p>Cuinem</p>", de: "<p>Wir kochen</p>" }) });
    const page = (answer: { data: ShopAnswer }) => answer.data.pages[0];

    const es = await shop("bar-ana?lang=es");
    expect([es.data.language, page(es)]).toEqual(["es", { id: "about", title: "Quiénes somos", content: "<p>Cuinem</p>", picture: null, showInNavigation: true, sortOrder: 0 }]);
    // German from the browser's Accept-Language; French is not offered, so Catalan, the default.
    const de = await shop("bar-ana", "fr-CH, de;q=0.8");
    expect([de.data.language, page(de)?.title, page(de)?.content]).toEqual(["de", "Qui som", "<p>Wir kochen</p>"]);
    const fr = await shop("bar-ana?lang=fr");
    expect([fr.data.language, page(fr)?.title]).toEqual(["ca", "Qui som"]);
  });
});
