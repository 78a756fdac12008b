// API access: the readable settings (enabled, user, generatedAt) are read by the owner and `settings`
// staff but written by no client; the password's hash and the rate-limit counters are the server's alone,
// not even readable by the owner of the company they belong to.
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from "firebase/firestore";
import { Clients, COMPANY_A, COMPANY_B, seed, startRulesEnvironment, type Identity } from "./rulesEnv";

let env: RulesTestEnvironment;
let clients: Clients;

beforeAll(async () => {
  env = await startRulesEnvironment("demo-api-settings-rules");
  clients = new Clients(env);
});
afterAll(() => env.cleanup());

const ownerA: Identity = { uid: COMPANY_A, claims: { companyId: COMPANY_A, owner: true } };
const managerA: Identity = { uid: "manager-a", claims: { companyId: COMPANY_A, permissions: ["settings"] } };
const waiterA: Identity = { uid: "waiter-a", claims: { companyId: COMPANY_A, permissions: ["orders", "products", "zones", "accounts", "content", "statistics", "customers"] } };
const ownerB: Identity = { uid: COMPANY_B, claims: { companyId: COMPANY_B, owner: true } };

const USER = "api-0123456789abcdef";
const settingsPath = `companyApiSettings/${COMPANY_A}`;
const credentialsPath = `apiCredentials/${USER}`;
const counterPath = `apiRateLimits/${COMPANY_A}_0`;
const hash = { algorithm: "scrypt", params: { N: 32768, r: 8, p: 1, keyLength: 32 }, salt: "c2FsdA==", hash: "aGFzaA==" };

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, {
    [settingsPath]: { companyId: COMPANY_A, enabled: true, user: USER, generatedAt: "2026-11-25T10:00:00.000Z" },
    [credentialsPath]: { companyId: COMPANY_A, user: USER, password: hash, generatedAt: "2026-11-25T10:00:00.000Z" },
    [counterPath]: { companyId: COMPANY_A, windowStart: 0, count: 1 },
  });
});

describe("companyApiSettings", () => {
  it("is read by the owner and staff with settings", async () => {
    await assertSucceeds(getDoc(doc(clients.as(ownerA), settingsPath)));
    await assertSucceeds(getDoc(doc(clients.as(managerA), settingsPath)));
  });

  it("is not read by staff without settings, another company or an anonymous visitor", async () => {
    await assertFails(getDoc(doc(clients.as(waiterA), settingsPath)));
    await assertFails(getDoc(doc(clients.as(ownerB), settingsPath)));
    await assertFails(getDoc(doc(clients.anonymous(), settingsPath)));
  });

  it.each([
    ["switching access on or off", { enabled: false }],
    ["choosing the user", { user: "api-mine" }],
    ["setting the generation time", { generatedAt: "2026-11-26T00:00:00.000Z" }],
    ["storing a password", { password: "s3cret" }],
  ])("refuses the owner's and the manager's %s", async (_, change) => {
    await assertFails(updateDoc(doc(clients.as(ownerA), settingsPath), change));
    await assertFails(updateDoc(doc(clients.as(managerA), settingsPath), change));
    await assertFails(setDoc(doc(clients.as(ownerA), settingsPath), { companyId: COMPANY_A, enabled: true, user: USER, generatedAt: null, ...change }));
  });

  it("refuses creating another company's settings and deleting one's own", async () => {
    await assertFails(setDoc(doc(clients.as(ownerB), `companyApiSettings/${COMPANY_B}`), { companyId: COMPANY_B, enabled: true, user: null, generatedAt: null }));
    await assertFails(deleteDoc(doc(clients.as(ownerA), settingsPath)));
  });
});

describe("apiCredentials (the password's hash)", () => {
  it("is read by nobody, not even the owner of the company or a settings manager", async () => {
    for (const who of [ownerA, managerA, waiterA, ownerB]) {
      await assertFails(getDoc(doc(clients.as(who), credentialsPath)));
      await assertFails(getDocs(query(collection(clients.as(who), "apiCredentials"), where("companyId", "==", COMPANY_A))));
    }
    await assertFails(getDoc(doc(clients.anonymous(), credentialsPath)));
  });

  it("is written by nobody: a client cannot plant its own hash", async () => {
    await assertFails(setDoc(doc(clients.as(ownerA), credentialsPath), { companyId: COMPANY_A, user: USER, password: hash }));
    await assertFails(setDoc(doc(clients.as(ownerB), "apiCredentials/api-ffffffffffffffff"), { companyId: COMPANY_A, user: "api-ffffffffffffffff", password: hash }));
    await assertFails(deleteDoc(doc(clients.as(ownerA), credentialsPath)));
  });
});

describe("apiRateLimits", () => {
  it("is neither read nor reset by the company's owner", async () => {
    await assertFails(getDoc(doc(clients.as(ownerA), counterPath)));
    await assertFails(setDoc(doc(clients.as(ownerA), counterPath), { companyId: COMPANY_A, windowStart: 0, count: 0 }));
  });
});
