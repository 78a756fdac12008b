// The /settings/banking operations: a fresh Stripe onboarding link (creating the company's one connected
// account first when it has none) and the connection's status with the payout schedule and last payouts.
import {
  BASE_PATH,
  COLLECTIONS,
  PAYOUTS_LISTED,
  PAYOUT_INTERVALS,
  PAYOUT_STATUSES,
  connectionSummary,
  type BankingOnboardingLinkAnswer,
  type BankingStatusAnswer,
  type CompanyInfoData,
  type OnboardingReturn,
  type PaymentAccountData,
  type Payout,
  type PayoutInterval,
  type PayoutSchedule,
  type PayoutStatus,
  type Principal,
} from "@comanda/shared";
import Stripe from "stripe";
import type { AppDeps } from "../deps";
import { ApiHttpError, apiError } from "../http/errors";
import { requireFeature } from "../subscriptions/gates";
import { runTransaction } from "../transactions";
import { paymentAccountRef } from "./accounts";
import * as logs from "./logs";
import { accountRead, claimedRecord, forgetAccount, storeAccountRead } from "./store";

/** The screen Stripe's onboarding sends the admin back to. */
export const BANKING_SCREEN_PATH = `${BASE_PATH}/settings/banking`;

export function bankingScreenUrl(base: string, onboarding: OnboardingReturn): string {
  return `${base.replace(/\/+$/, "")}${BANKING_SCREEN_PATH}?onboarding=${onboarding}`;
}

/** The idempotency key of the company's account creation number `attempt`: parallel callers get one account. */
export function accountCreationKey(companyId: string, attempt: number): string {
  return `comanda-connect-account-${companyId}-${attempt}`;
}

/**
 * Stripe refused the creation's parameters (400): nothing was created, and Stripe answers the same key with
 * the same refusal for a day, so the next try takes a new key. A lost answer, Stripe's own failure or a
 * conflict keeps the key: the account may exist, and the same key finds it.
 */
function isRefusedRequest(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && !(error instanceof Stripe.errors.StripeIdempotencyError) && (error.statusCode ?? 400) === 400;
}

/** Another request with the same idempotency key is still running at Stripe (a parallel click): ask again shortly. */
function isKeyInUse(error: unknown): boolean {
  return (error as { statusCode?: unknown } | null)?.statusCode === 409 || (error instanceof Stripe.errors.StripeIdempotencyError && /in.progress|currently/i.test(error.message));
}

const KEY_IN_USE_RETRIES = 4;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stripe no longer knows the account, or it left the platform (a Standard account can disconnect). */
export function isGoneAccount(error: unknown): boolean {
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  return code === "resource_missing" || code === "account_invalid" || (statusCode === 404 && code === undefined);
}

/** Runs a Stripe call; whatever Stripe or the network throws becomes payment-provider-error (502), never a 500. */
export async function callStripe<T>(companyId: string, step: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiHttpError) throw error;
    logs.providerRefused(companyId, step, error);
    throw apiError("payment-provider-error");
  }
}

type Claim = { accountId: string } | { attempt: number };

/** Claims the company's account creation in a transaction, or answers the account it has. */
async function claimCreation(deps: AppDeps, companyId: string): Promise<Claim> {
  const ref = paymentAccountRef(deps, companyId);
  return runTransaction(deps.db, async (tx) => {
    await requireFeature(deps, companyId, "paymentConnect", tx);
    const snap = await tx.get(ref);
    const stored = snap.data() as PaymentAccountData | undefined;
    if (stored?.accountId) return { accountId: stored.accountId };
    // A creation under way (or one whose answer was lost) keeps its number: the same idempotency key gives
    // the same account. Only a creation Stripe refused (creationFailed) moves on to the next number.
    if (stored && stored.creationFailed !== true) return { attempt: stored.creationAttempt };
    const attempt = (stored?.creationAttempt ?? 0) + 1;
    tx.set(ref, claimedRecord(companyId, attempt, deps.clock.now().toISOString()));
    return { attempt };
  });
}

async function markCreationFailed(deps: AppDeps, companyId: string, attempt: number): Promise<void> {
  const ref = paymentAccountRef(deps, companyId);
  await runTransaction(deps.db, async (tx) => {
    const stored = (await tx.get(ref)).data() as PaymentAccountData | undefined;
    if (stored && stored.accountId === null && stored.creationAttempt === attempt) tx.update(ref, { creationFailed: true, updatedAt: deps.clock.now().toISOString() });
  });
}

/** What Stripe is told of the company when its account is made (prefilled in the onboarding). */
async function accountParams(deps: AppDeps, caller: Principal): Promise<Stripe.AccountCreateParams> {
  const { companyId } = caller;
  const [info, email] = await Promise.all([
    deps.db.collection(COLLECTIONS.companyInfos).doc(companyId).get().then((s) => s.data() as Partial<CompanyInfoData> | undefined),
    deps.auth.getUser(companyId).then(
      (u) => u.email ?? undefined,
      () => undefined,
    ),
  ]);
  const params: Stripe.AccountCreateParams = {
    type: "standard",
    metadata: { companyId },
  };
  if (email) params.email = email;
  if (typeof info?.country === "string" && /^[A-Z]{2}$/.test(info.country)) params.country = info.country;
  return params;
}

/** The company's connected account: the stored one, else one created now (exactly one, even for parallel calls). */
export async function ensureConnectedAccount(deps: AppDeps, caller: Principal): Promise<string> {
  const { companyId } = caller;
  const claim = await claimCreation(deps, companyId);
  if ("accountId" in claim) return claim.accountId;
  const stripe = deps.stripe.client();
  const readAt = deps.clock.now().toISOString();
  let account: Stripe.Account;
  const params = await accountParams(deps, caller);
  for (let run = 1; ; run += 1) {
    try {
      account = await stripe.accounts.create(params, { idempotencyKey: accountCreationKey(companyId, claim.attempt) });
      break;
    } catch (error) {
      if (isKeyInUse(error) && run < KEY_IN_USE_RETRIES) {
        await pause(200 * run);
        continue;
      }
      if (isRefusedRequest(error)) await markCreationFailed(deps, companyId, claim.attempt);
      logs.providerRefused(companyId, "accounts.create", error);
      throw apiError("payment-provider-error");
    }
  }
  return runTransaction(deps.db, async (tx) => {
    const stored = (await tx.get(paymentAccountRef(deps, companyId))).data() as PaymentAccountData | undefined;
    // A parallel call (same idempotency key: same account) or account.updated may have stored it already.
    if (stored?.accountId) return stored.accountId;
    await storeAccountRead(tx, deps, companyId, accountRead(account, readAt), "creation", { adopt: true });
    logs.connectedAccountCreated(companyId, account.id, claim.attempt);
    return account.id;
  });
}

/** A fresh onboarding link each time (Stripe's are single use and expire within minutes). */
export async function createOnboardingLink(deps: AppDeps, caller: Principal, linkBase: string): Promise<BankingOnboardingLinkAnswer> {
  const stripe = deps.stripe.client();
  const linkFor = (account: string) =>
    stripe.accountLinks.create({
      account,
      type: "account_onboarding",
      refresh_url: bankingScreenUrl(linkBase, "refresh"),
      return_url: bankingScreenUrl(linkBase, "return"),
    });
  let accountId = await ensureConnectedAccount(deps, caller);
  let link: Stripe.AccountLink;
  try {
    link = await linkFor(accountId);
  } catch (error) {
    if (!isGoneAccount(error)) {
      logs.providerRefused(caller.companyId, "accountLinks.create", error);
      throw apiError("payment-provider-error");
    }
    // The stored account is gone at Stripe: the company gets a new one, once.
    const gone = accountId;
    await runTransaction(deps.db, (tx) => forgetAccount(tx, deps, caller.companyId, gone));
    accountId = await ensureConnectedAccount(deps, caller);
    link = await callStripe(caller.companyId, "accountLinks.create", () => linkFor(accountId));
  }
  logs.onboardingLinkCreated(caller.companyId, accountId);
  return { url: link.url, expiresAt: new Date(link.expires_at * 1000).toISOString() };
}

function payoutInterval(value: string | undefined): PayoutInterval {
  return (PAYOUT_INTERVALS as readonly string[]).includes(value ?? "") ? (value as PayoutInterval) : "daily";
}

export function payoutScheduleOf(account: Stripe.Account): PayoutSchedule | null {
  const schedule = account.settings?.payouts?.schedule;
  if (!schedule) return null;
  const interval = payoutInterval(schedule.interval);
  return {
    interval,
    delayDays: interval === "manual" || typeof schedule.delay_days !== "number" ? null : schedule.delay_days,
    weeklyAnchor: interval === "weekly" ? (schedule.weekly_anchor ?? null) : null,
    monthlyAnchor: interval === "monthly" ? (schedule.monthly_anchor ?? null) : null,
  };
}

function payoutStatus(value: string): PayoutStatus {
  return (PAYOUT_STATUSES as readonly string[]).includes(value) ? (value as PayoutStatus) : "pending";
}

export function payoutOf(payout: Stripe.Payout): Payout {
  return {
    id: payout.id,
    amount: payout.amount,
    currency: payout.currency.toUpperCase(),
    status: payoutStatus(payout.status),
    arrivalDate: new Date(payout.arrival_date * 1000).toISOString(),
    created: new Date(payout.created * 1000).toISOString(),
  };
}

const NOT_CONNECTED: BankingStatusAnswer = {
  state: "notConnected",
  waitingReason: null,
  missing: [],
  deadline: null,
  rejected: false,
  currency: null,
  payoutSchedule: null,
  payouts: [],
};

/** The connection as Stripe sees it now (stored again, with the company's flags), its payout schedule and last payouts. */
export async function bankingStatus(deps: AppDeps, caller: Principal): Promise<BankingStatusAnswer> {
  const { companyId } = caller;
  const stored = (await paymentAccountRef(deps, companyId).get()).data() as PaymentAccountData | undefined;
  if (!stored?.accountId) return NOT_CONNECTED;
  const { accountId } = stored;
  const stripe = deps.stripe.client();
  const readAt = deps.clock.now().toISOString();
  let account: Stripe.Account;
  try {
    account = await stripe.accounts.retrieve(accountId);
  } catch (error) {
    if (!isGoneAccount(error)) {
      logs.providerRefused(companyId, "accounts.retrieve", error);
      throw apiError("payment-provider-error");
    }
    // Deleted at Stripe, or disconnected from the platform: not connected any more.
    await runTransaction(deps.db, (tx) => forgetAccount(tx, deps, companyId, accountId));
    return NOT_CONNECTED;
  }
  const read = accountRead(account, readAt);
  await runTransaction(deps.db, (tx) => storeAccountRead(tx, deps, companyId, read, "status"));
  const summary = connectionSummary(read.status);
  const payouts =
    read.status.payoutsEnabled || read.status.chargesEnabled
      ? await callStripe(companyId, "payouts.list", () => stripe.payouts.list({ limit: PAYOUTS_LISTED }, { stripeAccount: accountId }))
      : null;
  return {
    state: summary.state,
    waitingReason: summary.waitingReason,
    missing: summary.missing,
    deadline: read.status.requirements.currentDeadline,
    rejected: summary.rejected,
    currency: read.currency ? read.currency.toUpperCase() : null,
    payoutSchedule: payoutScheduleOf(account),
    payouts: (payouts?.data ?? []).map(payoutOf),
  };
}
