// The data of /settings/taxes: the tax information (taxInfos/{companyId}) and the company's tax records
// (taxRecords, by companyId, newest first) read live under the security rules; every change through /api
// (the server alone writes both): the save, the certificate upload, continuing a paused transmission,
// correcting or cancelling a record, and the records' CSV.
import { collection, doc, limit, orderBy, query, where, type Firestore, type QueryConstraint } from "firebase/firestore";
import {
  apiPath,
  type LanguageCode,
  type TaxCertificateAnswer,
  type TaxCertificateRequest,
  type TaxInfoAnswer,
  type TaxInfoData,
  type TaxRecordAnswer,
  type TaxRecordData,
  type TaxRecordStatus,
  type TaxSettingsRequest,
} from "@comanda/shared";
import { ApiError, apiPost } from "../../data/api";
import { auth } from "../../data/firebase";
import { useLiveDoc, useLiveQuery, type Live } from "../../data/live";
import { saveFile } from "../../data/saveFile";

export type TaxInfo = { id: string } & Partial<TaxInfoData>;
export type TaxRecord = { id: string } & TaxRecordData;

export type { TaxSettingsRequest };

/** taxInfos/{companyId}; a null id stops listening. */
export function useTaxInfoDoc(companyId: string | null): Live<TaxInfo | null> {
  return useLiveDoc<TaxInfo>(companyId ? (db) => doc(db, "taxInfos", companyId) : null, [companyId]);
}

/** The newest records listened to apart, so that a year of tickets shows its first rows before the rest arrives. */
export const FIRST_RECORDS = 50;

/**
 * Live: the company's tax records dated in [from, to) (ISO instants; null: open on that side), newest first
 * (index taxRecords companyId ↑ date ↓). The status is filtered on the screen: the list changes status live.
 * Until the whole list has arrived (10,000 records take seconds), the newest FIRST_RECORDS of the chosen
 * statuses (index taxRecords companyId ↑ status ↑ date ↓) stand in for it, still `loading`: the table shows
 * them at once and its count waits for the whole list.
 */
export function useTaxRecords(companyId: string | null, from: string | null, to: string | null, statuses: readonly TaxRecordStatus[] = []): Live<TaxRecord[]> {
  const records = (max: number | null, only: readonly TaxRecordStatus[]) =>
    companyId
      ? (db: Firestore) => {
          const constraints: QueryConstraint[] = [where("companyId", "==", companyId)];
          if (only.length > 0) constraints.push(where("status", "in", only));
          if (from) constraints.push(where("date", ">=", from));
          if (to) constraints.push(where("date", "<", to));
          constraints.push(orderBy("date", "desc"));
          if (max !== null) constraints.push(limit(max));
          return query(collection(db, "taxRecords"), ...constraints);
        }
      : null;
  const chosen = statuses.join(",");
  const newest = useLiveQuery<TaxRecord>(records(FIRST_RECORDS, statuses), [companyId, from, to, chosen]);
  const all = useLiveQuery<TaxRecord>(records(null, []), [companyId, from, to]);
  if (!all.loading || all.error) return all;
  return { data: newest.data, loading: true, error: null };
}

/**
 * Refusals are ApiError `validation` with field errors: taxId tax-id-required, -invalid, -control, -locked;
 * legalName legal-name-required; series pattern; eInvoicingEnabled certificate-required, certificate-expired.
 */
export function saveTaxSettings(body: TaxSettingsRequest): Promise<TaxInfoAnswer> {
  return apiPost<TaxInfoAnswer>(apiPath("saveTaxSettings"), body);
}

/**
 * The certificate file as base64 with its password. Refused with certificate-password, certificate-invalid,
 * certificate-expired, certificate-tax-id-mismatch, certificate-too-large or payload-too-large, as the call's
 * code or as field errors of a `validation` answer (file, password).
 */
export function uploadTaxCertificate(file: string, password: string): Promise<TaxCertificateAnswer> {
  const body: TaxCertificateRequest = { file, password };
  return apiPost<TaxCertificateAnswer>(apiPath("uploadTaxCertificate"), body);
}

/** Resumes a paused transmission; 409 transmission-not-paused when it runs already. */
export function continueTransmission(): Promise<TaxInfoAnswer> {
  return apiPost<TaxInfoAnswer>(apiPath("continueTaxTransmission"), {});
}

/** Queues the correction of a rejected record or one accepted with errors (Subsanación); record-not-correctable, record-not-found. */
export function correctTaxRecord(id: string): Promise<TaxRecordAnswer> {
  return apiPost<TaxRecordAnswer>(apiPath("correctTaxRecord", { id }), {});
}

/** Registers the cancellation (RegistroAnulacion) of an accepted receipt; record-not-cancellable. */
export function cancelTaxRecord(id: string): Promise<TaxRecordAnswer> {
  return apiPost<TaxRecordAnswer>(apiPath("cancelTaxRecord", { id }), {});
}

export interface TaxRecordsCsvFilters {
  statuses: readonly TaxRecordStatus[];
  /** ISO instants, as the table's query uses them; null: open on that side. */
  from: string | null;
  to: string | null;
}

/**
 * The query of GET /api/settings/taxes/records.csv: status as a comma-separated list, the instants, and the
 * interface language for the CSV's header and words. A filter not set is left out (open on that side).
 */
export function taxRecordsCsvSearch({ statuses, from, to }: TaxRecordsCsvFilters, language: LanguageCode): string {
  const params = new URLSearchParams();
  if (statuses.length > 0) params.set("status", statuses.join(","));
  if (from) params.set("from", from);
  if (to) params.set("to", to);
  params.set("language", language);
  return params.toString();
}

/**
 * Downloads the records' CSV as the server makes it (formula-safe, in `language`), with the user's token.
 * A GET, unlike the orders' export: data/api.ts's file download only POSTs, so the request is made here.
 */
export async function downloadTaxRecordsCsv(filters: TaxRecordsCsvFilters, language: LanguageCode): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new ApiError("unauthenticated", 401);
  let res: Response;
  try {
    res = await fetch(`${apiPath("taxRecordsCsv")}?${taxRecordsCsvSearch(filters, language)}`, {
      method: "GET",
      headers: { Authorization: `Bearer ${await user.getIdToken()}`, Accept: "text/csv", "Accept-Language": language },
    });
  } catch {
    throw new ApiError("network", 0);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { code?: unknown } } | null;
    const code = typeof body?.error?.code === "string" ? body.error.code : res.status >= 500 ? "internal" : "unknown";
    throw new ApiError(code, res.status);
  }
  const name = /filename="?([^";]+)"?/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "tax-records.csv";
  saveFile(await res.blob(), name);
}
