// GET /api/settings/taxes/records.csv: the company's tax records as a CSV, in chain order, in the caller's
// language, every cell that a spreadsheet could run as a formula neutralised (CSV injection: customer names and
// the agency's messages come from outside).
import {
  COLLECTIONS,
  DEFAULT_LANGUAGE,
  DEFAULT_TIMEZONE,
  defaultCompanySettings,
  hasFieldErrors,
  isLanguage,
  neutraliseCsvText,
  taxRecordStatusesOf,
  taxRecordsCsvQuerySchema,
  textCents,
  centsText,
  validator,
  type CompanySettingsData,
  type FieldErrors,
  type LanguageCode,
  type TaxRecordData,
  type TaxRecordsCsvQuery,
  type WithId,
} from "@comanda/shared";
import { DateTime } from "luxon";
import Papa from "papaparse";
import type { AppDeps } from "../deps";
import { validationError } from "../http/errors";
import { acceptedLanguages } from "../mail/language";
import { TAX_EXPORT_TEXTS } from "./exportTexts";

export interface TaxRecordsExport {
  csv: string;
  fileName: string;
}

const validQuery = validator<TaxRecordsCsvQuery>(taxRecordsCsvQuerySchema);

/** The query as sent: an empty parameter means "not given" (the screen sends from= for an open side). */
export function taxRecordsCsvQuery(query: Record<string, unknown>): TaxRecordsCsvQuery {
  const given = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ""));
  const checked = validQuery(given);
  if (!checked.ok) throw validationError(checked.fields);
  const fields: FieldErrors = {};
  const { from, to } = checked.value;
  if (from && to && !(Date.parse(to) > Date.parse(from))) fields.to = ["export-range-invalid"];
  if (hasFieldErrors(fields)) throw validationError(fields);
  return checked.value;
}

/** Amounts are the agency's own text ("-4.10"): numbers to a spreadsheet, never formulas. Everything else is neutralised. */
function cell(value: string): string {
  return /^-?\d+(\.\d+)?$/.test(value) ? value : neutraliseCsvText(value);
}

/** The sum of the bases of a record's breakdown. */
function baseOf(record: TaxRecordData): string {
  if (record.kind === "cancellation") return "";
  return centsText(record.vat.reduce((sum, line) => sum + textCents(line.base), 0));
}

export function taxRecordRow(record: WithId<TaxRecordData>, language: LanguageCode, timezone: string): string[] {
  const texts = TAX_EXPORT_TEXTS[language];
  const created = DateTime.fromISO(record.date, { zone: timezone });
  const cells = [
    String(record.position),
    record.number,
    record.issuedOn,
    created.isValid ? created.toFormat("yyyy-MM-dd HH:mm:ss") : record.date,
    texts.kind[record.kind] ?? record.kind,
    record.invoiceType ?? "",
    texts.status[record.status] ?? record.status,
    baseOf(record),
    record.totalTax,
    record.totalAmount,
    record.recipient?.taxId ?? "",
    record.recipient?.name ?? "",
    record.reference?.number ?? "",
    // The agency's flags of a correction: Subsanacion=S, and RechazoPrevio=X after a rejection.
    record.subsanacion ? (record.rechazoPrevio ? "S, X" : "S") : "",
    record.answer?.code ?? "",
    record.answer?.description ?? record.errorMessage ?? "",
    record.answer?.csv ?? "",
    record.orderId ?? "",
    record.hash,
  ];
  return cells.map(cell);
}

/** The CSV text: the header row, then one row per record in the given order, CRLF line ends. */
export function taxRecordsCsv(records: readonly WithId<TaxRecordData>[], language: LanguageCode, timezone: string): string {
  return Papa.unparse({ fields: [...TAX_EXPORT_TEXTS[language].header], data: records.map((record) => taxRecordRow(record, language, timezone)) }, { newline: "\r\n", quotes: false });
}

/** The language of the export: the one asked for, else the caller's browser's, else the company's. */
export function exportLanguage(asked: LanguageCode | undefined, acceptLanguage: string | undefined, companyDefault: LanguageCode): LanguageCode {
  if (asked) return asked;
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return companyDefault;
}

export async function exportTaxRecords(deps: AppDeps, companyId: string, query: TaxRecordsCsvQuery, acceptLanguage: string | undefined): Promise<TaxRecordsExport> {
  const statuses = taxRecordStatusesOf(query.status);
  // companyId (+ status) + date: indexes of firestore.indexes.json (taxRecords companyId, [status,] date ↓).
  let records = deps.db.collection(COLLECTIONS.taxRecords).where("companyId", "==", companyId);
  if (statuses.length > 0) records = records.where("status", "in", statuses);
  if (query.from) records = records.where("date", ">=", new Date(query.from).toISOString());
  if (query.to) records = records.where("date", "<", new Date(query.to).toISOString());
  const [settingsSnap, snap] = await Promise.all([deps.db.collection(COLLECTIONS.companySettings).doc(companyId).get(), records.orderBy("date", "desc").get()]);
  const settings = settingsSnap.data() as Partial<CompanySettingsData> | undefined;
  const timezone = settings?.timezone || DEFAULT_TIMEZONE;
  const language = exportLanguage(query.language, acceptLanguage, settings?.i18n?.defaultLanguage ?? defaultCompanySettings().i18n.defaultLanguage ?? DEFAULT_LANGUAGE);
  // Chain order: the order the records were made in, and the agency receives them in.
  const rows = snap.docs.map((d) => ({ ...(d.data() as TaxRecordData), id: d.id })).sort((a, b) => a.position - b.position);
  const day = DateTime.fromJSDate(deps.clock.now(), { zone: timezone }).toFormat("yyyy-MM-dd");
  // A byte-order mark so that spreadsheet programs read the UTF-8 (accents, €) right.
  return { csv: `\uFEFF${taxRecordsCsv(rows, language, timezone)}`, fileName: `tax-records-${day}.csv` };
}
