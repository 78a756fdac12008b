// The /api routes of printers and print jobs (rows of shared/src/api/routes.ts), each a thin handler over a
// plain operation. Being built: every route answers not-found until its operation lands.
import { apiError } from "../http/errors";
import type { ApiHandlers } from "../http/pipeline";

const notYet = async () => {
  throw apiError("not-found");
};

export const printerHandlers = {
  regeneratePrinterSecret: notYet,
  savePrinter: notYet,
  deletePrinter: notYet,
  cancelPrintJob: notYet,
  printJobAgain: notYet,
} satisfies Partial<ApiHandlers>;
