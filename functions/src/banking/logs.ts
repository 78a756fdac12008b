// Log events of banking (Stripe Connect), named once so that they read the same everywhere.
import { logger } from "firebase-functions";

function reason(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function connectedAccountCreated(companyId: string, accountId: string, attempt: number): void {
  logger.info("A Stripe connected account was created for a company", { companyId, accountId, attempt });
}

export function onboardingLinkCreated(companyId: string, accountId: string): void {
  logger.info("A Stripe onboarding link was made", { companyId, accountId });
}

export function providerRefused(companyId: string, step: string, error: unknown): void {
  const { type, code, statusCode, requestId } = (error ?? {}) as { type?: unknown; code?: unknown; statusCode?: unknown; requestId?: unknown };
  logger.warn("Stripe refused or did not answer a banking call", { companyId, step, type, code, statusCode, requestId, reason: reason(error) });
}

export function accountStateStored(companyId: string, accountId: string, state: string, source: string): void {
  logger.info("A company's Stripe connection state was stored", { companyId, accountId, state, source });
}

export function staleAccountReadDropped(companyId: string, accountId: string, readAt: string, storedReadAt: string): void {
  logger.info("An older read of a Stripe account was not stored over a newer one", { companyId, accountId, readAt, storedReadAt });
}

export function accountEventIgnored(accountId: string, why: string): void {
  logger.info("A Stripe account.updated event was ignored", { accountId, why });
}

export function accountForgotten(companyId: string, accountId: string): void {
  logger.warn("A company's Stripe connected account is gone at Stripe: the company is not connected any more", { companyId, accountId });
}
