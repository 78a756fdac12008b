// Bodies and answers of the subscription calls (spec §7): the return from Stripe's checkout, the customer
// portal, and what the profile needs to show Stripe's pricing table.
import type { SchemaObject } from "ajv";
import type { SubscriptionStatus } from "../entities/subscription";

/** Stripe's ids: letters, digits and underscores. */
const stripeIdSchema: SchemaObject = { type: "string", minLength: 3, maxLength: 255, pattern: "^[A-Za-z0-9_]+$" };

/**
 * POST /api/subscriptions/session (no auth): the checkout session Stripe redirected back with
 * (`?session_id=`). The server reads it from Stripe and records the subscription for the company Stripe
 * names as its client reference, never another.
 */
export interface SubscriptionSessionRequest {
  sessionId: string;
}
export const subscriptionSessionSchema: SchemaObject = {
  type: "object",
  properties: { sessionId: stripeIdSchema },
  required: ["sessionId"],
  additionalProperties: false,
};
/** The recorded subscription's status (nothing else: the caller is not signed in). */
export interface SubscriptionSessionAnswer {
  status: SubscriptionStatus;
}

/**
 * POST /api/subscriptions/create-customer-portal-session (owner): Stripe's customer portal for the
 * company's subscription (`subscriptionId`, one of the company's; else its latest), back to /admin/profile.
 */
export interface CustomerPortalRequest {
  subscriptionId?: string;
}
export const customerPortalSchema: SchemaObject = {
  type: "object",
  properties: { subscriptionId: stripeIdSchema },
  additionalProperties: false,
};
export interface CustomerPortalAnswer {
  url: string;
}

/** GET /api/subscriptions/pricing-table (owner): what the profile needs for Stripe's pricing table. */
export interface PricingTableAnswer {
  pricingTableId: string;
  publishableKey: string;
  /** Stripe's pricing-table script (the local stand-in's on the emulators). */
  scriptUrl: string;
  /** The company id: Stripe hands it back on the checkout session (client_reference_id). */
  clientReferenceId: string;
  /** The owner's e-mail, filled in on Stripe's checkout. */
  customerEmail: string | null;
  /** This deployment counts every company as subscribed (spec §4; the server's configuration). */
  alwaysActive: boolean;
}
