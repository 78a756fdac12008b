// The owner is told (once) when a printer with jobs waiting has been offline for OFFLINE_ALERT_AFTER_MS:
// a ticket that cannot print must not go unnoticed. The printer endpoint sets offlineNotifiedAt back to
// null at the printer's next poll, so the next outage is told again.
import type { Firestore } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  OFFLINE_ALERT_AFTER_MS,
  WAITING_PRINT_JOB_STATUSES,
  printerConnection,
  type NotificationData,
  type NotificationMessageId,
  type PrinterData,
  type PrinterStatusData,
} from "@comanda/shared";
import type { Clock } from "../clock";
import { runTransaction } from "../transactions";
import * as logs from "./logs";

export interface OfflineAlertDeps {
  db: Firestore;
  clock: Clock;
}

/**
 * How far back the alert looks: a printer offline for a day was told about long ago (or was unplugged on
 * purpose), and scanning every printer ever seen each minute would grow without end.
 */
export const OFFLINE_ALERT_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/** One notification per printer and outage (the outage is named by the last poll before it). */
export const offlineNotificationId = (printerId: string, lastSeen: string) => `printer-offline-${printerId}-${Date.parse(lastSeen)}`;

export interface OfflineAlertResult {
  alerted: string[];
  skipped: string[];
}

function isDue(status: PrinterStatusData | undefined, now: Date): status is PrinterStatusData & { lastSeen: string } {
  if (!status?.lastSeen || status.offlineNotifiedAt) return false;
  const seen = Date.parse(status.lastSeen);
  if (Number.isNaN(seen) || now.getTime() - seen < OFFLINE_ALERT_AFTER_MS) return false;
  return printerConnection(status, now.getTime()).state === "offline";
}

/** Every printer offline for OFFLINE_ALERT_AFTER_MS with jobs waiting and not told yet: one notification to the owner. */
export async function alertOfflinePrinters(deps: OfflineAlertDeps): Promise<OfflineAlertResult> {
  const { db } = deps;
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - OFFLINE_ALERT_AFTER_MS).toISOString();
  const since = new Date(now.getTime() - OFFLINE_ALERT_LOOKBACK_MS).toISOString();
  const quiet = await db.collection(COLLECTIONS.printerStatus).where("lastSeen", ">=", since).where("lastSeen", "<=", cutoff).get();
  const result: OfflineAlertResult = { alerted: [], skipped: [] };
  for (const found of quiet.docs) {
    if (!isDue(found.data() as PrinterStatusData, now)) {
      result.skipped.push(found.id);
      continue;
    }
    try {
      const alerted = await alertOne(deps, found.id, now);
      (alerted ? result.alerted : result.skipped).push(found.id);
    } catch (error) {
      // One broken printer must not keep the others from their alert; the next run tries it again.
      logs.offlineAlertFailed(found.id, error);
    }
  }
  return result;
}

async function alertOne(deps: OfflineAlertDeps, printerId: string, now: Date): Promise<boolean> {
  const { db } = deps;
  const statusRef = db.collection(COLLECTIONS.printerStatus).doc(printerId);
  const printerRef = db.collection(COLLECTIONS.printers).doc(printerId);
  const waiting = db
    .collection(COLLECTIONS.printJobs)
    .where("printerId", "==", printerId)
    .where("status", "in", [...WAITING_PRINT_JOB_STATUSES])
    .limit(1);
  const companyId = await runTransaction(db, async (tx) => {
    const status = (await tx.get(statusRef)).data() as PrinterStatusData | undefined;
    const printer = (await tx.get(printerRef)).data() as PrinterData | undefined;
    if (!isDue(status, now) || !printer || printer.companyId !== status.companyId) return null;
    const jobs = await tx.get(waiting);
    if (jobs.empty) return null;
    const at = now.toISOString();
    tx.update(statusRef, { offlineNotifiedAt: at });
    const notification: NotificationData = {
      companyId: printer.companyId,
      // The owner's uid is the company id.
      userId: printer.companyId,
      date: at,
      read: false,
      message: "printer-offline" satisfies NotificationMessageId,
      about: printer.name,
    };
    tx.set(db.collection(COLLECTIONS.notifications).doc(offlineNotificationId(printerId, status.lastSeen)), notification);
    return printer.companyId;
  });
  if (companyId) logs.offlinePrinterAlerted(companyId, printerId);
  return companyId !== null;
}
