// Banking (Stripe Connect): the connection's state and payouts come from GET /api/banking/status (the
// server reads Stripe, whose account is server-only data); an onboarding link from POST /api/banking/onboarding-link.
import { apiPath, type BankingOnboardingLinkAnswer, type BankingStatusAnswer, type OnboardingReturn } from "@comanda/shared";
import { apiGet, apiPost } from "../../data/api";

export function fetchBankingStatus(): Promise<BankingStatusAnswer> {
  return apiGet<BankingStatusAnswer>(apiPath("bankingStatus"));
}

/** A fresh single-use onboarding link (the company's account is made first when it has none). */
export function createOnboardingLink(): Promise<BankingOnboardingLinkAnswer> {
  return apiPost<BankingOnboardingLinkAnswer>(apiPath("createBankingOnboardingLink"), {});
}

/** Leaves the admin for Stripe's onboarding page (kept here so that tests can stand in for the browser). */
export function goToOnboarding(url: string): void {
  window.location.assign(url);
}

/** Where Stripe's onboarding sent the admin back from (`?onboarding=` of /settings/banking), if it did. */
export function onboardingReturnOf(search: string): OnboardingReturn | null {
  const value = new URLSearchParams(search).get("onboarding");
  return value === "return" || value === "refresh" ? value : null;
}
