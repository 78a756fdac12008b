// Orders never paid: a pending order past its time (PENDING_ORDER_HOLD_MINUTES) has its payment intent
// cancelled on Stripe and is removed, which frees its slot. Run every minute by the schedule
// (functions/src/payments/triggers.ts) and, on the emulators, by POST /emulator/jobs/drop-abandoned-orders.
// An intent Stripe will not cancel because it succeeded meanwhile places the order instead (its webhook
// may be late or lost); one still processing is left for a later run.
import { COLLECTIONS, type PendingOrderData } from "@comanda/shared";
import type { AppDeps } from "../deps";
import { runTransaction } from "../transactions";
import * as logs from "./logs";
import { dropPendingOrder, settlePaidOrder } from "./pendingOrders";
import { cancelIntent, reportOf } from "./webhooks";

/** Pending orders looked at per run (the next run takes the rest). */
export const ABANDONED_BATCH = 200;

export interface AbandonedResult {
  dropped: number;
  placed: number;
  kept: number;
  failed: number;
}

export async function dropAbandonedOrders(deps: Pick<AppDeps, "db" | "clock" | "stripe">): Promise<AbandonedResult> {
  const now = deps.clock.now();
  const result: AbandonedResult = { dropped: 0, placed: 0, kept: 0, failed: 0 };
  const snap = await deps.db.collection(COLLECTIONS.pendingOrders).where("expiresAt", "<=", now.toISOString()).limit(ABANDONED_BATCH).get();
  for (const doc of snap.docs) {
    const pending = doc.data() as PendingOrderData;
    try {
      if (!pending.paymentIntentId) {
        // The call that held it died before creating the intent: nothing to cancel.
        if (await runTransaction(deps.db, (tx) => dropPendingOrder(tx, deps, doc.id, null, "abandoned"))) result.dropped += 1;
        continue;
      }
      const intent = await cancelIntent(deps, pending.paymentIntentId, pending.accountId);
      if (intent.status === "canceled") {
        if (await runTransaction(deps.db, (tx) => dropPendingOrder(tx, deps, doc.id, intent.id, "abandoned"))) result.dropped += 1;
      } else if (intent.status === "succeeded") {
        const settled = await runTransaction(deps.db, (tx) => settlePaidOrder(tx, deps, doc.id, reportOf(intent, pending.accountId)));
        if (settled === "placed") result.placed += 1;
        else result.kept += 1;
      } else {
        logs.abandonedOrderKept(doc.id, intent.status);
        result.kept += 1;
      }
    } catch (error) {
      logs.paymentCancelFailed(doc.id, error);
      result.failed += 1;
    }
  }
  return result;
}
