// Cancel and print again of a print job (spec §4), from the order detail and the print jobs list. Both
// reset the hand-out, so a late confirmation of the old hand-out changes nothing.
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { COLLECTIONS, WAITING_PRINT_JOB_STATUSES, withTaxQr, type PrintJobData, type PrintJobStatus } from "@comanda/shared";
import type { Clock } from "../clock";
import { apiError } from "../http/errors";
import { runTransaction } from "../transactions";
import { orderTaxQrUrlIn } from "../verifactu/qr";

export interface PrintJobDeps {
  db: Firestore;
  clock: Clock;
}

export interface PrintJobActionAnswer {
  id: string;
  status: PrintJobStatus;
}

const isWaiting = (status: PrintJobStatus) => (WAITING_PRINT_JOB_STATUSES as readonly PrintJobStatus[]).includes(status);

async function moveJob(
  deps: PrintJobDeps,
  companyId: string,
  id: string,
  change: (job: PrintJobData, now: string, tx: Transaction) => Partial<PrintJobData> | Promise<Partial<PrintJobData>>,
): Promise<PrintJobActionAnswer> {
  const ref = deps.db.collection(COLLECTIONS.printJobs).doc(id);
  return runTransaction(deps.db, async (tx) => {
    const job = (await tx.get(ref)).data() as PrintJobData | undefined;
    // Another company's job is answered like a missing one.
    if (!job || job.companyId !== companyId) throw apiError("not-found");
    const update = await change(job, deps.clock.now().toISOString(), tx);
    tx.update(ref, update);
    return { id, status: update.status ?? job.status };
  });
}

/** A job still waiting (new, queued, printing) is canceled; a printed or canceled one: 409 print-job-finished. */
export function cancelPrintJob(deps: PrintJobDeps, companyId: string, id: string): Promise<PrintJobActionAnswer> {
  return moveJob(deps, companyId, id, (job, now) => {
    if (!isWaiting(job.status)) throw apiError("print-job-finished");
    return { status: "canceled", handout: null, updatedAt: now };
  });
}

/**
 * A printed or canceled job waits again, from its first attempt (a receipt with the order's VeriFactu code once it
 * has one); one still waiting: 409 print-job-waiting; one whose printer is gone: 409 print-job-printer-deleted.
 */
export function printJobAgain(deps: PrintJobDeps, companyId: string, id: string): Promise<PrintJobActionAnswer> {
  return moveJob(deps, companyId, id, async (job, now, tx) => {
    if (isWaiting(job.status)) throw apiError("print-job-waiting");
    // A job whose printer was deleted would wait for ever: refused, so no ticket waits unseen.
    const printer = job.printerId ? await tx.get(deps.db.collection(COLLECTIONS.printers).doc(job.printerId)) : null;
    if (!printer?.exists) throw apiError("print-job-printer-deleted");
    const again: Partial<PrintJobData> = { status: "new", handout: null, attempts: 0, errorCode: null, errorAt: null, updatedAt: now };
    // A receipt printed before its order became a ticket (paid on site: printed when placed, a ticket when done)
    // prints again with the order's VeriFactu code at its top.
    const taxQr = job.kind === "receipt" && job.orderId && job.layout ? await orderTaxQrUrlIn(tx, deps.db, companyId, job.orderId) : null;
    if (taxQr && job.layout) again.layout = withTaxQr(job.layout, taxQr);
    return again;
  });
}
