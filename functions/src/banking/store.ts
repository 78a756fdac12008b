// Storing what Stripe said of a company's connected account: paymentAccounts/{companyId} and the company's
// flags (companies/{id}.hasAValidStripeConnection, stripeConnectionState), in one transaction. Every writer
// (the status call, account.updated, the onboarding link's account creation) carries the time it read the
// account from Stripe; a read older than the stored one is dropped, so an old event delivered late (or a
// slow status call) never overwrites newer state.
import {
  COLLECTIONS,
  accountStatusOf,
  connectionState,
  emptyRequirements,
  type AccountStatus,
  type CompanyData,
  type PaymentAccountData,
  type StripeConnectionState,
} from "@comanda/shared";
import type { Transaction } from "firebase-admin/firestore";
import type { AppDeps } from "../deps";
import type { Stripe } from "../stripe/client";
import { paymentAccountRef } from "./accounts";
import * as logs from "./logs";

/** One read of the account from Stripe. */
export interface AccountRead {
  accountId: string;
  status: AccountStatus;
  currency: string | null;
  /** ISO time the account was read (before the read started: a later read always carries a later time). */
  readAt: string;
}

export function accountRead(account: Stripe.Account, readAt: string): AccountRead {
  return {
    accountId: account.id,
    status: accountStatusOf(account),
    currency: typeof account.default_currency === "string" ? account.default_currency : null,
    readAt,
  };
}

/** A fresh record for a claimed creation (no account yet). */
export function claimedRecord(companyId: string, attempt: number, at: string): PaymentAccountData {
  return {
    companyId,
    accountId: null,
    creationAttempt: attempt,
    claimedAt: at,
    detailsSubmitted: false,
    chargesEnabled: false,
    payoutsEnabled: false,
    requirements: emptyRequirements(),
    state: "notConnected",
    currency: null,
    readAt: null,
    updatedAt: at,
  };
}

export interface StoredRead {
  /** False when the stored state is newer (nothing written) or the record belongs to another account. */
  written: boolean;
  state: StripeConnectionState;
}

/**
 * In the transaction (reads first): stores the read when paymentAccounts/{companyId} is this account's (or a
 * claimed creation with none yet, `adopt`), and no newer read is stored; then the company's flags.
 */
export async function storeAccountRead(
  tx: Transaction,
  deps: Pick<AppDeps, "db" | "clock">,
  companyId: string,
  read: AccountRead,
  source: "status" | "account.updated" | "creation",
  options: { adopt?: boolean } = {},
): Promise<StoredRead> {
  const ref = paymentAccountRef(deps, companyId);
  const companyRef = deps.db.collection(COLLECTIONS.companies).doc(companyId);
  const [snap, companySnap] = await Promise.all([tx.get(ref), tx.get(companyRef)]);
  const stored = snap.data() as PaymentAccountData | undefined;
  const state = connectionState(read.status);
  if (!stored) return { written: false, state };
  if (stored.accountId !== read.accountId && !(options.adopt === true && stored.accountId === null)) {
    logs.accountEventIgnored(read.accountId, "the company's record names another account");
    return { written: false, state: stored.state };
  }
  if (stored.readAt && stored.readAt > read.readAt) {
    logs.staleAccountReadDropped(companyId, read.accountId, read.readAt, stored.readAt);
    return { written: false, state: stored.state };
  }
  const record: PaymentAccountData = {
    ...stored,
    companyId,
    accountId: read.accountId,
    detailsSubmitted: read.status.detailsSubmitted,
    chargesEnabled: read.status.chargesEnabled,
    payoutsEnabled: read.status.payoutsEnabled,
    requirements: read.status.requirements,
    state,
    currency: read.currency ?? stored.currency ?? null,
    readAt: read.readAt,
    updatedAt: deps.clock.now().toISOString(),
  };
  tx.set(ref, record);
  const company = companySnap.data() as Partial<CompanyData> | undefined;
  if (company && (company.stripeConnectionState !== state || company.hasAValidStripeConnection !== (state === "connected"))) {
    tx.set(companyRef, { hasAValidStripeConnection: state === "connected", stripeConnectionState: state }, { merge: true });
  }
  logs.accountStateStored(companyId, read.accountId, state, source);
  return { written: true, state };
}

/**
 * In the transaction (reads first): the company's account is gone at Stripe (deleted, or a Standard account
 * that disconnected from the platform). The record drops it (the next onboarding link makes a new one, with
 * a new idempotency key) and the company is not connected. Nothing happens when the record names another.
 */
export async function forgetAccount(tx: Transaction, deps: Pick<AppDeps, "db" | "clock">, companyId: string, accountId: string): Promise<boolean> {
  const ref = paymentAccountRef(deps, companyId);
  const companyRef = deps.db.collection(COLLECTIONS.companies).doc(companyId);
  const [snap, companySnap] = await Promise.all([tx.get(ref), tx.get(companyRef)]);
  const stored = snap.data() as PaymentAccountData | undefined;
  if (!stored || stored.accountId !== accountId) return false;
  const at = deps.clock.now().toISOString();
  tx.set(ref, { ...claimedRecord(companyId, stored.creationAttempt, at), creationFailed: true, readAt: at });
  if (companySnap.exists) tx.set(companyRef, { hasAValidStripeConnection: false, stripeConnectionState: "notConnected" }, { merge: true });
  logs.accountForgotten(companyId, accountId);
  return true;
}
