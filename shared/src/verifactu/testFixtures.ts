// Typed fixtures of the VeriFactu tests (not exported from the package): a Madrid company, an order's totals
// from the pricing rules, and a chain of tickets built one after the other as the server would.
import type { WithId } from "../entities/common";
import type { OrderTotals } from "../entities/order";
import type { TaxRecordData } from "../entities/taxRecord";
import { vatLine } from "../orders/totals";
import { EMPTY_TAX_CHAIN, ticketRecord, type RecordBuild, type RecordContext, type TaxChainState } from "./records";

export const COMPANY = "company-1";
export const ISSUER = "B12345674";
/** 23:30 UTC on 28 March 2026 is 00:30 on the 29th in Madrid (UTC+1 that night). */
export const NOW = new Date("2026-03-28T23:30:00.000Z");

/** 22.00 at 10 % (20.00 + 2.00) and 12.10 at 21 % (10.00 + 2.10), plus an untaxed tip of 1.50. */
export const TOTALS: OrderTotals = {
  items: 34.1,
  discount: 0,
  deliveryFee: 0,
  tip: 1.5,
  total: 35.6,
  vat: [vatLine(10, 2200), vatLine(21, 1210)],
};

export function context(chain: TaxChainState = EMPTY_TAX_CHAIN, changes: Partial<RecordContext> = {}): RecordContext {
  return { companyId: COMPANY, taxInfo: { taxId: ISSUER, series: "T", environment: "test" }, timezone: "Europe/Madrid", now: NOW, chain, ...changes };
}

export function built(result: RecordBuild): { record: TaxRecordData; chain: TaxChainState } {
  if (!result.ok) throw new Error(`record refused: ${result.code}`);
  return result;
}

/** `count` tickets of the same order, one second apart, each continuing the chain the previous one left. */
export function ticketChain(count: number, start: TaxChainState = EMPTY_TAX_CHAIN): { records: WithId<TaxRecordData>[]; chain: TaxChainState } {
  const records: WithId<TaxRecordData>[] = [];
  let chain = start;
  for (let i = 0; i < count; i++) {
    const now = new Date(NOW.getTime() + i * 1000);
    const next = built(ticketRecord({ orderId: `order-${i + 1}`, order: { totals: TOTALS, billingAddress: null } }, context(chain, { now })));
    records.push({ ...next.record, id: `record-${next.record.position}` });
    chain = next.chain;
  }
  return { records, chain };
}
