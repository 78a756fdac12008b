// The printers' data (spec §2–§4, §7): the company's printers, their live status, the keys of their
// addresses and the print jobs, read live under the security rules (all server-written); a printer saved,
// deleted or given a new secret, and a print job canceled or started again, through /api.
import { useMemo } from "react";
import { collection, doc, limit, orderBy, query, where, type Firestore } from "firebase/firestore";
import {
  apiPath,
  WAITING_PRINT_JOB_STATUSES,
  type Printer,
  type PrinterKey,
  type PrinterSecretAnswer,
  type PrinterStatus,
  type PrintJob,
  type SavePrinterAnswer,
  type SavePrinterRequest,
} from "@comanda/shared";
import { ApiError, apiDelete, apiPost } from "../../data/api";
import { useLiveDoc, useLiveQuery, type Live } from "../../data/live";

/** How many of the latest print jobs the printers screen lists. */
export const PRINT_JOBS_SHOWN = 100;

function byCompany(companyId: string | null, name: string) {
  return companyId ? (db: Firestore) => query(collection(db, name), where("companyId", "==", companyId)) : null;
}

/** Live: the company's printers by name (a handful: sorted here, no index needed). */
export function usePrinters(companyId: string | null): Live<Printer[]> {
  const live = useLiveQuery<Printer>(byCompany(companyId, "printers"), [companyId]);
  const sorted = useMemo(() => [...live.data].sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1)), [live.data]);
  return useMemo(() => ({ ...live, data: sorted }), [live, sorted]);
}

/** Live: what each printer last reported, by printer id (a printer that never polled has none). */
export function usePrinterStatuses(companyId: string | null): Live<ReadonlyMap<string, PrinterStatus>> {
  const live = useLiveQuery<PrinterStatus>(byCompany(companyId, "printer-status"), [companyId]);
  const byId = useMemo(() => new Map(live.data.map((s) => [s.id, s])), [live.data]);
  return useMemo(() => ({ ...live, data: byId }), [live, byId]);
}

/** Live: how many jobs still wait to print (new, queued or printing), by printer id. */
export function useWaitingJobCounts(companyId: string | null): Live<ReadonlyMap<string, number>> {
  const live = useLiveQuery<PrintJob>(
    companyId ? (db) => query(collection(db, "printJobs"), where("companyId", "==", companyId), where("status", "in", [...WAITING_PRINT_JOB_STATUSES])) : null,
    [companyId],
  );
  const counts = useMemo(() => {
    const out = new Map<string, number>();
    for (const job of live.data) if (job.printerId) out.set(job.printerId, (out.get(job.printerId) ?? 0) + 1);
    return out;
  }, [live.data]);
  return useMemo(() => ({ ...live, data: counts }), [live, counts]);
}

/** Live: the company's latest print jobs, newest first (index printJobs companyId + date desc). */
export function useLatestPrintJobs(companyId: string | null): Live<PrintJob[]> {
  return useLiveQuery<PrintJob>(
    companyId ? (db) => query(collection(db, "printJobs"), where("companyId", "==", companyId), orderBy("date", "desc"), limit(PRINT_JOBS_SHOWN)) : null,
    [companyId],
  );
}

/** Live: one order's print jobs, by printer, kind and copy (a few: sorted here). */
export function useOrderPrintJobs(companyId: string | null, orderId: string | null): Live<PrintJob[]> {
  const live = useLiveQuery<PrintJob>(
    companyId && orderId ? (db) => query(collection(db, "printJobs"), where("companyId", "==", companyId), where("orderId", "==", orderId)) : null,
    [companyId, orderId],
  );
  const sorted = useMemo(
    () =>
      [...live.data].sort(
        (a, b) => a.printerName.localeCompare(b.printerName) || (a.kind ?? "").localeCompare(b.kind ?? "") || (a.copy ?? 1) - (b.copy ?? 1) || (a.date < b.date ? 1 : -1),
      ),
    [live.data],
  );
  return useMemo(() => ({ ...live, data: sorted }), [live, sorted]);
}

/** Live: the key of a printer's address (its secret); null while there is no printer yet. */
export function usePrinterKey(printerId: string | null): Live<PrinterKey | null> {
  return useLiveDoc<PrinterKey>(printerId ? (db) => doc(db, "printerKeys", printerId) : null, [printerId]);
}

/**
 * POST /api/printers/{id?}: creates (no id) or replaces a printer; answers its id. Refusals: ApiError
 * `validation` with field errors (mac "invalid-mac", locationsFilter), 409 `printer-mac-already-added`.
 */
export async function savePrinter(request: SavePrinterRequest, id?: string): Promise<string> {
  const answer = await apiPost<SavePrinterAnswer>(apiPath("savePrinter", id ? { id } : {}), request);
  // Without the id the editor cannot show the address: as incomplete as no answer.
  if (!answer?.id) throw new ApiError("incomplete-return-value", 200);
  return answer.id;
}

/** DELETE /api/printers/:id: the printer, its address and its MAC claim go. */
export async function deletePrinter(id: string): Promise<void> {
  await apiDelete<unknown>(apiPath("deletePrinter", { id }));
}

/** POST /api/printers/:id/secret: a new secret; the old address stops working at once. */
export function regeneratePrinterSecret(id: string): Promise<PrinterSecretAnswer> {
  return apiPost<PrinterSecretAnswer>(apiPath("regeneratePrinterSecret", { id }), {});
}

/** POST /api/print-jobs/:id/cancel (409 print-job-finished for a printed or canceled job). */
export async function cancelPrintJob(id: string): Promise<void> {
  await apiPost<unknown>(apiPath("cancelPrintJob", { id }), {});
}

/** POST /api/print-jobs/:id/print-again (409 print-job-waiting while the job still waits). */
export async function printJobAgain(id: string): Promise<void> {
  await apiPost<unknown>(apiPath("printJobAgain", { id }), {});
}
