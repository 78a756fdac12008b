// The /api routes of this part (rows of shared/src/api/routes.ts), each a thin handler over a plain operation.
import type { CustomerOrderRequest, RefundOrderRequest } from "@comanda/shared";
import { apiError, ApiHttpError } from "../http/errors";
import { callerOf, sendData, withBody, type ApiHandlers } from "../http/pipeline";
import { admitCaller, countCallerFailure, refuseExhaustedCaller } from "../http/callerLimit";
import { GUESS_REFUSALS, VOUCHER_FIELD } from "../orders/voucherRedemption";
import { CUSTOMER_ORDER_LIMIT, placeCustomerOrder, VOUCHER_GUESS_LIMIT } from "./customerOrders";

/** A refusal of the order's voucher code as unknown or another company's: a guess, counted against the caller. */
function isGuessRefused(error: unknown): boolean {
  if (!(error instanceof ApiHttpError) || error.code !== "validation") return false;
  return (error.fields?.[VOUCHER_FIELD] ?? []).some((code) => (GUESS_REFUSALS as ReadonlySet<string>).has(code));
}
import { refundOrder } from "./refunds";

export const paymentHandlers = {
  placeCustomerOrder: withBody<CustomerOrderRequest>(async (call, body) => {
    await admitCaller(call.deps, call.req, call.res, CUSTOMER_ORDER_LIMIT);
    // Guessing codes: a caller whose codes were refused too often is refused before any code is looked up.
    const withCode = typeof body.voucherCode === "string" && body.voucherCode.trim() !== "";
    if (withCode) await refuseExhaustedCaller(call.deps, call.req, call.res, VOUCHER_GUESS_LIMIT);
    try {
      sendData(call.res, await placeCustomerOrder(call.deps, call.params.slug ?? "", body), 201);
    } catch (error) {
      if (withCode && isGuessRefused(error)) await countCallerFailure(call.deps, call.req, VOUCHER_GUESS_LIMIT);
      throw error;
    }
  }),
  refundOrder: withBody<RefundOrderRequest>(async (call, body) => {
    const caller = callerOf(call);
    const id = call.params.id;
    if (!id) throw apiError("not-found");
    sendData(call.res, await refundOrder(call.deps, caller.companyId, caller.uid, id, body));
  }),
} satisfies Partial<ApiHandlers>;
