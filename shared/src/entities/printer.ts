// Receipt printer of a company, and its live status (collection printer-status, same id).
import { booleanSchema, idListSchema, idSchema, nameSchema, nullableDateTimeSchema, objectSchema, type IsoDateTime } from "./common";

/** Paper widths in millimetres that receipt printers take. */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** Upper-case colon-separated MAC address, e.g. 00:11:62:AA:BB:CC. */
export const MAC_PATTERN = "^[0-9A-F]{2}(:[0-9A-F]{2}){5}$";

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
}
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
  },
  ["companyId", "name", "paperWidth", "locationsFilter", "enabled", "mac", "printOrderTickets", "printOrderReceipts"],
);

export interface PrinterStatusData {
  companyId: string;
  /** As the printer reports it (e.g. CloudPRNT's statusCode "200 OK"). */
  status: string;
  lastSeen: IsoDateTime | null;
  printingInProgress?: boolean;
}
export const printerStatusSchema = objectSchema(
  { companyId: idSchema, status: { type: "string", maxLength: 200 }, lastSeen: nullableDateTimeSchema, printingInProgress: booleanSchema },
  ["companyId", "status", "lastSeen"],
);
