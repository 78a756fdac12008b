// Tax record of a receipt or invoice sent to the tax authority's e-invoicing service.
import { dateTimeSchema, idSchema, nullableIdSchema, nullableTextSchema, objectSchema, type IsoDateTime } from "./common";

export const TAX_RECORD_KINDS = ["receipt", "invoice"] as const;
export type TaxRecordKind = (typeof TAX_RECORD_KINDS)[number];

export interface TaxRecordData {
  companyId: string;
  kind: TaxRecordKind;
  /** Receipt or invoice number. */
  number: string;
  date: IsoDateTime;
  /** The transmission state; its values are the e-invoicing adapter's own. */
  status: string;
  errorMessage?: string | null;
  orderId?: string | null;
}
export const taxRecordSchema = objectSchema(
  {
    companyId: idSchema,
    kind: { type: "string", enum: [...TAX_RECORD_KINDS] },
    number: { type: "string", minLength: 1, maxLength: 60 },
    date: dateTimeSchema,
    status: { type: "string", minLength: 1, maxLength: 40 },
    errorMessage: nullableTextSchema,
    orderId: nullableIdSchema,
  },
  ["companyId", "kind", "number", "date", "status"],
);
