// The demo company's VeriFactu records: one per seeded order that is a ticket (paid online, or done when paid on
// site: shared/src/verifactu/ticket.ts becomesTicket), in the order their tickets were issued, built and chained
// by the same shared builders the order transactions use, so the stored chain verifies from its first record.
// They are seeded "pending": under npm start the sending job takes them to the AEAT stand-in within seconds and
// the records table shows the agency's answers. The end of the chain goes to taxChains, so the next ticket continues it.
import { EMPTY_TAX_CHAIN, becomesTicket, taxRecordIds, ticketRecord, type OrderData, type TaxChainState, type TaxInfoData, type TaxRecordData } from "@comanda/shared";
import type { TaxChainDocument } from "../../functions/src/verifactu/chain";

export interface DemoTaxRecords {
  records: Array<{ id: string } & TaxRecordData>;
  chain: TaxChainDocument;
}

/** When an order's ticket was issued: its payment online, else the moment it was done. */
function issuedAt(order: OrderData): string {
  return order.paymentMethod === "online" ? order.dateOrdered : (order.statusChangedAt ?? order.dateOrdered);
}

export function demoTaxRecords(companyId: string, taxInfo: TaxInfoData, timezone: string, orders: ReadonlyArray<{ id: string } & OrderData>, now: Date): DemoTaxRecords {
  const tickets = orders.filter((o) => o.companyId === companyId && becomesTicket(null, o)).sort((a, b) => Date.parse(issuedAt(a)) - Date.parse(issuedAt(b)) || a.id.localeCompare(b.id));
  const records: DemoTaxRecords["records"] = [];
  let chain: TaxChainState = EMPTY_TAX_CHAIN;
  for (const order of tickets) {
    const built = ticketRecord({ orderId: order.id, order }, { companyId, taxInfo, timezone, now: new Date(issuedAt(order)), chain });
    if (!built.ok) throw new Error(`the demo order ${order.id} makes no tax record: ${built.code}`);
    records.push({ id: taxRecordIds.ticket(order.id), ...built.record });
    chain = built.chain;
  }
  return { records, chain: { companyId, ...chain, updatedAt: now.toISOString() } };
}
