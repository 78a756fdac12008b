// The printers screens' plain rules: a printer's state in words (from the shared CloudPRNT rules), which
// actions a print job allows, and the editor's values and the request built from them.
import {
  conditionOf,
  MAX_PRINT_COPIES,
  PRINT_ERROR_CODES,
  printerConnection,
  WAITING_PRINT_JOB_STATUSES,
  cloudPrntPath,
  type PaperWidth,
  type Printer,
  type PrinterStatusData,
  type PrintErrorCode,
  type PrintJobStatus,
  type SavePrinterRequest,
} from "@comanda/shared";

/** What the list says about a printer's connection. */
export type PrinterState =
  | { kind: "never" }
  | { kind: "online" }
  | { kind: "paperOut" }
  | { kind: "coverOpen" }
  | { kind: "error"; code: string }
  | { kind: "offline"; since: string };

/** The state of a printer now, from its status document (none: it never polled). */
export function printerState(status: Pick<PrinterStatusData, "status" | "lastSeen" | "pollIntervalMs"> | null | undefined, now: number): PrinterState {
  const connection = printerConnection(status, now);
  if (connection.state === "never") return { kind: "never" };
  if (connection.state === "offline") return { kind: "offline", since: connection.since };
  const condition = conditionOf(status?.status);
  if (condition === "ok") return { kind: "online" };
  if (condition === "error") return { kind: "error", code: (status?.status ?? "").trim().slice(0, 3) };
  return { kind: condition };
}

const WAITING: ReadonlySet<PrintJobStatus> = new Set(WAITING_PRINT_JOB_STATUSES);

/** Cancel is offered while the job still waits to print (spec §4: cancel sets canceled). */
export function canCancelJob(status: PrintJobStatus): boolean {
  return WAITING.has(status);
}

/** Print again is offered once the job printed or was canceled (spec §4: print again sets new). */
export function canPrintJobAgain(status: PrintJobStatus): boolean {
  return status === "printed" || status === "canceled";
}

/** A printer error code the admin names in words; other codes are shown as they are. */
export function knownPrintError(code: string | null | undefined): PrintErrorCode | null {
  const three = (code ?? "").trim().slice(0, 3);
  return (PRINT_ERROR_CODES as readonly string[]).includes(three) ? (three as PrintErrorCode) : null;
}

/** The address the printer polls: the site's origin and the printer's path with its secret. */
export function printerAddress(origin: string, printerId: string, secret: string): string {
  return origin.replace(/\/+$/, "") + cloudPrntPath(printerId, secret);
}

// ---- The editor ----------------------------------------------------------------------------------------

export type LocationsMode = "all" | "selected";

export interface PrinterFormValues {
  name: string;
  paperWidth: PaperWidth;
  /** All production locations, or only those in locationsFilter. */
  locationsMode: LocationsMode;
  locationsFilter: string[];
  enabled: boolean;
  mac: string;
  printOrderTickets: boolean;
  ticketCopies: number | null;
  printOrderReceipts: boolean;
  receiptCopies: number | null;
}

export const COPIES_MIN = 1;
export const COPIES_MAX = MAX_PRINT_COPIES;

/** A new printer: 80 mm, every location, enabled, kitchen tickets on, one copy each. */
export function newPrinterValues(): PrinterFormValues {
  return {
    name: "",
    paperWidth: 80,
    locationsMode: "all",
    locationsFilter: [],
    enabled: true,
    mac: "",
    printOrderTickets: true,
    ticketCopies: 1,
    printOrderReceipts: false,
    receiptCopies: 1,
  };
}

function copiesOf(value: unknown): number {
  return typeof value === "number" && Number.isInteger(value) && value >= COPIES_MIN && value <= COPIES_MAX ? value : 1;
}

/** A stored printer as the editor shows it (absent copies: 1). */
export function printerToFormValues(printer: Printer): PrinterFormValues {
  const filter = Array.isArray(printer.locationsFilter) ? [...printer.locationsFilter] : [];
  return {
    name: printer.name ?? "",
    paperWidth: printer.paperWidth === 58 ? 58 : 80,
    locationsMode: filter.length > 0 ? "selected" : "all",
    locationsFilter: filter,
    enabled: printer.enabled !== false,
    mac: printer.mac ?? "",
    printOrderTickets: printer.printOrderTickets === true,
    ticketCopies: copiesOf(printer.ticketCopies),
    printOrderReceipts: printer.printOrderReceipts === true,
    receiptCopies: copiesOf(printer.receiptCopies),
  };
}

/**
 * The POST /api/printers body. "All locations" sends an empty filter (spec §3: empty means all); the
 * copies of a kind that is switched off are kept as typed when valid, so switching it on again restores them.
 */
export function formValuesToRequest(values: PrinterFormValues): SavePrinterRequest {
  return {
    name: values.name.trim(),
    paperWidth: values.paperWidth,
    locationsFilter: values.locationsMode === "selected" ? [...new Set(values.locationsFilter)] : [],
    enabled: values.enabled,
    mac: values.mac.trim(),
    printOrderTickets: values.printOrderTickets,
    ticketCopies: values.printOrderTickets ? (values.ticketCopies ?? 1) : copiesOf(values.ticketCopies),
    printOrderReceipts: values.printOrderReceipts,
    receiptCopies: values.printOrderReceipts ? (values.receiptCopies ?? 1) : copiesOf(values.receiptCopies),
  };
}
