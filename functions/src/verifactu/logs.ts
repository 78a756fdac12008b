// One named function per log event of the tax records (VeriFactu) on the server.
import { logger } from "firebase-functions";

function reason(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

export function taxRecordWritten(companyId: string, recordId: string, kind: string, number: string, position: number): void {
  logger.info("A tax record was chained", { companyId, recordId, kind, number, position });
}

/** The order became a ticket but its record could not be built: the order went on without one. */
export function ticketRecordRefused(companyId: string, orderId: string, code: string): void {
  logger.warn("An order became a ticket without its tax record: the record could not be built (the order went through)", { companyId, orderId, code });
}

/** The refund was given but its rectifying record could not be built: the refund went on without one. */
export function refundRecordRefused(companyId: string, orderId: string, code: string): void {
  logger.warn("A refund was given without its rectifying tax record: the record could not be built (the refund went through)", { companyId, orderId, code });
}

/** A refund of an order whose ticket has no record (e-invoicing was off then, or the record was refused). */
export function refundWithoutTicketRecord(companyId: string, orderId: string): void {
  logger.warn("A refund of an order without a ticket record: no rectifying record was made", { companyId, orderId });
}

/**
 * The status change kept losing to other writes while chaining the record: it was made without the record, and
 * the order trigger (verifactu/triggers.ts) chains it right after.
 */
export function ticketRecordDeferred(companyId: string, orderId: string, error: unknown): void {
  logger.warn("A ticket's tax record was left to the order trigger: the status change with it kept meeting contention", { companyId, orderId, reason: reason(error) });
}

/** The same for a refund: recorded without its rectifying record, which the order trigger chains right after. */
export function refundRecordDeferred(companyId: string, orderId: string, error: unknown): void {
  logger.warn("A refund's rectifying tax record was left to the order trigger: recording the refund with it kept meeting contention", { companyId, orderId, reason: reason(error) });
}

export function taxSettingsSaved(companyId: string, eInvoicingEnabled: boolean, environment: string): void {
  logger.info("Tax settings saved", { companyId, eInvoicingEnabled, environment });
}

export function taxCertificateStored(companyId: string, notAfter: string): void {
  logger.info("A tax certificate was stored (encrypted)", { companyId, notAfter });
}

export function taxCertificateRefused(companyId: string, code: string, detail: string): void {
  logger.info("A tax certificate was refused", { companyId, code, detail });
}

export function transmissionContinued(companyId: string): void {
  logger.info("Transmission to the tax agency continued by the owner", { companyId });
}
