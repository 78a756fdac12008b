// The parts of Firebase Hosting's custom-domain resource (REST v1beta1 projects.sites.customDomains) the
// product reads, and the DNS records the owner must create or remove taken from its requiredDnsUpdates. Pure.
import type { DomainDnsRecord, DomainRecordType } from "../api/domains";
import type { HostingDomainStates } from "./status";

/** A DnsRecord of requiredDnsUpdates: requiredAction NONE (in place), ADD or REMOVE. */
/** The address Firebase Hosting serves custom domains from (its published A record; the local stand-in asks for it too). */
export const FIREBASE_HOSTING_IP = "199.36.158.100";

export interface HostingDnsRecord {
  domainName?: string;
  type?: string;
  rdata?: string;
  requiredAction?: string;
}

export interface HostingDnsRecordSet {
  domainName?: string;
  records?: HostingDnsRecord[];
}

/** projects.sites.customDomains resource (v1beta1), the fields the product reads. */
export interface HostingCustomDomain {
  name?: string;
  hostState?: string;
  ownershipState?: string;
  cert?: { state?: string; type?: string };
  requiredDnsUpdates?: { checkTime?: string; desired?: HostingDnsRecordSet[]; discovered?: HostingDnsRecordSet[] };
  issues?: { code?: number; message?: string }[];
  reconciling?: boolean;
}

const TYPES: readonly DomainRecordType[] = ["A", "AAAA", "CNAME", "TXT", "CAA"];

function bare(name: string): string {
  return name.trim().replace(/\.$/, "").toLowerCase();
}

function recordOf(record: HostingDnsRecord, fallbackName: string | undefined, action: DomainDnsRecord["action"]): DomainDnsRecord | null {
  const type = (record.type ?? "").toUpperCase() as DomainRecordType;
  const host = bare(record.domainName ?? fallbackName ?? "");
  const value = (record.rdata ?? "").trim();
  if (!TYPES.includes(type) || host === "" || value === "") return null;
  return { type, host, value: type === "CNAME" ? bare(value) : value, action, found: null };
}

/**
 * The records to create (every desired record) and to remove (discovered records Hosting marks REMOVE), each
 * once, in Hosting's order. A record Hosting says is in place (NONE) is still listed: the owner keeps it.
 */
export function requiredRecordsOf(domain: HostingCustomDomain): DomainDnsRecord[] {
  const out: DomainDnsRecord[] = [];
  const seen = new Set<string>();
  const push = (record: DomainDnsRecord | null) => {
    if (!record) return;
    const key = `${record.action} ${record.type} ${record.host} ${record.value}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(record);
  };
  for (const set of domain.requiredDnsUpdates?.desired ?? []) {
    for (const record of set.records ?? []) if (record.requiredAction !== "REMOVE") push(recordOf(record, set.domainName, "add"));
  }
  for (const set of domain.requiredDnsUpdates?.discovered ?? []) {
    for (const record of set.records ?? []) if (record.requiredAction === "REMOVE") push(recordOf(record, set.domainName, "remove"));
  }
  return out;
}

export function hostingStatesOf(domain: HostingCustomDomain): HostingDomainStates {
  return { hostState: domain.hostState ?? null, ownershipState: domain.ownershipState ?? null, certState: domain.cert?.state ?? null };
}

/** Whether what the DNS answers for a record's host and type holds the record's value (case and final dot aside). */
export function dnsValueMatches(record: Pick<DomainDnsRecord, "type" | "value">, answers: readonly string[]): boolean {
  const norm = (value: string) => (record.type === "TXT" ? value.trim() : bare(value));
  const wanted = norm(record.value);
  return answers.some((answer) => norm(answer) === wanted);
}
