// The print jobs' trigger and the offline-printer alert: thin wrappers over createJobs.ts and offline.ts.
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { onDocumentCreated } from "firebase-functions/firestore";
import { onSchedule } from "firebase-functions/scheduler";
import type { OrderData } from "@comanda/shared";
import { systemClock } from "../clock";
import { REGION } from "../config";
import { createPrintJobs } from "./createJobs";
import { alertOfflinePrinters } from "./offline";

function deps() {
  const app = getApps()[0] ?? initializeApp();
  return { db: getFirestore(app), clock: systemClock };
}

/**
 * An order reached production (it appears in orders: at once when paid on site, after the payment online):
 * its kitchen tickets and receipts for the company's printers. Retried until written; each job is made once.
 */
export const createPrintJobsOnOrderCreated = onDocumentCreated({ document: "orders/{orderId}", region: REGION, retry: true }, async (event) => {
  const order = event.data?.data() as OrderData | undefined;
  if (!order) return;
  await createPrintJobs(deps(), event.params.orderId, order);
});

/** Every minute: tell the owner about printers offline for 2 minutes with jobs waiting. */
export const alertOfflinePrintersEveryMinute = onSchedule({ schedule: "every 1 minutes", region: REGION, retryCount: 0 }, async () => {
  const { alerted, skipped } = await alertOfflinePrinters(deps());
  logger.info("Offline printers checked", { alerted: alerted.length, skipped: skipped.length });
});
