// The company's Stripe connected account as the server knows it (paymentAccounts/{companyId}, server only).
// Online payments (functions/src/payments) ask connectedAccountOf where a customer's card payment goes.
import { COLLECTIONS, type PaymentAccountData } from "@comanda/shared";
import type { AppDeps } from "../deps";

export interface ConnectedAccount {
  /** The connected account (acct_…): calls on its behalf pass `{ stripeAccount: accountId }`. */
  accountId: string;
  /** Stripe lets it take card payments. */
  chargesEnabled: boolean;
  /** Stripe pays out to its bank account. */
  payoutsEnabled: boolean;
}

export function paymentAccountRef(deps: Pick<AppDeps, "db">, companyId: string) {
  return deps.db.collection(COLLECTIONS.paymentAccounts).doc(companyId);
}

/**
 * The company's connected account as last stored (by the onboarding, the status call or account.updated),
 * or null when it has none (never connected, or its creation still under way). It does not ask Stripe.
 */
export async function connectedAccountOf(deps: Pick<AppDeps, "db">, companyId: string): Promise<ConnectedAccount | null> {
  if (!companyId) return null;
  const snap = await paymentAccountRef(deps, companyId).get();
  const data = snap.data() as Partial<PaymentAccountData> | undefined;
  if (!data || typeof data.accountId !== "string" || data.accountId === "") return null;
  return { accountId: data.accountId, chargesEnabled: data.chargesEnabled === true, payoutsEnabled: data.payoutsEnabled === true };
}
