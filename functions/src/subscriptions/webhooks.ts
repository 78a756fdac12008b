// Stripe events of the subscription (contract: functions/src/stripe/webhooks/types.ts). Every one of them
// is handled the same way: `load` reads the subscription from Stripe as it is now and finds its company;
// `apply` writes that state unless a later one is stored (functions/src/subscriptions/sync.ts). So a
// repeated, late or out-of-order event always ends in Stripe's current state; when Stripe no longer has the
// subscription, the event's own copy counts as of the event's `created`, and an older one never wins.
import type { Stripe } from "../stripe/client";
import type { StripeEventHandler, StripeEventHandlers } from "../stripe/webhooks/types";
import * as logs from "./logs";
import { applySubscription, loadSubscription, type LoadedSubscription } from "./sync";
import { subscriptionIdOf } from "./state";

/** The checkout session's client reference (the company id the pricing table was given), from the signed event. */
function clientReferenceOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; client_reference_id?: string | null };
  return object.object === "checkout.session" && typeof object.client_reference_id === "string" && object.client_reference_id !== "" ? object.client_reference_id : null;
}

const subscriptionEvent: StripeEventHandler<LoadedSubscription | null> = {
  async load(deps, event) {
    const id = subscriptionIdOf(event);
    if (!id) return null;
    const object = event.data.object as { object?: string };
    // The copy an event carries is used only when Stripe no longer has the subscription, as of the event's time.
    const carried = object.object === "subscription" ? { subscription: event.data.object as Stripe.Subscription, at: event.created * 1000 } : undefined;
    return loadSubscription(deps, id, clientReferenceOf(event), carried);
  },
  async apply(tx, deps, event, loaded) {
    if (!loaded) return;
    const outcome = await applySubscription(tx, deps, loaded);
    logs.subscriptionSynced(event.type, loaded.subscription.id, loaded.companyId, outcome);
  },
};

export const subscriptionEventHandlers: StripeEventHandlers = {
  "checkout.session.completed": subscriptionEvent,
  "customer.subscription.created": subscriptionEvent,
  "customer.subscription.updated": subscriptionEvent,
  "customer.subscription.deleted": subscriptionEvent,
  "invoice.paid": subscriptionEvent,
  "invoice.payment_failed": subscriptionEvent,
};
