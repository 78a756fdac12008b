// The document contract of the Trigger Email extension (firebase/firestore-send-email 0.2.0), which sends the
// `mail` collection in production, as pure rules the local stand-in (standIn.ts) follows:
// - a new document (no `delivery`) gets `delivery` { state PENDING, attempts 0, startTime, error null, expireAt };
// - PENDING and RETRY are claimed: PROCESSING with a lease (leaseExpireTime, a minute);
// - PROCESSING whose lease ran out ends in ERROR "Message processing lease expired." (the extension never sends twice);
// - an attempt writes attempts + 1, endTime, leaseExpireTime null and SUCCESS with `info` { messageId, accepted,
//   rejected, pending, response } or ERROR with `error`;
// - SUCCESS and ERROR are final.
// One thing the extension does not do and the stand-in does: a temporary refusal (an SMTP 4xx answer, a server that
// cannot be reached) is written as RETRY with the reason and tried again after a back-off, up to a limit, so that
// a developer sees what a retry looks like. In production a document is sent again by setting its state to RETRY.
// A tool: never deployed.

export const DELIVERY_STATES = ["PENDING", "PROCESSING", "RETRY", "SUCCESS", "ERROR"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** What the SMTP server answered a sent message (nodemailer's SentMessageInfo, as the extension stores it). */
export interface DeliveryInfo {
  messageId: string | null;
  accepted: string[];
  rejected: string[];
  pending: string[];
  response: string | null;
}

/** `delivery` with its instants as Dates (the stand-in turns Firestore Timestamps into Dates and back). */
export interface Delivery {
  state: DeliveryState;
  attempts: number;
  startTime: Date | null;
  endTime: Date | null;
  leaseExpireTime: Date | null;
  error: string | null;
  info?: DeliveryInfo | null;
  expireAt?: Date | null;
}

export interface MailAttachment {
  filename?: string;
  content?: string;
  path?: string;
  contentType?: string;
  encoding?: string;
  cid?: string;
}

/** A `mail` document as the functions write it (extra fields such as companyId and orderId are ignored). */
export interface MailDocument {
  to?: unknown;
  cc?: unknown;
  bcc?: unknown;
  from?: unknown;
  replyTo?: unknown;
  headers?: unknown;
  message?: { subject?: unknown; text?: unknown; html?: unknown; attachments?: unknown } | null;
  delivery?: Delivery | null;
}

/** How the stand-in behaves: the extension's lease and TTL, and its own retries. */
export interface DeliveryPolicy {
  /** How long a claim holds (the extension: 60 s). */
  leaseMs: number;
  /** Attempts in all before a temporary failure becomes ERROR. */
  maxAttempts: number;
  /** The wait after the first failed attempt; each further one doubles it, up to maxRetryDelayMs. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
  /** TTL_EXPIRE_TYPE / TTL_EXPIRE_VALUE: delivery.expireAt, or none for "never". */
  ttl: { type: TtlType; value: number };
}

export const TTL_TYPES = ["never", "hour", "day", "week", "month", "year"] as const;
export type TtlType = (typeof TTL_TYPES)[number];

export const DEFAULT_POLICY: DeliveryPolicy = {
  leaseMs: 60_000,
  maxAttempts: 5,
  retryDelayMs: 5_000,
  maxRetryDelayMs: 5 * 60_000,
  ttl: { type: "month", value: 1 },
};

export const LEASE_EXPIRED = "Message processing lease expired.";
export const NO_RECIPIENT = "Failed to deliver email. Expected at least 1 recipient.";

/** When a document written at `start` may be deleted by the TTL policy. */
export function expireAt(start: Date, ttl: DeliveryPolicy["ttl"]): Date | null {
  const at = new Date(start.getTime());
  switch (ttl.type) {
    case "never":
      return null;
    case "hour":
      at.setUTCHours(at.getUTCHours() + ttl.value);
      return at;
    case "day":
      at.setUTCDate(at.getUTCDate() + ttl.value);
      return at;
    case "week":
      at.setUTCDate(at.getUTCDate() + 7 * ttl.value);
      return at;
    case "month":
      at.setUTCMonth(at.getUTCMonth() + ttl.value);
      return at;
    case "year":
      at.setUTCFullYear(at.getUTCFullYear() + ttl.value);
      return at;
  }
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones (1 → retryDelayMs, 2 → twice that, …). */
export function retryDelay(attempts: number, policy: DeliveryPolicy): number {
  const doublings = Math.max(0, attempts - 1);
  return Math.min(policy.maxRetryDelayMs, policy.retryDelayMs * 2 ** Math.min(doublings, 30));
}

/** What the stand-in does with a document it sees. */
export type Step =
  | { kind: "ignore"; reason: "final" | "no-message" | "in-flight" }
  | { kind: "initialize"; delivery: Delivery }
  | { kind: "claim"; delivery: Delivery }
  | { kind: "expire-lease"; delivery: Delivery }
  /** RETRY whose back-off has not run out: look again at `at`. */
  | { kind: "wait"; at: Date };

/** The next step for a document at `now`: the same decisions the extension's processWrite makes, plus the back-off. */
export function nextStep(doc: MailDocument, now: Date, policy: DeliveryPolicy): Step {
  const delivery = doc.delivery;
  if (delivery && (delivery.state === "SUCCESS" || delivery.state === "ERROR")) return { kind: "ignore", reason: "final" };
  if (typeof doc.message !== "object" || doc.message === null) return { kind: "ignore", reason: "no-message" };
  if (!delivery) {
    return {
      kind: "initialize",
      delivery: { state: "PENDING", attempts: 0, startTime: now, endTime: null, leaseExpireTime: null, error: null, expireAt: expireAt(now, policy.ttl) },
    };
  }
  if (delivery.state === "PROCESSING") {
    if (delivery.leaseExpireTime && delivery.leaseExpireTime.getTime() < now.getTime()) {
      return { kind: "expire-lease", delivery: { ...delivery, state: "ERROR", error: LEASE_EXPIRED } };
    }
    return { kind: "ignore", reason: "in-flight" };
  }
  if (delivery.state === "RETRY" && delivery.attempts > 0 && delivery.endTime) {
    const at = new Date(delivery.endTime.getTime() + retryDelay(delivery.attempts, policy));
    if (at.getTime() > now.getTime()) return { kind: "wait", at };
  }
  return { kind: "claim", delivery: { ...delivery, state: "PROCESSING", leaseExpireTime: new Date(now.getTime() + policy.leaseMs) } };
}

/** The failure of one attempt: its text (as the extension stores `error`) and whether trying later may help. */
export interface AttemptFailure {
  error: string;
  temporary: boolean;
}

export type AttemptOutcome = { ok: true; info: DeliveryInfo } | { ok: false; failure: AttemptFailure };

/** `delivery` after an attempt ended at `now`. */
export function afterAttempt(delivery: Delivery, outcome: AttemptOutcome, now: Date, policy: DeliveryPolicy): Delivery {
  const attempts = delivery.attempts + 1;
  const base = { ...delivery, attempts, endTime: now, leaseExpireTime: null };
  if (outcome.ok) return { ...base, state: "SUCCESS", error: null, info: outcome.info };
  const again = outcome.failure.temporary && attempts < policy.maxAttempts;
  return { ...base, state: again ? "RETRY" : "ERROR", error: outcome.failure.error };
}

/** What nodemailer's errors carry: `responseCode` (the SMTP answer) and `code` (EENVELOPE, ECONNECTION, ESOCKET, …). */
interface SmtpErrorLike {
  message?: unknown;
  responseCode?: unknown;
  response?: unknown;
  code?: unknown;
}

/** Errors of the connection itself: the server may be back later. */
const TEMPORARY_CODES = new Set(["ECONNECTION", "ESOCKET", "ETIMEDOUT", "EDNS", "ECONNREFUSED", "ECONNRESET", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);

/**
 * A failed send as the stand-in records it. The text is what the extension stores (`Error: <message>`, which for an
 * SMTP refusal holds the server's answer). An SMTP 5xx answer is permanent; a 4xx answer and a server that cannot
 * be reached are temporary; anything else (a broken document) is permanent.
 */
export function classifyFailure(error: unknown): AttemptFailure {
  const e = (error ?? {}) as SmtpErrorLike;
  const text = error instanceof Error ? error.toString() : `Error: ${String((e.message as string | undefined) ?? error)}`;
  const responseCode = typeof e.responseCode === "number" ? e.responseCode : null;
  if (responseCode !== null) return { error: text, temporary: responseCode >= 400 && responseCode < 500 };
  const code = typeof e.code === "string" ? e.code : "";
  return { error: text, temporary: TEMPORARY_CODES.has(code) };
}

function addressList(field: string, value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value as string[];
  throw new Error(`Invalid field "${field}". Expected an array of strings.`);
}

const optionalString = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** The sender's defaults of the extension's parameters (DEFAULT_FROM, DEFAULT_REPLY_TO). */
export interface SenderDefaults {
  from: string;
  replyTo?: string;
}

/** What nodemailer is asked to send for a document (the extension's preparePayload and deliver). */
export interface OutgoingMail {
  from: string;
  replyTo?: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject?: string;
  text?: string;
  html?: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
}

/** Builds the message of a document; throws (a permanent failure) when a field is malformed or nobody receives it. */
export function outgoingMail(doc: MailDocument, defaults: SenderDefaults): OutgoingMail {
  const to = addressList("to", doc.to);
  const cc = addressList("cc", doc.cc);
  const bcc = addressList("bcc", doc.bcc);
  if (to.length + cc.length + bcc.length === 0) throw new Error(NO_RECIPIENT);
  const message = doc.message ?? {};
  const headers: Record<string, string> = {};
  if (doc.headers && typeof doc.headers === "object") {
    for (const [name, value] of Object.entries(doc.headers as Record<string, unknown>)) if (typeof value === "string") headers[name] = value;
  }
  const replyTo = optionalString(doc.replyTo) ?? defaults.replyTo;
  return {
    from: optionalString(doc.from) ?? defaults.from,
    ...(replyTo ? { replyTo } : {}),
    to,
    cc,
    bcc,
    ...(optionalString(message.subject) !== undefined ? { subject: optionalString(message.subject) } : {}),
    ...(optionalString(message.text) !== undefined ? { text: optionalString(message.text) } : {}),
    ...(optionalString(message.html) !== undefined ? { html: optionalString(message.html) } : {}),
    headers,
    attachments: Array.isArray(message.attachments) ? (message.attachments as MailAttachment[]) : [],
  };
}

/** The parameters file (extensions/firestore-send-email.env) as key → value; comments and blank lines skipped. */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const eq = line.indexOf("=");
    if (eq <= 0) continue;
    values[line.slice(0, eq).trim()] = line.slice(eq + 1).trim();
  }
  return values;
}

/** The stand-in's sender defaults and TTL from the extension's parameters, so that local mails look like production's. */
export function settingsFromParameters(params: Record<string, string>): { defaults: SenderDefaults; ttl: DeliveryPolicy["ttl"]; collection: string } {
  const type = (TTL_TYPES as readonly string[]).includes(params.TTL_EXPIRE_TYPE ?? "") ? (params.TTL_EXPIRE_TYPE as TtlType) : "never";
  const value = Number(params.TTL_EXPIRE_VALUE ?? "1");
  return {
    collection: params.MAIL_COLLECTION || "mail",
    defaults: { from: params.DEFAULT_FROM || "Comanda <no-reply@localhost>", ...(params.DEFAULT_REPLY_TO ? { replyTo: params.DEFAULT_REPLY_TO } : {}) },
    ttl: { type, value: Number.isInteger(value) && value > 0 ? value : 1 },
  };
}
