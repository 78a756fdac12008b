// The general settings (time zone, currency, VAT, tips, payments, notifications, throttle, age check, default
// point of sale) are saved through /api/settings/general only, which checks them and logs VAT changes: a client
// write that changes one is refused for every principal. The VAT log is read by the owner and settings staff
// of its company only, and written by nobody but the server.
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, doc, getDoc, getDocs, query, setDoc, where, type DocumentData } from "firebase/firestore";
import { defaultCompanySettings, type GeneralSettingsField } from "@comanda/shared";
import { Clients, COMPANY_A, COMPANY_B, seed, startRulesEnvironment, type Identity } from "./rulesEnv";

let env: RulesTestEnvironment;
let clients: Clients;

beforeAll(async () => {
  env = await startRulesEnvironment("demo-general-settings-rules");
  clients = new Clients(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const ownerA: Identity = { uid: COMPANY_A, claims: { companyId: COMPANY_A, owner: true } };
const managerA: Identity = { uid: "manager-a", claims: { companyId: COMPANY_A, permissions: ["settings"] } };
const waiterA: Identity = { uid: "waiter-a", claims: { companyId: COMPANY_A, permissions: ["orders", "zones", "products"] } };
const ownerB: Identity = { uid: COMPANY_B, claims: { companyId: COMPANY_B, owner: true } };

const merge = (who: Identity, data: DocumentData, companyId = COMPANY_A) => setDoc(doc(clients.as(who), `companySettings/${companyId}`), data, { merge: true });

// A good value for each general field, different from the stored default: the change alone is refused.
const changes: Record<GeneralSettingsField | "defaultZoneId", unknown> = {
  timezone: "America/New_York",
  defaultPointofsaleId: "t1",
  defaultZoneId: "terrace",
  currency: "USD",
  vat: 21,
  vatId: "ESB12345678",
  vatRates: [{ name: "Reduced", rate: 10 }],
  tipIsEnabled: true,
  defaultTipPercentage: 5,
  tipIsTaxed: true,
  vatForTips: 10,
  enableOfflinePayments: true,
  enableOfflinePaymentsConfirmation: true,
  cashPaymentsAuthorised: true,
  sendNewOrderNotifications: true,
  sendNewOrderNotificationsTo: "kitchen@bar-a.test",
  sendCopyOfOrderReceipts: true,
  sendCopyOfOrderReceiptsTo: "books@bar-a.test",
  sendSMSOnOrderReady: true,
  enableThrottleMessage: true,
  throttleLimit: 10,
  throttleMessage: { en: "Busy" },
  expectedDeliveryNotice: { en: "About 30 minutes" },
  enableLegalAgePopup: true,
  legalAgePopupContent: { en: "Are you 18?" },
  legalAgePopupPositiveButtonLabel: { en: "Yes" },
  legalAgePopupNegativeButtonLabel: { en: "No" },
};

describe("the general fields of company settings are not written by clients", () => {
  beforeEach(() => seed(env, { [`companySettings/${COMPANY_A}`]: { ...defaultCompanySettings(), companyId: COMPANY_A } }));

  it.each(Object.entries(changes))("the owner's change of %s is refused", async (field, value) => {
    await assertFails(merge(ownerA, { [field]: value }));
  });

  it.each(Object.entries(changes))("a settings manager's change of %s is refused", async (field, value) => {
    await assertFails(merge(managerA, { [field]: value }));
  });

  it("staff without the settings permission and another company's owner are refused too", async () => {
    await assertFails(merge(waiterA, { currency: "USD" }));
    await assertFails(merge(ownerB, { vat: 21 }));
  });

  it("a company's first write carrying a general field is refused", async () => {
    await env.clearFirestore();
    await assertFails(merge(ownerA, { companyId: COMPANY_A, timezone: "Europe/Madrid" }));
  });

  it("a write that sends the stored values back unchanged is refused too", async () => {
    await assertFails(merge(ownerA, { currency: "EUR", vat: 0 }));
  });
});

describe("the VAT change log", () => {
  const entry = { companyId: COMPANY_A, field: "vat", oldValue: 10, newValue: 21, byUid: COMPANY_A, byName: "Ana", at: "2026-11-25T10:00:00.000Z" };
  beforeEach(() => seed(env, { "vatChanges/change-1": entry, "vatChanges/change-b": { ...entry, companyId: COMPANY_B } }));
  const ownLog = (who: Identity) => getDocs(query(collection(clients.as(who), "vatChanges"), where("companyId", "==", COMPANY_A)));

  it("is read by the owner and settings staff of the company", async () => {
    await assertSucceeds(ownLog(ownerA));
    await assertSucceeds(ownLog(managerA));
    await assertSucceeds(getDoc(doc(clients.as(managerA), "vatChanges/change-1")));
  });

  it("is not read by staff without settings or by another company", async () => {
    await assertFails(ownLog(waiterA));
    await assertFails(ownLog(ownerB));
    await assertFails(getDoc(doc(clients.as(ownerB), "vatChanges/change-1")));
  });

  it("is never written by a client, not even by the owner", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), "vatChanges/forged"), { ...entry, byName: "Somebody else" }));
    await assertFails(setDoc(doc(clients.as(ownerA), "vatChanges/change-1"), { newValue: 4 }, { merge: true }));
  });
});
