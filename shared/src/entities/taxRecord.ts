// Tax record (taxRecords/{id}): one VeriFactu registration record of a company's invoice, rectifying invoice or
// cancellation, chained to the company's previous record by its hash, and what the tax agency answered.
// Records are never changed in what they register, only followed by new ones (a correction, a cancellation);
// the server alone writes them (shared/src/verifactu builds their data).
import { countrySchema } from "./address";
import { countSchema, dateTimeSchema, idSchema, nullable, nullableIdSchema, nullableTextSchema, objectSchema, type IsoDateTime, type JsonSchema } from "./common";
import { TAX_ENVIRONMENTS, type TaxEnvironment } from "./taxInfo";
import type { CountryCode } from "../rules/countries";

/**
 * receipt: a simplified invoice (F2), the usual ticket; invoice: a ticket with the customer's tax id (F1);
 * rectifying: the rectifying invoice of a refund (R5, or R1 for an F1); cancellation: a RegistroAnulacion.
 */
export const TAX_RECORD_KINDS = ["receipt", "invoice", "rectifying", "cancellation"] as const;
export type TaxRecordKind = (typeof TAX_RECORD_KINDS)[number];

/** The agency's TipoFactura of the registered invoice; null for a cancellation. */
export const INVOICE_TYPES = ["F1", "F2", "R1", "R5"] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/**
 * Where a record stands with the agency:
 * - pending: stored, waiting in the queue to be sent;
 * - unconfirmed: sent, but no answer came back (time-out, server error): the agency may hold it, so it is
 *   looked up with the agency's query service before it is sent again;
 * - accepted: Correcto;
 * - acceptedWithErrors: AceptadoConErrores (stored by the agency; to be corrected with Subsanacion=S);
 * - rejected: Incorrecto (not stored; to be corrected with Subsanacion=S and RechazoPrevio=X);
 * - corrected: a later record (its correctionOf names this one) registered the corrected data.
 */
export const TAX_RECORD_STATUSES = ["pending", "unconfirmed", "accepted", "acceptedWithErrors", "rejected", "corrected"] as const;
export type TaxRecordStatus = (typeof TAX_RECORD_STATUSES)[number];

/** One VAT rate of the record (Desglose): the base and the tax as the agency receives them ("12.35"). */
export interface TaxBreakdownLine {
  /** Percent (TipoImpositivo). */
  rate: number;
  /** BaseImponibleOImporteNoSujeta, two decimals, negative in a rectifying invoice of a refund. */
  base: string;
  /** CuotaRepercutida, two decimals. */
  tax: string;
}

/** The customer an F1 invoice (or its R1) is issued to. */
export interface TaxRecipient {
  name: string;
  /** A Spanish NIF without prefix, or another EU country's VAT id with its country prefix. */
  taxId: string;
  country: CountryCode;
}

/** The invoice a record registers, as the agency identifies it (IDFactura): issuer, number, issue date. */
export interface TaxInvoiceId {
  issuerTaxId: string;
  number: string;
  /** DD-MM-YYYY. */
  issuedOn: string;
}

/** The invoice a rectifying record rectifies or a cancellation cancels, and its record. */
export interface TaxRecordReference extends TaxInvoiceId {
  recordId: string;
}

/** What the agency answered for the record. */
export interface TaxAgencyAnswer {
  /** The agency's error code (CodigoErrorRegistro), null when none. */
  code: string | null;
  /** The agency's own text of the error (DescripcionErrorRegistro), kept as it came. */
  description: string | null;
  /** The secure verification code (CSV) of the submission that carried the record. */
  csv: string | null;
  answeredAt: IsoDateTime;
}

export interface TaxRecordData {
  companyId: string;
  /** The order the ticket was issued for; null for a record not tied to one. */
  orderId: string | null;
  kind: TaxRecordKind;
  invoiceType: InvoiceType | null;
  /** The company's tax id when the record was made (IDEmisorFactura, or IDEmisorFacturaAnulada). */
  issuerTaxId: string;
  /** The invoice number (NumSerieFactura); a cancellation carries the cancelled invoice's number. */
  number: string;
  /** The issue date, DD-MM-YYYY in the company's time zone (FechaExpedicionFactura). */
  issuedOn: string;
  /** When the record was made, as an instant (lists sort and filter by it). */
  date: IsoDateTime;
  /** The record's place in the company's chain: 1, 2, 3, … without gap. */
  position: number;
  /** The invoice of the previous record of the chain (Encadenamiento/RegistroAnterior); null for the first. */
  previous: TaxInvoiceId | null;
  /** The previous record's hash; null for the first record. */
  previousHash: string | null;
  /** This record's hash (Huella): SHA-256, 64 upper-case hexadecimal characters. */
  hash: string;
  /** FechaHoraHusoGenRegistro: YYYY-MM-DDThh:mm:ss+hh:mm in the company's time zone, as hashed. */
  generatedAt: string;
  /** CuotaTotal, two decimals ("" for a cancellation, which has none). */
  totalTax: string;
  /** ImporteTotal, two decimals ("" for a cancellation). */
  totalAmount: string;
  vat: TaxBreakdownLine[];
  recipient: TaxRecipient | null;
  /** The rectified invoice (rectifying) or the cancelled one (cancellation); null otherwise. */
  reference: TaxRecordReference | null;
  /** The agency's environment the record belongs to (the QR code's host follows it). */
  environment: TaxEnvironment;
  status: TaxRecordStatus;
  answer: TaxAgencyAnswer | null;
  /** Submissions that carried the record so far. */
  attempts: number;
  /** Subsanacion=S: the record corrects one the agency rejected or accepted with errors. */
  subsanacion: boolean;
  /** RechazoPrevio=X: the corrected record was rejected, so the agency holds nothing for it yet. */
  rechazoPrevio: boolean;
  /** The submission that carried the record was late (Incidencia=S in its header). */
  incidencia: boolean;
  /** The record this one corrects (its id); null when it corrects none. */
  correctionOf: string | null;
  /** Kept for records written before the agency's answer had its own fields. */
  errorMessage?: string | null;
}

const HASH_PATTERN = "^[0-9A-F]{64}$";
const AMOUNT_PATTERN = "^-?[0-9]{1,12}\\.[0-9]{2}$";
/** A cancellation registers no amounts: its totals are "". */
const AMOUNT_OR_NONE_PATTERN = "^(-?[0-9]{1,12}\\.[0-9]{2})?$";
const ISSUED_ON_PATTERN = "^[0-9]{2}-[0-9]{2}-[0-9]{4}$";
const GENERATED_AT_PATTERN = "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}[+-][0-9]{2}:[0-9]{2}$";

const taxIdSchema: JsonSchema = { type: "string", minLength: 1, maxLength: 40 };
const numberSchema: JsonSchema = { type: "string", minLength: 1, maxLength: 60 };
const issuedOnSchema: JsonSchema = { type: "string", pattern: ISSUED_ON_PATTERN };

export const taxInvoiceIdSchema: JsonSchema = objectSchema(
  { issuerTaxId: taxIdSchema, number: numberSchema, issuedOn: issuedOnSchema },
  ["issuerTaxId", "number", "issuedOn"],
);

export const taxBreakdownLineSchema: JsonSchema = objectSchema(
  { rate: { type: "number", minimum: 0, maximum: 100 }, base: { type: "string", pattern: AMOUNT_PATTERN }, tax: { type: "string", pattern: AMOUNT_PATTERN } },
  ["rate", "base", "tax"],
);

export const taxRecipientSchema: JsonSchema = objectSchema(
  { name: { type: "string", notBlank: true, maxLength: 120 }, taxId: taxIdSchema, country: countrySchema },
  ["name", "taxId", "country"],
);

export const taxAgencyAnswerSchema: JsonSchema = objectSchema(
  {
    code: { type: ["string", "null"], maxLength: 20 },
    description: { type: ["string", "null"], maxLength: 2000 },
    csv: { type: ["string", "null"], maxLength: 100 },
    answeredAt: dateTimeSchema,
  },
  ["code", "description", "csv", "answeredAt"],
);

export const taxRecordSchema = objectSchema(
  {
    companyId: idSchema,
    orderId: nullableIdSchema,
    kind: { type: "string", enum: [...TAX_RECORD_KINDS] },
    invoiceType: nullable({ type: "string", enum: [...INVOICE_TYPES] }),
    issuerTaxId: taxIdSchema,
    number: numberSchema,
    issuedOn: issuedOnSchema,
    date: dateTimeSchema,
    position: { type: "integer", minimum: 1 },
    previous: nullable(taxInvoiceIdSchema),
    previousHash: { type: ["string", "null"], pattern: HASH_PATTERN },
    hash: { type: "string", pattern: HASH_PATTERN },
    generatedAt: { type: "string", pattern: GENERATED_AT_PATTERN },
    totalTax: { type: "string", pattern: AMOUNT_OR_NONE_PATTERN },
    totalAmount: { type: "string", pattern: AMOUNT_OR_NONE_PATTERN },
    vat: { type: "array", maxItems: 12, items: taxBreakdownLineSchema },
    recipient: nullable(taxRecipientSchema),
    reference: nullable(
      objectSchema(
        { recordId: idSchema, issuerTaxId: taxIdSchema, number: numberSchema, issuedOn: issuedOnSchema },
        ["recordId", "issuerTaxId", "number", "issuedOn"],
      ),
    ),
    environment: { type: "string", enum: [...TAX_ENVIRONMENTS] },
    status: { type: "string", enum: [...TAX_RECORD_STATUSES] },
    answer: nullable(taxAgencyAnswerSchema),
    attempts: countSchema,
    subsanacion: { type: "boolean" },
    rechazoPrevio: { type: "boolean" },
    incidencia: { type: "boolean" },
    correctionOf: nullableIdSchema,
    errorMessage: nullableTextSchema,
  },
  [
    "companyId", "orderId", "kind", "invoiceType", "issuerTaxId", "number", "issuedOn", "date", "position", "previous", "previousHash", "hash",
    "generatedAt", "totalTax", "totalAmount", "vat", "recipient", "reference", "environment", "status", "answer", "attempts", "subsanacion",
    "rechazoPrevio", "incidencia", "correctionOf",
  ],
);
