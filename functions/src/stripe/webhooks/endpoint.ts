// POST /api/webhooks/stripe: Stripe's events, at least once, out of order, for up to three days.
//
// 1. The signature (Stripe-Signature) is checked on the raw bytes with the signing secret: none, a wrong
//    one or a changed body → 400 invalid-webhook-signature, nothing read or stored.
// 2. A type the product does not handle → 200, ignored (its id is not recorded).
// 3. Otherwise: the handler's `load` (outside any transaction, e.g. the object as Stripe has it now), then
//    ONE transaction that reads stripeEvents/{event.id}: when it exists the event was handled already
//    (200, nothing more); else the handler's `apply` and the record, committed together or not at all.
// A transaction that loses to contention answers 503 busy and Stripe delivers again; a handler that
// throws leaves no record, so the next delivery runs it afresh.
import express, { type Request, type RequestHandler, type Response } from "express";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import Stripe from "stripe";
import type { AppDeps } from "../../deps";
import { apiError } from "../../http/errors";
import * as logs from "../../logs";
import { runTransaction } from "../../transactions";
import { STRIPE_EVENT_HANDLERS } from "./registry";
import type { StripeEventHandlers } from "./types";

export const STRIPE_WEBHOOK_PATH = "/api/webhooks/stripe";
/** Server-only: one document per handled event, named by its id. */
export const STRIPE_EVENTS = "stripeEvents";
/** Stripe's events are a few kB; anything near this is not one. */
export const STRIPE_WEBHOOK_MAX_BYTES = 512 * 1024;

/** What stripeEvents/{event.id} holds: the event was applied (its effect was written in the same transaction). */
export interface StripeEventRecord {
  type: string;
  /** The event's own time (Stripe's `created`). */
  created: Timestamp;
  /** The connected account of a Connect event, else null. */
  account: string | null;
  /** The id of the object the event is about (sub_…, pi_…, acct_…), when it has one. */
  objectId: string | null;
  livemode: boolean;
  handledAt: FieldValue;
}

const rawParser = express.raw({ type: () => true, limit: STRIPE_WEBHOOK_MAX_BYTES });

/** The body as bytes: req.rawBody under Cloud Functions (already read), else read here. */
const rawBody: RequestHandler = (req, res, next) => {
  const pre = (req as { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(pre)) {
    if (pre.length > STRIPE_WEBHOOK_MAX_BYTES) {
      next(apiError("payload-too-large"));
      return;
    }
    req.body = pre;
    next();
    return;
  }
  rawParser(req, res, next);
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The signing secrets in STRIPE_WEBHOOK_SECRET: one, or several separated by commas. Stripe gives each endpoint its
 * own secret, and the platform's own events (subscriptions) and its connected accounts' events (Connect: account
 * updates, the restaurants' payments) come through two endpoints with the same URL.
 */
export function signingSecrets(value: string): string[] {
  return value
    .split(",")
    .map((secret) => secret.trim())
    .filter((secret) => secret !== "");
}

/** The verified event; throws 400 for a missing or wrong signature and for a body that is no event. */
export function verifiedEvent(body: Buffer, signature: string | undefined, secret: () => string): Stripe.Event {
  if (!signature || signature.length > 4096) throw apiError("invalid-webhook-signature");
  let event: unknown;
  for (const candidate of signingSecrets(secret())) {
    try {
      event = Stripe.webhooks.constructEvent(body, signature, candidate);
      break;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) continue;
      if (error instanceof SyntaxError) throw apiError("invalid-json");
      throw error;
    }
  }
  if (event === undefined) throw apiError("invalid-webhook-signature");
  if (!isRecord(event) || typeof event.id !== "string" || !/^evt_[A-Za-z0-9_]{1,200}$/.test(event.id) || typeof event.type !== "string")
    throw apiError("bad-request");
  if (!isRecord(event.data) || !isRecord(event.data.object) || typeof event.created !== "number") throw apiError("bad-request");
  return event as unknown as Stripe.Event;
}

function recordOf(event: Stripe.Event): StripeEventRecord {
  const object = event.data.object as { id?: unknown };
  return {
    type: event.type,
    created: Timestamp.fromMillis(event.created * 1000),
    account: typeof event.account === "string" ? event.account : null,
    objectId: typeof object.id === "string" ? object.id : null,
    livemode: event.livemode === true,
    handledAt: FieldValue.serverTimestamp(),
  };
}

/** Stripe could not be reached or refused while loading: Stripe should deliver again later. */
function providerError(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError;
}

/** Firestore unavailable, out of time or out of quota for a moment (gRPC 14, 4, 8): worth a later delivery. */
function transientStoreError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 14 || code === 4 || code === 8 || code === "unavailable" || code === "deadline-exceeded" || code === "resource-exhausted";
}

export type StripeWebhookOutcome = "ignored" | "duplicate" | "applied";

/** Handles one verified event (the endpoint's steps 2 and 3). */
export async function handleStripeEvent(deps: AppDeps, event: Stripe.Event, handlers: StripeEventHandlers): Promise<StripeWebhookOutcome> {
  const handler = Object.hasOwn(handlers, event.type) ? handlers[event.type] : undefined;
  if (!handler) return "ignored";
  const ref = deps.db.collection(STRIPE_EVENTS).doc(event.id);
  // A repeated delivery of a handled event needs no load from Stripe.
  if ((await ref.get()).exists) return "duplicate";
  let loaded: unknown;
  try {
    loaded = handler.load ? await handler.load(deps, event) : undefined;
  } catch (error) {
    if (providerError(error)) throw apiError("payment-provider-error");
    throw error;
  }
  return runTransaction(deps.db, async (tx) => {
    const seen = await tx.get(ref);
    if (seen.exists) return "duplicate";
    await handler.apply(tx, deps, event, loaded);
    tx.create(ref, recordOf(event));
    return "applied";
  });
}

/** The route, mounted before the /api router (which parses JSON): it needs the raw bytes. */
export function stripeWebhookRoute(deps: AppDeps, handlers: StripeEventHandlers = STRIPE_EVENT_HANDLERS): express.Router {
  const router = express.Router();
  router.post(STRIPE_WEBHOOK_PATH, rawBody, async (req: Request, res: Response) => {
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body)) throw apiError("bad-request");
    const event = verifiedEvent(body, req.get("stripe-signature"), () => deps.stripe.webhookSecret());
    let outcome: StripeWebhookOutcome;
    try {
      outcome = await handleStripeEvent(deps, event, handlers);
    } catch (error) {
      // 503: nothing was recorded, and Stripe delivers the event again later.
      if (transientStoreError(error)) throw apiError("busy");
      throw error;
    }
    logs.stripeEventReceived(event.id, event.type, outcome);
    res.status(200).json({ data: { received: true, outcome } });
  });
  return router;
}
