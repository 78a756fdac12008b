import "./frontendTestProject";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import type { FrontendSettings, I18nSettings } from "@comanda/shared";
import { clearProject, createStaff, db, registeredOwner, testApp } from "../test/emulator";

beforeEach(clearProject);

const i18n: I18nSettings = {
  defaultLanguage: "es",
  languages: [
    { language: "es", enabled: true },
    { language: "ca", enabled: true },
    { language: "en", enabled: true },
  ],
  hideTranslationTabs: true,
  enableAutomaticTranslation: true,
};
const body: FrontendSettings = { i18n };

const save = (token: string, sent: unknown) => request(testApp()).post("/api/settings/frontend").set("Authorization", `Bearer ${token}`).send(sent as object);
const stored = async (companyId: string) => (await db.collection("companySettings").doc(companyId).get()).data() ?? {};
const errorOf = (res: request.Response) => (res.body as { error: { code: string; fields?: Record<string, string[]> } }).error;

const storedLanguages = [
  { language: "de", enabled: false },
  { language: "en", enabled: true },
  { language: "es", enabled: true },
  { language: "ca", enabled: true },
  { language: "fr", enabled: false },
  { language: "nl", enabled: false },
  { language: "zh", enabled: false },
];

describe("POST /api/settings/frontend", () => {
  it("stores the content languages, tabs and automatic translation, and leaves the other settings", async () => {
    const owner = await registeredOwner();
    await db.collection("companySettings").doc(owner.uid).set({ currency: "GBP" }, { merge: true });
    const res = await save(owner.token, body);
    expect(res.status).toBe(200);
    const expected = { ...i18n, languages: storedLanguages };
    expect(res.body).toEqual({ data: { settings: { i18n: expected } } });
    expect(await stored(owner.uid)).toMatchObject({ i18n: expected, currency: "GBP", companyId: owner.uid });
  });

  it("replaces the languages as a whole: a language switched off is off", async () => {
    const owner = await registeredOwner();
    expect((await save(owner.token, body)).status).toBe(200);
    const fewer = { i18n: { ...i18n, languages: [{ language: "es", enabled: true }] } };
    expect((await save(owner.token, fewer)).status).toBe(200);
    const languages = (await stored(owner.uid)).i18n.languages as { language: string; enabled: boolean }[];
    expect(languages.filter((l) => l.enabled).map((l) => l.language)).toEqual(["es"]);
  });

  it("refuses no enabled language and a default language that is not enabled, and stores nothing", async () => {
    const owner = await registeredOwner();
    const before = await stored(owner.uid);
    const none = await save(owner.token, { i18n: { ...i18n, languages: i18n.languages.map((l) => ({ ...l, enabled: false })) } });
    expect(none.status).toBe(400);
    expect(errorOf(none)).toEqual({ code: "validation", fields: { "i18n.languages": ["languages-none-enabled"] } });
    const notEnabled = await save(owner.token, { i18n: { ...i18n, defaultLanguage: "fr" } });
    expect(errorOf(notEnabled)).toEqual({ code: "validation", fields: { "i18n.defaultLanguage": ["language-default-not-enabled"] } });
    expect(await stored(owner.uid)).toEqual(before);
  });

  it("refuses an unknown language and fields of other screens", async () => {
    const owner = await registeredOwner();
    const res = await save(owner.token, { i18n: { ...i18n, languages: [{ language: "pt", enabled: true }] }, currency: "USD" });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields).toEqual({ "i18n.languages.0.language": ["enum"], currency: ["unknown-field"] });
  });

  it("is open to staff with the settings permission", async () => {
    const owner = await registeredOwner();
    const staff = await createStaff(owner.uid, ["settings"]);
    expect((await save(staff.token, body)).status).toBe(200);
    expect((await stored(owner.uid)).i18n.defaultLanguage).toBe("es");
  });

  it("is forbidden to staff without the settings permission", async () => {
    const owner = await registeredOwner();
    const staff = await createStaff(owner.uid, ["products", "orders"]);
    const res = await save(staff.token, body);
    expect(res.status).toBe(403);
    expect(errorOf(res).code).toBe("forbidden");
    expect((await stored(owner.uid)).i18n?.defaultLanguage).not.toBe("es");
  });

  it("writes only the caller's company", async () => {
    const owner = await registeredOwner("Bar Ana");
    const other = await registeredOwner("Bar Luis");
    const before = await stored(other.uid);
    expect((await save(owner.token, body)).status).toBe(200);
    expect(await stored(other.uid)).toEqual(before);
  });
});
