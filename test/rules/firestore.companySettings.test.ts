// The company settings' rules beyond the access matrix: the opening-hours and delivery fields the admin
// merges into companySettings are checked for type and bounds; other fields and other tenants as before.
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { doc, setDoc, type DocumentData } from "firebase/firestore";
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
const managerB: Identity = { uid: "manager-b", claims: { companyId: COMPANY_B, permissions: ["settings"] } };

const lunch: OpeningHoursRange = { id: "w-12:00-16:00", kind: "every", weekdays: [2, 3, 4], from: "12:00", to: "16:00", closed: false };
const siesta: OpeningHoursRange = { id: "break", kind: "every", weekdays: [1], from: "15:00", to: "17:00", closed: true };

/** What /settings/opening-hours merges into the settings. */
const hoursWrite: DocumentData = {
  isOpen: false,
  isClosedMessage: { en: "Back on Monday", es: "Volvemos el lunes" },
  openingHours: [lunch, siesta],
  enableSlotLimits: true,
  allowedNumberOfOrdersPerSlot: 4,
  slotMinutes: 15,
};

/** What /delivery merges into the settings. */
const deliveryWrite: DocumentData = {
  deliveryEnabled: true,
  deliveryZones: [{ id: "bcn", name: "Barcelona", countries: ["ES"], postcodeScope: "onlyListed", postcodes: "080*", priceBrackets: [{ price: 350, maxWeight: null }] }],
  deliveryHoursRule: "different",
  deliveryHours: [lunch],
};

const settingsOf = (who: Identity, companyId = COMPANY_A) => doc(clients.as(who), `companySettings/${companyId}`);
const merge = (who: Identity, data: DocumentData, companyId = COMPANY_A) => setDoc(settingsOf(who, companyId), data, { merge: true });
const stored = () => seed(env, { [`companySettings/${COMPANY_A}`]: { ...defaultCompanySettings(), companyId: COMPANY_A } });

/** A list of n copies of an item. */
const many = <T>(n: number, item: T): T[] => Array.from({ length: n }, () => item);

describe("opening-hours and delivery writes that pass", () => {
  beforeEach(stored);

  it("the owner's opening-hours write is accepted", async () => {
    await assertSucceeds(merge(ownerA, hoursWrite));
  });

  it("a settings manager's delivery write is accepted", async () => {
    await assertSucceeds(merge(managerA, deliveryWrite));
  });

  it("no limit per slot (null) and the bounds 5 and 240 minutes are accepted", async () => {
    await assertSucceeds(merge(ownerA, { allowedNumberOfOrdersPerSlot: null, slotMinutes: 5 }));
    await assertSucceeds(merge(ownerA, { slotMinutes: 240 }));
  });

  it("empty hours, no delivery zones and an empty closed note are accepted", async () => {
    await assertSucceeds(merge(ownerA, { openingHours: [], deliveryZones: [], deliveryHours: [], isClosedMessage: {}, deliveryHoursRule: "sameAsOpeningHours" }));
  });

  it("500 opening-hours ranges and 200 delivery zones (the bounds) are accepted", async () => {
    await assertSucceeds(merge(ownerA, { openingHours: many(500, lunch), deliveryZones: many(200, deliveryWrite.deliveryZones[0]) }));
  });

  it("the first write of a company without settings is accepted", async () => {
    await env.clearFirestore();
    await assertSucceeds(merge(ownerA, hoursWrite));
  });

  it("a field another screen writes (the currency) is still accepted", async () => {
    await assertSucceeds(merge(ownerA, { currency: "USD" }));
  });

  it("a bad value stored by the server does not block writing the other fields", async () => {
    await seed(env, { [`companySettings/${COMPANY_A}`]: { ...defaultCompanySettings(), companyId: COMPANY_A, slotMinutes: 1 } });
    await assertSucceeds(merge(ownerA, { isOpen: false }));
  });
});

describe("opening-hours and delivery writes with a bad value", () => {
  beforeEach(stored);

  const bad: [string, DocumentData][] = [
    ["isOpen as a text", { isOpen: "yes" }],
    ["isOpen as null", { isOpen: null }],
    ["the closed note as a text", { isClosedMessage: "Closed today" }],
    ["the closed note in an unknown language", { isClosedMessage: { xx: "Closed" } }],
    ["the closed note with a number", { isClosedMessage: { en: 5 } }],
    ["enableSlotLimits as a text", { enableSlotLimits: "true" }],
    ["slotMinutes below 5", { slotMinutes: 4 }],
    ["slotMinutes above 240", { slotMinutes: 241 }],
    ["slotMinutes with decimals", { slotMinutes: 15.5 }],
    ["slotMinutes as a text", { slotMinutes: "15" }],
    ["slotMinutes as null", { slotMinutes: null }],
    ["no orders per slot (0)", { allowedNumberOfOrdersPerSlot: 0 }],
    ["orders per slot with decimals", { allowedNumberOfOrdersPerSlot: 2.5 }],
    ["orders per slot as a text", { allowedNumberOfOrdersPerSlot: "4" }],
    ["the opening hours as a map", { openingHours: { monday: lunch } }],
    ["more than 500 opening-hours ranges", { openingHours: many(501, lunch) }],
    ["deliveryEnabled as a number", { deliveryEnabled: 1 }],
    ["the delivery zones as a map", { deliveryZones: { bcn: deliveryWrite.deliveryZones[0] } }],
    ["more than 200 delivery zones", { deliveryZones: many(201, deliveryWrite.deliveryZones[0]) }],
    ["an unknown delivery-hours rule", { deliveryHoursRule: "sometimes" }],
    ["the delivery hours as a text", { deliveryHours: "12:00-16:00" }],
    ["more than 500 delivery-hours ranges", { deliveryHours: many(501, lunch) }],
  ];

  it.each(bad)("%s is refused", async (_, data) => {
    await assertFails(merge(ownerA, data));
  });

  it("a bad value is refused on a company's first write too", async () => {
    await env.clearFirestore();
    await assertFails(merge(ownerA, { ...hoursWrite, slotMinutes: 0 }));
  });

  it("a bad value is refused from a settings manager as well", async () => {
    await assertFails(merge(managerA, { ...deliveryWrite, deliveryHoursRule: "never" }));
  });
});

describe("who writes the opening-hours and delivery fields", () => {
  beforeEach(stored);

  it("another company's owner is refused, even with good values", async () => {
    await assertFails(merge(ownerB, hoursWrite));
  });

  it("another company's settings manager is refused, even with good values", async () => {
    await assertFails(merge(managerB, deliveryWrite));
  });

  it("staff without the settings permission are refused", async () => {
    await assertFails(merge(waiterA, { isOpen: false }));
  });

  it("the owner's write into their own company's settings is accepted while another company's is refused", async () => {
    await seed(env, { [`companySettings/${COMPANY_B}`]: { ...defaultCompanySettings(), companyId: COMPANY_B } });
    await assertSucceeds(merge(ownerB, hoursWrite, COMPANY_B));
    await assertFails(merge(ownerB, hoursWrite, COMPANY_A));
  });
});
