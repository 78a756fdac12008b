// The subscription calls (spec §7): the return from Stripe's checkout, the customer portal, and the
// pricing table's settings for the profile. Stripe's refusals become codes (never a 500).
import {
  BASE_PATH,
  COLLECTIONS,
  type CustomerPortalAnswer,
  type PricingTableAnswer,
  type SubscriptionData,
  type SubscriptionSessionAnswer,
} from "@comanda/shared";
import Stripe from "stripe";
import type { AppDeps } from "../deps";
import { apiError } from "../http/errors";
import { runTransaction } from "../transactions";
import * as logs from "./logs";
import { STRIPE_CUSTOMERS, applySubscription, loadSubscription, type StripeCustomerDoc } from "./sync";

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Runs a Stripe call: a missing object → `missing` (when given); any other refusal → payment-provider-error. */
async function stripeCall<T>(step: string, call: () => Promise<T>, missing?: Parameters<typeof apiError>[0]): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isStripeError(error)) throw error;
    if (missing && (error.code === "resource_missing" || error.statusCode === 404)) throw apiError(missing);
    logs.providerRefused(step, error);
    throw apiError("payment-provider-error");
  }
}

const PAID = new Set(["paid", "no_payment_required"]);

/**
 * POST /api/subscriptions/session (no auth). The session is read from Stripe (the caller's word counts for
 * nothing but its id); its subscription is read as it is now and recorded for the company Stripe holds as
 * the session's client reference. A replay writes the same current state again: it never revives an
 * ended subscription, and another company's session only ever writes that company's own true state.
 */
export async function recordCheckoutSession(deps: AppDeps, sessionId: string): Promise<SubscriptionSessionAnswer> {
  const stripe = deps.stripe.client();
  const session = await stripeCall("retrieve checkout session", () => stripe.checkout.sessions.retrieve(sessionId), "checkout-session-not-found");
  const companyId = typeof session.client_reference_id === "string" && session.client_reference_id !== "" ? session.client_reference_id : null;
  const subscriptionId = typeof session.subscription === "string" ? session.subscription : (session.subscription?.id ?? null);
  if (session.mode !== "subscription" || !companyId) {
    logs.sessionRefused(sessionId, session.mode !== "subscription" ? "not a subscription checkout" : "no client reference");
    throw apiError("checkout-session-not-found");
  }
  if (session.status !== "complete" || !PAID.has(session.payment_status) || !subscriptionId) {
    logs.sessionRefused(sessionId, `status ${session.status}, payment ${session.payment_status}`);
    throw apiError("checkout-session-unpaid");
  }
  const loaded = await stripeCall("retrieve subscription", () => loadSubscription(deps, subscriptionId, companyId), "checkout-session-not-found");
  if (!loaded) throw apiError("checkout-session-not-found");
  const outcome = await runTransaction(deps.db, (tx) => applySubscription(tx, deps, loaded));
  logs.subscriptionSynced("checkout return", subscriptionId, companyId, outcome);
  if (outcome === "no-company" || outcome === "customer-of-another-company") throw apiError("checkout-session-not-found");
  const stored = (await deps.db.collection(COLLECTIONS.subscriptions).doc(subscriptionId).get()).data() as SubscriptionData | undefined;
  return { status: stored?.status ?? "incomplete" };
}

/** A customer bound to another company (stripeCustomers) never opens a portal for this one. */
async function ownCustomer(deps: AppDeps, companyId: string, customerId: string): Promise<string> {
  const bound = (await deps.db.collection(STRIPE_CUSTOMERS).doc(customerId).get()).data() as Partial<StripeCustomerDoc> | undefined;
  if (bound?.companyId && bound.companyId !== companyId) throw apiError("no-subscription");
  return customerId;
}

/** The Stripe customer of the company: of the given subscription (one of the company's), else of its latest one. */
async function customerOf(deps: AppDeps, companyId: string, subscriptionId: string | undefined): Promise<string> {
  const subscriptions = deps.db.collection(COLLECTIONS.subscriptions);
  if (subscriptionId) {
    const data = (await subscriptions.doc(subscriptionId).get()).data() as SubscriptionData | undefined;
    if (data?.companyId !== companyId || !data.customerId) throw apiError("no-subscription");
    return ownCustomer(deps, companyId, data.customerId);
  }
  const own = (await subscriptions.where("companyId", "==", companyId).get()).docs
    .map((doc) => doc.data() as SubscriptionData)
    .filter((s) => typeof s.customerId === "string" && s.customerId !== "")
    .sort((a, b) => b.created.localeCompare(a.created));
  if (own[0]?.customerId) return ownCustomer(deps, companyId, own[0].customerId);
  const bound = await deps.db.collection(STRIPE_CUSTOMERS).where("companyId", "==", companyId).limit(1).get();
  const customer = bound.docs[0]?.data() as StripeCustomerDoc | undefined;
  if (!customer) throw apiError("no-subscription");
  return customer.customerId;
}

/**
 * POST /api/subscriptions/create-customer-portal-session (owner): Stripe's portal, back to the profile of
 * the admin at `base` (an allowed origin: functions/src/origins.ts).
 */
export async function createCustomerPortal(deps: AppDeps, companyId: string, subscriptionId: string | undefined, base: string = deps.config.appUrl): Promise<CustomerPortalAnswer> {
  const customer = await customerOf(deps, companyId, subscriptionId);
  const stripe = deps.stripe.client();
  const portal = await stripeCall("create portal session", () =>
    stripe.billingPortal.sessions.create({ customer, return_url: `${base}${BASE_PATH}/profile` }),
  );
  return { url: portal.url };
}

/** GET /api/subscriptions/pricing-table (owner): the public settings of the pricing table for this company. */
export async function pricingTable(deps: AppDeps, companyId: string, uid: string): Promise<PricingTableAnswer> {
  let email: string | null = null;
  try {
    email = (await deps.auth.getUser(uid)).email ?? null;
  } catch {
    email = null;
  }
  const { stripe } = deps.config;
  return {
    pricingTableId: stripe.pricingTableId,
    publishableKey: stripe.publishableKey,
    scriptUrl: stripe.pricingTableScript,
    clientReferenceId: companyId,
    customerEmail: email,
    alwaysActive: stripe.subscriptionsAlwaysActive,
  };
}
