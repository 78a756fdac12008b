// One named function per log event of the print jobs' trigger and the offline-printer alert.
import { logger } from "firebase-functions";

function reason(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

export function printJobsCreated(companyId: string, orderId: string, created: number, existing: number): void {
  logger.info("Print jobs of an order created", { companyId, orderId, created, existing });
}

export function offlinePrinterAlerted(companyId: string, printerId: string): void {
  logger.info("The owner was told that a printer with jobs waiting is offline", { companyId, printerId });
}

export function offlineAlertFailed(printerId: string, error: unknown): void {
  logger.error("Alerting about an offline printer failed; the next run tries again", { printerId, reason: reason(error) });
}
