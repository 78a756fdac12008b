// POST /api/orders/:id/status: a status change checked against the order flow, inside a transaction so
// that two devices moving the same order cannot both succeed from a stale status. The change that makes an
// order paid on site a ticket (first time done) chains its tax record in the same transaction
// (verifactu/tickets.ts says when and why).
import { COLLECTIONS, statusChangePatch, statusChangeRefusal, type OrderData, type OrderStatus, type OrderStatusAnswer } from "@comanda/shared";
import type { AppDeps } from "../deps";
import { apiError, isContention } from "../http/errors";
import { runTransaction } from "../transactions";
import * as taxLogs from "../verifactu/logs";
import { becomesTicket, planTicketRecord } from "../verifactu/tickets";
import { writePlannedRecord } from "../verifactu/chain";
import { NUMBERING_MAX_ATTEMPTS } from "./place";

export async function setOrderStatus(deps: AppDeps, companyId: string, orderId: string, to: OrderStatus): Promise<OrderStatusAnswer> {
  const ref = deps.db.collection(COLLECTIONS.orders).doc(orderId);
  let ticket = false;
  const change = (withRecord: boolean) =>
    runTransaction(
      deps.db,
      async (tx) => {
        const snap = await tx.get(ref);
        const order = snap.data() as OrderData | undefined;
        // Another company's order is answered exactly like a missing one.
        if (!order || order.companyId !== companyId) throw apiError("not-found");
        if (statusChangeRefusal(order, to) !== null) throw apiError("transition-not-allowed");
        const now = deps.clock.now();
        const patch = statusChangePatch(order, to, now);
        ticket = becomesTicket(order, { ...order, ...patch });
        const record = withRecord && ticket ? await planTicketRecord(tx, deps.db, orderId, { ...order, ...patch }, now) : null;
        tx.update(ref, patch);
        if (record) writePlannedRecord(tx, deps.db, record, now);
        return { id: orderId, status: to, previousStatus: order.status };
      },
      // Tickets of a busy evening contend for the company's chain like placements for its order numbers.
      { maxAttempts: NUMBERING_MAX_ATTEMPTS },
    );
  try {
    try {
      return await change(true);
    } catch (error) {
      // An order never waits or fails for its tax record: the change is made without it, and the order
      // trigger (verifactu/triggers.ts) chains the record right after.
      if (!isContention(error) || !ticket) throw error;
      taxLogs.ticketRecordDeferred(companyId, orderId, error);
      return await change(false);
    }
  } catch (error) {
    // Changed by others all along: the caller must look at the order again, as for a refused move.
    if (isContention(error)) throw apiError("transition-not-allowed");
    throw error;
  }
}
