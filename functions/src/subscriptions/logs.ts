// Log events of the subscription, named once so that they read the same everywhere.
import { logger } from "firebase-functions";

export function subscriptionSynced(source: string, subscriptionId: string, companyId: string | null, outcome: string): void {
  logger.info("A subscription's state from Stripe was handled", { source, subscriptionId, companyId, outcome });
}

export function providerRefused(step: string, error: unknown): void {
  const { type, code, statusCode, requestId } = (error ?? {}) as { type?: unknown; code?: unknown; statusCode?: unknown; requestId?: unknown };
  logger.warn("Stripe refused or did not answer a subscription call", { step, type, code, statusCode, requestId });
}

export function sessionRefused(sessionId: string, why: string): void {
  logger.info("A checkout session was not recorded", { sessionId, why });
}

/** A subscription's customer pays for another company: the binding was refused (nothing unlocked, no portal). */
export function customerOfAnotherCompany(subscriptionId: string, customerId: string, companyId: string, customerCompanyId: string): void {
  logger.warn("A subscription was not bound: its Stripe customer belongs to another company", { subscriptionId, customerId, companyId, customerCompanyId });
}
