// HTTP side of the order calls: read the request, call the plain operation, answer { data } (or the CSV).
import {
  COLLECTIONS,
  type CheckOrderCodeRequest,
  type OrderData,
  type OrderDocumentRequest,
  type OrderExportRequest,
  type OrderStatusRequest,
  type OrderTaxQrAnswer,
  type PlaceOrderRequest,
} from "@comanda/shared";
import { apiError } from "../http/errors";
import { callerOf, sendAttachment, sendData, withBody, type ApiHandler, idParam } from "../http/pipeline";
import { checkOrderCode } from "./checkCode";
import { orderDocument, type OrderDocumentKind } from "./documents";
import { exportOrders } from "./export";
import { placeOrder } from "./place";
import { setOrderStatus } from "./status";
import { orderTaxQrUrl } from "../verifactu/qr";

const placeOrderHandler = withBody<PlaceOrderRequest>(async (call, body) => {
  sendData(call.res, await placeOrder(call.deps, callerOf(call).companyId, body), 201);
});

const setOrderStatusHandler = withBody<OrderStatusRequest>(async (call, body) => {
  sendData(call.res, await setOrderStatus(call.deps, callerOf(call).companyId, idParam(call), body.status));
});

const checkOrderCodeHandler = withBody<CheckOrderCodeRequest>(async (call, body) => {
  sendData(call.res, await checkOrderCode(call.deps, callerOf(call).companyId, body.code));
});

const exportOrdersHandler = withBody<OrderExportRequest>(async (call, body) => {
  const { csv, fileName } = await exportOrders(call.deps, callerOf(call).companyId, body);
  sendAttachment(call.res, csv, "text/csv; charset=utf-8", fileName);
});

const orderTaxQrHandler: ApiHandler = async (call) => {
  const companyId = callerOf(call).companyId;
  const orderId = idParam(call);
  const order = (await call.deps.db.collection(COLLECTIONS.orders).doc(orderId).get()).data() as OrderData | undefined;
  if (!order || order.companyId !== companyId) throw apiError("not-found");
  sendData(call.res, { url: await orderTaxQrUrl(call.deps.db, companyId, orderId) } satisfies OrderTaxQrAnswer);
};

function orderDocumentHandler(kind: OrderDocumentKind): ApiHandler {
  return withBody<OrderDocumentRequest>(async (call, body) => {
    const { bytes, fileName } = await orderDocument(call.deps, callerOf(call).companyId, idParam(call), kind, body.language);
    sendAttachment(call.res, Buffer.from(bytes), "application/pdf", fileName);
  });
}

export const orderHandlers = {
  placeOrder: placeOrderHandler,
  exportOrders: exportOrdersHandler,
  checkOrderCode: checkOrderCodeHandler,
  setOrderStatus: setOrderStatusHandler,
  orderReceiptPdf: orderDocumentHandler("receipt"),
  orderTaxQr: orderTaxQrHandler,
  orderDeliveryNotePdf: orderDocumentHandler("delivery-note"),
} satisfies Record<string, ApiHandler>;
