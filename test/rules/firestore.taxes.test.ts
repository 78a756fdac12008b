// The tax documents (VeriFactu) beyond the access matrix: every principal, and staff holding every permission,
// is refused the encrypted certificate and every write of tax information, records and the chain's end; the
// owner and `settings` staff read their company's tax information and list its records the way the taxes
// screen queries them (by companyId, newest first, by status), never another company's.
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where, type DocumentData, type Firestore } from "firebase/firestore";
import { Clients, COMPANY_A, COMPANY_B, PRINCIPALS, PRINCIPAL_LABELS, STAFF_PERMISSIONS, seed, startRulesEnvironment, type Identity, type Who } from "./rulesEnv";

let env: RulesTestEnvironment;
let clients: Clients;

beforeAll(async () => {
  env = await startRulesEnvironment();
  clients = new Clients(env);
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const HASH = "A".repeat(64);
const record = (companyId: string, position: number, status = "pending"): DocumentData => ({
  companyId,
  orderId: `order-${position}`,
  kind: "receipt",
  invoiceType: "F2",
  issuerTaxId: "B12345674",
  number: `T-${String(position).padStart(6, "0")}`,
  issuedOn: "05-01-2026",
  date: `2026-01-05T12:0${position}:00.000Z`,
  position,
  previous: null,
  previousHash: null,
  hash: HASH,
  generatedAt: "2026-01-05T13:00:00+01:00",
  totalTax: "2.35",
  totalAmount: "14.50",
  vat: [{ rate: 21, base: "10.33", tax: "2.17" }],
  recipient: null,
  reference: null,
  environment: "test",
  status,
  answer: null,
  attempts: 0,
  subsanacion: false,
  rechazoPrevio: false,
  incidencia: false,
  correctionOf: null,
});
const taxInfo = (companyId: string): DocumentData => ({ companyId, taxId: "B12345674", eInvoicingEnabled: false, transmissionPaused: true, errorCount: 5, certificate: null });
const sealed = (companyId: string): DocumentData => ({ companyId, algorithm: "aes-256-gcm", iv: "aXY=", tag: "dGFn", ciphertext: "c2VjcmV0", uploadedAt: "2026-01-05T12:00:00.000Z" });
const chainEnd = (companyId: string): DocumentData => ({ companyId, position: 2, last: { issuerTaxId: "B12345674", number: "T-000002", issuedOn: "05-01-2026", hash: HASH }, counters: { T: 2 } });

async function seedTaxes(): Promise<void> {
  await seed(env, {
    [`taxInfos/${COMPANY_A}`]: taxInfo(COMPANY_A),
    [`taxInfos/${COMPANY_B}`]: taxInfo(COMPANY_B),
    [`taxCertificates/${COMPANY_A}`]: sealed(COMPANY_A),
    [`taxChains/${COMPANY_A}`]: chainEnd(COMPANY_A),
    "taxRecords/a-1": record(COMPANY_A, 1, "accepted"),
    "taxRecords/a-2": record(COMPANY_A, 2, "rejected"),
    "taxRecords/b-1": record(COMPANY_B, 1),
  });
}

/** Staff of company A holding every permission a staff member can hold (settings among them). */
const everyPermission: Identity = { uid: "manager-a", claims: { companyId: COMPANY_A, permissions: [...STAFF_PERMISSIONS] } };
const settingsStaff: Identity = { uid: "settings-a", claims: { companyId: COMPANY_A, permissions: ["settings"] } };

/** Every principal of the matrix (for `settings`), and a manager holding every permission. */
const callers: Array<[string, () => Firestore]> = [
  ...PRINCIPALS.map((who: Who) => [PRINCIPAL_LABELS[who], () => clients.of(who, "settings")] as [string, () => Firestore]),
  ["staff holding every permission", () => clients.as(everyPermission)],
];

describe("the encrypted certificate", () => {
  for (const [label, db] of callers) {
    it(`${label} can neither get nor list it`, async () => {
      await seedTaxes();
      await assertFails(getDoc(doc(db(), `taxCertificates/${COMPANY_A}`)));
      await assertFails(getDocs(query(collection(db(), "taxCertificates"), where("companyId", "==", COMPANY_A))));
    });
  }
});

describe("writes of tax documents", () => {
  for (const [label, db] of callers) {
    it(`${label} can write no record, no chain end, no tax information and no certificate`, async () => {
      await seedTaxes();
      // A record of its own company at the end of the chain, as the server would write it.
      await assertFails(setDoc(doc(db(), "taxRecords/forged"), record(COMPANY_A, 3)));
      await assertFails(updateDoc(doc(db(), "taxRecords/a-2"), { status: "accepted" }));
      await assertFails(deleteDoc(doc(db(), "taxRecords/a-1")));
      await assertFails(setDoc(doc(db(), `taxChains/${COMPANY_A}`), { ...chainEnd(COMPANY_A), position: 1 }));
      await assertFails(updateDoc(doc(db(), `taxInfos/${COMPANY_A}`), { eInvoicingEnabled: true }));
      await assertFails(updateDoc(doc(db(), `taxInfos/${COMPANY_A}`), { transmissionPaused: false, errorCount: 0 }));
      await assertFails(setDoc(doc(db(), `taxCertificates/${COMPANY_A}`), sealed(COMPANY_A)));
      await assertFails(deleteDoc(doc(db(), `taxCertificates/${COMPANY_A}`)));
    });
  }
});

describe("reading the tax information and records", () => {
  const recordsOf = (db: Firestore, companyId: string) => query(collection(db, "taxRecords"), where("companyId", "==", companyId), orderBy("date", "desc"));

  it("the owner and settings staff read their company's tax information and list its records as the screen queries them", async () => {
    await seedTaxes();
    for (const db of [clients.of("owner", "settings"), clients.as(settingsStaff)]) {
      await assertSucceeds(getDoc(doc(db, `taxInfos/${COMPANY_A}`)));
      await assertSucceeds(getDocs(recordsOf(db, COMPANY_A)));
      await assertSucceeds(getDocs(query(collection(db, "taxRecords"), where("companyId", "==", COMPANY_A), where("status", "in", ["rejected", "acceptedWithErrors"]), orderBy("date", "desc"))));
      await assertSucceeds(getDoc(doc(db, "taxRecords/a-2")));
    }
  });

  it("nobody reads another company's tax information or records, nor lists records without naming their company", async () => {
    await seedTaxes();
    for (const db of [clients.of("owner", "settings"), clients.as(settingsStaff), clients.of("otherOwner", "settings")]) {
      await assertFails(getDocs(query(collection(db, "taxRecords"))));
    }
    const owner = clients.of("owner", "settings");
    await assertFails(getDoc(doc(owner, `taxInfos/${COMPANY_B}`)));
    await assertFails(getDoc(doc(owner, "taxRecords/b-1")));
    await assertFails(getDocs(recordsOf(owner, COMPANY_B)));
    const other = clients.of("otherOwner", "settings");
    await assertFails(getDoc(doc(other, `taxInfos/${COMPANY_A}`)));
    await assertFails(getDocs(recordsOf(other, COMPANY_A)));
  });

  it("staff without settings read neither", async () => {
    await seedTaxes();
    const waiter = clients.of("staffWithout", "settings");
    await assertFails(getDoc(doc(waiter, `taxInfos/${COMPANY_A}`)));
    await assertFails(getDocs(recordsOf(waiter, COMPANY_A)));
  });
});
