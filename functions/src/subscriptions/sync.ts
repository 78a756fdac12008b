// The one way a subscription's state reaches Firestore, for the webhooks and for the return from checkout:
// read the subscription from Stripe as it is NOW (never trust the order of events), find its company, then
// in one transaction write subscriptions/{id} and the company's flags (worked out from all of the company's
// subscriptions), unless a later read is stored already.
import { COLLECTIONS, companyFlagsOf, type SubscriptionData } from "@comanda/shared";
import type { Transaction } from "firebase-admin/firestore";
import Stripe from "stripe";
import type { AppDeps } from "../deps";
import * as logs from "./logs";
import { subscriptionDataOf } from "./state";

/**
 * stripeCustomers/{customerId}: { companyId, customerId, createdAt }: which company a Stripe customer
 * pays for. Server only (no rule opens it). Written the first time a subscription of the customer is bound.
 */
export const STRIPE_CUSTOMERS = "stripeCustomers";

export interface StripeCustomerDoc {
  companyId: string;
  customerId: string;
  createdAt: string;
}

/** Stripe's current state of a subscription and the company it belongs to. */
export interface LoadedSubscription {
  subscription: Stripe.Subscription;
  /** null: no company could be found (the subscription is none of ours). */
  companyId: string | null;
  /**
   * When this state was Stripe's (ms): when the read started, or, for the copy an event carried, the event's
   * own `created`. A state of a later time wins over this one.
   */
  readAt: number;
  /** The state is an event's copy (Stripe no longer had the subscription), not a read. */
  fromEvent?: boolean;
}

/** The subscription as an event carried it, with the event's time (Stripe's `created`, in ms). */
export interface CarriedSubscription {
  subscription: Stripe.Subscription;
  at: number;
}

/** Terminal states at Stripe: such a subscription never becomes active again. */
const ENDED = new Set(["canceled", "incomplete_expired"]);

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.code === "resource_missing" || error.statusCode === 404);
}

const customerIdOf = (subscription: Stripe.Subscription) => (typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id);

/**
 * Reads the subscription from Stripe and finds its company: the client reference of the checkout session
 * at hand (`hint`, from a signed event or a session read from Stripe), else the company already stored for
 * it, else the customer's company, else the checkout session Stripe lists for the subscription.
 * `fallback`: the subscription as an event carried it, when Stripe no longer has it; it counts as of the
 * event's time, not as of now, so that an older event's copy never passes a newer state (applySubscription).
 */
export async function loadSubscription(deps: AppDeps, subscriptionId: string, hint: string | null = null, fallback?: CarriedSubscription): Promise<LoadedSubscription | null> {
  const stripe = deps.stripe.client();
  let readAt = Date.now();
  let fromEvent = false;
  let subscription: Stripe.Subscription;
  try {
    subscription = await stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    if (!isMissing(error) || !fallback) throw error;
    subscription = fallback.subscription;
    readAt = fallback.at;
    fromEvent = true;
  }
  const found = (companyId: string | null): LoadedSubscription => ({ subscription, companyId, readAt, ...(fromEvent ? { fromEvent } : {}) });
  if (hint) return found(hint);
  const stored = (await deps.db.collection(COLLECTIONS.subscriptions).doc(subscription.id).get()).data() as Partial<SubscriptionData> | undefined;
  if (stored?.companyId) return found(stored.companyId);
  const customer = (await deps.db.collection(STRIPE_CUSTOMERS).doc(customerIdOf(subscription)).get()).data() as Partial<StripeCustomerDoc> | undefined;
  if (customer?.companyId) return found(customer.companyId);
  const sessions = await stripe.checkout.sessions.list({ subscription: subscription.id, limit: 3 });
  const reference = sessions.data.map((s) => s.client_reference_id).find((id): id is string => typeof id === "string" && id !== "");
  return found(reference ?? null);
}

/**
 * Is the stored state at least as new as the loaded one? Times are when each state was Stripe's (a read's
 * start, or an event's `created`). Stripe's `created` counts whole seconds, so two events' copies of one
 * second are of unknown order: the stored one stays, unless the copy ends the subscription (an end always
 * comes last).
 */
function isStale(stored: SubscriptionData | undefined, loaded: LoadedSubscription): boolean {
  if (!stored || typeof stored.syncedAt !== "number") return false;
  if (stored.syncedAt > loaded.readAt) return true;
  if (stored.syncedAt < loaded.readAt || !loaded.fromEvent) return false;
  return !(ENDED.has(loaded.subscription.status) && !ENDED.has(stored.providerStatus ?? ""));
}

export type SyncOutcome = "written" | "stale" | "no-company" | "customer-of-another-company";

/**
 * In the transaction: writes the loaded state and the company flags. A subscription keeps the company it
 * was first bound to; a Stripe customer belongs to one company, so a subscription of a customer bound to
 * another company is refused (a checkout naming company B with company A's customer would otherwise unlock
 * B and open A's billing portal to B's owner); a state read before the stored one is left out; an ended
 * subscription stays ended.
 */
export async function applySubscription(tx: Transaction, deps: Pick<AppDeps, "db" | "clock">, loaded: LoadedSubscription): Promise<SyncOutcome> {
  const { db } = deps;
  const { subscription } = loaded;
  const ref = db.collection(COLLECTIONS.subscriptions).doc(subscription.id);
  const storedSnap = await tx.get(ref);
  const stored = storedSnap.data() as SubscriptionData | undefined;
  const companyId = stored?.companyId ?? loaded.companyId;
  if (!companyId) return "no-company";
  const companyRef = db.collection(COLLECTIONS.companies).doc(companyId);
  const customerId = customerIdOf(subscription);
  const customerRef = db.collection(STRIPE_CUSTOMERS).doc(customerId);
  const [company, customer, siblings] = await Promise.all([
    tx.get(companyRef),
    tx.get(customerRef),
    tx.get(db.collection(COLLECTIONS.subscriptions).where("companyId", "==", companyId)),
  ]);
  // A client reference that names no company (a forged or mistyped one) binds nothing.
  if (!company.exists) return "no-company";
  const customerCompany = (customer.data() as Partial<StripeCustomerDoc> | undefined)?.companyId;
  if (customerCompany && customerCompany !== companyId) {
    logs.customerOfAnotherCompany(subscription.id, customerId, companyId, customerCompany);
    return "customer-of-another-company";
  }
  if (isStale(stored, loaded)) return "stale";

  let next = subscriptionDataOf(subscription, companyId, loaded.readAt);
  if (stored?.providerStatus && ENDED.has(stored.providerStatus) && !ENDED.has(subscription.status)) {
    // Stripe never revives an ended subscription: an answer saying otherwise is older than what we have.
    next = { ...stored, syncedAt: Math.max(stored.syncedAt ?? 0, loaded.readAt) };
  }
  tx.set(ref, next);
  const others = siblings.docs.filter((doc) => doc.id !== subscription.id).map((doc) => doc.data() as SubscriptionData);
  tx.set(companyRef, companyFlagsOf([...others, next]), { merge: true });
  if (!customer.exists) {
    const bound: StripeCustomerDoc = { companyId, customerId, createdAt: deps.clock.now().toISOString() };
    tx.set(customerRef, bound);
  }
  return "written";
}
