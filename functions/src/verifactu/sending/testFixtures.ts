// Typed records for the sending tests and the benchmark: chains built by the shared builders exactly as the
// order transactions build them (so every hash is the agency's), with the ids the server gives them. Test code only.
import {
  EMPTY_TAX_CHAIN,
  cancellationRecord,
  correctionRecord,
  refundRecord,
  ticketRecord,
  vatLine,
  type Address,
  type OrderTotals,
  type RecordBuild,
  type RecordContext,
  type TaxChainState,
  type TaxRecipient,
  type TaxRecordData,
} from "@comanda/shared";
import { billingSystem } from "./config";
import type { StoredRecord } from "./mapping";

/** The demo company's tax id (a valid CIF; the stand-in's demo certificate carries it). */
export const TAX_ID = "B65432197";
export const LEGAL_NAME = "Casa Comanda S.L.";
export const SYSTEM = billingSystem({ name: "Comanda Software S.L.", taxId: "B12345674" }, "1.4.163");

/** 22.00 at 10 % and 12.10 at 21 %. */
export const TOTALS: OrderTotals = { items: 34.1, discount: 0, deliveryFee: 0, tip: 0, total: 34.1, vat: [vatLine(10, 2200), vatLine(21, 1210)] };

export function recordContext(companyId: string, chain: TaxChainState, now: Date, taxId = TAX_ID): RecordContext {
  return { companyId, taxInfo: { taxId, series: "T", environment: "test" }, timezone: "Europe/Madrid", now, chain };
}

function built(result: RecordBuild): { record: TaxRecordData; chain: TaxChainState } {
  if (!result.ok) throw new Error(`record refused: ${result.code}`);
  return result;
}

export type ChainItem =
  | { ticket: string; recipient?: TaxRecipient }
  | { refund: string; of: string; amount: number }
  | { cancel: string }
  | { correct: string; status: "rejected" | "acceptedWithErrors"; recipient?: TaxRecipient | null };

/**
 * A chain of records, one second apart from `start`, with the ids the server gives them (`<order>-ticket`,
 * `<order>-refund`, `<record>-cancellation`, `<record>-correction`). A correction corrects the named record as
 * if the agency had answered it with `status`.
 */
export function recordChain(companyId: string, items: ChainItem[], start: Date, chain: TaxChainState = EMPTY_TAX_CHAIN, taxId = TAX_ID): { records: StoredRecord[]; chain: TaxChainState } {
  const records: StoredRecord[] = [];
  const byId = new Map<string, StoredRecord>();
  let state = chain;
  items.forEach((item, i) => {
    const context = recordContext(companyId, state, new Date(start.getTime() + i * 1000), taxId);
    let id: string;
    let next: { record: TaxRecordData; chain: TaxChainState };
    if ("ticket" in item) {
      id = `${item.ticket}-ticket`;
      const billingAddress: Address | null = item.recipient
        ? { name: item.recipient.name, companyName: item.recipient.name, vatId: item.recipient.taxId, country: item.recipient.country, street: "Carrer Gran 1", zip: "08001", city: "Barcelona", type: "company" }
        : null;
      next = built(ticketRecord({ orderId: item.ticket, order: { totals: TOTALS, billingAddress } }, context));
    } else if ("refund" in item) {
      id = `${item.refund}-refund`;
      const original = byId.get(item.of);
      if (!original) throw new Error(`no record ${item.of}`);
      next = built(refundRecord({ orderId: item.refund, original, amount: item.amount }, context));
    } else if ("cancel" in item) {
      const cancelled = byId.get(item.cancel);
      if (!cancelled) throw new Error(`no record ${item.cancel}`);
      id = `${item.cancel}-cancellation`;
      next = built(cancellationRecord({ orderId: cancelled.orderId, cancelled }, context));
    } else {
      const original = byId.get(item.correct);
      if (!original) throw new Error(`no record ${item.correct}`);
      id = `${item.correct}-correction`;
      next = built(correctionRecord({ original: { ...original, status: item.status }, ...(item.recipient !== undefined ? { recipient: item.recipient } : {}) }, context));
    }
    const record = { ...next.record, id };
    records.push(record);
    byId.set(id, record);
    state = next.chain;
  });
  return { records, chain: state };
}

/** `count` tickets of orders `<prefix>-1` … in one chain. */
export function ticketChain(companyId: string, count: number, start: Date, chain: TaxChainState = EMPTY_TAX_CHAIN, prefix = "order"): { records: StoredRecord[]; chain: TaxChainState } {
  return recordChain(
    companyId,
    Array.from({ length: count }, (_, i) => ({ ticket: `${prefix}-${chain.position + i + 1}` })),
    start,
    chain,
  );
}
