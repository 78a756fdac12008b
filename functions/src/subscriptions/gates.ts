// The server's side of the gate table (shared/src/subscription/features.ts): a company may use a gated
// feature only with an active subscription to a plan that includes it (and its add-on), unless the
// deployment counts every company as subscribed (config.stripe.subscriptionsAlwaysActive, spec §4).
import { COLLECTIONS, featureAllowed, type CompanyData, type GatedFeature } from "@comanda/shared";
import type { Transaction } from "firebase-admin/firestore";
import type { AppDeps } from "../deps";
import { apiError } from "../http/errors";

type GateDeps = Pick<AppDeps, "db" | "config">;

const companyRef = (deps: GateDeps, companyId: string) => deps.db.collection(COLLECTIONS.companies).doc(companyId);

/** Whether the stored company document allows the feature in this deployment. */
export function companyAllows(deps: Pick<AppDeps, "config">, company: Partial<CompanyData> | undefined, feature: GatedFeature): boolean {
  return featureAllowed(company, feature, { alwaysActive: deps.config.stripe.subscriptionsAlwaysActive });
}

/** Reads companies/{companyId} (in the transaction when given) and tells whether the feature is allowed. */
export async function featureAllowedFor(deps: GateDeps, companyId: string, feature: GatedFeature, tx?: Transaction): Promise<boolean> {
  if (deps.config.stripe.subscriptionsAlwaysActive) return true;
  const ref = companyRef(deps, companyId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  return companyAllows(deps, snap.data() as Partial<CompanyData> | undefined, feature);
}

/**
 * Throws 403 subscription-required unless the company may use the feature. Inside a transaction pass `tx`
 * (its reads must come before its writes), so that the check and the change see the same company document.
 */
export async function requireFeature(deps: GateDeps, companyId: string, feature: GatedFeature, tx?: Transaction): Promise<void> {
  if (!(await featureAllowedFor(deps, companyId, feature, tx))) throw apiError("subscription-required");
}
