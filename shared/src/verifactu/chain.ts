// Verifying a company's whole chain of records from its first: positions 1..n without gap or duplicate, each
// record naming the previous record and carrying its hash, and each hash recomputing from the record's own
// fields. The first break found is answered with its kind, so a broken chain is reported where it broke.
import type { TaxInvoiceId, TaxRecordData } from "../entities/taxRecord";
import { recordHash } from "./hash";
import type { TaxChainState } from "./records";

/** What a stored record must keep for its chain to be checked (with its id when it has one). */
export type ChainRecord = Pick<
  TaxRecordData,
  "kind" | "invoiceType" | "issuerTaxId" | "number" | "issuedOn" | "totalTax" | "totalAmount" | "position" | "previous" | "previousHash" | "hash" | "generatedAt"
> & { id?: string };

/**
 * position-gap: the position due is missing (the first record must be 1); position-duplicate: two records
 * share a position; previous-hash: a record does not carry its predecessor's hash (the first must carry none);
 * previous-record: it names another invoice as its predecessor; hash: its hash does not recompute.
 */
export const CHAIN_BREAK_KINDS = ["position-gap", "position-duplicate", "previous-hash", "previous-record", "hash"] as const;
export type ChainBreakKind = (typeof CHAIN_BREAK_KINDS)[number];

export interface ChainBreak {
  kind: ChainBreakKind;
  /** The position where the chain breaks (the missing one, for a gap). */
  position: number;
  /** The record at fault, when there is one and it has an id. */
  recordId: string | null;
}

export type ChainCheck = { ok: true; length: number; lastHash: string | null } | { ok: false; break: ChainBreak };

function sameInvoice(a: TaxInvoiceId | null, b: TaxInvoiceId | null): boolean {
  if (a === null || b === null) return a === b;
  return a.issuerTaxId === b.issuerTaxId && a.number === b.number && a.issuedOn === b.issuedOn;
}

function invoiceOf(record: ChainRecord): TaxInvoiceId {
  return { issuerTaxId: record.issuerTaxId, number: record.number, issuedOn: record.issuedOn };
}

/** Checks the company's records (in any order) as one chain from position 1. */
export function verifyChain(records: readonly ChainRecord[]): ChainCheck {
  const sorted = [...records].sort((a, b) => a.position - b.position);
  let prior: ChainRecord | null = null;
  for (const [index, record] of sorted.entries()) {
    const due = index + 1;
    const broken = (kind: ChainBreakKind, position = record.position): ChainCheck => ({ ok: false, break: { kind, position, recordId: record.id ?? null } });
    if (prior && record.position === prior.position) return broken("position-duplicate");
    if (record.position !== due) return { ok: false, break: { kind: "position-gap", position: due, recordId: null } };
    if ((record.previousHash ?? "") !== (prior?.hash ?? "")) return broken("previous-hash");
    if (!sameInvoice(record.previous, prior ? invoiceOf(prior) : null)) return broken("previous-record");
    if (recordHash(record) !== record.hash) return broken("hash");
    prior = record;
  }
  return { ok: true, length: sorted.length, lastHash: prior?.hash ?? null };
}

const INVOICE_NUMBER = /^([A-Z0-9]+)-(R?)(\d+)$/;

/**
 * The chain state the company's records leave (the next record continues it): the last position, the last
 * record and hash, and each series' highest counter. For a server that lost or never kept its counters.
 */
export function chainStateOf(records: readonly ChainRecord[]): TaxChainState {
  const counters: Record<string, number> = {};
  let last: ChainRecord | null = null;
  for (const record of records) {
    if (!last || record.position > last.position) last = record;
    if (record.kind === "cancellation") continue;
    const match = INVOICE_NUMBER.exec(record.number);
    if (!match) continue;
    const key = match[2] === "R" ? `${match[1]}-R` : (match[1] ?? "");
    counters[key] = Math.max(counters[key] ?? 0, Number(match[3]));
  }
  return { position: last?.position ?? 0, last: last ? { ...invoiceOf(last), hash: last.hash } : null, counters };
}
