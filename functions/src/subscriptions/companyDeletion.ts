// What a company's deletion removes of its subscriptions (company/deletionRegistry.ts joins every feature's):
// first, whatever Stripe still bills is cancelled there.
import { COLLECTIONS } from "@comanda/shared";
import type { CompanyDeletionPart } from "../company/deletion";
import type { AppDeps } from "../deps";
import { apiError } from "../http/errors";
import * as logs from "../logs";
import { STRIPE_CUSTOMERS } from "./sync";

/** Stripe's statuses of a subscription that still bills (or may bill) the company. */
const BILLING_STATUSES = new Set(["active", "trialing", "past_due", "unpaid", "incomplete", "paused"]);

/**
 * A deleted company is never billed again: its subscriptions that Stripe still bills are cancelled there
 * first. When Stripe cannot be reached the deletion stops before deleting anything, and the owner can
 * repeat it; a subscription Stripe no longer knows counts as cancelled.
 */
async function cancelBilledSubscriptions(deps: AppDeps, companyId: string): Promise<void> {
  const subscriptions = await deps.db.collection(COLLECTIONS.subscriptions).where("companyId", "==", companyId).get();
  const billed = subscriptions.docs.filter((doc) => {
    const customerId: unknown = doc.get("customerId");
    const status: unknown = doc.get("providerStatus") ?? doc.get("status");
    return typeof customerId === "string" && customerId !== "" && typeof status === "string" && BILLING_STATUSES.has(status);
  });
  if (billed.length === 0) return;
  const stripe = deps.stripe.client();
  for (const doc of billed) {
    try {
      await stripe.subscriptions.cancel(doc.id);
    } catch (error) {
      const code = (error as { code?: unknown; statusCode?: unknown } | null);
      if (code?.code === "resource_missing" || code?.statusCode === 404) continue;
      logs.subscriptionCancelFailed(companyId, doc.id, error);
      throw apiError("payment-provider-error");
    }
  }
}

export const subscriptionsCompanyDeletion: CompanyDeletionPart = {
  feature: "subscriptions",
  prepare: cancelBilledSubscriptions,
  documents: [
    { collection: COLLECTIONS.subscriptions, by: "companyId" },
    // Which Stripe customer was this company's (stripeCustomers/{customerId}).
    { collection: STRIPE_CUSTOMERS, by: "companyId" },
  ],
};
