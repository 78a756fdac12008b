// The /api routes of this part (rows of shared/src/api/routes.ts), each a thin handler over a plain operation.
import type { CustomerOrderRequest, RefundOrderRequest } from "@comanda/shared";
import { apiError } from "../http/errors";
import { callerOf, sendData, withBody, type ApiHandlers } from "../http/pipeline";
import { admitCaller } from "../http/callerLimit";
import { CUSTOMER_ORDER_LIMIT, placeCustomerOrder } from "./customerOrders";
import { refundOrder } from "./refunds";

export const paymentHandlers = {
  placeCustomerOrder: withBody<CustomerOrderRequest>(async (call, body) => {
    await admitCaller(call.deps, call.req, call.res, CUSTOMER_ORDER_LIMIT);
    sendData(call.res, await placeCustomerOrder(call.deps, call.params.slug ?? "", body), 201);
  }),
  refundOrder: withBody<RefundOrderRequest>(async (call, body) => {
    const caller = callerOf(call);
    const id = call.params.id;
    if (!id) throw apiError("not-found");
    sendData(call.res, await refundOrder(call.deps, caller.companyId, caller.uid, id, body));
  }),
} satisfies Partial<ApiHandlers>;
