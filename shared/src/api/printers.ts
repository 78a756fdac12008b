// Bodies and answers of the printer calls (spec §7 POST /api/printers/{id?}) and of the print job actions
// (spec §4: cancel sets canceled, print again sets new). The printer endpoint itself (Star CloudPRNT,
// /api/cloudprnt/{printerId}/{secret}) is not a row of the route table: it speaks the printer's protocol.
import type { SchemaObject } from "ajv";
import { MAX_PRINT_COPIES, PAPER_WIDTHS, type PaperWidth } from "../entities/printer";
import { booleanSchema, idListSchema, nameSchema, objectSchema } from "../entities/common";

/**
 * POST /api/printers/{id?}: creates (no id) or replaces a printer. `mac` is accepted in any usual writing
 * (00-11-62-aa-bb-cc, 001162AABBCC) and stored as 00:11:62:AA:BB:CC; claimed across all companies in the
 * same transaction (409 printer-mac-already-added). Field errors: mac "invalid-mac"; locationsFilter
 * "locationNotFound" (a location that is not the company's). A new printer gets its secret at once.
 */
export interface SavePrinterRequest {
  name: string;
  paperWidth: PaperWidth;
  locationsFilter: string[];
  enabled: boolean;
  mac: string;
  printOrderTickets: boolean;
  printOrderReceipts: boolean;
  ticketCopies: number;
  receiptCopies: number;
}

const copies = { type: "integer", minimum: 1, maximum: MAX_PRINT_COPIES };

export const savePrinterSchema: SchemaObject = objectSchema(
  {
    name: nameSchema,
    paperWidth: { type: "integer", enum: [...PAPER_WIDTHS] },
    locationsFilter: idListSchema,
    enabled: booleanSchema,
    mac: { type: "string", minLength: 1, maxLength: 40 },
    printOrderTickets: booleanSchema,
    printOrderReceipts: booleanSchema,
    ticketCopies: copies,
    receiptCopies: copies,
  },
  ["name", "paperWidth", "locationsFilter", "enabled", "mac", "printOrderTickets", "printOrderReceipts", "ticketCopies", "receiptCopies"],
);

export interface SavePrinterAnswer {
  id: string;
}

/** POST /api/printers/:id/secret: a new secret; the old address stops working at once. */
export const regeneratePrinterSecretSchema: SchemaObject = objectSchema({});

export interface PrinterSecretAnswer {
  /** The path of the printer's new address (shared/src/printing/cloudPrnt.ts cloudPrntPath). */
  path: string;
}

/** POST /api/print-jobs/:id/cancel and /api/print-jobs/:id/print-again: no body fields. */
export const printJobActionSchema: SchemaObject = objectSchema({});
