// The statistics' rules beyond the access matrix: the dashboard's query (a company's days of a range) works
// for the owner and staff with `statistics` only; no client writes a day, not even the owner with the right
// company; the server's own records (statisticsOrders, statisticsViews) are hidden from every client.
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from "firebase/firestore";
import { emptyDay } from "@comanda/shared";
import { Clients, COMPANY_A, COMPANY_B, seed, startRulesEnvironment, type Identity } from "./rulesEnv";

let env: RulesTestEnvironment;
let clients: Clients;

beforeAll(async () => {
  env = await startRulesEnvironment("demo-statistics-rules");
  clients = new Clients(env);
});
beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, {
    [`statistics/${COMPANY_A}_2026-11-20`]: { ...emptyDay(COMPANY_A, "2026-11-20"), orders: 3, totals: 39 },
    [`statistics/${COMPANY_B}_2026-11-20`]: { ...emptyDay(COMPANY_B, "2026-11-20"), orders: 1, totals: 9 },
    "statisticsOrders/order-1": { companyId: COMPANY_A, orderId: "order-1", date: "2026-11-20", contribution: { date: "2026-11-20", revenue: 13 } },
    [`statisticsViews/${COMPANY_A}_2026-11-20_0`]: { companyId: COMPANY_A, date: "2026-11-20", shard: 0, count: 4, pending: true },
  });
});
afterAll(() => env.cleanup());

const ownerA: Identity = { uid: COMPANY_A, claims: { companyId: COMPANY_A, owner: true } };
const analystA: Identity = { uid: "analyst-a", claims: { companyId: COMPANY_A, permissions: ["statistics"] } };
const waiterA: Identity = { uid: "waiter-a", claims: { companyId: COMPANY_A, permissions: ["orders", "products", "settings", "zones", "accounts", "content", "customers"] } };
const ownerB: Identity = { uid: COMPANY_B, claims: { companyId: COMPANY_B, owner: true } };

/** The dashboard's query: the company's days from one date to another. */
const range = (who: Identity, companyId = COMPANY_A) =>
  getDocs(query(collection(clients.as(who), "statistics"), where("companyId", "==", companyId), where("date", ">=", "2026-11-01"), where("date", "<=", "2026-11-30")));

describe("reading the day statistics", () => {
  it.each([["the owner", ownerA], ["staff with statistics", analystA]] as const)("%s runs the dashboard's range query and reads a day", async (_, who) => {
    await assertSucceeds(range(who));
    await assertSucceeds(getDoc(doc(clients.as(who), `statistics/${COMPANY_A}_2026-11-20`)));
  });

  it("staff holding every other permission read no day", async () => {
    await assertFails(range(waiterA));
    await assertFails(getDoc(doc(clients.as(waiterA), `statistics/${COMPANY_A}_2026-11-20`)));
  });

  it("another company's owner reads neither the days nor a query of them", async () => {
    await assertFails(range(ownerB));
    await assertFails(getDoc(doc(clients.as(ownerB), `statistics/${COMPANY_A}_2026-11-20`)));
    await assertSucceeds(range(ownerB, COMPANY_B));
  });
});

describe("writing the day statistics", () => {
  it.each([["the owner", ownerA], ["staff with statistics", analystA]] as const)("%s changes, creates and deletes no day", async (_, who) => {
    const db = clients.as(who);
    await assertFails(updateDoc(doc(db, `statistics/${COMPANY_A}_2026-11-20`), { orders: 300 }));
    await assertFails(updateDoc(doc(db, `statistics/${COMPANY_A}_2026-11-20`), { views: 1 }));
    await assertFails(setDoc(doc(db, `statistics/${COMPANY_A}_2026-11-21`), emptyDay(COMPANY_A, "2026-11-21")));
    await assertFails(deleteDoc(doc(db, `statistics/${COMPANY_A}_2026-11-20`)));
  });
});

describe("the server's statistics records", () => {
  it.each([["the owner", ownerA], ["staff with statistics", analystA]] as const)("%s neither reads nor writes an order's contribution or a views counter", async (_, who) => {
    const db = clients.as(who);
    await assertFails(getDoc(doc(db, "statisticsOrders/order-1")));
    await assertFails(getDocs(query(collection(db, "statisticsOrders"), where("companyId", "==", COMPANY_A))));
    await assertFails(setDoc(doc(db, "statisticsOrders/order-2"), { companyId: COMPANY_A, date: "2026-11-20" }));
    await assertFails(getDoc(doc(db, `statisticsViews/${COMPANY_A}_2026-11-20_0`)));
    await assertFails(updateDoc(doc(db, `statisticsViews/${COMPANY_A}_2026-11-20_0`), { count: 1000 }));
    await assertFails(setDoc(doc(db, `statisticsViews/${COMPANY_A}_2026-11-20_1`), { companyId: COMPANY_A, date: "2026-11-20", shard: 1, count: 1 }));
  });

  it("an anonymous caller cannot count a view by writing a counter", async () => {
    await assertFails(setDoc(doc(clients.anonymous(), `statisticsViews/${COMPANY_A}_2026-11-20_2`), { companyId: COMPANY_A, date: "2026-11-20", shard: 2, count: 1 }));
  });
});
