// The plain rules of /settings/taxes: the form's values and the body the save sends, what the certificate's
// dates mean today, the records' filters as the URL keeps them, and which actions a record offers.
import { DateTime } from "luxon";
import {
  addFieldError,
  isCountry,
  MAX_TAX_CERTIFICATE_BYTES,
  taxIdError,
  taxInfoWithDefaults,
  TAX_RECORD_STATUSES,
  TAX_SERIES_PATTERN,
  TAX_SETTINGS_LIMITS,
  type CountryCode,
  type FieldErrors,
  type TaxCertificateInfo,
  type TaxEnvironment,
  type TaxRecordStatus,
} from "@comanda/shared";
import type { CompanyInfo, CompanySettings } from "../../company";
import type { TaxInfo, TaxRecord, TaxSettingsRequest } from "./repository";

// ---- The form ---------------------------------------------------------------------------------------------

/** The inputs hold text; the names are the body's paths, so the server's field errors land under them. */
export interface TaxFormValues {
  legalName: string;
  taxId: string;
  address: { line1: string; line2: string; postalCode: string; city: string; country: CountryCode | null };
  eInvoicingEnabled: boolean;
  environment: TaxEnvironment;
  series: string;
}

/** VeriFactu is Spanish: a company without any country on record is taken to be in Spain. */
export const DEFAULT_TAX_COUNTRY: CountryCode = "ES";

/** The call's limits (shared TAX_SETTINGS_LIMITS) and the address's (shared taxAddressSchema). */
export const TAX_LIMITS = { ...TAX_SETTINGS_LIMITS, line: 300, postalCode: 20, city: 200, series: 10 } as const;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

export interface TaxFormStart {
  values: TaxFormValues;
  /** Some values were taken from 'my establishment' or the general settings, not from saved tax information. */
  prefilled: boolean;
}

/**
 * The form's values from the saved tax information; what it lacks (a company that never saved it) comes from
 * 'my establishment' (company name, address) and the general settings (the VAT number), to be checked and saved.
 */
export function taxFormStart(taxInfo: TaxInfo | null, info: CompanyInfo | null, settings: CompanySettings | null): TaxFormStart {
  const saved = taxInfoWithDefaults({ taxId: null, eInvoicingEnabled: false, transmissionPaused: false, errorCount: 0, ...taxInfo });
  let prefilled = false;
  const or = (own: string | null | undefined, fallback: unknown): string => {
    if (own) return own;
    const other = text(fallback).trim();
    if (other) prefilled = true;
    return other;
  };
  const address = saved.address;
  const values: TaxFormValues = {
    legalName: or(saved.legalName, info?.companyname),
    taxId: or(saved.taxId, settings?.vatId),
    address: address
      ? { line1: address.line1, line2: address.line2 ?? "", postalCode: address.postalCode, city: address.city, country: address.country }
      : {
          line1: or(null, info?.street),
          line2: "",
          postalCode: or(null, info?.zip),
          city: or(null, info?.city),
          country: isCountry(info?.country) ? info.country : DEFAULT_TAX_COUNTRY,
        },
    eInvoicingEnabled: saved.eInvoicingEnabled,
    environment: saved.environment,
    series: saved.series ?? "",
  };
  return { values, prefilled };
}

/** Whether any line of the address was typed (the country alone, which always has a value, is no address). */
export function addressTyped(address: Partial<TaxFormValues["address"]> | undefined): boolean {
  return [address?.line1, address?.line2, address?.postalCode, address?.city].some((v) => (v ?? "").trim() !== "");
}

/** The body of POST /api/settings/taxes, as typed but trimmed (the server checks again); no address typed: null. */
export function taxSettingsBody(values: TaxFormValues): TaxSettingsRequest {
  const a = values.address;
  return {
    legalName: values.legalName.trim(),
    taxId: values.taxId.trim(),
    address: addressTyped(a)
      ? {
          line1: a.line1.trim(),
          line2: a.line2.trim() === "" ? null : a.line2.trim(),
          postalCode: a.postalCode.trim(),
          city: a.city.trim(),
          country: a.country ?? DEFAULT_TAX_COUNTRY,
        }
      : null,
    eInvoicingEnabled: values.eInvoicingEnabled,
    environment: values.environment,
    series: values.series.trim(),
  };
}

/**
 * The browser's check of the tax id with the server's own rule: null, or the code of what is wrong. With
 * e-invoicing on it is needed, and Spanish (the agency registers a NIF); off, it may stay empty, and a typed
 * one is checked for the address's country.
 */
export function taxIdRefusal(value: string | undefined, country: CountryCode | null | undefined, eInvoicing: boolean): string | null {
  if (!eInvoicing && (value ?? "").trim() === "") return null;
  return taxIdError(value, eInvoicing ? "ES" : (country ?? DEFAULT_TAX_COUNTRY));
}

const SERIES = new RegExp(TAX_SERIES_PATTERN);

/** The series: capital letters and digits (shared TAX_SERIES_PATTERN); null or "tax-series-pattern". */
export function seriesRefusal(value: string | undefined): string | null {
  return SERIES.test((value ?? "").trim()) ? null : "tax-series-pattern";
}

/** The server's field errors said in this screen's words: the series' schema pattern is the series' own rule. */
export function placeTaxFieldErrors(fields: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, codes] of Object.entries(fields)) for (const code of codes) addFieldError(out, path, path === "series" && code === "pattern" ? "tax-series-pattern" : code);
  return out;
}

// ---- The certificate ----------------------------------------------------------------------------------------

/** A warning this many days before the certificate expires. */
export const CERTIFICATE_WARNING_DAYS = 30;
export const CERTIFICATE_EXTENSIONS = [".p12", ".pfx"] as const;

export type CertificateState = { kind: "none" } | { kind: "valid" } | { kind: "expiring"; days: number } | { kind: "expired" };

/** Whether the certificate is missing, valid, expiring within 30 days (with the whole days left) or expired. */
export function certificateState(certificate: TaxCertificateInfo | null | undefined, now: Date): CertificateState {
  if (!certificate) return { kind: "none" };
  const left = Date.parse(certificate.notAfter) - now.getTime();
  if (!(left > 0)) return { kind: "expired" };
  const days = Math.floor(left / 86_400_000);
  return days < CERTIFICATE_WARNING_DAYS ? { kind: "expiring", days } : { kind: "valid" };
}

/** The browser's check of a chosen certificate file: null, or the code of what is wrong. */
export function certificateFileRefusal(file: Pick<File, "name" | "size">): string | null {
  const name = file.name.toLowerCase();
  if (!CERTIFICATE_EXTENSIONS.some((ext) => name.endsWith(ext))) return "certificate-file-type";
  if (file.size === 0) return "file-empty";
  if (file.size > MAX_TAX_CERTIFICATE_BYTES) return "certificate-too-large";
  return null;
}

// ---- The records' filters, in the URL ---------------------------------------------------------------------

export interface RecordFilters {
  /** Unused (the table has no search box); useUrlFilters wants one. */
  search: string;
  /** Empty: every status. */
  statuses: TaxRecordStatus[];
  /** Calendar days "YYYY-MM-DD" in the company's time zone, both included; "" for none. */
  from: string;
  to: string;
}

export const NO_RECORD_FILTERS: RecordFilters = { search: "", statuses: [], from: "", to: "" };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null): string => (value && DAY.test(value) && DateTime.fromISO(value).isValid ? value : "");

export function readRecordFilters(params: URLSearchParams): RecordFilters {
  const wanted = (params.get("status") ?? "").split(",");
  return {
    search: "",
    statuses: TAX_RECORD_STATUSES.filter((s) => wanted.includes(s)),
    from: day(params.get("from")),
    to: day(params.get("to")),
  };
}

/** `current` with the filters' keys replaced (other keys kept); only what is set is written. */
export function writeRecordFilters(filters: RecordFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set("status", filters.statuses.join(","));
  set("from", day(filters.from));
  set("to", day(filters.to));
  return next;
}

export function hasRecordFilters(filters: RecordFilters): boolean {
  return filters.statuses.length > 0 || filters.from !== "" || filters.to !== "";
}

/**
 * The [from, to) instants of the chosen days in the company's time zone (the first day from its start, the
 * last one whole); null on a side without a day. Days in the wrong order are swapped.
 */
export function recordRange(filters: Pick<RecordFilters, "from" | "to">, timezone: string): { from: string | null; to: string | null } {
  let [first, last] = [filters.from, filters.to];
  if (first && last && first > last) [first, last] = [last, first];
  const start = (d: string) => DateTime.fromISO(d, { zone: timezone }).startOf("day");
  return {
    from: first ? start(first).toUTC().toISO() : null,
    to: last ? start(last).plus({ days: 1 }).toUTC().toISO() : null,
  };
}

// ---- The records ---------------------------------------------------------------------------------------------

/** A record the agency answered with an error (or one still marked with an older error text): the §8 modal. */
export function recordHasError(record: Pick<TaxRecord, "status" | "answer" | "errorMessage">): boolean {
  return record.status === "rejected" || record.status === "acceptedWithErrors" || !!record.answer?.code || !!record.errorMessage;
}

/** Rejected and accepted-with-errors records are corrected and sent again (Subsanación); a corrected one is done. */
export function recordIsCorrectable(record: Pick<TaxRecord, "status">): boolean {
  return record.status === "rejected" || record.status === "acceptedWithErrors";
}

/** The ids of the records a cancellation of the list refers to. */
export function cancelledRecordIds(records: readonly Pick<TaxRecord, "kind" | "reference">[]): Set<string> {
  const ids = new Set<string>();
  for (const r of records) if (r.kind === "cancellation" && r.reference) ids.add(r.reference.recordId);
  return ids;
}

/** Only an accepted receipt (a simplified invoice the agency holds) is cancelled from here, and once. */
export function recordIsCancellable(record: Pick<TaxRecord, "id" | "kind" | "status">, cancelled: ReadonlySet<string>): boolean {
  return record.kind === "receipt" && record.status === "accepted" && !cancelled.has(record.id);
}
