// POST /api/orders/check-code: the scan modal's pickup check. Whatever is not a pickup code of one of the
// caller's company's orders (garbage, an unknown code, another company's code) gets "invalid-order-code".
import { COLLECTIONS, parseOrderCode, type CheckOrderCodeAnswer, type OrderData } from "@comanda/shared";
import type { AppDeps } from "../deps";
import { apiError } from "../http/errors";

export async function checkOrderCode(deps: AppDeps, companyId: string, text: string): Promise<CheckOrderCodeAnswer> {
  const code = parseOrderCode(text);
  if (!code) throw apiError("invalid-order-code");
  const snap = await deps.db
    .collection(COLLECTIONS.orders)
    .where("companyId", "==", companyId)
    .where("pickupCode", "==", code)
    .limit(1)
    .get();
  const doc = snap.docs[0];
  if (!doc) throw apiError("invalid-order-code");
  const order = doc.data() as OrderData;
  return {
    orderId: doc.id,
    number: order.number ?? null,
    status: order.status,
    name: order.name ?? null,
    deliveryType: order.deliveryType ?? "delivery",
    pointofsaleId: order.pointofsaleId ?? null,
    paid: order.paid === true,
    demo: order.demo === true,
    cartTotal: order.cartTotal,
    pickedUpAt: order.pickedUpAt ?? null,
    dateOrdered: order.dateOrdered,
  };
}
