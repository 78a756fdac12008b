// Sending test helpers: a company set up through the taxes API (tax information, the stand-in's demo certificate
// uploaded and stored encrypted, e-invoicing on), records queued at the end of its chain as the order
// transactions chain them, and the sending dependencies pointed at a stand-in of the test's own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { EMPTY_TAX_CHAIN, type TaxChainState, type TaxRecordData, type WithId } from "@comanda/shared";
import type { Clock } from "../../clock";
import { DEMO_CERTIFICATE, startAeatStandIn, type AeatStandIn, type AeatStandInOptions } from "../../../tools/aeat";
import { auth, clearProject, db, emulatorConfig, idTokenFor, testApp } from "../../test/emulator";
import { LEGAL_NAME, SYSTEM, TAX_ID, recordChain, type ChainItem } from "./testFixtures";
import type { SendingDeps } from "./connection";
import type { StoredRecord } from "./mapping";

export interface TestCompany {
  id: string;
  token: string;
}

let companies = 0;

export function post(token: string, path: string, body: object = {}) {
  return request(testApp()).post(path).set("Authorization", `Bearer ${token}`).send(body);
}

const settings = (eInvoicingEnabled: boolean) => ({
  legalName: LEGAL_NAME,
  taxId: TAX_ID,
  address: { line1: "Carrer de la Princesa 1", line2: null, postalCode: "08003", city: "Barcelona", country: "ES" },
  eInvoicingEnabled,
  environment: "test",
  series: "T",
});

async function ok(res: request.Response | Promise<request.Response>, what: string): Promise<void> {
  const answer = await res;
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/** An owner (uid = company id) whose company turned VeriFactu on through the API with the stand-in's demo certificate. */
export async function verifactuCompany(standIn: AeatStandIn): Promise<TestCompany> {
  const id = `company-send-${++companies}-${Date.now()}`;
  await auth.createUser({ uid: id, displayName: "Casa Comanda" });
  await auth.setCustomUserClaims(id, { companyId: id, owner: true, permissions: ["owner"] });
  await db.collection("companies").doc(id).set({ companyId: id, subscribedPlan: "pro", hasAnActiveSubscription: true, hasAValidStripeConnection: false });
  await db.collection("companySettings").doc(id).set({ companyId: id, currency: "EUR", timezone: "Europe/Madrid", vat: 10 });
  const token = await idTokenFor(id);
  await ok(post(token, "/api/settings/taxes", settings(false)), "the tax information");
  await ok(post(token, "/api/settings/taxes/certificate", { file: standIn.certificates.demoPkcs12.toString("base64"), password: DEMO_CERTIFICATE.passphrase }), "the certificate");
  await ok(post(token, "/api/settings/taxes", settings(true)), "turning VeriFactu on");
  return { id, token };
}

const chains = new Map<string, TaxChainState>();

/**
 * Records at the end of the company's chain, made at `start` (one second apart) by the shared builders, written
 * with the chain's end as the order transactions write them.
 */
export async function queueRecords(companyId: string, items: ChainItem[] | number, start = new Date(), change?: (record: StoredRecord) => StoredRecord): Promise<StoredRecord[]> {
  const chain = chains.get(companyId) ?? EMPTY_TAX_CHAIN;
  const list: ChainItem[] = typeof items === "number" ? Array.from({ length: items }, (_, i) => ({ ticket: `${companyId}-order-${chain.position + i + 1}` })) : items;
  const made = recordChain(companyId, list, start, chain);
  const records = change ? made.records.map(change) : made.records;
  const batch = db.batch();
  for (const { id, ...data } of records) batch.create(db.collection("taxRecords").doc(id), data);
  batch.set(db.collection("taxChains").doc(companyId), { companyId, ...made.chain, updatedAt: new Date().toISOString() });
  await batch.commit();
  chains.set(companyId, made.chain);
  return records;
}

export function forgetChains(): void {
  chains.clear();
}

/** The company's records in chain order. */
export async function recordsOf(companyId: string): Promise<WithId<TaxRecordData>[]> {
  const snap = await db.collection("taxRecords").where("companyId", "==", companyId).get();
  return snap.docs.map((d) => ({ ...(d.data() as TaxRecordData), id: d.id })).sort((a, b) => a.position - b.position);
}

/** A clock that stands still: a drain's steps then all happen at the `now` the test gives it. */
const stillClock: Clock = { now: () => new Date(0) };

/**
 * Sending's dependencies against the test's stand-in (its CA trusted), with a short limit per call; the clock
 * stands still unless given (a drain's `now` is then the test's), the job's tests take the system's.
 */
export function sendingDeps(standIn: AeatStandIn, timeoutMs = 10_000, clock: Clock = stillClock): SendingDeps {
  return { db, clock, config: emulatorConfig, sending: { system: SYSTEM, endpoint: () => standIn.endpoint, ca: () => Promise.resolve(standIn.caPem), timeoutMs } };
}

export const later = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/**
 * The agency's stand-in for a suite: started once with its certificates in a folder of its own (no control port),
 * and before each test the emulator project cleared, the chains forgotten and the stand-in emptied.
 */
export function agencyForSuite(options: Omit<AeatStandInOptions, "certificatesDir" | "controlPort"> = {}): { readonly standIn: AeatStandIn; readonly dir: string } {
  let dir = "";
  let standIn: AeatStandIn | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "aeat-sending-"));
    standIn = await startAeatStandIn({ ...options, certificatesDir: dir, controlPort: null });
  }, 60_000);
  afterAll(async () => {
    await standIn?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await clearProject();
    forgetChains();
    standIn?.reset();
  });
  return {
    get standIn() {
      if (!standIn) throw new Error("the stand-in starts in beforeAll");
      return standIn;
    },
    get dir() {
      return dir;
    },
  };
}
