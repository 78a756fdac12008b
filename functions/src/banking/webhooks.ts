// Stripe events of this part of the product (contract: functions/src/stripe/webhooks/types.ts).
//
// account.updated (Connect): the restaurant's connected account changed (onboarding finished, details asked,
// payouts paused…). Stripe may deliver it twice, late or out of order, so `load` does not trust the event's
// copy of the account: it reads the account as it is now, with the time of that read, and `apply` stores it
// only when no newer read is stored (functions/src/banking/store.ts). The company is the one whose
// paymentAccounts record names the account; an account no company holds is ignored.
import { COLLECTIONS } from "@comanda/shared";
import type { AppDeps } from "../deps";
import type { Stripe } from "../stripe/client";
import type { StripeEventHandler, StripeEventHandlers } from "../stripe/webhooks/types";
import { isGoneAccount } from "./connect";
import * as logs from "./logs";
import { accountRead, forgetAccount, storeAccountRead, type AccountRead } from "./store";

interface LoadedAccount {
  companyId: string;
  read: AccountRead;
  /** The company's record has no account yet (its creation is under way): take this one if it is the company's. */
  adopt: boolean;
}

/** The account the event is about: the event's `account` (Connect), else the object's id. */
export function eventAccountId(event: Stripe.Event): string | null {
  const object = event.data?.object as { id?: unknown; object?: unknown } | undefined;
  if (object?.object === "account" && typeof object.id === "string") return object.id;
  return typeof event.account === "string" ? event.account : null;
}


/** The company whose record names the account; else, while its creation is under way, the one in its metadata. */
async function companyOf(deps: AppDeps, account: Stripe.Account): Promise<{ companyId: string; adopt: boolean } | null> {
  const held = await deps.db.collection(COLLECTIONS.paymentAccounts).where("accountId", "==", account.id).limit(1).get();
  const doc = held.docs[0];
  if (doc) return { companyId: doc.id, adopt: false };
  const claimed = account.metadata?.companyId;
  if (typeof claimed !== "string" || claimed === "" || claimed.includes("/")) return null;
  const record = await deps.db.collection(COLLECTIONS.paymentAccounts).doc(claimed).get();
  // Only while a creation is under way: never an account the company had and lost (creationFailed).
  return record.exists && record.get("accountId") === null && record.get("creationFailed") !== true ? { companyId: claimed, adopt: true } : null;
}

export const accountUpdated: StripeEventHandler<LoadedAccount | null> = {
  async load(deps, event) {
    const accountId = eventAccountId(event);
    if (!accountId) return null;
    const readAt = deps.clock.now().toISOString();
    let account: Stripe.Account;
    try {
      account = await deps.stripe.client().accounts.retrieve(accountId);
    } catch (error) {
      // An account that no longer exists changes nothing of ours; anything else: Stripe delivers it again.
      if (isGoneAccount(error)) {
        logs.accountEventIgnored(accountId, "the account no longer exists at Stripe");
        return null;
      }
      throw error;
    }
    const company = await companyOf(deps, account);
    if (!company) {
      logs.accountEventIgnored(accountId, "no company holds this account");
      return null;
    }
    return { companyId: company.companyId, read: accountRead(account, readAt), adopt: company.adopt };
  },
  async apply(tx, deps, _event, loaded) {
    if (!loaded) return;
    await storeAccountRead(tx, deps, loaded.companyId, loaded.read, "account.updated", { adopt: loaded.adopt });
  },
};

interface DeauthorizedAccount {
  companyId: string;
  accountId: string;
}

/**
 * account.application.deauthorized (Connect): the restaurant disconnected its Stripe account from the
 * platform. The company whose record names the account is not connected any more; a late or repeated
 * delivery after a new account was made changes nothing (the record names the new one).
 */
export const applicationDeauthorized: StripeEventHandler<DeauthorizedAccount | null> = {
  async load(deps, event) {
    const accountId = typeof event.account === "string" ? event.account : null;
    if (!accountId) return null;
    const held = await deps.db.collection(COLLECTIONS.paymentAccounts).where("accountId", "==", accountId).limit(1).get();
    const doc = held.docs[0];
    if (!doc) {
      logs.accountEventIgnored(accountId, "no company holds this account");
      return null;
    }
    return { companyId: doc.id, accountId };
  },
  async apply(tx, deps, _event, loaded) {
    if (!loaded) return;
    await forgetAccount(tx, deps, loaded.companyId, loaded.accountId);
  },
};

export const bankingEventHandlers: StripeEventHandlers = {
  "account.updated": accountUpdated,
  "account.application.deauthorized": applicationDeauthorized,
};
