// A company's custom domains (spec §2, §3, §4, §8): claimed once across all companies (domainClaims/{domain},
// in the transaction that writes the company's document), created in Firebase Hosting, checked against
// Hosting and the DNS by the Check button and by a scheduled job, and removed from both.
import type { Firestore, Transaction } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  MAX_DOMAINS_PER_COMPANY,
  customDomainDocId,
  domainNeedsCheck,
  domainStatusOf,
  hostingStatesOf,
  normalizeDomainName,
  requiredRecordsOf,
  type CustomDomain,
  type CustomDomainData,
  type DomainClaimData,
  type HostingCustomDomain,
} from "@comanda/shared";
import type { Clock } from "../clock";
import { apiError, validationError } from "../http/errors";
import { runTransaction } from "../transactions";
import { checkRecords, type DnsLookup } from "./dnsCheck";
import { HostingUnavailableError, type HostingPort } from "./hostingClient";
import * as logs from "./logs";

export interface DomainDeps {
  db: Firestore;
  clock: Clock;
  hosting: HostingPort;
  dns: DnsLookup;
}

const domainRef = (db: Firestore, companyId: string, domain: string) => db.collection(COLLECTIONS.customDomains).doc(customDomainDocId(companyId, domain));
const claimRef = (db: Firestore, domain: string) => db.collection(COLLECTIONS.domainClaims).doc(domain);

/** Hosting's failure as the caller's error code; anything else is not ours to hide. */
async function viaHosting<T>(companyId: string, domain: string, operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof HostingUnavailableError)) throw error;
    logs.hostingFailed(companyId, domain, operation, error);
    throw apiError("hosting-unavailable");
  }
}

/** The stored document of what Hosting and the DNS say now. */
async function observed(deps: DomainDeps, stored: CustomDomainData, hosting: HostingCustomDomain | null): Promise<CustomDomainData> {
  const view = domainStatusOf(hosting ? hostingStatesOf(hosting) : null);
  const required = hosting ? requiredRecordsOf(hosting) : [];
  // Hosting may answer no records for a moment after a create: keep the last ones known.
  const records = await checkRecords(deps.dns, required.length > 0 ? required : stored.records);
  const now = deps.clock.now().toISOString();
  return {
    ...stored,
    status: view.status,
    message: view.message,
    records,
    hosting: hosting
      ? { ...hostingStatesOf(hosting), issues: (hosting.issues ?? []).map((issue) => issue.message ?? "").filter(Boolean) } as CustomDomainData["hosting"]
      : null,
    updatedAt: now,
    checkedAt: now,
  };
}

/** How often, and how far apart, a domain just created is read until Hosting shows it (its create is a long-running operation). */
const CREATE_READS = 3;
const CREATE_READ_PAUSE_MS = 1_000;

async function readAfterCreate(hosting: HostingPort, domain: string): Promise<HostingCustomDomain | null> {
  for (let attempt = 1; ; attempt++) {
    const read = await hosting.get(domain);
    if (read || attempt >= CREATE_READS) return read;
    await new Promise((resolve) => setTimeout(resolve, CREATE_READ_PAUSE_MS));
  }
}

/**
 * The company's domains as the shop address reads them (companyInfos/{id}.customDomains), kept in the transaction
 * that changes one of them: `change` is that domain's new document, or null when it goes. It reads the company's
 * domains, so call it after the transaction's other reads and before its writes.
 */
async function mirrorToCompanyInfo(tx: Transaction, db: Firestore, companyId: string, domain: string, change: CustomDomainData | null): Promise<void> {
  const snap = await tx.get(db.collection(COLLECTIONS.customDomains).where("companyId", "==", companyId));
  const others = snap.docs.map((doc) => doc.data() as CustomDomainData).filter((d) => d.domain !== domain);
  const domains = [...others, ...(change ? [change] : [])]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((d): CustomDomain => {
      const record = d.records.find((r) => r.action === "add" && (r.type === "A" || r.type === "AAAA" || r.type === "CNAME" || r.type === "TXT"));
      return { domain: d.domain, status: d.status, dnsRecord: record ? { type: record.type as "A" | "AAAA" | "CNAME" | "TXT", host: record.host, value: record.value } : null };
    });
  tx.set(db.collection(COLLECTIONS.companyInfos).doc(companyId), { customDomains: domains }, { merge: true });
}

/**
 * Claims the domain for the company and creates it in Hosting. Field errors of the name rule; 409 domain-taken
 * (held by any company), 409 domain-limit; 502 hosting-unavailable (the claim is released: nothing is kept).
 */
export async function addDomain(deps: DomainDeps, companyId: string, input: string): Promise<CustomDomainData> {
  const { db } = deps;
  const name = normalizeDomainName(input);
  if (name.error !== undefined) throw validationError({ domain: [name.error] });
  const domain = name.domain;
  const ref = domainRef(db, companyId, domain);
  const now = deps.clock.now().toISOString();
  const stored: CustomDomainData = { companyId, domain, status: "unknown", message: null, records: [], hosting: null, createdAt: now, updatedAt: now, checkedAt: null };
  await runTransaction(db, async (tx) => {
    const claim = await tx.get(claimRef(db, domain));
    if (claim.exists) throw apiError("domain-taken");
    const count = (await tx.get(db.collection(COLLECTIONS.customDomains).where("companyId", "==", companyId).count())).data().count;
    if (count >= MAX_DOMAINS_PER_COMPANY) throw apiError("domain-limit");
    tx.create(claimRef(db, domain), { companyId, createdAt: now } satisfies DomainClaimData);
    tx.set(ref, stored);
  });
  let hosting: HostingCustomDomain | null;
  try {
    hosting = await viaHosting(companyId, domain, "create", async () => {
      await deps.hosting.create(domain);
      return readAfterCreate(deps.hosting, domain);
    });
  } catch (error) {
    await runTransaction(db, async (tx) => {
      tx.delete(ref);
      tx.delete(claimRef(db, domain));
    });
    throw error;
  }
  const next = await observed(deps, stored, hosting);
  await runTransaction(db, async (tx) => {
    await mirrorToCompanyInfo(tx, db, companyId, domain, next);
    tx.set(ref, next);
  });
  return next;
}

async function storedDomain(deps: DomainDeps, companyId: string, input: string): Promise<CustomDomainData> {
  const name = normalizeDomainName(input);
  if (name.error !== undefined) throw apiError("not-found");
  const data = (await domainRef(deps.db, companyId, name.domain).get()).data() as CustomDomainData | undefined;
  if (!data || data.companyId !== companyId) throw apiError("not-found");
  return data;
}

/** Reads the domain from Hosting (creating it there again if Hosting lost it) and its records from the DNS; stores what they say. */
export async function checkDomain(deps: DomainDeps, companyId: string, input: string): Promise<CustomDomainData> {
  const stored = await storedDomain(deps, companyId, input);
  const next = await checkStored(deps, stored);
  return next;
}

async function checkStored(deps: DomainDeps, stored: CustomDomainData): Promise<CustomDomainData> {
  const { companyId, domain } = stored;
  const hosting = await viaHosting(companyId, domain, "get", async () => {
    const found = await deps.hosting.get(domain);
    if (found) return found;
    await deps.hosting.create(domain);
    return readAfterCreate(deps.hosting, domain);
  });
  const next = await observed(deps, stored, hosting);
  const ref = domainRef(deps.db, companyId, domain);
  // A domain deleted while Hosting answered stays deleted.
  const written = await runTransaction(deps.db, async (tx) => {
    if (!(await tx.get(ref)).exists) return false;
    if (next.status !== stored.status) await mirrorToCompanyInfo(tx, deps.db, companyId, domain, next);
    tx.set(ref, next);
    return true;
  });
  if (!written) throw apiError("not-found");
  return next;
}

/** Removes the domain from Hosting, then its document and claim. */
export async function deleteDomain(deps: DomainDeps, companyId: string, input: string): Promise<void> {
  const stored = await storedDomain(deps, companyId, input);
  const { domain } = stored;
  await viaHosting(companyId, domain, "delete", () => deps.hosting.delete(domain));
  await runTransaction(deps.db, async (tx) => {
    const claim = (await tx.get(claimRef(deps.db, domain))).data() as DomainClaimData | undefined;
    await mirrorToCompanyInfo(tx, deps.db, companyId, domain, null);
    tx.delete(domainRef(deps.db, companyId, domain));
    if (claim?.companyId === companyId) tx.delete(claimRef(deps.db, domain));
  });
}

export async function listDomains(deps: Pick<DomainDeps, "db">, companyId: string): Promise<CustomDomainData[]> {
  const snap = await deps.db.collection(COLLECTIONS.customDomains).where("companyId", "==", companyId).get();
  return snap.docs.map((doc) => doc.data() as CustomDomainData).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The scheduled job: every domain not yet connected is checked again (spec §4: the certificate takes time). */
export async function checkPendingDomains(deps: DomainDeps): Promise<{ checked: number; connected: number; failed: number }> {
  const snap = await deps.db.collection(COLLECTIONS.customDomains).where("status", "in", ["unknown", "new", "waiting"]).get();
  let connected = 0;
  let failed = 0;
  for (const doc of snap.docs) {
    const stored = doc.data() as CustomDomainData;
    if (!domainNeedsCheck(stored.status)) continue;
    try {
      const next = await checkStored(deps, stored);
      if (next.status === "connected") connected += 1;
    } catch (error) {
      failed += 1;
      logs.domainCheckFailed(stored.companyId, stored.domain, error);
    }
  }
  logs.domainsChecked(snap.size, connected, failed);
  return { checked: snap.size, connected, failed };
}
