// POST /api/orders/:id/status: a status change checked against the order flow, inside a transaction so
// that two devices moving the same order cannot both succeed from a stale status.
import { COLLECTIONS, statusChangePatch, statusChangeRefusal, type OrderData, type OrderStatus, type OrderStatusAnswer } from "@comanda/shared";
import type { AppDeps } from "../deps";
import { apiError } from "../http/errors";

export async function setOrderStatus(deps: AppDeps, companyId: string, orderId: string, to: OrderStatus): Promise<OrderStatusAnswer> {
  const ref = deps.db.collection(COLLECTIONS.orders).doc(orderId);
  return deps.db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const order = snap.data() as OrderData | undefined;
    // Another company's order is answered exactly like a missing one.
    if (!order || order.companyId !== companyId) throw apiError("not-found");
    if (statusChangeRefusal(order, to) !== null) throw apiError("transition-not-allowed");
    const patch = statusChangePatch(order, to, deps.clock.now());
    tx.update(ref, patch);
    return { id: orderId, status: to, previousStatus: order.status };
  });
}
