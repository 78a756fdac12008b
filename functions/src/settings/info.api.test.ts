import "./testProject";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { defaultCompanySettings, zoneDefaults, type ContentEntryData, type InfoSettings, type LanguageCode, type ShopAnswer, type UploadLinkAnswer, type ZoneData } from "@comanda/shared";
import type { AppDeps } from "../deps";
import { resolveSlug } from "../company/slugClaims";
import { clearProject, createStaff, db, emulatorConfig, registeredOwner, testApp } from "../test/emulator";

beforeEach(clearProject);

const DAY = 24 * 60 * 60 * 1000;

const info = (slug: string, overrides: Partial<InfoSettings> = {}): InfoSettings => ({
  brandName: "Casa Pepe",
  companyname: "Pepe Restauración S.L.",
  firstname: "Pepe",
  lastname: "García",
  street: "Carrer de Mallorca 12",
  zip: "08013",
  city: "Barcelona",
  country: "ES",
  email: "hola@casapepe.es",
  phone: "+34 93 123 45 67",
  mobile: "",
  website: "casapepe.es",
  description: { es: "Tapas desde 1987" },
  picture: null,
  slug,
  customPrivacyUrl: "https://casapepe.es/privacidad",
  customTermsUrl: null,
  ...overrides,
});

const saveInfo = (token: string, body: unknown, given: Partial<AppDeps> = {}) =>
  request(testApp(given)).post("/api/settings/info").set("Authorization", `Bearer ${token}`).send(body as object);
const stored = async (companyId: string) => (await db.collection("companyInfos").doc(companyId).get()).data() ?? {};
const claim = async (slug: string) => (await db.collection("slugs").doc(slug).get()).data();
const errorOf = (res: request.Response) => (res.body as { error: { code: string; fields?: Record<string, string[]> } }).error;
const later = (days: number): Partial<AppDeps> => ({ clock: { now: () => new Date(Date.now() + days * DAY) } });

/** The first 24 bytes of a PNG (signature and IHDR with its size): all the server's check reads. */
function pngHeader(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(24);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(bytes);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

/** Uploads a file through an upload link as the admin does; answers its public URL. */
async function upload(token: string, file: Buffer, purpose: "logo" | "product-photo" = "logo"): Promise<string> {
  const link = await request(testApp()).post("/api/create-uploadlink/").set("Authorization", `Bearer ${token}`).set("Host", "127.0.0.1:5000").send({ type: "image/png", purpose });
  expect(link.status).toBe(200);
  const answer = (link.body as { data: UploadLinkAnswer }).data;
  const put = await request(testApp()).put(new URL(answer.url).pathname).set("Content-Type", "image/png").send(file);
  expect(put.status).toBe(200);
  return answer.publicUrl;
}

describe("POST /api/settings/info", () => {
  it("replaces the fields of the screen, stores links with their scheme and claims the slug", async () => {
    const owner = await registeredOwner("Casa Pepe");
    await db.collection("companyInfos").doc(owner.uid).set({ customDomains: [{ domain: "casapepe.es" }] }, { merge: true });
    const res = await saveInfo(owner.token, info("casa-pepe-bcn", { description: { es: "Tapas", en: "" } }));
    expect(res.status).toBe(200);
    const saved = { ...info("casa-pepe-bcn"), website: "https://casapepe.es", description: { es: "Tapas" } };
    expect(res.body).toEqual({ data: { info: saved } });
    const doc = await stored(owner.uid);
    expect(doc).toMatchObject({ ...saved, companyId: owner.uid, customDomains: [{ domain: "casapepe.es" }] });
    // The description is replaced as a whole: a removed language does not come back.
    expect(doc.description).toEqual({ es: "Tapas" });
    expect(await claim("casa-pepe-bcn")).toMatchObject({ companyId: owner.uid, current: true, expiresAt: null });
  });

  it("refuses the reserved slugs with slug-reserved and stores nothing", async () => {
    const owner = await registeredOwner();
    const before = await stored(owner.uid);
    for (const slug of ["admin", "site.webmanifest", "ca"]) {
      const res = await saveInfo(owner.token, info(slug));
      expect(res.status).toBe(400);
      expect(errorOf(res)).toEqual({ code: "validation", fields: { slug: ["slug-reserved"] } });
    }
    expect(await stored(owner.uid)).toEqual(before);
    expect(await claim("admin")).toBeUndefined();
  });

  it("refuses each field the screen would refuse with its code", async () => {
    const owner = await registeredOwner();
    const res = await saveInfo(
      owner.token,
      info("Casa Pepe", { companyname: " ", email: "hola@", phone: "ring us", country: "XX" as InfoSettings["country"], website: "ftp://casapepe.es", customPrivacyUrl: "javascript:alert(1)", customTermsUrl: "http://localhost/terms" }),
    );
    expect(res.status).toBe(400);
    expect(errorOf(res).fields).toEqual({
      companyname: ["required"],
      email: ["email"],
      phone: ["phone-invalid"],
      country: ["country-unknown"],
      website: ["link-protocol"],
      customPrivacyUrl: ["link-protocol"],
      customTermsUrl: ["link-blocked-host"],
      slug: ["slug-invalid"],
    });
  });

  it("refuses a body without every field, and fields the screen does not have", async () => {
    const owner = await registeredOwner();
    const { slug: _, ...withoutSlug } = info("x");
    expect(errorOf(await saveInfo(owner.token, withoutSlug)).fields).toEqual({ slug: ["required"] });
    expect(errorOf(await saveInfo(owner.token, { ...info("casa-pepe"), customDomains: [] })).fields).toEqual({ customDomains: ["unknown-field"] });
  });

  it("is open to staff with the settings permission", async () => {
    const owner = await registeredOwner();
    const staff = await createStaff(owner.uid, ["settings"]);
    expect((await saveInfo(staff.token, info("casa-pepe"))).status).toBe(200);
    expect((await stored(owner.uid)).slug).toBe("casa-pepe");
  });

  it("is forbidden to staff without the settings permission", async () => {
    const owner = await registeredOwner();
    const staff = await createStaff(owner.uid, ["products", "zones", "orders"]);
    const res = await saveInfo(staff.token, info("casa-pepe"));
    expect(res.status).toBe(403);
    expect(errorOf(res).code).toBe("forbidden");
    expect((await stored(owner.uid)).slug).toBe("bar-ana");
    expect(await claim("casa-pepe")).toBeUndefined();
  });

  it("writes only the caller's company", async () => {
    const owner = await registeredOwner("Bar Ana");
    const other = await registeredOwner("Bar Luis");
    const before = await stored(other.uid);
    expect((await saveInfo(owner.token, info("casa-pepe"))).status).toBe(200);
    expect(await stored(other.uid)).toEqual(before);
    expect(await claim("bar-luis")).toMatchObject({ companyId: other.uid, current: true });
  });
});

describe("the slug across companies", () => {
  it("of 10 companies saving the same slug at once, exactly one gets it; the others are told it is taken", async () => {
    const owners = [];
    for (let i = 0; i < 10; i++) owners.push(await registeredOwner(`Bar ${i}`));
    const answers = await Promise.all(owners.map((owner) => saveInfo(owner.token, info("la-plaza"))));
    const won = answers.filter((res) => res.status === 200);
    const lost = answers.filter((res) => res.status !== 200);
    if (won.length !== 1) console.error(answers.map((res) => [res.status, JSON.stringify(res.body)]));
    expect(won).toHaveLength(1);
    for (const res of lost) expect([res.status, errorOf(res)]).toEqual([400, { code: "validation", fields: { slug: ["slug-taken"] } }]);
    const holders = await db.collection("companyInfos").where("slug", "==", "la-plaza").get();
    expect(holders.size).toBe(1);
    expect((await claim("la-plaza"))?.companyId).toBe(holders.docs[0]!.id);
  });

  it("refuses a slug another company registered with", async () => {
    const owner = await registeredOwner("Bar Ana");
    await registeredOwner("Bar Luis");
    const res = await saveInfo(owner.token, info("bar-luis"));
    expect(errorOf(res)).toEqual({ code: "validation", fields: { slug: ["slug-taken"] } });
  });

  it("refuses a slug held by a company that predates slug claims", async () => {
    const owner = await registeredOwner("Bar Ana");
    await db.collection("companyInfos").doc("old-company").set({ companyId: "old-company", brandName: "", companyname: "Old", slug: "el-viejo" });
    expect(errorOf(await saveInfo(owner.token, info("el-viejo"))).fields).toEqual({ slug: ["slug-taken"] });
  });

  it("keeps the old slug leading to the company for 90 days, then frees it", async () => {
    const owner = await registeredOwner("Bar Ana");
    const other = await registeredOwner("Bar Luis");
    expect((await saveInfo(owner.token, info("casa-pepe"))).status).toBe(200);
    expect(await resolveSlug(db, "bar-ana", new Date())).toEqual({ companyId: owner.uid, slug: "casa-pepe" });
    expect(await resolveSlug(db, "casa-pepe", new Date())).toEqual({ companyId: owner.uid, slug: "casa-pepe" });
    expect(await resolveSlug(db, "bar-ana", new Date(Date.now() + 89 * DAY))).toEqual({ companyId: owner.uid, slug: "casa-pepe" });
    // Meanwhile no other company may take it…
    expect(errorOf(await saveInfo(other.token, info("bar-ana", { companyname: "Bar Luis" }))).fields).toEqual({ slug: ["slug-taken"] });
    // …after 90 days it leads nowhere and can be claimed.
    expect(await resolveSlug(db, "bar-ana", new Date(Date.now() + 91 * DAY))).toBeNull();
    expect((await saveInfo(other.token, info("bar-ana", { companyname: "Bar Luis" }), later(91))).status).toBe(200);
    expect(await resolveSlug(db, "bar-ana", new Date(Date.now() + 91 * DAY))).toEqual({ companyId: other.uid, slug: "bar-ana" });
  });

  it("answers publicly which company a shop address leads to, a left one for 90 days, and not-found after", async () => {
    const owner = await registeredOwner("Bar Ana");
    expect((await saveInfo(owner.token, info("casa-pepe"))).status).toBe(200);
    const shop = (slug: string, given: Partial<AppDeps> = {}) => request(testApp(given)).get(`/api/shops/${slug}`);
    // The answer also carries the zone's pages and stories (below).
    expect((await shop("casa-pepe")).body).toMatchObject({ data: { companyId: owner.uid, slug: "casa-pepe" } });
    expect((await shop("bar-ana")).body).toMatchObject({ data: { companyId: owner.uid, slug: "casa-pepe" } });
    const expired = await shop("bar-ana", later(91));
    expect([expired.status, expired.body]).toEqual([404, { error: { code: "not-found" } }]);
    expect((await shop("nobody-here")).status).toBe(404);
  });

  it("lets a company take back the slug it left", async () => {
    const owner = await registeredOwner("Bar Ana");
    expect((await saveInfo(owner.token, info("casa-pepe"))).status).toBe(200);
    expect((await saveInfo(owner.token, info("bar-ana"))).status).toBe(200);
    expect(await claim("bar-ana")).toMatchObject({ current: true, expiresAt: null });
    expect(await claim("casa-pepe")).toMatchObject({ companyId: owner.uid, current: false });
  });

  it("does not give a left slug to a new registration within the 90 days", async () => {
    const owner = await registeredOwner("Bar Ana");
    expect((await saveInfo(owner.token, info("casa-pepe"))).status).toBe(200);
    const newcomer = await registeredOwner("Bar Ana");
    expect((await stored(newcomer.uid)).slug).toBe("bar-ana-2");
  });
});

describe("the logo", () => {
  it("stores a square png of 527 px uploaded through the logo link", async () => {
    const owner = await registeredOwner();
    const picture = await upload(owner.token, pngHeader(527, 527));
    const res = await saveInfo(owner.token, info("bar-ana", { picture }));
    expect(res.status).toBe(200);
    expect((await stored(owner.uid)).picture).toBe(picture);
  });

  it("refuses a logo too small, not square, empty or damaged, and keeps the stored one", async () => {
    const owner = await registeredOwner();
    const cases: [Buffer, string][] = [
      [pngHeader(526, 526), "logo-too-small"],
      [pngHeader(800, 600), "logo-not-square"],
      [Buffer.alloc(0), "logo-damaged"],
      [pngHeader(600, 600).subarray(0, 12), "logo-damaged"],
      [Buffer.from("GIF89a not a png at all"), "logo-type"],
    ];
    for (const [file, code] of cases) {
      const picture = await upload(owner.token, file);
      const res = await saveInfo(owner.token, info("bar-ana", { picture }));
      expect([res.status, errorOf(res).fields]).toEqual([400, { picture: [code] }]);
    }
    expect((await stored(owner.uid)).picture).toBeNull();
  });

  it("refuses an outside address, a product photo and another company's logo as not found", async () => {
    const owner = await registeredOwner("Bar Ana");
    const other = await registeredOwner("Bar Luis");
    const photo = await upload(owner.token, pngHeader(800, 800), "product-photo");
    const theirs = await upload(other.token, pngHeader(800, 800));
    for (const picture of ["https://example.com/logo.png", photo, theirs]) {
      expect(errorOf(await saveInfo(owner.token, info("bar-ana", { picture }))).fields).toEqual({ picture: ["logo-not-found"] });
    }
  });

  it("gives settings staff a logo link, but not staff with only the products permission", async () => {
    const owner = await registeredOwner();
    const settings = await createStaff(owner.uid, ["settings"]);
    const products = await createStaff(owner.uid, ["products"]);
    const link = (token: string) => request(testApp()).post("/api/create-uploadlink/").set("Authorization", `Bearer ${token}`).send({ type: "image/png", purpose: "logo" });
    expect((await link(settings.token)).status).toBe(200);
    expect((await link(products.token)).status).toBe(403);
    // …and a settings-only member gets no product photo link.
    const photo = await request(testApp()).post("/api/create-uploadlink/").set("Authorization", `Bearer ${settings.token}`).send({ type: "image/png", purpose: "product-photo" });
    expect(photo.status).toBe(403);
  });
});

// GET /api/shops/:slug: the pages and stories a zone shows, in the shop's language (spec §3, issue 23).
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

const customer = (companyId: string, lists: { displayedPages?: string[] | null; displayedStories?: string[] | null }, enabled = true) => ({
  companyId,
  name: "Marta",
  email: `marta-${companyId}@example.com`,
  enabled,
  addresses: [],
  ...lists,
});

async function shopAnswer(path: string, acceptLanguage?: string): Promise<{ status: number; data: ShopAnswer }> {
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

    const terrace = await shopAnswer("bar-ana?zone=terrace");
    expect(terrace.status).toBe(200);
    expect(terrace.data).toMatchObject({ companyId: "bar-ana", zoneId: "terrace", language: "en" });
    expect(terrace.data.pages.map((p) => p.id)).toEqual(["about"]);
    expect(terrace.data.stories.map((s) => s.id)).toEqual(["summer"]);
    // No zone asked: the default one, whose unset rules show all, by sortOrder.
    const dining = await shopAnswer("bar-ana");
    expect(dining.data.zoneId).toBe("dining");
    expect(dining.data.pages.map((p) => p.id)).toEqual(["allergens", "about"]);
    expect(dining.data.stories.map((s) => s.id)).toEqual(["calcots", "summer"]);
    expect(JSON.stringify([terrace.data, dining.data])).not.toContain("Luis");
    // Another company's zone, a deleted or unknown one, is not found.
    await db.collection("zones").doc("dining").update({ archived: true });
    for (const zone of ["luis", "dining", "nowhere"]) expect((await shopAnswer(`bar-ana?zone=${zone}`)).status).toBe(404);
  });

  it("answers in the language asked for when the company offers it, else its default, which fills missing texts", async () => {
    await company("bar-ana", "ca", ["ca", "es", "de"], { dining: {} }, "dining");
    await put("pages", { about: entry("bar-ana", 0, { ca: "Qui som", es: "Quiénes somos" }, { ca: "<p>Cuinem</p>", de: "<p>Wir kochen</p>" }) });
    const page = (answer: { data: ShopAnswer }) => answer.data.pages[0];

    const es = await shopAnswer("bar-ana?lang=es");
    expect([es.data.language, page(es)]).toEqual(["es", { id: "about", title: "Quiénes somos", content: "<p>Cuinem</p>", picture: null, showInNavigation: true, sortOrder: 0 }]);
    // German from the browser's Accept-Language; French is not offered, so Catalan, the default.
    const de = await shopAnswer("bar-ana", "fr-CH, de;q=0.8");
    expect([de.data.language, page(de)?.title, page(de)?.content]).toEqual(["de", "Qui som", "<p>Wir kochen</p>"]);
    const fr = await shopAnswer("bar-ana?lang=fr");
    expect([fr.data.language, page(fr)?.title]).toEqual(["ca", "Qui som"]);
  });

  it("applies the customer the catalogue names (?customer=<id>): their own lists; another company's, a disabled or unknown id is ignored", async () => {
    await company("bar-ana", "en", ["en"], { dining: { pagesVisibilityRule: "onlySelected", pagesVisibilityConfig: ["about"] } }, "dining");
    await company("bar-luis", "en", ["en"], { luis: {} }, "luis");
    await put("pages", { about: entry("bar-ana", 1, { en: "About" }), wholesale: entry("bar-ana", 2, { en: "Wholesale prices" }), theirs: entry("bar-luis", 0, { en: "Luis's page" }) });
    await put("stories", { summer: entry("bar-ana", 1, { en: "Summer" }), winter: entry("bar-ana", 2, { en: "Winter" }) });
    const batch = db.batch();
    batch.set(db.collection("customers").doc("Xq7mB2nKp9LrT4vW8yZa"), customer("bar-ana", { displayedPages: ["wholesale"], displayedStories: ["winter"] }));
    batch.set(db.collection("customers").doc("halfOwnLists0000000a"), customer("bar-ana", { displayedPages: null }));
    batch.set(db.collection("customers").doc("disabledCustomer0000"), customer("bar-ana", { displayedPages: ["wholesale"] }, false));
    // Bar Luis's customer naming Bar Ana's hidden page (and its own): an attacker's id from another company.
    batch.set(db.collection("customers").doc("luisCustomer00000000"), customer("bar-luis", { displayedPages: ["wholesale", "theirs"], displayedStories: [] }));
    await batch.commit();
    const ids = (answer: { data: ShopAnswer }) => [answer.data.pages.map((p) => p.id), answer.data.stories.map((s) => s.id)];

    const anonymous = await shopAnswer("bar-ana");
    expect(ids(anonymous)).toEqual([["about"], ["summer", "winter"]]);
    expect(ids(await shopAnswer("bar-ana?customer=Xq7mB2nKp9LrT4vW8yZa"))).toEqual([["wholesale"], ["winter"]]);
    // A list left unset (null) keeps the zone's rule for that kind.
    expect(ids(await shopAnswer("bar-ana?customer=halfOwnLists0000000a"))).toEqual([["about"], ["summer", "winter"]]);
    for (const id of ["luisCustomer00000000", "disabledCustomer0000", "nobody", "a%2Fb", "..", "__x__", ""]) {
      const answer = await shopAnswer(`bar-ana?customer=${id}`);
      expect([answer.status, answer.data], id).toEqual([200, anonymous.data]);
    }
  });

  it("limits the calls per caller: past the limit 429 rate-limited, whatever the caller puts left in X-Forwarded-For", async () => {
    await company("bar-ana", "en", ["en"], { dining: {} }, "dining");
    // A small limit for the test; mid-minute, so that no count is cut by a new window.
    const api = testApp({ clock: { now: () => new Date("2026-01-05T12:00:30.000Z") }, config: { ...emulatorConfig, shopCallLimit: { calls: 3, windowSeconds: 60 } } });
    const shop = (slug: string, forwardedFor: string) => request(api).get(`/api/shops/${slug}`).set("X-Forwarded-For", forwardedFor);
    // Unknown shops count too (trying slugs is limited as well).
    expect((await shop("bar-ana", "198.51.100.1, 203.0.113.9")).status).toBe(200);
    expect((await shop("nobody-here", "198.51.100.2, 203.0.113.9")).status).toBe(404);
    expect((await shop("bar-ana", "198.51.100.3, 203.0.113.9")).status).toBe(200);
    for (const forged of ["10.0.0.1, 203.0.113.9", "203.0.113.77,203.0.113.9", "203.0.113.9"]) {
      const res = await shop("bar-ana", forged);
      expect([res.status, errorOf(res).code], forged).toEqual([429, "rate-limited"]);
      expect(Number(res.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    }
    expect((await shop("bar-ana", "203.0.113.9, 203.0.113.10")).status).toBe(200);
  });
});
