// POST /api/api-settings{/:companyId} and …/regenerate: switch integrator access on or off, and give a new
// password (answered once). The readable companyApiSettings/{companyId} keeps enabled, user and
// generatedAt; the password's slow hash lives in apiCredentials/{user}, which no client may read.
import {
  COLLECTIONS,
  defaultApiSettings,
  type ApiSettingsAnswer,
  type ApiSettingsData,
  type RegeneratedApiPasswordAnswer,
} from "@comanda/shared";
import type { Firestore } from "firebase-admin/firestore";
import type { AppDeps } from "../deps";
import { requireFeature } from "../subscriptions/gates";
import { runTransaction } from "../transactions";
import { generateApiPassword, generateApiUser, hashApiPassword, type PasswordHash } from "./credentials";

/** apiCredentials/{user}: { companyId, user, password: PasswordHash, generatedAt }. Server only (rules deny all). */
export const API_CREDENTIALS = "apiCredentials";

export interface ApiCredentialsDoc {
  companyId: string;
  user: string;
  password: PasswordHash;
  generatedAt: string;
}

const settingsRef = (db: Firestore, companyId: string) => db.collection(COLLECTIONS.companyApiSettings).doc(companyId);
export const credentialsRef = (db: Firestore, user: string) => db.collection(API_CREDENTIALS).doc(user);

/** The stored settings in their readable shape (older documents may hold other fields, e.g. a password). */
export function readableSettings(companyId: string, data: Partial<ApiSettingsData> | undefined): ApiSettingsData {
  return {
    companyId,
    enabled: data?.enabled === true,
    user: typeof data?.user === "string" ? data.user : null,
    generatedAt: typeof data?.generatedAt === "string" ? data.generatedAt : null,
  };
}

export async function saveApiSettings(deps: AppDeps, companyId: string, enabled: boolean): Promise<ApiSettingsAnswer> {
  const settings = await runTransaction(deps.db, async (tx) => {
    const current = readableSettings(companyId, (await tx.get(settingsRef(deps.db, companyId))).data());
    // Switching off is always allowed, so that access can be closed after a subscription ends.
    if (enabled) await requireFeature(deps, companyId, "apiAccess", tx);
    const next: ApiSettingsData = { ...current, enabled };
    // set without merge: the document holds exactly the readable fields (an old stored password goes).
    tx.set(settingsRef(deps.db, companyId), next);
    return next;
  });
  return { settings };
}

export async function regenerateApiPassword(deps: AppDeps, companyId: string): Promise<RegeneratedApiPasswordAnswer> {
  const password = generateApiPassword();
  // Hashed before the transaction: a retried transaction must not pay for the slow hash again.
  const hash = await hashApiPassword(password);
  const generatedAt = deps.clock.now().toISOString();
  const settings = await runTransaction(deps.db, async (tx) => {
    const snap = await tx.get(settingsRef(deps.db, companyId));
    const current = snap.exists ? readableSettings(companyId, snap.data()) : defaultApiSettings(companyId);
    // Spec §1: API access is for subscribers to a plan that includes it (the gate table).
    await requireFeature(deps, companyId, "apiAccess", tx);
    const user = current.user ?? generateApiUser();
    const credentials: ApiCredentialsDoc = { companyId, user, password: hash, generatedAt };
    // Overwrites the hash in place: the old password stops working with this commit, on every instance.
    tx.set(credentialsRef(deps.db, user), credentials);
    const next: ApiSettingsData = { companyId, enabled: current.enabled, user, generatedAt };
    tx.set(settingsRef(deps.db, companyId), next);
    return next;
  });
  return { settings, password };
}
