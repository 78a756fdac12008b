// Every Stripe event type the product handles, from each part's own table. Two parts never handle the
// same type: the unit test of the registry checks it.
import { bankingEventHandlers } from "../../banking/webhooks";
import { paymentEventHandlers } from "../../payments/webhooks";
import { subscriptionEventHandlers } from "../../subscriptions/webhooks";
import type { StripeEventHandlers } from "./types";

export const STRIPE_EVENT_PARTS: readonly StripeEventHandlers[] = [subscriptionEventHandlers, bankingEventHandlers, paymentEventHandlers];

export const STRIPE_EVENT_HANDLERS: StripeEventHandlers = Object.assign({}, ...STRIPE_EVENT_PARTS) as StripeEventHandlers;
