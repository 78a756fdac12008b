// A print job queued for a printer (cancel sets canceled, print again sets new).
import { dateTimeSchema, idSchema, nullableIdSchema, objectSchema, type IsoDateTime } from "./common";

export const PRINT_JOB_STATUSES = ["new", "queued", "printing", "printed", "canceled"] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];

export interface PrintJobData {
  companyId: string;
  date: IsoDateTime;
  printerId?: string | null;
  printerName: string;
  pointofsaleId?: string | null;
  /** The point of sale's name when the job was made, for the list. */
  pointofsaleName?: string;
  orderId: string;
  status: PrintJobStatus;
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
  },
  ["companyId", "date", "printerName", "orderId", "status"],
);
