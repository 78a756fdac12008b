// The restaurant's connection to the card payment provider (Stripe Connect, spec §4 "Payment provider
// connection: not connected, waiting, connected"), worked out from what Stripe says of the connected account:
// details_submitted, charges_enabled, payouts_enabled and requirements. Pure, so that the server (status
// call, account.updated) and the tests read one rule.
import type { StripeConnectionState } from "../entities/company";

/** What Stripe still asks of the account (Stripe's requirement paths, e.g. "external_account"). */
export interface AccountRequirements {
  /** Needed now (or by currentDeadline) to keep or get charges and payouts. */
  currentlyDue: string[];
  /** Overdue: charges or payouts are paused until given. */
  pastDue: string[];
  /** Needed later (e.g. above a volume). */
  eventuallyDue: string[];
  /** Given and being checked by Stripe. */
  pendingVerification: string[];
  /** Why charges or payouts are off (Stripe's code, e.g. "requirements.past_due", "rejected.fraud"), or null. */
  disabledReason: string | null;
  /** ISO time by which currentlyDue must be given, or null. */
  currentDeadline: string | null;
}

/** The account's fields that decide the connection (a subset of Stripe.Account, in our names). */
export interface AccountStatus {
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  requirements: AccountRequirements;
}

/** The topics an admin is told are still missing (each a translated text on /settings/banking). */
export const REQUIREMENT_TOPICS = [
  "bankAccount",
  "businessDetails",
  "identity",
  "representative",
  "owners",
  "termsOfService",
  "taxId",
  "other",
] as const;
export type RequirementTopic = (typeof REQUIREMENT_TOPICS)[number];

/** Why a waiting account waits (each a translated text). */
export const WAITING_REASONS = ["detailsMissing", "underReview", "paused"] as const;
export type WaitingReason = (typeof WAITING_REASONS)[number];

export interface ConnectionSummary {
  state: StripeConnectionState;
  /** Only for "waiting": what the restaurant should expect. */
  waitingReason: WaitingReason | null;
  /** The topics still to give (currently or past due), each once, in REQUIREMENT_TOPICS order. */
  missing: RequirementTopic[];
  /** Rejected by the provider: a new onboarding link will not help; the admin is told to contact Stripe. */
  rejected: boolean;
}

export function emptyRequirements(): AccountRequirements {
  return { currentlyDue: [], pastDue: [], eventuallyDue: [], pendingVerification: [], disabledReason: null, currentDeadline: null };
}

/** The topic of one Stripe requirement path (e.g. "individual.verification.document" → identity). */
export function requirementTopic(path: string): RequirementTopic {
  const p = path.trim();
  if (p === "external_account" || p.startsWith("external_account.") || p.startsWith("bank_account")) return "bankAccount";
  if (p.startsWith("tos_acceptance")) return "termsOfService";
  if (p === "company.tax_id" || p === "company.vat_id" || p.endsWith(".id_number") || p.endsWith(".ssn_last_4") || p.includes("tax_id")) return "taxId";
  if (p.startsWith("representative")) return "representative";
  if (/^(owners|directors|executives|person_|company\.owners_provided|company\.directors_provided|company\.executives_provided)/.test(p)) return "owners";
  if (p.startsWith("individual")) return "identity";
  if (p.startsWith("business_profile") || p.startsWith("business_type") || p.startsWith("company") || p.startsWith("settings")) return "businessDetails";
  return "other";
}

/** The topics of these requirement paths, each once, in REQUIREMENT_TOPICS order. */
export function requirementTopics(paths: readonly string[]): RequirementTopic[] {
  const found = new Set(paths.map(requirementTopic));
  return REQUIREMENT_TOPICS.filter((t) => found.has(t));
}

/**
 * The §4 state of a connected account (null: the company has none):
 * - connected: Stripe lets it take card payments and pays out (charges_enabled and payouts_enabled);
 * - waiting: the account exists but is not there yet — details still to give (onboarding not finished or
 *   more asked, "detailsMissing"), given and being checked ("underReview"), or paused for overdue details
 *   ("paused");
 * - notConnected: no account, or Stripe rejected it (a new link would not help).
 */
export function connectionSummary(account: AccountStatus | null | undefined): ConnectionSummary {
  if (!account) return { state: "notConnected", waitingReason: null, missing: [], rejected: false };
  const req = account.requirements ?? emptyRequirements();
  const missing = requirementTopics([...req.pastDue, ...req.currentlyDue]);
  const rejected = typeof req.disabledReason === "string" && req.disabledReason.startsWith("rejected");
  if (rejected) return { state: "notConnected", waitingReason: null, missing: [], rejected: true };
  if (account.chargesEnabled && account.payoutsEnabled) return { state: "connected", waitingReason: null, missing, rejected: false };
  let waitingReason: WaitingReason;
  if (req.pastDue.length > 0 && account.detailsSubmitted) waitingReason = "paused";
  else if (!account.detailsSubmitted || missing.length > 0) waitingReason = "detailsMissing";
  else waitingReason = "underReview";
  return { state: "waiting", waitingReason, missing, rejected: false };
}

/** Just the §4 state (companies/{id}.stripeConnectionState). */
export function connectionState(account: AccountStatus | null | undefined): StripeConnectionState {
  return connectionSummary(account).state;
}

/** What the raw Stripe account (its snake_case fields) says, in our names; missing parts count as empty. */
export function accountStatusOf(account: {
  details_submitted?: boolean | null;
  charges_enabled?: boolean | null;
  payouts_enabled?: boolean | null;
  requirements?: {
    currently_due?: string[] | null;
    past_due?: string[] | null;
    eventually_due?: string[] | null;
    pending_verification?: string[] | null;
    disabled_reason?: string | null;
    current_deadline?: number | null;
  } | null;
}): AccountStatus {
  const r = account.requirements ?? {};
  return {
    detailsSubmitted: account.details_submitted === true,
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    requirements: {
      currentlyDue: [...(r.currently_due ?? [])],
      pastDue: [...(r.past_due ?? [])],
      eventuallyDue: [...(r.eventually_due ?? [])],
      pendingVerification: [...(r.pending_verification ?? [])],
      disabledReason: r.disabled_reason ?? null,
      currentDeadline: typeof r.current_deadline === "number" ? new Date(r.current_deadline * 1000).toISOString() : null,
    },
  };
}
