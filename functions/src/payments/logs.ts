// One named function per log event of online payments.
import { logger } from "firebase-functions";

export function paymentIgnored(eventType: string, paymentIntentId: string, why: string): void {
  logger.warn("A payment event was ignored", { eventType, paymentIntentId, why });
}

export function paidOrderPlaced(companyId: string, orderId: string, number: number): void {
  logger.info("An order paid online reached production", { companyId, orderId, number });
}

export function pendingOrderDropped(companyId: string, orderId: string, why: string): void {
  logger.info("An order awaiting its online payment was dropped", { companyId, orderId, why });
}

export function abandonedOrderKept(orderId: string, status: string): void {
  logger.warn("An abandoned order's payment could not be cancelled; it is kept for now", { orderId, status });
}

export function paymentCancelFailed(orderId: string, error: unknown): void {
  logger.warn("A payment intent could not be cancelled", { orderId, error: error instanceof Error ? error.message : String(error) });
}

export function refundFailed(companyId: string, orderId: string, error: unknown): void {
  logger.warn("A refund was refused by the payment provider", { companyId, orderId, error: error instanceof Error ? error.message : String(error) });
}

export function paymentIntentRefused(companyId: string, orderId: string, error: unknown): void {
  logger.warn("Stripe refused the payment intent of a customer's order; the order was not taken", { companyId, orderId, error: error instanceof Error ? error.message : String(error) });
}

export function abandonedRun(result: { dropped: number; placed: number; kept: number; failed: number }): void {
  if (result.dropped + result.placed + result.kept + result.failed > 0) logger.info("Orders not paid in time were looked at", result);
}
