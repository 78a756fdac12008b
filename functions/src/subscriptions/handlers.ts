// The /api routes of this part (rows of shared/src/api/routes.ts), each a thin handler over a plain operation.
import type { CustomerPortalRequest, SubscriptionSessionRequest } from "@comanda/shared";
import { linkBase } from "../origins";
import { callerOf, sendData, withBody, type ApiHandler, type ApiHandlers } from "../http/pipeline";
import { createCustomerPortal, pricingTable, recordCheckoutSession } from "./billing";

export const subscriptionHandlers = {
  recordSubscriptionSession: withBody<SubscriptionSessionRequest>(async (call, body) => {
    sendData(call.res, await recordCheckoutSession(call.deps, body.sessionId));
  }),
  createCustomerPortalSession: withBody<CustomerPortalRequest>(async (call, body) => {
    // Back to the admin the owner came from (the app URL, or a local one on the emulators).
    const base = linkBase(call.deps.config, call.req.get("origin"));
    sendData(call.res, await createCustomerPortal(call.deps, callerOf(call).companyId, body.subscriptionId, base));
  }),
  pricingTable: async (call) => {
    const caller = callerOf(call);
    sendData(call.res, await pricingTable(call.deps, caller.companyId, caller.uid));
  },
} satisfies Partial<ApiHandlers> & Record<string, ApiHandler>;
