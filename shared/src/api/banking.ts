// Bodies and answers of the /settings/banking calls (Stripe Connect for the restaurant's own card payments).
import type { SchemaObject } from "ajv";
import type { RequirementTopic, WaitingReason } from "../banking/connection";
import type { StripeConnectionState } from "../entities/company";
import { objectSchema } from "../entities/common";

/**
 * POST /api/banking/onboarding-link (owner or `settings`; feature paymentConnect): a fresh Stripe onboarding
 * link each time (they are single use and short-lived). The company's connected account is created first
 * when it has none, exactly one even for parallel calls. Refusals: subscription-required,
 * payment-provider-error (Stripe refused or did not answer), payments-unavailable.
 */
export const bankingOnboardingLinkSchema: SchemaObject = objectSchema({}, []);

export interface BankingOnboardingLinkAnswer {
  /** Stripe's onboarding page; it sends the admin back to /admin/settings/banking (?onboarding=return|refresh). */
  url: string;
  /** ISO time after which the link no longer opens. */
  expiresAt: string;
}

/** Where Stripe's onboarding sends the admin back to (the query parameter `onboarding` of /settings/banking). */
export const ONBOARDING_RETURNS = ["return", "refresh"] as const;
export type OnboardingReturn = (typeof ONBOARDING_RETURNS)[number];

/**
 * GET /api/banking/status (owner or `settings`): the connection as Stripe sees it now (re-read; the stored
 * state and the company's flags follow it, as account.updated would), the payout schedule and the last
 * payouts. No account: notConnected. Refusals: payment-provider-error, payments-unavailable.
 */

export const PAYOUT_INTERVALS = ["manual", "daily", "weekly", "monthly"] as const;
export type PayoutInterval = (typeof PAYOUT_INTERVALS)[number];

export interface PayoutSchedule {
  interval: PayoutInterval;
  /** Days between a payment and its payout (daily, weekly, monthly). */
  delayDays: number | null;
  /** Weekly: the day ("monday" … "sunday"). */
  weeklyAnchor: string | null;
  /** Monthly: the day of the month (1–31). */
  monthlyAnchor: number | null;
}

export const PAYOUT_STATUSES = ["paid", "pending", "in_transit", "canceled", "failed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export interface Payout {
  id: string;
  /** In the currency's minor unit, as Stripe gives it (cents; yen for JPY). */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  status: PayoutStatus;
  /** ISO time the money is expected at (or reached) the bank. */
  arrivalDate: string;
  created: string;
}

export interface BankingStatusAnswer {
  state: StripeConnectionState;
  waitingReason: WaitingReason | null;
  /** What Stripe still asks for, as topics the screen names. */
  missing: RequirementTopic[];
  /** ISO time by which the missing details must be given, or null. */
  deadline: string | null;
  /** Stripe rejected the account: the admin contacts Stripe, a new link would not help. */
  rejected: boolean;
  /** The account's default currency (upper case), or null before it is known. */
  currency: string | null;
  payoutSchedule: PayoutSchedule | null;
  /** The most recent payouts, newest first (none before the account is connected). */
  payouts: Payout[];
}

/** How many payouts the status lists. */
export const PAYOUTS_LISTED = 10;
