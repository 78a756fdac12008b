// One named function per log event of the server, so that the events read the same everywhere.
import { logger } from "firebase-functions";

function reason(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

export function requestFailed(method: string, path: string, error: unknown): void {
  logger.error("An /api request failed with an unexpected error", {
    method,
    path,
    code: errorCode(error),
    reason: reason(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
}

export function tokenRejected(error: unknown): void {
  logger.info("A bearer token was rejected", { code: errorCode(error) });
}

export function ownerRegistered(uid: string, slug: string): void {
  logger.info("A new owner and company were registered", { uid, slug });
}

export function registrationRolledBack(uid: string, error: unknown): void {
  logger.error("Registration failed after the user was created; the user and company were removed", { uid, reason: reason(error) });
}

export function registrationCleanupFailed(uid: string, step: string, error: unknown): void {
  logger.error("Cleaning up a failed registration failed", { uid, step, reason: reason(error) });
}

export function verificationMailQueued(uid: string, language: string): void {
  logger.info("A verification mail was queued", { uid, language });
}

/** Under the emulators only: a mail as it would go out, for the developer to follow its links. */
export function localMailPrinted(mail: { to: string; subject: string; links: string[] }): void {
  logger.info(`Mail to ${mail.to}: “${mail.subject}”${mail.links.map((link) => `\n  ${link}`).join("")}`, { to: mail.to });
}

export function verificationMailSkipped(why: "unknown-email" | "already-verified"): void {
  logger.info("No verification mail was sent", { why });
}

export function passwordResetMailQueued(uid: string, language: string): void {
  logger.info("A password reset mail was queued", { uid, language });
}

export function passwordResetMailSkipped(): void {
  logger.info("No password reset mail was sent: unknown e-mail");
}

export function linkBaseRefused(candidate: string): void {
  logger.warn("A link origin sent by the client was not allowed; the app URL was used", { candidate });
}

export function profileUpdated(uid: string): void {
  logger.info("A profile was updated", { uid });
}

export function uploadLinkCreated(uid: string, fileName: string): void {
  logger.info("An upload link was created", { uid, fileName });
}

export function uploadLinkFailed(uid: string, error: unknown): void {
  logger.error("Creating an upload link failed", { uid, reason: reason(error) });
}

export function localUploadStored(fileName: string, bytes: number): void {
  logger.info("A local upload was stored", { fileName, bytes });
}

export function subscriptionCancelFailed(companyId: string, subscriptionId: string, error: unknown): void {
  logger.warn("A company's subscription could not be cancelled at Stripe; the company was not deleted", { companyId, subscriptionId, error: String(error) });
}

export function accountDeleted(companyId: string, documents: number, users: number): void {
  logger.info("A company account was deleted with all its data", { companyId, documents, users });
}

export function productSaved(companyId: string, productId: string, created: boolean): void {
  logger.info(created ? "A product was created" : "A product was updated", { companyId, productId });
}

export function contentSaved(kind: "page" | "story", companyId: string, id: string, created: boolean): void {
  logger.info(created ? "A content entry was created" : "A content entry was updated", { kind, companyId, id });
}

export function contentDeleted(kind: "page" | "story", companyId: string, id: string): void {
  logger.info("A content entry was deleted", { kind, companyId, id });
}

export function catalogueItemDeleted(companyId: string, kind: "product" | "category" | "course", id: string, documents: number): void {
  logger.info("A catalogue item was deleted", { companyId, kind, id, documents });
}

export function companyInfoSaved(companyId: string, slugChanged: boolean): void {
  logger.info("Company info saved", { companyId, slugChanged });
}

export function apiAccessSwitched(companyId: string, uid: string, enabled: boolean): void {
  logger.info(enabled ? "API access was switched on" : "API access was switched off", { companyId, uid });
}

/** Who gave a company a new API password, and when (the log's time): the old one stopped working then. */
export function apiPasswordRegenerated(companyId: string, uid: string, apiUser: string): void {
  logger.info("A new API password was generated; the old one no longer works", { companyId, uid, apiUser });
}

export function sampleDataDeleted(companyId: string, answer: { removed: object; keptChanged: object; keptInUse: object }): void {
  logger.info("The sample catalogue was deleted", { companyId, ...answer });
}

export function stripeEventReceived(eventId: string, type: string, outcome: string): void {
  logger.info("A Stripe event was received", { eventId, type, outcome });
}

/** A customer import failed part-way and a batch it had written could not be deleted again. */
export function customerImportTakeBackFailed(error: unknown): void {
  logger.error("customers.import.takeBackFailed", { reason: reason(error) });
}
