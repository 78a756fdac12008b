// Discounts and their vouchers beyond the access matrix (issue 22): the owner and `products` staff read their
// company's discounts and vouchers as the screens query them; nobody else reads them; and no principal, not
// even the owner or staff holding every permission, writes any field from a browser: the server generates the
// codes and owns the states, so a voucher's code and status are never writable (functions/src/discounts).
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type DocumentData, type Firestore } from "firebase/firestore";
import { Clients, COMPANY_A, COMPANY_B, PRINCIPALS, PRINCIPAL_LABELS, STAFF_PERMISSIONS, seed, startRulesEnvironment, type Identity, type Who } from "./rulesEnv";

let env: RulesTestEnvironment;
let clients: Clients;

beforeAll(async () => {
  env = await startRulesEnvironment();
  clients = new Clients(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const discount = (companyId: string, validFor = "voucher"): DocumentData => ({ companyId, name: "Summer", percentage: 10, enabled: true, validFor, start: null, end: null, status: "new", handedOutAt: null });
const voucher = (companyId: string, discountId: string, code: string): DocumentData => ({ companyId, discountId, name: "Flyer", quantity: 2, code, status: "new", created: "2026-11-27T20:30:00.000Z" });

async function seedDiscounts(): Promise<void> {
  await seed(env, {
    "discounts/a-1": discount(COMPANY_A),
    "discounts/a-1/vouchers/v-1": voucher(COMPANY_A, "a-1", "KQTMXRAPHZWB"),
    "discounts/a-1/vouchers/v-2": voucher(COMPANY_A, "a-1", "ABCDEFGHJKMN"),
    "discounts/b-1": discount(COMPANY_B),
    "discounts/b-1/vouchers/v-1": voucher(COMPANY_B, "b-1", "PQRSTUVWXYZA"),
  });
}

const productsStaff: Identity = { uid: "products-a", claims: { companyId: COMPANY_A, permissions: ["products"] } };
const everyPermission: Identity = { uid: "manager-a", claims: { companyId: COMPANY_A, permissions: [...STAFF_PERMISSIONS] } };

/** The five principals (for `products`) and a manager holding every permission. */
const callers: Array<[string, () => Firestore]> = [
  ...PRINCIPALS.map((who: Who) => [PRINCIPAL_LABELS[who], () => clients.of(who, "products")] as [string, () => Firestore]),
  ["staff holding every permission", () => clients.as(everyPermission)],
];

const discountsOf = (db: Firestore, companyId: string) => query(collection(db, "discounts"), where("companyId", "==", companyId));
const vouchersOf = (db: Firestore, discountId: string, companyId: string) => query(collection(db, `discounts/${discountId}/vouchers`), where("companyId", "==", companyId));

describe("reading discounts and vouchers", () => {
  it("the owner and products staff read their company's discounts and vouchers as the screens query them", async () => {
    await seedDiscounts();
    for (const db of [clients.of("owner", "products"), clients.of("staffWith", "products"), clients.as(productsStaff)]) {
      await assertSucceeds(getDoc(doc(db, "discounts/a-1")));
      await assertSucceeds(getDocs(discountsOf(db, COMPANY_A)));
      await assertSucceeds(getDoc(doc(db, "discounts/a-1/vouchers/v-1")));
      await assertSucceeds(getDocs(vouchersOf(db, "a-1", COMPANY_A)));
    }
  });

  it("they read no other company's discounts or vouchers, nor list them without naming their company", async () => {
    await seedDiscounts();
    for (const db of [clients.of("owner", "products"), clients.as(productsStaff)]) {
      await assertFails(getDoc(doc(db, "discounts/b-1")));
      await assertFails(getDocs(discountsOf(db, COMPANY_B)));
      await assertFails(getDoc(doc(db, "discounts/b-1/vouchers/v-1")));
      await assertFails(getDocs(vouchersOf(db, "b-1", COMPANY_B)));
      await assertFails(getDocs(query(collection(db, "discounts"))));
      await assertFails(getDocs(query(collection(db, "discounts/a-1/vouchers"))));
    }
  });

  for (const who of ["staffWithout", "otherOwner", "anonymous"] as const) {
    it(`${PRINCIPAL_LABELS[who]} reads neither the discounts nor the vouchers of company A`, async () => {
      await seedDiscounts();
      const db = clients.of(who, "products");
      await assertFails(getDoc(doc(db, "discounts/a-1")));
      await assertFails(getDocs(discountsOf(db, COMPANY_A)));
      await assertFails(getDoc(doc(db, "discounts/a-1/vouchers/v-1")));
      await assertFails(getDocs(vouchersOf(db, "a-1", COMPANY_A)));
    });
  }
});

describe("writes of discounts", () => {
  for (const [label, db] of callers) {
    it(`${label} can create, update and delete no discount`, async () => {
      await seedDiscounts();
      await assertFails(setDoc(doc(db(), "discounts/new-1"), discount(COMPANY_A)));
      await assertFails(setDoc(doc(db(), "discounts/new-2"), discount(COMPANY_B)));
      await assertFails(updateDoc(doc(db(), "discounts/a-1"), { name: "Winter" }));
      await assertFails(updateDoc(doc(db(), "discounts/a-1"), { percentage: 100 }));
      await assertFails(updateDoc(doc(db(), "discounts/a-1"), { enabled: false }));
      await assertFails(updateDoc(doc(db(), "discounts/a-1"), { validFor: "everyone" }));
      await assertFails(updateDoc(doc(db(), "discounts/a-1"), { start: "2026-12-01T00:00:00.000Z", end: null }));
      await assertFails(updateDoc(doc(db(), "discounts/a-1"), { status: "redeemed" }));
      await assertFails(updateDoc(doc(db(), "discounts/a-1"), { handedOutAt: "2026-11-27T20:30:00.000Z" }));
      await assertFails(updateDoc(doc(db(), "discounts/a-1"), { companyId: COMPANY_B }));
      await assertFails(setDoc(doc(db(), "discounts/a-1"), { name: "Merged" }, { merge: true }));
      await assertFails(deleteDoc(doc(db(), "discounts/a-1")));
      await assertFails(deleteDoc(doc(db(), "discounts/b-1")));
    });
  }
});

describe("writes of vouchers", () => {
  for (const [label, db] of callers) {
    it(`${label} can create, update and delete no voucher: not its code, not its status`, async () => {
      await seedDiscounts();
      await assertFails(setDoc(doc(db(), "discounts/a-1/vouchers/new-1"), voucher(COMPANY_A, "a-1", "MNPQRSTUVWXY")));
      await assertFails(setDoc(doc(db(), "discounts/b-1/vouchers/new-1"), voucher(COMPANY_A, "b-1", "MNPQRSTUVWXY")));
      await assertFails(updateDoc(doc(db(), "discounts/a-1/vouchers/v-1"), { code: "AAAAAAAAAAAA" }));
      await assertFails(updateDoc(doc(db(), "discounts/a-1/vouchers/v-1"), { status: "new" }));
      await assertFails(updateDoc(doc(db(), "discounts/a-1/vouchers/v-1"), { status: "redeemed" }));
      await assertFails(updateDoc(doc(db(), "discounts/a-1/vouchers/v-1"), { status: "inUse" }));
      await assertFails(updateDoc(doc(db(), "discounts/a-1/vouchers/v-1"), { name: "Renamed", internalDescription: "Changed" }));
      await assertFails(updateDoc(doc(db(), "discounts/a-1/vouchers/v-1"), { companyId: COMPANY_B }));
      await assertFails(setDoc(doc(db(), "discounts/a-1/vouchers/v-1"), { code: "AAAAAAAAAAAA" }, { merge: true }));
      await assertFails(deleteDoc(doc(db(), "discounts/a-1/vouchers/v-1")));
      await assertFails(deleteDoc(doc(db(), "discounts/b-1/vouchers/v-1")));
    });
  }
});
