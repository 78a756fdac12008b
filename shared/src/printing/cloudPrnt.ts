// The pure rules of Star CloudPRNT printing: MAC addresses, the printer's address, its status code in
// words, when it counts as offline, print job ids and hand-out tokens, and what a poll answers.
import type { PrinterStatusData } from "../entities/printer";
import type { PrintJobData, PrintJobKind } from "../entities/printJob";

/** Star printers poll every 5 s unless configured otherwise. */
export const DEFAULT_POLL_INTERVAL_MS = 5_000;
/** A job handed to a printer that neither fetched nor confirmed it in this time goes back to waiting. */
export const HANDOUT_TIMEOUT_MS = 60_000;
/** A job whose hand-outs ended in an error this many times is canceled (its error shown; "print again" restarts it). */
export const MAX_PRINT_ATTEMPTS = 3;
/** The owner is told (once) when a printer with waiting jobs has been offline this long. */
export const OFFLINE_ALERT_AFTER_MS = 2 * 60_000;
/** The printer status document is written at most once per this interval, whatever the poll rate. */
export const STATUS_WRITE_INTERVAL_MS = 1_000;

/** "00-11-62-aa-bb-cc", "001162aabbcc", "00:11:62:AA:BB:CC" → "00:11:62:AA:BB:CC"; null when it is not a MAC. */
export function normalizeMac(input: string): string | null {
  const hex = input.trim().replace(/[\s:.-]/g, "").toUpperCase();
  if (!/^[0-9A-F]{12}$/.test(hex)) return null;
  return hex.match(/../g)!.join(":");
}

/** After this long without a poll a printer is offline: twice its poll interval plus 5 s. */
export function offlineAfterMs(pollIntervalMs: number | undefined): number {
  const interval = pollIntervalMs && pollIntervalMs > 0 ? pollIntervalMs : DEFAULT_POLL_INTERVAL_MS;
  return 2 * interval + 5_000;
}

/** What a printer's status code says (CloudPRNT: "200 OK", "410 …" paper out, "420 …" cover open, …). */
export type PrinterCondition = "ok" | "paperOut" | "coverOpen" | "error";

export function conditionOf(statusCode: string | undefined | null): PrinterCondition {
  const code = (statusCode ?? "").trim().slice(0, 3);
  if (code.startsWith("2")) return "ok";
  if (code === "410" || code === "411") return "paperOut";
  if (code === "420") return "coverOpen";
  return "error";
}

export type PrinterConnection =
  | { state: "never" }
  | { state: "online"; condition: PrinterCondition; lastSeen: string }
  | { state: "offline"; since: string };

/** Whether a printer is online now, from its status document (none: it never polled). */
export function printerConnection(status: Pick<PrinterStatusData, "status" | "lastSeen" | "pollIntervalMs"> | null | undefined, now: number): PrinterConnection {
  if (!status?.lastSeen) return { state: "never" };
  const seen = Date.parse(status.lastSeen);
  if (Number.isNaN(seen)) return { state: "never" };
  if (now - seen > offlineAfterMs(status.pollIntervalMs)) return { state: "offline", since: status.lastSeen };
  return { state: "online", condition: conditionOf(status.status), lastSeen: status.lastSeen };
}

/** The error codes a printer confirms a job with (CloudPRNT), each shown in words by the admin. */
export const PRINT_ERROR_CODES = ["410", "420", "510", "511", "520", "521"] as const;
export type PrintErrorCode = (typeof PRINT_ERROR_CODES)[number];

/** A confirmation code starting with "2" means printed; so does "OK" (the code of the first CloudPRNT printers). */
export function isPrintedCode(code: string): boolean {
  const trimmed = code.trim();
  return /^2\d\d/.test(trimmed) || /^ok$/i.test(trimmed);
}

/** The three-digit code of a confirmation ("410 Paper empty" → "410"); null when there is none. */
export function errorCodeOf(code: string): string | null {
  const match = /^\s*(\d{3})/.exec(code);
  return match ? match[1]! : null;
}

/** The job's id: the same order, printer, kind and copy always give the same id. */
export function printJobId(orderId: string, printerId: string, kind: PrintJobKind, copy: number): string {
  return `${orderId}_${printerId}_${kind}_${copy}`;
}

/** A hand-out token: the job id and a fresh nonce (a late confirmation of an older hand-out does not match). */
export function handoutToken(jobId: string, nonce: string): string {
  return `${jobId}.${nonce}`;
}

/**
 * The job id inside a hand-out token, or null for a malformed one: also when the id could not name a
 * document ("/" in it, "." or "..", Firestore's reserved "__…__", over 500 characters), so that a printer's
 * garbled token is a 404 and never a failed read.
 */
export function jobIdOfToken(token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0 || dot === token.length - 1 || token.includes("/") || token.length > 600) return null;
  const id = token.slice(0, dot);
  if (id === "." || id === ".." || id.length > 500 || /^__.*__$/.test(id)) return null;
  return id;
}

/** Whether a queued or printing job's hand-out has timed out (it may be handed out again). */
export function handoutExpired(job: Pick<PrintJobData, "status" | "handout">, now: number, timeoutMs = HANDOUT_TIMEOUT_MS): boolean {
  if (job.status !== "queued" && job.status !== "printing") return false;
  if (!job.handout) return true;
  const at = Date.parse(job.handout.at);
  return Number.isNaN(at) || now - at >= timeoutMs;
}

/** The path of a printer's CloudPRNT address under the site: `/api/cloudprnt/{printerId}/{secret}`. */
export function cloudPrntPath(printerId: string, secret: string): string {
  return `/api/cloudprnt/${encodeURIComponent(printerId)}/${encodeURIComponent(secret)}`;
}
