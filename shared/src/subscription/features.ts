// Which plan unlocks which feature (spec §1, §4): the one table the server enforces (functions/src/subscriptions/
// gates.ts) and the admin shows as the subscribers-only badge. A company's plan, its active flag and its SMS
// add-on are written by the server alone, from the payment provider's events.
import type { CompanyData } from "../entities/company";

/** The plans sold in the pricing table (the product metadata `plan` of their Stripe prices). */
export const PLANS = ["basic", "pro"] as const;
export type Plan = (typeof PLANS)[number];

/** Add-ons booked on top of a plan (the price metadata `addon`). */
export const ADD_ONS = ["sms"] as const;
export type AddOn = (typeof ADD_ONS)[number];

export const GATED_FEATURES = [
  "apiAccess",
  "onlinePayment",
  "paymentConnect",
  "cashPayments",
  "collectPhoneNumber",
  "collectCustomerName",
  "smsNotification",
] as const;
export type GatedFeature = (typeof GATED_FEATURES)[number];

export interface FeatureRule {
  /** The plans that include the feature (with an active subscription). */
  plans: readonly Plan[];
  /** An add-on the feature also needs. */
  addOn?: AddOn;
}

export const FEATURE_RULES: Readonly<Record<GatedFeature, FeatureRule>> = {
  apiAccess: { plans: ["pro"] },
  onlinePayment: { plans: ["basic", "pro"] },
  paymentConnect: { plans: ["basic", "pro"] },
  cashPayments: { plans: ["basic", "pro"] },
  collectPhoneNumber: { plans: ["basic", "pro"] },
  collectCustomerName: { plans: ["basic", "pro"] },
  smsNotification: { plans: ["basic", "pro"], addOn: "sms" },
};

/** The company fields the gates read. */
export type SubscriptionFlags = Pick<CompanyData, "subscribedPlan" | "hasAnActiveSubscription" | "smsAddOn">;

export interface GateOptions {
  /**
   * The deployment counts every company as subscribed (spec §4: local, dev and test environments), from
   * its configuration (the server's SUBSCRIPTIONS_ALWAYS_ACTIVE), never from a host name.
   */
  alwaysActive?: boolean;
}

/** The plan a stored name stands for ("pro", "Pro", " PRO "), or null for none or an unknown one. */
export function planOf(name: string | null | undefined): Plan | null {
  const key = typeof name === "string" ? name.trim().toLowerCase() : "";
  return (PLANS as readonly string[]).includes(key) ? (key as Plan) : null;
}

/** The company has an active subscription (or the deployment counts everyone as subscribed). */
export function subscriptionActive(company: Partial<SubscriptionFlags> | null | undefined, options: GateOptions = {}): boolean {
  return options.alwaysActive === true || company?.hasAnActiveSubscription === true;
}

/** Whether the company may use the feature: an active subscription to a plan that includes it, and its add-on. */
export function featureAllowed(company: Partial<SubscriptionFlags> | null | undefined, feature: GatedFeature, options: GateOptions = {}): boolean {
  if (options.alwaysActive === true) return true;
  if (company?.hasAnActiveSubscription !== true) return false;
  const rule = FEATURE_RULES[feature];
  const plan = planOf(company.subscribedPlan);
  if (!plan || !rule.plans.includes(plan)) return false;
  if (rule.addOn === "sms" && company.smsAddOn !== true) return false;
  return true;
}

/** The cheapest plan that includes the feature (for the badge's hint), or null when none does. */
export function lowestPlanFor(feature: GatedFeature): Plan | null {
  return PLANS.find((plan) => FEATURE_RULES[feature].plans.includes(plan)) ?? null;
}

/** A subscription as the company flags need it (subscriptions/{id}). */
export interface SubscriptionSummary {
  name: string;
  status: string;
  smsAddOn?: boolean;
}

/** The statuses that unlock the plan's features (spec §4: active and trialing). */
export function statusIsActive(status: string): boolean {
  return status === "active" || status === "trialing";
}

/**
 * The company flags (companies/{id}) from all of its subscriptions: subscribed while any is active or
 * trialing, to the highest plan among those, with the SMS add-on when one of those has it. An ended
 * subscription beside a newer active one changes nothing.
 */
export function companyFlagsOf(subscriptions: readonly SubscriptionSummary[]): Required<SubscriptionFlags> {
  const live = subscriptions.filter((s) => statusIsActive(s.status));
  if (live.length === 0) return { hasAnActiveSubscription: false, subscribedPlan: null, smsAddOn: false };
  const rank = (s: SubscriptionSummary) => {
    const plan = planOf(s.name);
    return plan ? PLANS.indexOf(plan) : -1;
  };
  const best = [...live].sort((a, b) => rank(b) - rank(a))[0]!;
  return { hasAnActiveSubscription: true, subscribedPlan: planOf(best.name) ?? best.name, smsAddOn: live.some((s) => s.smsAddOn === true) };
}
