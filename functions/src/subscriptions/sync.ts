// The one way a subscription's state reaches Firestore, for the webhooks and for the return from checkout:
// read the subscription from Stripe as it is NOW (never trust the order of events), find its company, then
// in one transaction write subscriptions/{id} and the company's flags (worked out from all of the company's
// subscriptions), unless a later read is stored already.
import { COLLECTIONS, companyFlagsOf, type SubscriptionData } from "@comanda/shared";
import type { Transaction } from "firebase-admin/firestore";
import Stripe from "stripe";
import type { AppDeps } from "../deps";
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
  /** When the read started (ms): a state read later wins over this one. */
  readAt: number;
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
 * `fallback`: the subscription as an event carried it, when Stripe no longer has it.
 */
export async function loadSubscription(deps: AppDeps, subscriptionId: string, hint: string | null = null, fallback?: Stripe.Subscription): Promise<LoadedSubscription | null> {
  const stripe = deps.stripe.client();
  const readAt = Date.now();
  let subscription: Stripe.Subscription;
  try {
    subscription = await stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    if (!isMissing(error) || !fallback) throw error;
    subscription = fallback;
  }
  if (hint) return { subscription, companyId: hint, readAt };
  const stored = (await deps.db.collection(COLLECTIONS.subscriptions).doc(subscription.id).get()).data() as Partial<SubscriptionData> | undefined;
  if (stored?.companyId) return { subscription, companyId: stored.companyId, readAt };
  const customer = (await deps.db.collection(STRIPE_CUSTOMERS).doc(customerIdOf(subscription)).get()).data() as Partial<StripeCustomerDoc> | undefined;
  if (customer?.companyId) return { subscription, companyId: customer.companyId, readAt };
  const sessions = await stripe.checkout.sessions.list({ subscription: subscription.id, limit: 3 });
  const reference = sessions.data.map((s) => s.client_reference_id).find((id): id is string => typeof id === "string" && id !== "");
  return { subscription, companyId: reference ?? null, readAt };
}

export type SyncOutcome = "written" | "stale" | "no-company";

/**
 * In the transaction: writes the loaded state and the company flags. A subscription keeps the company it
 * was first bound to; a state read before the stored one is left out; an ended subscription stays ended.
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
  if (stored && typeof stored.syncedAt === "number" && stored.syncedAt > loaded.readAt) return "stale";

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
