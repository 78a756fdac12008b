// The zones' rules beyond the access matrix: zones are created and saved through /api only; the list
// may hide, close, reorder and soft-delete them directly.
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { deleteDoc, deleteField, doc, getDoc, getDocs, collection, query, setDoc, updateDoc, where, writeBatch, type DocumentData } from "firebase/firestore";
import { zoneDefaults } from "@comanda/shared";
import { Clients, COMPANY_A, COMPANY_B, seed, startRulesEnvironment, type Identity } from "./rulesEnv";

let env: RulesTestEnvironment;
let clients: Clients;

beforeAll(async () => {
  env = await startRulesEnvironment("demo-zones-rules");
  clients = new Clients(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const ownerA: Identity = { uid: COMPANY_A, claims: { companyId: COMPANY_A, owner: true } };
const hostA: Identity = { uid: "host-a", claims: { companyId: COMPANY_A, permissions: ["zones"] } };
const waiterA: Identity = { uid: "waiter-a", claims: { companyId: COMPANY_A, permissions: ["orders"] } };
const managerA: Identity = { uid: "manager-a", claims: { companyId: COMPANY_A, permissions: ["products", "settings", "customers", "content"] } };
const ownerB: Identity = { uid: COMPANY_B, claims: { companyId: COMPANY_B, owner: true } };
const hostB: Identity = { uid: "host-b", claims: { companyId: COMPANY_B, permissions: ["zones"] } };

const terrace: DocumentData = {
  ...zoneDefaults(),
  companyId: COMPANY_A,
  name: "Terrace",
  sortOrder: 1000,
  pointsOfSale: [{ id: "t1abcdefghjk", name: "Table 1" }],
};
const zone = (who: Identity) => doc(clients.as(who), "zones/terrace");

describe("zones from the admin", () => {
  beforeEach(() => seed(env, { "zones/terrace": terrace }));

  describe("creating", () => {
    it("is refused for the owner: /api checks the name and the points of sale", async () => {
      await assertFails(setDoc(doc(clients.as(ownerA), "zones/new"), { ...terrace, name: "Bar", sortOrder: 1500 }));
    });

    it("is refused for staff with zones", async () => {
      await assertFails(setDoc(doc(clients.as(hostA), "zones/new"), { ...terrace, name: "Bar", sortOrder: 1500 }));
    });
  });

  describe("deleting", () => {
    it("is refused for the owner: deleting is a soft delete", async () => {
      await assertFails(deleteDoc(zone(ownerA)));
    });

    it("is refused for staff with zones", async () => {
      await assertFails(deleteDoc(zone(hostA)));
    });
  });

  describe("the list's toggles, order and soft delete", () => {
    it("hiding a zone is accepted for the owner", async () => {
      await assertSucceeds(updateDoc(zone(ownerA), { hidden: true }));
    });

    it("closing a zone is accepted for staff with zones", async () => {
      await assertSucceeds(updateDoc(zone(hostA), { closed: true }));
    });

    it("moving a zone is accepted for staff with zones", async () => {
      await assertSucceeds(updateDoc(zone(hostA), { sortOrder: 1250.5 }));
    });

    it("archiving (deleting) a zone is accepted for staff with zones", async () => {
      await assertSucceeds(updateDoc(zone(hostA), { archived: true }));
    });

    it("renumbering zones in one batch is accepted", async () => {
      await seed(env, { "zones/bar": { ...terrace, name: "Bar", sortOrder: 1500 } });
      const db = clients.as(hostA);
      const batch = writeBatch(db);
      batch.update(doc(db, "zones/terrace"), { sortOrder: 2000 });
      batch.update(doc(db, "zones/bar"), { sortOrder: 1000 });
      await assertSucceeds(batch.commit());
    });

    it("bringing an archived zone back is refused: its name may belong to another zone now", async () => {
      await seed(env, { "zones/terrace": { ...terrace, archived: true } });
      await assertFails(updateDoc(zone(ownerA), { archived: false }));
    });

    it("removing the archived flag is refused", async () => {
      await seed(env, { "zones/terrace": { ...terrace, archived: true } });
      await assertFails(updateDoc(zone(ownerA), { archived: deleteField() }));
    });

    it("toggling an archived zone's hidden flag is accepted (it stays archived)", async () => {
      await seed(env, { "zones/terrace": { ...terrace, archived: true } });
      await assertSucceeds(updateDoc(zone(ownerA), { hidden: true }));
    });
  });

  describe("what only /api changes", () => {
    it("renaming a zone is refused, even for the owner", async () => {
      await assertFails(updateDoc(zone(ownerA), { name: "Garden" }));
    });

    it("changing the points of sale is refused", async () => {
      await assertFails(updateDoc(zone(hostA), { pointsOfSale: [{ id: "t1abcdefghjk", name: "Table 1" }, { id: "copied", name: "Table 2" }] }));
    });

    it("making a zone the default is refused", async () => {
      await assertFails(updateDoc(zone(hostA), { isDefault: true }));
    });

    it("a toggle together with another field is refused", async () => {
      await assertFails(updateDoc(zone(hostA), { hidden: true, enableCheckout: true }));
    });

    it("replacing the zone wholesale is refused", async () => {
      await assertFails(setDoc(zone(ownerA), { ...terrace, description: { en: "Outside" } }));
    });

    it("moving the zone to another company is refused", async () => {
      await assertFails(updateDoc(zone(ownerA), { companyId: COMPANY_B }));
    });
  });

  describe("values of the toggles", () => {
    it("hidden that is not a boolean is refused", async () => {
      await assertFails(updateDoc(zone(hostA), { hidden: "yes" }));
    });

    it("closed that is not a boolean is refused", async () => {
      await assertFails(updateDoc(zone(hostA), { closed: 1 }));
    });

    it("a sortOrder that is not a number is refused", async () => {
      await assertFails(updateDoc(zone(hostA), { sortOrder: "first" }));
    });

    it("archived set to something other than true is refused", async () => {
      await assertFails(updateDoc(zone(hostA), { archived: "yes" }));
    });
  });

  describe("who", () => {
    it("staff with orders read the zone (the board names points of sale)", async () => {
      await assertSucceeds(getDoc(zone(waiterA)));
    });

    it("staff with orders cannot hide it", async () => {
      await assertFails(updateDoc(zone(waiterA), { hidden: true }));
    });

    it("staff without zones or orders cannot read it", async () => {
      await assertFails(getDoc(zone(managerA)));
    });

    it("staff without zones cannot archive it", async () => {
      await assertFails(updateDoc(zone(managerA), { archived: true }));
    });

    it("another company's owner cannot read it", async () => {
      await assertFails(getDoc(zone(ownerB)));
    });

    it("another company's staff with zones cannot hide it", async () => {
      await assertFails(updateDoc(zone(hostB), { hidden: true }));
    });

    it("another company's owner cannot archive it", async () => {
      await assertFails(updateDoc(zone(ownerB), { archived: true }));
    });

    it("another company's owner cannot list company A's zones", async () => {
      await assertFails(getDocs(query(collection(clients.as(ownerB), "zones"), where("companyId", "==", COMPANY_A))));
    });

    it("an anonymous visitor cannot read it", async () => {
      await assertFails(getDoc(doc(clients.anonymous(), "zones/terrace")));
    });
  });
});

describe("the save lock", () => {
  beforeEach(() => seed(env, { [`zoneLocks/${COMPANY_A}`]: { companyId: COMPANY_A, savedAt: "2026-01-05T12:00:00.000Z" } }));

  it("cannot be read, even by the owner", async () => {
    await assertFails(getDoc(doc(clients.as(ownerA), `zoneLocks/${COMPANY_A}`)));
  });

  it("cannot be written, even by the owner", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), `zoneLocks/${COMPANY_A}`), { companyId: COMPANY_A }));
  });
});
