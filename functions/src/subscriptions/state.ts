// A Stripe subscription as the product stores it (subscriptions/{id}): the plan from its prices' metadata
// (`plan`: basic or pro), the SMS add-on (`addon: sms`), the status summed up as spec §4 names them, and
// the end of the paid period.
import { planOf, type SubscriptionData, type SubscriptionStatus } from "@comanda/shared";
import type { Stripe } from "../stripe/client";

/** The price ids of the plans when a price carries no metadata (the stand-in's and the live account's). */
const PLAN_BY_PRICE: Readonly<Record<string, string>> = { price_basic_monthly: "basic", price_pro_monthly: "pro" };
const SMS_PRICES = new Set(["price_sms_addon"]);

type Metadata = Record<string, string> | null | undefined;

function metadataOf(value: unknown): Metadata {
  return value && typeof value === "object" ? ((value as { metadata?: Metadata }).metadata ?? null) : null;
}

function itemMetadata(item: Stripe.SubscriptionItem): Metadata[] {
  return [metadataOf(item.price), metadataOf(item.price?.product), metadataOf(item.plan?.product)];
}

/** spec §4: active, trialing and incomplete as Stripe says; everything else (past due, unpaid, paused, canceled…) is inactive. */
export function statusOf(status: string): SubscriptionStatus {
  return status === "active" || status === "trialing" || status === "incomplete" ? status : "inactive";
}

const iso = (seconds: number | null | undefined) => (typeof seconds === "number" && seconds > 0 ? new Date(seconds * 1000).toISOString() : null);

/** The plan name of the subscription's items ("basic", "pro"), or the first price's nickname or id. */
export function planNameOf(subscription: Stripe.Subscription): string {
  const items = subscription.items?.data ?? [];
  for (const item of items) {
    for (const metadata of itemMetadata(item)) {
      const plan = planOf(metadata?.plan);
      if (plan) return plan;
    }
    const byId = PLAN_BY_PRICE[item.price?.id ?? ""];
    if (byId) return byId;
  }
  const first = items.find((item) => !hasSmsAddOn([item]));
  return first?.price?.nickname || first?.price?.id || "unknown";
}

function hasSmsAddOn(items: readonly Stripe.SubscriptionItem[]): boolean {
  return items.some((item) => SMS_PRICES.has(item.price?.id ?? "") || itemMetadata(item).some((m) => m?.addon === "sms"));
}

/** The end of the paid period: when it ended, or when it is set to end, or the current period's end. */
export function validUntilOf(subscription: Stripe.Subscription): string | null {
  if (subscription.ended_at) return iso(subscription.ended_at);
  if (subscription.cancel_at) return iso(subscription.cancel_at);
  const ends = (subscription.items?.data ?? []).map((item) => item.current_period_end).filter((end): end is number => typeof end === "number");
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  return iso(ends.length > 0 ? Math.max(...ends) : legacy);
}

/** What subscriptions/{id} holds for this Stripe state (companyId and syncedAt are the caller's). */
export function subscriptionDataOf(subscription: Stripe.Subscription, companyId: string, syncedAt: number): SubscriptionData {
  const customer = typeof subscription.customer === "string" ? subscription.customer : (subscription.customer?.id ?? null);
  return {
    companyId,
    created: iso(subscription.created) ?? new Date(syncedAt).toISOString(),
    name: planNameOf(subscription),
    status: statusOf(subscription.status),
    validUntil: validUntilOf(subscription),
    smsAddOn: hasSmsAddOn(subscription.items?.data ?? []),
    customerId: customer,
    providerStatus: subscription.status,
    syncedAt,
  };
}

/** The subscription an event is about: the subscription itself, a checkout session's or an invoice's. */
export function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  const id = (value: unknown) => (typeof value === "string" ? value : value && typeof value === "object" && typeof (value as { id?: unknown }).id === "string" ? (value as { id: string }).id : null);
  switch (object.object) {
    case "subscription":
      return id(object.id);
    case "checkout.session":
      return object.mode === "subscription" ? id(object.subscription) : null;
    case "invoice": {
      const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
      return id(parent?.subscription_details?.subscription) ?? id(object.subscription);
    }
    default:
      return null;
  }
}
