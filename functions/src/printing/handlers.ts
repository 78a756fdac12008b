// The /api routes of printers and print jobs (rows of shared/src/api/routes.ts), each a thin handler over a
// plain operation.
import type { DeletedAnswer, SavePrinterRequest } from "@comanda/shared";
import { callerOf, sendData, withBody, type ApiHandlers, idParam } from "../http/pipeline";
import { cancelPrintJob, printJobAgain } from "./jobs";
import { deletePrinter, regeneratePrinterSecret, savePrinter } from "./printers";

export const printerHandlers = {
  regeneratePrinterSecret: async (call) => {
    sendData(call.res, await regeneratePrinterSecret(call.deps, callerOf(call).companyId, idParam(call)));
  },
  savePrinter: withBody<SavePrinterRequest>(async (call, body) => {
    const id = call.params.id;
    sendData(call.res, await savePrinter(call.deps, callerOf(call).companyId, id, body), id === undefined ? 201 : 200);
  }),
  deletePrinter: async (call) => {
    await deletePrinter(call.deps, callerOf(call).companyId, idParam(call));
    sendData(call.res, { deleted: true } satisfies DeletedAnswer);
  },
  cancelPrintJob: async (call) => {
    sendData(call.res, await cancelPrintJob(call.deps, callerOf(call).companyId, idParam(call)));
  },
  printJobAgain: async (call) => {
    sendData(call.res, await printJobAgain(call.deps, callerOf(call).companyId, idParam(call)));
  },
} satisfies Partial<ApiHandlers>;
