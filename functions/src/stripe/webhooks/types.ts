// The contract between POST /api/webhooks/stripe (functions/src/stripe/webhooks/endpoint.ts) and the parts
// of the product that react to Stripe's events (subscriptions, banking, online payments).
//
// Stripe delivers each event at least once, out of order, for up to three days. The endpoint verifies the
// signature on the raw body, then runs ONE Firestore transaction per event that reads the event's record
// (stripeEvents/{event.id}); when it exists the event was handled and nothing happens; otherwise it calls
// the handler's `apply` and records the event id in that same transaction, so an effect and its record
// are written together or not at all.
//
// Ordering: a handler never trusts the order of delivery. Either `load` re-reads the object from Stripe
// (its current state, whatever event arrives), or `apply` compares the event's `created` (or the object's
// own version) with what is stored and leaves newer state alone.
import type { Transaction } from "firebase-admin/firestore";
import type { AppDeps } from "../../deps";
import type { Stripe } from "../client";

export interface StripeEventHandler<Loaded = unknown> {
  /**
   * Outside the transaction, before it: what the event needs from Stripe (e.g. the subscription as it is
   * now). May return null when the event concerns nothing of ours. Throw to have Stripe deliver it again.
   */
  load?(deps: AppDeps, event: Stripe.Event): Promise<Loaded>;
  /** Inside the transaction: all reads first (tx.get), then the writes. Throw to have Stripe deliver it again. */
  apply(tx: Transaction, deps: AppDeps, event: Stripe.Event, loaded: Loaded): Promise<void>;
}

/** Handlers by event type; a type with none is answered 200 and ignored (its id is not recorded). */
export type StripeEventHandlers = Partial<Record<Stripe.Event.Type, StripeEventHandler<any>>>; // eslint-disable-line @typescript-eslint/no-explicit-any
