// The profile's subscription data: the company's subscriptions/{id} read live (owner only), the pricing
// table's settings, the return from Stripe's checkout and the customer portal, through /api.
import { useEffect, useState } from "react";
import { collection, query, where } from "firebase/firestore";
import {
  apiPath,
  type CustomerPortalAnswer,
  type CustomerPortalRequest,
  type PricingTableAnswer,
  type SubscriptionData,
  type SubscriptionSessionAnswer,
  type SubscriptionSessionRequest,
} from "@comanda/shared";
import { apiGet, apiPost } from "../../data/api";
import { useLiveQuery, type Live } from "../../data/live";

export type StoredSubscription = SubscriptionData & { id: string };

/** The company's subscriptions, live, newest first (the rules let the owner alone read them). */
export function useCompanySubscriptions(companyId: string | null): Live<StoredSubscription[]> {
  const live = useLiveQuery<StoredSubscription>(companyId ? (db) => query(collection(db, "subscriptions"), where("companyId", "==", companyId)) : null, [companyId]);
  return { ...live, data: [...live.data].sort((a, b) => (b.created ?? "").localeCompare(a.created ?? "")) };
}

export interface PricingTableState {
  data: PricingTableAnswer | null;
  error: unknown;
}

/** The pricing table's settings for the signed-in owner's company (asked once per mount). */
export function usePricingTable(enabled: boolean): PricingTableState {
  const [state, setState] = useState<PricingTableState>({ data: null, error: null });
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    apiGet<PricingTableAnswer>(apiPath("pricingTable")).then(
      (data) => !cancelled && setState({ data, error: null }),
      (error: unknown) => !cancelled && setState({ data: null, error }),
    );
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return state;
}

/** After Stripe's checkout: the server reads the session from Stripe and records its subscription. */
export function recordCheckoutSession(sessionId: string): Promise<SubscriptionSessionAnswer> {
  const body: SubscriptionSessionRequest = { sessionId };
  return apiPost<SubscriptionSessionAnswer>(apiPath("recordSubscriptionSession"), body);
}

/** Stripe's customer portal for the company's subscription: the address to go to. */
export async function customerPortalUrl(subscriptionId?: string): Promise<string> {
  const body: CustomerPortalRequest = subscriptionId ? { subscriptionId } : {};
  return (await apiPost<CustomerPortalAnswer>(apiPath("createCustomerPortalSession"), body)).url;
}
