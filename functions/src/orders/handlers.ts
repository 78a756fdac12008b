// HTTP side of the order calls (being built): every route answers not-found until its operation lands.
import { apiError } from "../http/errors";
import type { ApiHandler } from "../http/pipeline";

const pending: ApiHandler = async () => {
  throw apiError("not-found");
};

export const orderHandlers = {
  placeOrder: pending,
  exportOrders: pending,
  checkOrderCode: pending,
  setOrderStatus: pending,
  orderReceiptPdf: pending,
  orderDeliveryNotePdf: pending,
} satisfies Record<string, ApiHandler>;
