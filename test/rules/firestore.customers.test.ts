// Customers and the claims of their e-mails: read by the owner and staff with `customers`, written only
// through /api (the e-mail is claimed in the same transaction); the claims are the server's alone.
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from "firebase/firestore";
import { Clients, COMPANY_A, COMPANY_B, seed, startRulesEnvironment, type Identity } from "./rulesEnv";

let env: RulesTestEnvironment;
let clients: Clients;

beforeAll(async () => {
  env = await startRulesEnvironment("demo-rules-customers");
  clients = new Clients(env);
});
afterAll(() => env.cleanup());

const ownerA: Identity = { uid: COMPANY_A, claims: { companyId: COMPANY_A, owner: true } };
const receptionA: Identity = { uid: "reception-a", claims: { companyId: COMPANY_A, permissions: ["customers"] } };
const waiterA: Identity = { uid: "waiter-a", claims: { companyId: COMPANY_A, permissions: ["orders", "products", "settings", "zones", "accounts", "content", "statistics"] } };
const receptionB: Identity = { uid: "reception-b", claims: { companyId: COMPANY_B, permissions: ["customers"] } };

const customer = {
  companyId: COMPANY_A,
  name: "José Núñez",
  email: "jose@example.com",
  internalNote: "Pays late",
  enabled: true,
  addresses: [{ name: "José Núñez", street: "Gran 1", zip: "08001", city: "Barcelona", country: "ES", type: "private", vatId: null, companyName: null }],
};
const claimPath = `customerEmails/${COMPANY_A}_abc`;

describe("customers", () => {
  beforeEach(async () => {
    await env.clearFirestore();
    await seed(env, { "customers/jose": customer, [claimPath]: { companyId: COMPANY_A, customerId: "jose" } });
  });

  it("the owner and staff with customers read and list them, the internal note included", async () => {
    for (const who of [ownerA, receptionA]) {
      const db = clients.as(who);
      await assertSucceeds(getDoc(doc(db, "customers/jose")));
      await assertSucceeds(getDocs(query(collection(db, "customers"), where("companyId", "==", COMPANY_A))));
    }
  });

  it("staff holding every other permission read none of them", async () => {
    const db = clients.as(waiterA);
    await assertFails(getDoc(doc(db, "customers/jose")));
    await assertFails(getDocs(query(collection(db, "customers"), where("companyId", "==", COMPANY_A))));
  });

  it("another company's staff with customers read none of them", async () => {
    const db = clients.as(receptionB);
    await assertFails(getDoc(doc(db, "customers/jose")));
    await assertFails(getDocs(query(collection(db, "customers"), where("companyId", "==", COMPANY_A))));
  });

  it("not even the owner creates, changes or deletes a customer directly (the e-mail would not be claimed)", async () => {
    const db = clients.as(ownerA);
    await assertFails(setDoc(doc(db, "customers/new"), { ...customer, email: "new@example.com" }));
    await assertFails(updateDoc(doc(db, "customers/jose"), { email: "ana@example.com" }));
    await assertFails(updateDoc(doc(db, "customers/jose"), { enabled: false }));
    await assertFails(deleteDoc(doc(db, "customers/jose")));
  });

  it("nobody reads, lists, takes or frees an e-mail claim", async () => {
    for (const who of [ownerA, receptionA]) {
      const db = clients.as(who);
      await assertFails(getDoc(doc(db, claimPath)));
      await assertFails(getDocs(query(collection(db, "customerEmails"), where("companyId", "==", COMPANY_A))));
      await assertFails(setDoc(doc(db, `customerEmails/${COMPANY_A}_def`), { companyId: COMPANY_A, customerId: "jose" }));
      await assertFails(deleteDoc(doc(db, claimPath)));
    }
  });
});
