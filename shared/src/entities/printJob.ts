// A print job: one copy of one kitchen ticket or receipt of one order for one printer. The server creates
// it when the order reaches production (its id from order, printer, kind and copy, so a repeated trigger
// never makes a second one) and moves it along; cancel sets canceled, print again sets new.
import { dateTimeSchema, idSchema, nullableDateTimeSchema, nullableIdSchema, objectSchema, type IsoDateTime } from "./common";
import type { PrintLayout } from "../printing/layout";

export const PRINT_JOB_STATUSES = ["new", "queued", "printing", "printed", "canceled"] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];

/** The statuses of a job that still has to print. */
export const WAITING_PRINT_JOB_STATUSES = ["new", "queued", "printing"] as const satisfies readonly PrintJobStatus[];

export const PRINT_JOB_KINDS = ["ticket", "receipt"] as const;
export type PrintJobKind = (typeof PRINT_JOB_KINDS)[number];

/** One hand-out of a job to its printer: the token the printer fetches and confirms with, and when. */
export interface PrintHandout {
  token: string;
  at: IsoDateTime;
}

export interface PrintJobData {
  companyId: string;
  /** When the job was made. */
  date: IsoDateTime;
  printerId?: string | null;
  printerName: string;
  pointofsaleId?: string | null;
  /** The point of sale's name when the job was made, for the list. */
  pointofsaleName?: string;
  orderId: string;
  status: PrintJobStatus;
  /** The order's number (e.g. 42), for the lists. */
  orderNumber?: number | string | null;
  kind?: PrintJobKind;
  /** 1 for the first copy. */
  copy?: number;
  /** The current hand-out while queued or printing; null otherwise. */
  handout?: PrintHandout | null;
  /** Hand-outs that ended in an error code since the job was (re)started. */
  attempts?: number;
  /** The printer's last error code for this job (e.g. "410"), kept until it prints. */
  errorCode?: string | null;
  errorAt?: IsoDateTime | null;
  printedAt?: IsoDateTime | null;
  updatedAt?: IsoDateTime;
  /** What is printed, laid out when the job was made (shared/src/printing). */
  layout?: PrintLayout;
}
export const printJobSchema = objectSchema(
  {
    companyId: idSchema,
    date: dateTimeSchema,
    printerId: nullableIdSchema,
    printerName: { type: "string", maxLength: 200 },
    pointofsaleId: nullableIdSchema,
    pointofsaleName: { type: "string", maxLength: 200 },
    orderId: idSchema,
    status: { type: "string", enum: [...PRINT_JOB_STATUSES] },
    // anyOf, not a type list: the validator is strict and refuses union types.
    orderNumber: { anyOf: [{ type: "integer" }, { type: "string", maxLength: 40 }, { type: "null" }] },
    kind: { type: "string", enum: [...PRINT_JOB_KINDS] },
    copy: { type: "integer", minimum: 1 },
    handout: {
      type: ["object", "null"],
      properties: { token: { type: "string" }, at: dateTimeSchema },
      required: ["token", "at"],
      additionalProperties: false,
    },
    attempts: { type: "integer", minimum: 0 },
    errorCode: { type: ["string", "null"], maxLength: 20 },
    errorAt: nullableDateTimeSchema,
    printedAt: nullableDateTimeSchema,
    updatedAt: dateTimeSchema,
    layout: { type: "object" },
  },
  ["companyId", "date", "printerName", "orderId", "status"],
);
