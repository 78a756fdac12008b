// The access rights' data (spec §3, §6, §7): the company's staff accounts and an account's QR-login secret,
// read live under the security rules (server-written only); saved, deleted and given a new code through /api.
import { useMemo } from "react";
import { collection, doc, query, where } from "firebase/firestore";
import { apiPath, type Account, type AccountKeyData, type AccountQrCodeAnswer, type SaveAccountAnswer, type SaveAccountRequest } from "@comanda/shared";
import { ApiError, apiDelete, apiPost } from "../data/api";
import { useLiveDoc, useLiveQuery, type Live } from "../data/live";

export type AccountKey = AccountKeyData & { id: string };

/** Live: the company's access rights by name (a few dozen at most: sorted here, no index needed). */
export function useAccounts(companyId: string | null): Live<Account[]> {
  const live = useLiveQuery<Account>(companyId ? (db) => query(collection(db, "accounts"), where("companyId", "==", companyId)) : null, [companyId]);
  const sorted = useMemo(() => [...live.data].sort((a, b) => (a.name ?? "").localeCompare(b.name ?? "") || (a.id < b.id ? -1 : 1)), [live.data]);
  return useMemo(() => ({ ...live, data: sorted }), [live, sorted]);
}

/** Live: when a staff member last had the admin open (activity/{uid}, written by their QR-code login). */
export function useLastTimeOnline(accountId: string): Live<{ id: string; lastTimeOnline?: string } | null> {
  return useLiveDoc<{ id: string; lastTimeOnline?: string }>((db) => doc(db, "activity", accountId), [accountId]);
}

/** The later of the access right's last activity and its last time online. */
export function lastActivityOf(account: Pick<Account, "lastActivity">, online: string | null | undefined): string | null {
  const times = [account.lastActivity, online].filter((t): t is string => typeof t === "string" && !Number.isNaN(Date.parse(t)));
  return times.length === 0 ? null : times.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b));
}

/** Live: an account's QR-login secret; null while there is no account yet. */
export function useAccountKey(accountId: string | null): Live<AccountKey | null> {
  return useLiveDoc<AccountKey>(accountId ? (db) => doc(db, "accountKeys", accountId) : null, [accountId]);
}

/**
 * POST /api/accounts/{id?}: creates (no id: a new staff user with its QR code) or edits an access right;
 * answers its id. Refusals: `validation` with field errors, 403 `forbidden` (a permission the actor lacks).
 */
export async function saveAccount(request: SaveAccountRequest, id?: string): Promise<string> {
  const answer = await apiPost<SaveAccountAnswer>(apiPath("saveAccount", id ? { id } : {}), request);
  if (!answer?.id) throw new ApiError("incomplete-return-value", 200);
  return answer.id;
}

/** DELETE /api/accounts/:id: the access right, its code and its user go; its sessions end at once. */
export async function deleteAccount(id: string): Promise<void> {
  await apiDelete<unknown>(apiPath("deleteStaffAccount", { id }));
}

/** POST /api/accounts/:id/qr-code: a new code; every device logged in with the old one is logged out. */
export function regenerateAccountQrCode(id: string): Promise<AccountQrCodeAnswer> {
  return apiPost<AccountQrCodeAnswer>(apiPath("regenerateAccountQrCode", { id }), {});
}
