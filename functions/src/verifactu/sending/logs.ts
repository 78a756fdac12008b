// One named function per log event of sending the tax records to the agency.
import { logger } from "firebase-functions";

function reason(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** The producer of the billing system (VERIFACTU_PRODUCER_NAME, VERIFACTU_PRODUCER_TAX_ID) is not configured: nothing can be sent. */
export function producerNotConfigured(): void {
  logger.error("Tax records cannot be sent: VERIFACTU_PRODUCER_NAME and VERIFACTU_PRODUCER_TAX_ID are not configured");
}

export function recordsSubmitted(companyId: string, counts: { records: number; accepted: number; acceptedWithErrors: number; rejected: number; unanswered: number; incidencia: boolean; waitSeconds: number }): void {
  logger.info("Tax records sent to the agency", { companyId, ...counts });
}

/** The submission failed as a whole (no answer, server error, the message refused, the certificate refused). */
export function submissionFailed(companyId: string, code: string, description: string | null, records: number, maybeStored: boolean, errorCount: number): void {
  logger.warn("Sending tax records to the agency failed", { companyId, code, description, records, maybeStored, errorCount });
}

/** A record the agency's schema would refuse: set aside (rejected here) so that the rest of its batch goes. */
export function recordSetAside(companyId: string, recordId: string, problems: string[]): void {
  logger.warn("A tax record was set aside: the agency's schema would refuse it", { companyId, recordId, problems });
}

/** Records whose answer was lost were looked up with the agency's query service. */
export function recordsLookedUp(companyId: string, counts: { records: number; found: number; notFound: number; conflicts: number }): void {
  logger.info("Tax records whose answer was lost were looked up with the agency", { companyId, ...counts });
}

export function lookUpFailed(companyId: string, code: string, description: string | null, errorCount: number): void {
  logger.warn("Looking up tax records with the agency failed", { companyId, code, description, errorCount });
}

/** The agency holds another record for the invoice (not ours, not a correction): it is not sent again. */
export function recordConflict(companyId: string, recordId: string): void {
  logger.error("The agency holds another record for this invoice: the record is marked rejected (3000)", { companyId, recordId });
}

/** Transmission paused after repeated failures; the owner was notified and sees the warning with Continue. */
export function transmissionPaused(companyId: string, errorCount: number, code: string): void {
  logger.error("Transmission to the tax agency paused after repeated failures; the owner was notified", { companyId, errorCount, code });
}

/** A drain of one company failed unexpectedly; the next run tries again. */
export function drainFailed(companyId: string, error: unknown): void {
  logger.error("Sending a company's tax records failed unexpectedly; the next run tries again", { companyId, reason: reason(error) });
}

/** A run of the job that sent or looked up something, or met a busy or failing company. */
export function drainRun(counts: { companies: number; submissions: number; lookUps: number; records: number; busy: number; failed: number; ms: number }): void {
  logger.info("Tax records sending run", counts);
}
