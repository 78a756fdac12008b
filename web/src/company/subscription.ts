// Whether the company counts as subscribed and may use a gated feature (spec §1, §4), by the one gate table
// (shared/src/subscription/features.ts) the server enforces too.
//
// Dev and test deployments count every company as subscribed by CONFIGURATION, never by host name: the
// server's SUBSCRIPTIONS_ALWAYS_ACTIVE decides what the API allows, and the admin is built for the same
// deployment with VITE_SUBSCRIPTIONS_ALWAYS_ACTIVE=true (set both together). On the local emulators both
// are off, so the subscribe flow is real there; the profile also shows the server's own answer.
import { featureAllowed, subscriptionActive, type GatedFeature } from "@comanda/shared";
import type { Company } from "./types";

/** This build's deployment counts every company as subscribed (VITE_SUBSCRIPTIONS_ALWAYS_ACTIVE=true). */
export const SUBSCRIPTIONS_ALWAYS_ACTIVE: boolean = import.meta.env.VITE_SUBSCRIPTIONS_ALWAYS_ACTIVE === "true";

type Flags = Pick<Company, "hasAnActiveSubscription" | "subscribedPlan" | "smsAddOn">;

/** The company has an active subscription (or the deployment counts everyone as subscribed). */
export function subscriptionIsActive(company: Pick<Company, "hasAnActiveSubscription"> | null, alwaysActive: boolean = SUBSCRIPTIONS_ALWAYS_ACTIVE): boolean {
  return subscriptionActive(company, { alwaysActive });
}

/** The company's plan includes the feature (and its add-on), or the deployment counts everyone as subscribed. */
export function companyAllows(company: Flags | null, feature: GatedFeature, alwaysActive: boolean = SUBSCRIPTIONS_ALWAYS_ACTIVE): boolean {
  return featureAllowed(company, feature, { alwaysActive });
}
