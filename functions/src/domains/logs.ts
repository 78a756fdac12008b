// One named function per log event of custom domains.
import { logger } from "firebase-functions";

function reason(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function hostingFailed(companyId: string, domain: string, operation: string, error: unknown): void {
  logger.warn("A Firebase Hosting custom-domain call failed; the owner was told to try again", { companyId, domain, operation, reason: reason(error) });
}

export function domainCheckFailed(companyId: string, domain: string, error: unknown): void {
  logger.error("Checking a custom domain failed; the next run tries again", { companyId, domain, reason: reason(error) });
}

export function domainsChecked(checked: number, connected: number, failed: number): void {
  logger.info("Custom domains not yet connected checked", { checked, connected, failed });
}
