// The company's chain of tax records on the server: the record ids, the server-only end of the chain
// (taxChains/{companyId}: the TaxChainState the next record continues), and the reads and writes of one
// record in the caller's transaction. Every record is built by the shared builders (shared/src/verifactu/records.ts)
// from the chain state read in the same transaction that writes the record and the new state, so two
// transactions can never both continue the same end: 50 tickets at once give 50 records, one chain, no gap,
// no duplicate number (Firestore retries the losers on the new end).
//
// Record ids are deterministic (the order and the kind, or the record and the follow-up), and a record is only
// ever created after its id was read as free in the same transaction: a retried transaction, a redelivered
// event or an order reopened and done again never makes a second record.
import type { Firestore, Transaction } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  DEFAULT_TIMEZONE,
  EMPTY_TAX_CHAIN,
  taxInfoWithDefaults,
  type CompanySettingsData,
  type RecordBuild,
  type TaxChainState,
  type TaxInfoData,
  type TaxRecordData,
  taxRecordIds,
} from "@comanda/shared";
import * as logs from "./logs";

/** The ids of a company's records (shared/src/verifactu/recordIds.ts). */
export { taxRecordIds };

/** taxChains/{companyId}: the end of the company's chain. The server's alone (firestore.rules deny it). */
export interface TaxChainDocument extends TaxChainState {
  companyId: string;
  updatedAt: string;
}

export const taxRecordRef = (db: Firestore, id: string) => db.collection(COLLECTIONS.taxRecords).doc(id);
export const taxInfoRef = (db: Firestore, companyId: string) => db.collection(COLLECTIONS.taxInfos).doc(companyId);
export const taxChainRef = (db: Firestore, companyId: string) => db.collection(COLLECTIONS.taxChains).doc(companyId);

/** The stored chain state, or the empty chain (no record yet). */
export function storedChainState(data: Partial<TaxChainDocument> | undefined): TaxChainState {
  if (!data || typeof data.position !== "number") return EMPTY_TAX_CHAIN;
  return { position: data.position, last: data.last ?? null, counters: data.counters ?? {} };
}

/** What chaining a record needs besides its input: the company's tax information and time zone. */
export interface CompanyTaxContext {
  companyId: string;
  taxInfo: Required<TaxInfoData>;
  timezone: string;
}

/** Reads (in the transaction) the company's tax information and time zone, with the documents given beside them. */
export async function readCompanyTaxContext(tx: Transaction, db: Firestore, companyId: string, ...also: string[]) {
  const [infoSnap, settingsSnap, ...others] = await tx.getAll(
    taxInfoRef(db, companyId),
    db.collection(COLLECTIONS.companySettings).doc(companyId),
    ...also.map((id) => taxRecordRef(db, id)),
  );
  const taxInfo = taxInfoWithDefaults((infoSnap?.data() as TaxInfoData | undefined) ?? { taxId: null, eInvoicingEnabled: false, transmissionPaused: false, errorCount: 0 });
  const timezone = (settingsSnap?.data() as Partial<CompanySettingsData> | undefined)?.timezone || DEFAULT_TIMEZONE;
  const context: CompanyTaxContext = { companyId, taxInfo, timezone };
  return { context, records: others };
}

/** Reads the end of the company's chain in the transaction (the document every record of the company contends for). */
export async function readChain(tx: Transaction, db: Firestore, companyId: string): Promise<TaxChainState> {
  return storedChainState((await tx.get(taxChainRef(db, companyId))).data() as Partial<TaxChainDocument> | undefined);
}

/** A record built from the chain it continues, ready to be written with the chain's new end. */
export interface PlannedRecord {
  id: string;
  record: TaxRecordData;
  chain: TaxChainState;
}

/**
 * A builder's answer as a planned record, or its refusal. The builders are pure; one that throws on data it
 * did not expect counts as a refusal too, so that a record never stops the order it belongs to.
 */
export function plannedOf(id: string, build: () => RecordBuild): PlannedRecord | { refused: string } {
  try {
    const built = build();
    return built.ok ? { id, record: built.record, chain: built.chain } : { refused: built.code };
  } catch (error) {
    return { refused: `build-failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Among the transaction's writes: the record (created: its id must be free) and the chain's new end. */
export function writePlannedRecord(tx: Transaction, db: Firestore, planned: PlannedRecord, now: Date): void {
  const { record } = planned;
  tx.create(taxRecordRef(db, planned.id), record);
  const chain: TaxChainDocument = { companyId: record.companyId, ...planned.chain, updatedAt: now.toISOString() };
  tx.set(taxChainRef(db, record.companyId), chain);
  logs.taxRecordWritten(record.companyId, planned.id, record.kind, record.number, record.position);
}
