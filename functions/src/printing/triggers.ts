// The offline-printer alert: a thin wrapper over offline.ts. (An order's print jobs are made in the transaction
// that makes it printable, createJobs.ts: no trigger, so none has to start before a ticket prints.)
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { onSchedule } from "firebase-functions/scheduler";
import { systemClock } from "../clock";
import { REGION } from "../config";
import { alertOfflinePrinters } from "./offline";

function deps() {
  const app = getApps()[0] ?? initializeApp();
  return { db: getFirestore(app), clock: systemClock };
}

/** Every minute: tell the owner about printers offline for 2 minutes with jobs waiting. */
export const alertOfflinePrintersEveryMinute = onSchedule({ schedule: "every 1 minutes", region: REGION, retryCount: 0 }, async () => {
  const { alerted, skipped } = await alertOfflinePrinters(deps());
  logger.info("Offline printers checked", { alerted: alerted.length, skipped: skipped.length });
});
