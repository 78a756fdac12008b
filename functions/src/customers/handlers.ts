// The /api routes of customers (rows of shared/src/api/routes.ts), each a thin handler over a plain operation.
import type { DeletedAnswer, ImportCustomersRequest, SaveCustomerRequest } from "@comanda/shared";
import { apiError } from "../http/errors";
import { callerOf, sendData, withBody, type ApiHandlers } from "../http/pipeline";
import { checkCustomerImport, importCustomers } from "./import";
import { deleteCustomer, saveCustomer } from "./save";

export const customerHandlers = {
  importCustomers: withBody<ImportCustomersRequest>(async (call, body) => {
    const companyId = callerOf(call).companyId;
    if (body.dryRun) sendData(call.res, await checkCustomerImport(call.deps, companyId, body));
    else sendData(call.res, await importCustomers(call.deps, companyId, body), 201);
  }),
  saveCustomer: withBody<SaveCustomerRequest>(async (call, body) => {
    const id = call.params.id;
    sendData(call.res, await saveCustomer(call.deps, callerOf(call).companyId, id, body), id === undefined ? 201 : 200);
  }),
  deleteCustomer: async (call) => {
    const id = call.params.id;
    if (!id) throw apiError("not-found");
    await deleteCustomer(call.deps, callerOf(call).companyId, id);
    sendData(call.res, { deleted: true } satisfies DeletedAnswer);
  },
} satisfies Partial<ApiHandlers>;
