// Receipt printer of a company, its live status (collection printer-status, same id) and the key of its
// CloudPRNT address (collection printerKeys, same id).
import { booleanSchema, idListSchema, idSchema, nameSchema, nullableDateTimeSchema, objectSchema, type IsoDateTime } from "./common";

/** Paper widths in millimetres that receipt printers take. */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** Upper-case colon-separated MAC address, e.g. 00:11:62:AA:BB:CC. */
export const MAC_PATTERN = "^[0-9A-F]{2}(:[0-9A-F]{2}){5}$";

/** How many copies of a ticket or a receipt a printer prints for each order. */
export const MAX_PRINT_COPIES = 5;

export interface PrinterData {
  companyId: string;
  name: string;
  paperWidth: PaperWidth;
  /** Production locations whose items this printer prints; empty: all. */
  locationsFilter: string[];
  enabled: boolean;
  mac: string;
  printOrderTickets: boolean;
  printOrderReceipts: boolean;
  /** Copies of the kitchen ticket and of the receipt per order (1 to MAX_PRINT_COPIES; absent: 1). */
  ticketCopies?: number;
  receiptCopies?: number;
  createdAt?: IsoDateTime;
  updatedAt?: IsoDateTime;
}
const copiesSchema = { type: "integer", minimum: 1, maximum: MAX_PRINT_COPIES };
export const printerSchema = objectSchema(
  {
    companyId: idSchema,
    name: nameSchema,
    paperWidth: { type: "integer", enum: [...PAPER_WIDTHS] },
    locationsFilter: idListSchema,
    enabled: booleanSchema,
    mac: { type: "string", pattern: MAC_PATTERN },
    printOrderTickets: booleanSchema,
    printOrderReceipts: booleanSchema,
    ticketCopies: copiesSchema,
    receiptCopies: copiesSchema,
    createdAt: nullableDateTimeSchema,
    updatedAt: nullableDateTimeSchema,
  },
  ["companyId", "name", "paperWidth", "locationsFilter", "enabled", "mac", "printOrderTickets", "printOrderReceipts"],
);

export interface PrinterStatusData {
  companyId: string;
  /** As the printer reports it (CloudPRNT's statusCode, e.g. "200 OK", "410 Paper empty"). */
  status: string;
  lastSeen: IsoDateTime | null;
  printingInProgress?: boolean;
  /** The printer's poll interval as measured between two polls (absent: DEFAULT_POLL_INTERVAL_MS). */
  pollIntervalMs?: number;
  /** When the owner was told that this printer is offline with jobs waiting; null again once it polls. */
  offlineNotifiedAt?: IsoDateTime | null;
}
export const printerStatusSchema = objectSchema(
  {
    companyId: idSchema,
    status: { type: "string", maxLength: 200 },
    lastSeen: nullableDateTimeSchema,
    printingInProgress: booleanSchema,
    pollIntervalMs: { type: "integer", minimum: 0 },
    offlineNotifiedAt: nullableDateTimeSchema,
  },
  ["companyId", "status", "lastSeen"],
);

/**
 * The secret part of a printer's CloudPRNT address, with what the printer endpoint needs to answer a poll
 * from this one document (MAC, enabled): written by the server in the same transaction as the printer.
 */
export interface PrinterKeyData {
  companyId: string;
  secret: string;
  mac: string;
  enabled: boolean;
  paperWidth: PaperWidth;
}
