// The tax records of an order change made outside the server's transactions. The board moves orders by
// writing their status directly (firestore.rules allow the order flow), so an order paid on site that staff
// mark done there becomes a ticket without any server transaction: the order trigger (triggers.ts) calls
// this, which chains the record in a transaction of its own moments later. The same catches a change the
// server made without its record because it kept meeting contention (orders/status.ts, payments/refunds.ts).
// A record made already (by the server's own transaction, or an earlier delivery of the event) is found by
// its id and nothing is written: a redelivered event changes nothing.
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { COLLECTIONS, type OrderData } from "@comanda/shared";
import type { Clock } from "../clock";
import { runTransaction } from "../transactions";
import { writePlannedRecord, type PlannedRecord } from "./chain";
import { becomesRefund, becomesTicket, planRefundRecord, planTicketRecord } from "./tickets";

export interface OrderWriteDeps {
  db: Firestore;
  clock: Clock;
}

/** Attempts of the trigger's transaction: tickets of a busy evening contend for the company's chain. */
const ATTEMPTS = 60;

export type OrderWriteOutcome = { ticket: boolean; refund: boolean };

/**
 * The records a change of an order from `before` to `after` (as the event carries them) calls for, made from
 * the order as it is now. Answers which were written.
 */
export async function recordOrderWrite(deps: OrderWriteDeps, orderId: string, before: OrderData | null, after: OrderData | null): Promise<OrderWriteOutcome> {
  const outcome: OrderWriteOutcome = { ticket: false, refund: false };
  if (!after) return outcome;
  const ticket = becomesTicket(before, after);
  const refund = becomesRefund(before, after);
  if (!ticket && !refund) return outcome;
  // The ticket first: a refund's rectifying record names it. One transaction each (reads come before writes).
  if (ticket) outcome.ticket = await recordFromOrder(deps, orderId, (tx, order, now) => planTicketRecord(tx, deps.db, orderId, order, now));
  if (refund) {
    outcome.refund = await recordFromOrder(deps, orderId, (tx, order, now) =>
      order.refund ? planRefundRecord(tx, deps.db, orderId, order, order.refund.amount, now) : Promise.resolve(null),
    );
  }
  return outcome;
}

/** Plans a record from the order as it is now and writes it, in one transaction; answers whether one was written. */
async function recordFromOrder(
  deps: OrderWriteDeps,
  orderId: string,
  plan: (tx: Transaction, order: OrderData, now: Date) => Promise<PlannedRecord | null>,
): Promise<boolean> {
  const ref = deps.db.collection(COLLECTIONS.orders).doc(orderId);
  return runTransaction(
    deps.db,
    async (tx) => {
      const order = (await tx.get(ref)).data() as OrderData | undefined;
      // Gone (the company was deleted): nothing to record.
      if (!order) return false;
      const now = deps.clock.now();
      const planned = await plan(tx, order, now);
      if (planned) writePlannedRecord(tx, deps.db, planned, now);
      return planned !== null;
    },
    { maxAttempts: ATTEMPTS },
  );
}
