// One named function per log event of automatic translation.
import { logger } from "firebase-functions";

function reason(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

export function translated(companyId: string, collection: string, documentId: string, paths: readonly string[]): void {
  logger.info("Texts translated automatically", { companyId, collection, documentId, paths });
}

export function translationFailed(companyId: string, collection: string, documentId: string, error: unknown): void {
  logger.warn("Automatic translation failed; the text stays as saved and the owner is notified", { companyId, collection, documentId, reason: reason(error) });
}
