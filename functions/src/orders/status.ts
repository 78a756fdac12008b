// POST /api/orders/:id/status: a status change checked against the order flow, inside a transaction so
// that two devices moving the same order cannot both succeed from a stale status.
import { COLLECTIONS, statusChangePatch, statusChangeRefusal, type OrderData, type OrderStatus, type OrderStatusAnswer } from "@comanda/shared";
import type { AppDeps } from "../deps";
import { apiError, isContention } from "../http/errors";
import { runTransaction } from "../transactions";

export async function setOrderStatus(deps: AppDeps, companyId: string, orderId: string, to: OrderStatus): Promise<OrderStatusAnswer> {
  const ref = deps.db.collection(COLLECTIONS.orders).doc(orderId);
  try {
    return await runTransaction(deps.db, async (tx) => {
      const snap = await tx.get(ref);
      const order = snap.data() as OrderData | undefined;
      // Another company's order is answered exactly like a missing one.
      if (!order || order.companyId !== companyId) throw apiError("not-found");
      if (statusChangeRefusal(order, to) !== null) throw apiError("transition-not-allowed");
      tx.update(ref, statusChangePatch(order, to, deps.clock.now()));
      return { id: orderId, status: to, previousStatus: order.status };
    });
  } catch (error) {
    // Changed by others all along: the caller must look at the order again, as for a refused move.
    if (isContention(error)) throw apiError("transition-not-allowed");
    throw error;
  }
}
