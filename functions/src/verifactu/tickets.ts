// The records an order gets, planned inside the transaction that changes the order: its ticket's record when
// it becomes a ticket, and its refund's rectifying record when money is given back.
//
// When an order becomes a ticket (shared/src/verifactu/ticket.ts, becomesTicket): an invoice cannot be taken
// back, only cancelled or rectified by further records, so a sale is invoiced when it is settled, never before.
// - Paid online: when its payment succeeds. The transaction that moves the paid order into orders (payments/
//   pendingOrders.ts settlePaidOrder) numbers it, makes its print jobs and chains its record: no paid online
//   order without its ticket, and no ticket for a payment that failed.
// - Paid on site (or no method recorded): when it is first marked done. Staff do not always mark on-site
//   orders paid, but every order ends done once it is handed over. An order reopened and done again is the
//   same sale: its record's id is the order's (chain.ts taxRecordIds), so the second "done" finds it there.
// - Test orders (placed while the company has no subscription) never are.
// Only while the company's taxInfos/{companyId} has eInvoicingEnabled. A record that cannot be built (no tax id
// of the company, an order without totals) is logged by name and left out: an order never waits or fails for
// its tax record.
//
// Each plan function only reads (the transaction's reads come before its writes); writePlannedRecord writes.
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { becomesRefund, becomesTicket, refundRecord, ticketRecord, type OrderData, type TaxRecordData, type WithId } from "@comanda/shared";
import { plannedOf, readChain, readCompanyTaxContext, taxRecordIds, taxRecordRef, type PlannedRecord } from "./chain";
import * as logs from "./logs";

export { becomesRefund, becomesTicket };

/**
 * In the transaction, once the order is known as a ticket: its record, planned (null: e-invoicing off, a
 * test order, a record made already, or one that cannot be built and was logged).
 */
export async function planTicketRecord(tx: Transaction, db: Firestore, orderId: string, order: OrderData, now: Date): Promise<PlannedRecord | null> {
  if (order.demo === true) return null;
  const id = taxRecordIds.ticket(orderId);
  const { context, records } = await readCompanyTaxContext(tx, db, order.companyId, id);
  if (!context.taxInfo.eInvoicingEnabled || records[0]?.exists) return null;
  // Only now the end of the chain: a company without e-invoicing never reads it, so never contends for it.
  const chain = await readChain(tx, db, order.companyId);
  const planned = plannedOf(id, () => ticketRecord({ orderId, order }, { companyId: order.companyId, taxInfo: context.taxInfo, timezone: context.timezone, now, chain }));
  if ("refused" in planned) {
    logs.ticketRecordRefused(order.companyId, orderId, planned.refused);
    return null;
  }
  return planned;
}

/** The record an invoice ends with: a corrected record is followed by its correction (same invoice, corrected data). */
async function currentRecord(tx: Transaction, db: Firestore, first: WithId<TaxRecordData>): Promise<WithId<TaxRecordData>> {
  let record = first;
  // A correction of a correction is possible (rejected again); a few steps at most.
  for (let step = 0; step < 10 && record.status === "corrected"; step++) {
    const next = await tx.get(taxRecordRef(db, taxRecordIds.correction(record.id)));
    if (!next.exists) break;
    record = { ...(next.data() as TaxRecordData), id: next.id };
  }
  return record;
}

/**
 * In the transaction that records a refund given back (becomesRefund): its rectifying record (R5 for a
 * simplified invoice, R1 for an F1), planned; null when e-invoicing is off, for a test order, when made
 * already, when the order's ticket has no record (logged), or when it cannot be built (logged).
 */
export async function planRefundRecord(tx: Transaction, db: Firestore, orderId: string, order: OrderData, amount: number, now: Date): Promise<PlannedRecord | null> {
  if (order.demo === true) return null;
  const id = taxRecordIds.refund(orderId);
  const { context, records } = await readCompanyTaxContext(tx, db, order.companyId, id, taxRecordIds.ticket(orderId));
  const [existing, ticket] = records;
  if (!context.taxInfo.eInvoicingEnabled || existing?.exists) return null;
  const ticketData = ticket?.data() as TaxRecordData | undefined;
  if (!ticket || !ticketData || ticketData.companyId !== order.companyId) {
    logs.refundWithoutTicketRecord(order.companyId, orderId);
    return null;
  }
  const original = await currentRecord(tx, db, { ...ticketData, id: ticket.id });
  const chain = await readChain(tx, db, order.companyId);
  const planned = plannedOf(id, () => refundRecord({ orderId, original, amount }, { companyId: order.companyId, taxInfo: context.taxInfo, timezone: context.timezone, now, chain }));
  if ("refused" in planned) {
    logs.refundRecordRefused(order.companyId, orderId, planned.refused);
    return null;
  }
  return planned;
}
