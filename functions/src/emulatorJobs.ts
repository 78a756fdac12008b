// The local emulators never fire scheduled functions (they need Cloud Scheduler and Pub/Sub). On the
// emulators only, the api answers POST /emulator/jobs/<job> by running the same job the schedule runs,
// so `npm start` (which calls it every minute) shows e.g. the 10-minute alert of unprocessed orders.
import express, { type Router } from "express";
import { alertUnprocessedOrders } from "./orders/notifications";
import { dropAbandonedOrders } from "./payments/abandoned";
import { alertOfflinePrinters } from "./printing/offline";
import { foldViews } from "./statistics/views";
import { sendWaitingRecords, sendingDepsOf } from "./verifactu/sending";
import { domainDepsOf } from "./domains/deps";
import { checkPendingDomains } from "./domains/domains";
import type { AppDeps } from "./deps";
import { apiError } from "./http/errors";

/** The scheduled jobs by the name in the path; each answers what it did. */
export const EMULATOR_JOBS = {
  "alert-unprocessed-orders": async (deps: AppDeps) => {
    const { alerted, skipped } = await alertUnprocessedOrders(deps);
    return { alerted: alerted.length, skipped: skipped.length };
  },
  "fold-statistics-views": async (deps: AppDeps) => foldViews(deps),
  /** Orders not paid online within their time: payment cancelled, order removed, slot freed. */
  "drop-abandoned-orders": async (deps: AppDeps) => ({ ...(await dropAbandonedOrders(deps)) }),
  /** Printers offline for 2 minutes with jobs waiting: the owner is told once. */
  "alert-offline-printers": async (deps: AppDeps) => {
    const { alerted, skipped } = await alertOfflinePrinters(deps);
    return { alerted: alerted.length, skipped: skipped.length };
  },
  /** Tax records waiting go to the agency's stand-in (npm start runs it every few seconds, the schedule every minute). */
  "send-tax-records": async (deps: AppDeps) => {
    const { reports: _reports, ...counts } = await sendWaitingRecords(sendingDepsOf(deps));
    return counts;
  },
  /** Custom domains not yet connected, checked against the Hosting stand-in and its DNS (the schedule runs every 30 minutes). */
  "check-custom-domains": async (deps: AppDeps) => ({ ...(await checkPendingDomains(domainDepsOf(deps))) }),
} satisfies Record<string, (deps: AppDeps) => Promise<Record<string, number>>>;

export function emulatorJobs(deps: AppDeps): Router {
  const router = express.Router();
  router.post("/jobs/:job", async (req, res) => {
    const job = EMULATOR_JOBS[req.params.job as keyof typeof EMULATOR_JOBS];
    if (!job) throw apiError("not-found");
    res.json({ data: await job(deps) });
  });
  return router;
}
