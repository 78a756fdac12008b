// Tax information of a company (taxInfos/{companyId}) and the e-invoicing transmission state.
import { booleanSchema, countSchema, idSchema, objectSchema } from "./common";

export interface TaxInfoData {
  companyId?: string;
  /** Tax identification number used on receipts and invoices. */
  taxId: string | null;
  eInvoicingEnabled: boolean;
  /** Transmission stops after repeated errors until the owner continues it. */
  transmissionPaused: boolean;
  errorCount: number;
}
export const taxInfoSchema = objectSchema(
  {
    companyId: idSchema,
    taxId: { type: ["string", "null"], maxLength: 40 },
    eInvoicingEnabled: booleanSchema,
    transmissionPaused: booleanSchema,
    errorCount: countSchema,
  },
  ["taxId", "eInvoicingEnabled", "transmissionPaused", "errorCount"],
);
