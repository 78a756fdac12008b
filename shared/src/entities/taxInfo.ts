// Tax information of a company (taxInfos/{companyId}): who issues its invoices, its e-invoicing (VeriFactu)
// settings and the state of the transmission to the tax agency. Written by the server only.
import { countrySchema } from "./address";
import { booleanSchema, countSchema, dateTimeSchema, idSchema, nullable, objectSchema, type IsoDateTime, type JsonSchema } from "./common";
import type { CountryCode } from "../rules/countries";

/** The agency's environment the records go to: its test service, or the real one. */
export const TAX_ENVIRONMENTS = ["test", "production"] as const;
export type TaxEnvironment = (typeof TAX_ENVIRONMENTS)[number];

/** The series of the company's invoices when it chose none: numbers T-000001, …, rectifying ones T-R000001, … */
export const DEFAULT_TAX_SERIES = "T";
/** A series: capital letters and digits, so that an invoice number never needs escaping in the QR code. */
export const TAX_SERIES_PATTERN = "^[A-Z0-9]{1,10}$";

/** The company's fiscal address, as its invoices show it. */
export interface TaxAddress {
  line1: string;
  line2: string | null;
  postalCode: string;
  city: string;
  country: CountryCode;
}

/**
 * What the server read from the company's qualified certificate when it was uploaded. The certificate and its
 * password are stored elsewhere, encrypted, where no client can read them; never here.
 */
export interface TaxCertificateInfo {
  /** The holder's name (the certificate's subject). */
  holder: string;
  /** The tax id the certificate was issued to, when it carries one. */
  taxId: string | null;
  notBefore: IsoDateTime;
  notAfter: IsoDateTime;
  uploadedAt: IsoDateTime;
}

/** The last failed submission: the code of the failure (the agency's or the transport's) and the agency's text. */
export interface TaxTransmissionError {
  code: string;
  description: string | null;
  at: IsoDateTime;
}

/**
 * The fields added for VeriFactu are optional: documents written before them (the demo seed among them) stay
 * valid, and `taxInfoWithDefaults` gives every reader the same values for what is missing.
 */
export interface TaxInfoData {
  companyId?: string;
  /** The company's legal name (NombreRazon of the issuer). */
  legalName?: string | null;
  /** Tax identification number used on receipts and invoices (a Spanish NIF/CIF/NIE for VeriFactu). */
  taxId: string | null;
  address?: TaxAddress | null;
  /** VeriFactu on: every ticket gets a record that is chained and sent to the agency. */
  eInvoicingEnabled: boolean;
  environment?: TaxEnvironment;
  /** The invoice series (TAX_SERIES_PATTERN); rectifying invoices are numbered in the same series with "-R" (shared/src/verifactu/records.ts). */
  series?: string | null;
  certificate?: TaxCertificateInfo | null;
  /** Transmission stops after repeated errors until the owner continues it. */
  transmissionPaused: boolean;
  /** Consecutive failed submissions (back to 0 after one that the agency answered). */
  errorCount: number;
  pausedAt?: IsoDateTime | null;
  lastError?: TaxTransmissionError | null;
  /** No submission before this instant: the wait the agency asked for (TiempoEsperaEnvio) or the retry delay. */
  nextSendAfter?: IsoDateTime | null;
}

export const taxAddressSchema: JsonSchema = objectSchema(
  {
    line1: { type: "string", notBlank: true, maxLength: 300 },
    line2: { type: ["string", "null"], maxLength: 300 },
    postalCode: { type: "string", notBlank: true, maxLength: 20 },
    city: { type: "string", notBlank: true, maxLength: 200 },
    country: countrySchema,
  },
  ["line1", "line2", "postalCode", "city", "country"],
);

export const taxCertificateInfoSchema: JsonSchema = objectSchema(
  {
    holder: { type: "string", maxLength: 500 },
    taxId: { type: ["string", "null"], maxLength: 40 },
    notBefore: dateTimeSchema,
    notAfter: dateTimeSchema,
    uploadedAt: dateTimeSchema,
  },
  ["holder", "taxId", "notBefore", "notAfter", "uploadedAt"],
);

export const taxTransmissionErrorSchema: JsonSchema = objectSchema(
  { code: { type: "string", minLength: 1, maxLength: 100 }, description: { type: ["string", "null"], maxLength: 2000 }, at: dateTimeSchema },
  ["code", "description", "at"],
);

export const taxInfoSchema = objectSchema(
  {
    companyId: idSchema,
    legalName: { type: ["string", "null"], maxLength: 120 },
    taxId: { type: ["string", "null"], maxLength: 40 },
    address: nullable(taxAddressSchema),
    eInvoicingEnabled: booleanSchema,
    environment: { type: "string", enum: [...TAX_ENVIRONMENTS] },
    series: { type: ["string", "null"], pattern: TAX_SERIES_PATTERN },
    certificate: nullable(taxCertificateInfoSchema),
    transmissionPaused: booleanSchema,
    errorCount: countSchema,
    pausedAt: nullable(dateTimeSchema),
    lastError: nullable(taxTransmissionErrorSchema),
    nextSendAfter: nullable(dateTimeSchema),
  },
  ["taxId", "eInvoicingEnabled", "transmissionPaused", "errorCount"],
);

/** Every field of a tax information document, the missing ones at their defaults (VeriFactu off, test environment). */
export function taxInfoWithDefaults(data: TaxInfoData): Required<TaxInfoData> {
  return {
    companyId: data.companyId ?? "",
    legalName: data.legalName ?? null,
    taxId: data.taxId ?? null,
    address: data.address ?? null,
    eInvoicingEnabled: data.eInvoicingEnabled === true,
    environment: data.environment ?? "test",
    series: data.series ?? DEFAULT_TAX_SERIES,
    certificate: data.certificate ?? null,
    transmissionPaused: data.transmissionPaused === true,
    errorCount: data.errorCount ?? 0,
    pausedAt: data.pausedAt ?? null,
    lastError: data.lastError ?? null,
    nextSendAfter: data.nextSendAfter ?? null,
  };
}
