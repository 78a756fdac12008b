// One named function per log event of the order triggers and the scheduled alert.
import { logger } from "firebase-functions";

function reason(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

export function newOrderMailsQueued(companyId: string, orderId: string, newOrder: string, receiptCopy: string): void {
  logger.info("New-order mails handled", { companyId, orderId, newOrder, receiptCopy });
}

export function readySmsWithoutCredentials(companyId: string, orderId: string): void {
  logger.warn("The ready SMS was not sent: the Twilio credentials (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM) are not set", {
    companyId,
    orderId,
  });
}

export function readySmsSent(companyId: string, orderId: string): void {
  logger.info("The ready SMS was sent", { companyId, orderId });
}

export function readySmsFailed(companyId: string, orderId: string, error: unknown): void {
  logger.error("Sending the ready SMS failed; its marker was released so that a retry can send it", { companyId, orderId, reason: reason(error) });
}

export function readySmsRefusedForGood(companyId: string, orderId: string, error: unknown): void {
  logger.warn("Twilio refused the ready SMS for good (e.g. an invalid number); it is not retried", { companyId, orderId, reason: reason(error) });
}

export function unprocessedOrderAlerted(companyId: string, orderId: string): void {
  logger.info("The owner was alerted about an unprocessed order", { companyId, orderId });
}

export function unprocessedAlertFailed(companyId: string, orderId: string, error: unknown): void {
  logger.error("Alerting about an unprocessed order failed; the next run tries again", { companyId, orderId, reason: reason(error) });
}

export function unprocessedAlertRun(alerted: number, skipped: number): void {
  logger.info("Unprocessed-order alert run", { alerted, skipped });
}
