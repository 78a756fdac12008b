// The company settings' rules beyond the access matrix: every screen saves its fields through /api (the
// editors' checks run there), so no client writes any field of companySettings, whoever it is: not the
// opening hours, not delivery, not a field no screen has yet, not even a first write or an unchanged value.
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { assertFails, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { deleteDoc, doc, setDoc, updateDoc, type DocumentData } from "firebase/firestore";
import { defaultCompanySettings, type OpeningHoursRange } from "@comanda/shared";
import { Clients, COMPANY_A, COMPANY_B, seed, startRulesEnvironment, type Identity } from "./rulesEnv";

let env: RulesTestEnvironment;
let clients: Clients;

beforeAll(async () => {
  env = await startRulesEnvironment("demo-settings-rules");
  clients = new Clients(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const ownerA: Identity = { uid: COMPANY_A, claims: { companyId: COMPANY_A, owner: true } };
const managerA: Identity = { uid: "manager-a", claims: { companyId: COMPANY_A, permissions: ["settings"] } };
const waiterA: Identity = { uid: "waiter-a", claims: { companyId: COMPANY_A, permissions: ["orders", "zones", "products"] } };
const ownerB: Identity = { uid: COMPANY_B, claims: { companyId: COMPANY_B, owner: true } };

const lunch: OpeningHoursRange = { id: "w-12:00-16:00", kind: "every", weekdays: [2, 3, 4], from: "12:00", to: "16:00", closed: false };
const bcn = { id: "bcn", name: "Barcelona", countries: ["ES"], postcodeScope: "onlyListed", postcodes: "080*", priceBrackets: [{ price: 350, maxWeight: null }] };

const settingsOf = (who: Identity, companyId = COMPANY_A) => doc(clients.as(who), `companySettings/${companyId}`);
const merge = (who: Identity, data: DocumentData, companyId = COMPANY_A) => setDoc(settingsOf(who, companyId), data, { merge: true });
const stored = () => seed(env, { [`companySettings/${COMPANY_A}`]: { ...defaultCompanySettings(), companyId: COMPANY_A } });

describe("the opening-hours and delivery fields are not written by clients", () => {
  beforeEach(stored);

  // Good values, each different from the stored default: the change alone is refused.
  const changes: [string, DocumentData][] = [
    ["isOpen", { isOpen: false }],
    ["isClosedMessage", { isClosedMessage: { en: "Back on Monday" } }],
    ["openingHours", { openingHours: [lunch] }],
    ["slotMinutes", { slotMinutes: 30 }],
    ["enableSlotLimits", { enableSlotLimits: true }],
    ["allowedNumberOfOrdersPerSlot", { allowedNumberOfOrdersPerSlot: 4 }],
    ["deliveryEnabled", { deliveryEnabled: true }],
    ["deliveryZones", { deliveryZones: [bcn] }],
    ["deliveryHoursRule", { deliveryHoursRule: "different" }],
    ["deliveryHours", { deliveryHours: [lunch] }],
  ];

  it.each(changes)("the owner's change of %s is refused", async (_, data) => {
    await assertFails(merge(ownerA, data));
  });

  it("a settings manager's change of the delivery zones is refused", async () => {
    await assertFails(merge(managerA, { deliveryZones: [bcn] }));
  });

  it("an update that changes a hours field next to another screen's field is refused as a whole", async () => {
    await assertFails(updateDoc(settingsOf(ownerA), { stripePublishableKey: "pk_test_a", slotMinutes: 1 }));
  });

  it("a company's first write carrying a hours field is refused", async () => {
    await env.clearFirestore();
    await assertFails(merge(ownerA, { stripePublishableKey: "pk_test_a", isOpen: true }));
  });

  it("a write that sends a stored value back unchanged is refused too", async () => {
    await assertFails(merge(ownerA, { isOpen: true, openingHours: [] }));
  });
});

describe("no field of the company settings is written by a client", () => {
  beforeEach(stored);

  const defaults = defaultCompanySettings();
  const principals: [string, Identity][] = [["the owner", ownerA], ["a settings manager", managerA], ["a waiter", waiterA], ["another company's owner", ownerB]];
  // Every field of the data model, each set to a value other than the stored one, plus one the model lacks.
  const fields: [string, unknown][] = [...Object.keys(defaults).map((key): [string, unknown] => [key, `changed ${key}`]), ["somethingElse", true]];

  it.each(principals)("%s changes none of the fields", async (_, who) => {
    for (const [key, value] of fields) await assertFails(merge(who, { [key]: value }));
  });

  it("the payment provider's public key is the server's", async () => {
    await assertFails(merge(ownerA, { stripePublishableKey: "pk_test_a" }));
    await assertFails(updateDoc(settingsOf(managerA), { stripePublishableKey: "pk_test_a" }));
  });

  it("a company's first write is refused, whatever it carries", async () => {
    await env.clearFirestore();
    await assertFails(merge(ownerA, { companyId: COMPANY_A }));
    await assertFails(merge(ownerA, { stripePublishableKey: "pk_test_a" }));
  });

  it("nobody deletes them", async () => {
    await assertFails(deleteDoc(settingsOf(ownerA)));
    await assertFails(deleteDoc(settingsOf(managerA)));
  });
});
