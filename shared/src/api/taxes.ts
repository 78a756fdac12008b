// The /settings/taxes calls (functions/src/verifactu): the company's tax information and e-invoicing
// (VeriFactu) settings, its certificate, the paused transmission's Continue, a record's correction or
// cancellation, and the CSV of its records. Tax information, records and certificates are written by the
// server alone; the screen reads taxInfos/{companyId} and taxRecords directly (firestore.rules).
import type { SchemaObject } from "ajv";
import { booleanSchema, dateTimeSchema, nullable, objectSchema } from "../entities/common";
import { TAX_ENVIRONMENTS, TAX_SERIES_PATTERN, taxAddressSchema, type TaxAddress, type TaxCertificateInfo, type TaxEnvironment, type TaxInfoData } from "../entities/taxInfo";
import { TAX_RECORD_STATUSES, taxRecipientSchema, type TaxRecipient, type TaxRecordData, type TaxRecordStatus } from "../entities/taxRecord";
import type { WithId } from "../entities/common";
import { LANGUAGES, type LanguageCode } from "../languages";

/**
 * POST /api/settings/taxes (owner or `settings`): the tax information and e-invoicing settings, which replace
 * the stored ones in taxInfos/{companyId} (the transmission state and the certificate stay as they are).
 * Refusals, as field errors of a `validation` answer:
 * - taxId: tax-id-required, tax-id-invalid, tax-id-control (taxIdError, for the address's country, Spain
 *   without an address; with e-invoicing on it must be a Spanish NIF/NIE/CIF); tax-id-locked when it differs
 *   from the one the company's records were issued with; certificate-tax-id-mismatch when it differs from the
 *   uploaded certificate's;
 * - legalName: legal-name-required (e-invoicing on);
 * - eInvoicingEnabled: certificate-required (on without a certificate), certificate-expired (on with an
 *   expired one);
 * - series: pattern (capital letters and digits, 1 to 10); a new series starts at 1, an old one continues;
 * - shapes and unknown fields: ajv keywords.
 */
export interface TaxSettingsRequest {
  legalName: string;
  /** Empty while e-invoicing is off and the company has none yet. */
  taxId: string;
  address: TaxAddress | null;
  eInvoicingEnabled: boolean;
  environment: TaxEnvironment;
  series: string;
}

/** Every field of taxInfos/{companyId}, the missing ones at their defaults (taxInfoWithDefaults). */
export interface TaxInfoAnswer {
  taxInfo: Required<TaxInfoData>;
}

export const TAX_SETTINGS_LIMITS = { legalName: 120, taxId: 40 } as const;

export const taxSettingsSchema: SchemaObject = objectSchema(
  {
    legalName: { type: "string", maxLength: TAX_SETTINGS_LIMITS.legalName },
    taxId: { type: "string", maxLength: TAX_SETTINGS_LIMITS.taxId },
    address: nullable(taxAddressSchema),
    eInvoicingEnabled: booleanSchema,
    environment: { type: "string", enum: [...TAX_ENVIRONMENTS] },
    series: { type: "string", pattern: TAX_SERIES_PATTERN },
  },
  ["legalName", "taxId", "address", "eInvoicingEnabled", "environment", "series"],
);

/**
 * POST /api/settings/taxes/continue (owner or `settings`): the owner's Continue of a transmission paused
 * after repeated errors; it resumes at once from the first record not yet sent. 409
 * transmission-not-paused when it is not paused. Answers TaxInfoAnswer.
 */
export const continueTaxTransmissionSchema: SchemaObject = objectSchema({});

/** The largest certificate file taken (a qualified certificate with its chain is a few kilobytes). */
export const MAX_TAX_CERTIFICATE_BYTES = 64 * 1024;

/**
 * POST /api/settings/taxes/certificate (owner or `settings`): the company's qualified certificate, a PKCS#12
 * file (.p12/.pfx) as base64, and its password. Stored encrypted where no client can read it; its holder,
 * tax id and validity go to taxInfos/{companyId}.certificate. Answers TaxCertificateAnswer.
 * Refusals, as field errors of a `validation` answer: file: certificate-invalid (not base64 or not PKCS#12,
 * or no key with its certificate), certificate-too-large (over MAX_TAX_CERTIFICATE_BYTES), certificate-expired
 * (or not valid yet), certificate-tax-id-mismatch (issued to another tax id than the company's); password:
 * certificate-password (wrong password).
 */
export interface TaxCertificateRequest {
  /** The file's bytes, base64. */
  file: string;
  password: string;
}

export const taxCertificateSchema: SchemaObject = objectSchema(
  {
    // Base64 of MAX_TAX_CERTIFICATE_BYTES is under 90,000 characters; a longer text is refused by its size in
    // the handler (certificate-too-large), the request's own limit (1 MB) stops anything larger.
    file: { type: "string", minLength: 1, maxLength: 1_000_000 },
    password: { type: "string", maxLength: 1000 },
  },
  ["file", "password"],
);

/**
 * POST /api/settings/taxes/records/:id/correct (owner or `settings`): the correction (subsanación) of a record
 * the agency rejected or accepted with errors: a new record of the same invoice at the end of the chain,
 * with the customer given (null: none, a simplified invoice; missing: the original's); the original is
 * marked corrected. 404 record-not-found (none of the company's), 409 record-not-correctable (not rejected
 * nor accepted with errors, a cancellation, or corrected already). Answers TaxRecordAnswer (the correction).
 */
export interface CorrectTaxRecordRequest {
  recipient?: TaxRecipient | null;
}

export const correctTaxRecordSchema: SchemaObject = objectSchema({ recipient: nullable(taxRecipientSchema) });

/**
 * POST /api/settings/taxes/records/:id/cancel (owner or `settings`): the RegistroAnulacion of an invoice the
 * agency holds (its record accepted, or accepted with errors): a new record at the end of the chain. 404
 * record-not-found, 409 record-not-cancellable (a cancellation, a record the agency does not hold, or one
 * cancelled already). Answers TaxRecordAnswer (the cancellation).
 */
export const cancelTaxRecordSchema: SchemaObject = objectSchema({});

/** The certificate's summary as stored in taxInfos/{companyId}.certificate, and the whole tax information. */
export interface TaxCertificateAnswer extends TaxInfoAnswer {
  certificate: TaxCertificateInfo;
}

export interface TaxRecordAnswer {
  record: WithId<TaxRecordData>;
}

/**
 * GET /api/settings/taxes/records.csv?status=&from=&to=&language= (owner or `settings`): the company's records,
 * oldest first, whose status is one of `status` (a comma-separated list; any when empty or missing), made in
 * [from, to) (ISO instants; empty or missing: open on that side), as a CSV in `language` (else the caller's
 * Accept-Language, else the company's default language). Refusals, as field errors of a `validation` answer:
 * status pattern, from/to format, to: export-range-invalid (not after from), unknown parameters.
 */
export interface TaxRecordsCsvQuery {
  status?: string;
  from?: string;
  to?: string;
  language?: LanguageCode;
}

const STATUS = `(?:${TAX_RECORD_STATUSES.join("|")})`;

export const taxRecordsCsvQuerySchema: SchemaObject = objectSchema({
  status: { type: "string", maxLength: 200, pattern: `^${STATUS}(?:,${STATUS})*$` },
  from: dateTimeSchema,
  to: dateTimeSchema,
  language: { type: "string", enum: [...LANGUAGES] },
});

/** The statuses of a CSV query's `status` (checked by taxRecordsCsvQuerySchema first). */
export function taxRecordStatusesOf(status: string | undefined): TaxRecordStatus[] {
  if (!status) return [];
  return [...new Set(status.split(","))].filter((s): s is TaxRecordStatus => (TAX_RECORD_STATUSES as readonly string[]).includes(s));
}
