// The company settings' rules beyond the access matrix: the opening-hours and delivery fields are saved
// through /api only (the editors' checks run there), so a client write that changes one is refused;
// other fields and other tenants as before.
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { doc, setDoc, updateDoc, type DocumentData } from "firebase/firestore";
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

  it("a write that sends a stored value back unchanged is accepted (nothing changes)", async () => {
    await assertSucceeds(merge(ownerA, { stripePublishableKey: "pk_test_a", isOpen: true, openingHours: [] }));
  });
});

describe("other company-settings writes", () => {
  beforeEach(stored);

  it("a field no /api call saves yet (the payment provider's public key) is accepted", async () => {
    await assertSucceeds(merge(ownerA, { stripePublishableKey: "pk_test_a" }));
  });

  it("a settings manager's write of another field is accepted", async () => {
    await assertSucceeds(merge(managerA, { stripePublishableKey: "pk_test_a" }));
  });

  it("a company's first write without hours fields is accepted", async () => {
    await env.clearFirestore();
    await assertSucceeds(merge(ownerA, { stripePublishableKey: "pk_test_a" }));
  });

  it("a bad value stored by the server does not block writing other fields", async () => {
    await seed(env, { [`companySettings/${COMPANY_A}`]: { ...defaultCompanySettings(), companyId: COMPANY_A, slotMinutes: 1 } });
    await assertSucceeds(merge(ownerA, { stripePublishableKey: "pk_test_a" }));
  });

  it("staff without the settings permission are refused", async () => {
    await assertFails(merge(waiterA, { stripePublishableKey: "pk_test_a" }));
  });

  it("another company's owner is refused", async () => {
    await assertFails(merge(ownerB, { stripePublishableKey: "pk_test_a" }));
  });

  it("the owner's write into their own company's settings is accepted while another company's is refused", async () => {
    await seed(env, { [`companySettings/${COMPANY_B}`]: { ...defaultCompanySettings(), companyId: COMPANY_B } });
    await assertSucceeds(merge(ownerB, { stripePublishableKey: "pk_test_b" }, COMPANY_B));
    await assertFails(merge(ownerB, { stripePublishableKey: "pk_test_b" }, COMPANY_A));
  });
});
