// The content languages and automatic translation (companySettings.i18n) are saved through
// /api/settings/frontend only, which runs the screen's checks: every client write that changes them is refused.
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { doc, getDoc, setDoc, updateDoc, type DocumentData } from "firebase/firestore";
import { defaultCompanySettings, defaultI18nSettings } from "@comanda/shared";
import { Clients, COMPANY_A, COMPANY_B, seed, startRulesEnvironment, type Identity } from "./rulesEnv";

let env: RulesTestEnvironment;
let clients: Clients;

beforeAll(async () => {
  env = await startRulesEnvironment("demo-frontend-settings-rules");
  clients = new Clients(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const ownerA: Identity = { uid: COMPANY_A, claims: { companyId: COMPANY_A, owner: true } };
const managerA: Identity = { uid: "manager-a", claims: { companyId: COMPANY_A, permissions: ["settings"] } };
const waiterA: Identity = { uid: "waiter-a", claims: { companyId: COMPANY_A, permissions: ["orders", "products"] } };
const ownerB: Identity = { uid: COMPANY_B, claims: { companyId: COMPANY_B, owner: true } };

const settingsOf = (who: Identity, companyId = COMPANY_A) => doc(clients.as(who), `companySettings/${companyId}`);
const merge = (who: Identity, data: DocumentData, companyId = COMPANY_A) => setDoc(settingsOf(who, companyId), data, { merge: true });
const stored = () => seed(env, { [`companySettings/${COMPANY_A}`]: { ...defaultCompanySettings(), companyId: COMPANY_A } });

const i18n = defaultI18nSettings();
const withSpanish = { ...i18n, languages: [...i18n.languages.filter((l) => l.language !== "es"), { language: "es", enabled: true }] };

describe("the frontend settings (i18n) are not written by clients", () => {
  beforeEach(stored);

  const changes: [string, DocumentData][] = [
    ["an enabled language", { i18n: withSpanish }],
    ["the default language", { i18n: { ...i18n, defaultLanguage: "de" } }],
    ["hiding the translation tabs", { i18n: { ...i18n, hideTranslationTabs: true } }],
    ["automatic translation", { i18n: { ...i18n, enableAutomaticTranslation: true } }],
  ];

  it.each(changes)("the owner's change of %s is refused", async (_, data) => {
    await assertFails(merge(ownerA, data));
  });

  it("a settings manager's change is refused, also as a nested field path", async () => {
    await assertFails(merge(managerA, { i18n: { ...i18n, enableAutomaticTranslation: true } }));
    await assertFails(updateDoc(settingsOf(managerA), "i18n.enableAutomaticTranslation", true));
  });

  it("staff without the settings permission and another company's owner are refused", async () => {
    await assertFails(merge(waiterA, { i18n: { ...i18n, enableAutomaticTranslation: true } }));
    await assertFails(merge(ownerB, { i18n: { ...i18n, enableAutomaticTranslation: true } }));
  });

  it("a company's first write carrying i18n is refused", async () => {
    await env.clearFirestore();
    await assertFails(merge(ownerA, { currency: "EUR", i18n }));
  });

  it("a write that sends the stored i18n back unchanged is refused too", async () => {
    await assertFails(merge(ownerA, { i18n }));
  });

  it("every member of the company reads the languages; another company does not", async () => {
    await assertSucceeds(getDoc(settingsOf(waiterA)));
    await assertFails(getDoc(settingsOf(ownerB)));
  });
});
