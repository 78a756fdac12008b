// Access rights of staff (spec §6, §7 POST /api/accounts/{id?}) and their QR login. An account's id is the
// staff member's Firebase user id; its durable secret lives in accountKeys; its `session` is copied into the
// token claims of every sign-in made with the code, so that a new code or a deletion ends those sessions at
// once (firestore.rules and the /api guard compare the claim with the account).
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  canManageAccount,
  isOwnerAccountId,
  parseQrLoginToken,
  qrLoginToken,
  type AccountData,
  type AccountKeyData,
  type AccountQrCodeAnswer,
  type Principal,
  type QrLoginAnswer,
  type SaveAccountAnswer,
  type SaveAccountRequest,
  type StaffPermission,
  type UserData,
} from "@comanda/shared";
import type { Clock } from "../clock";
import type { AuthPort } from "../deps";
import { apiError, firebaseErrorCode } from "../http/errors";
import { runTransaction } from "../transactions";

export interface AccountDeps {
  db: Firestore;
  auth: AuthPort;
  clock: Clock;
}

/** The claims of a staff member's tokens: their company, their permissions and the code's session. */
export interface StaffClaims {
  companyId: string;
  permissions: StaffPermission[];
  session: string;
}

/** A new QR secret: 24 random bytes, 32 characters of base64url. */
export function newAccountSecret(): string {
  return randomBytes(24).toString("base64url");
}

/** A new session: changes with every new code. */
function newSession(): string {
  return randomBytes(18).toString("base64url");
}

const refsOf = (db: Firestore, id: string) => ({
  account: db.collection(COLLECTIONS.accounts).doc(id),
  key: db.collection(COLLECTIONS.accountKeys).doc(id),
  user: db.collection(COLLECTIONS.users).doc(id),
});

/** The owner is no account: touching the company's own id is forbidden, whatever the caller holds. */
function refuseOwner(actor: Principal, id: string): void {
  if (isOwnerAccountId(actor.companyId, id)) throw apiError("forbidden");
}

function refuseEscalation(actor: Principal, permissions: readonly StaffPermission[]): void {
  if (!canManageAccount(actor, permissions)) throw apiError("forbidden");
}

/** The stored account of the caller's company; another company's is answered like a missing one. */
function ownAccount(data: AccountData | undefined, actor: Principal): AccountData {
  if (!data || data.companyId !== actor.companyId) throw apiError("not-found");
  return data;
}

/** Creates (no id) or edits an access right. A new one gets its Auth user, its secret and its session. */
export async function saveAccount(deps: AccountDeps, actor: Principal, id: string | undefined, body: SaveAccountRequest): Promise<SaveAccountAnswer> {
  const { db, auth } = deps;
  const permissions = [...new Set(body.permissions)];
  refuseEscalation(actor, permissions);
  const now = deps.clock.now().toISOString();

  if (id === undefined) {
    const uid = db.collection(COLLECTIONS.accounts).doc().id;
    const refs = refsOf(db, uid);
    const session = newSession();
    const account: AccountData = {
      companyId: actor.companyId,
      name: body.name,
      note: body.note ?? "",
      permissions,
      qrCodeLogin: true,
      lastLogin: null,
      lastActivity: null,
      session,
      createdAt: now,
      updatedAt: now,
    };
    await auth.createUser({ uid, displayName: body.name });
    try {
      await auth.setCustomUserClaims(uid, { companyId: actor.companyId, permissions, session } satisfies StaffClaims);
      const batch = db.batch();
      batch.create(refs.account, account);
      batch.create(refs.key, { companyId: actor.companyId, secret: newAccountSecret() } satisfies AccountKeyData);
      batch.set(refs.user, { companyId: actor.companyId, displayName: body.name, createdAt: now, updatedAt: now } satisfies UserData);
      await batch.commit();
    } catch (error) {
      await auth.deleteUser(uid).catch(() => undefined);
      throw error;
    }
    return { id: uid };
  }

  refuseOwner(actor, id);
  const refs = refsOf(db, id);
  const saved = await runTransaction(db, async (tx) => {
    const stored = ownAccount((await tx.get(refs.account)).data() as AccountData | undefined, actor);
    refuseEscalation(actor, stored.permissions);
    tx.update(refs.account, { name: body.name, note: body.note ?? "", permissions, updatedAt: now });
    return stored;
  });
  // Rules read the permissions from the token: the staff member's next token carries the new ones, and the
  // stamp tells their open admin to fetch it now (web/src/app/shell/useClaimsRefresh.ts).
  if (saved.session) await auth.setCustomUserClaims(id, { companyId: actor.companyId, permissions, session: saved.session } satisfies StaffClaims);
  await refs.user.set({ companyId: actor.companyId, claimsUpdatedAt: deps.clock.now().toISOString() } satisfies UserData, { merge: true });
  return { id };
}

/** Ends every session of a staff user: refresh tokens revoked (ID tokens are refused through the session). */
async function endSessions(auth: AuthPort, uid: string): Promise<void> {
  try {
    await auth.revokeRefreshTokens(uid);
  } catch (error) {
    if (firebaseErrorCode(error) !== "auth/user-not-found") throw error;
  }
}

/** Deletes an access right with its key and its user: every session made with its code ends at once. */
export async function deleteAccount(deps: AccountDeps, actor: Principal, id: string): Promise<void> {
  const { db, auth } = deps;
  refuseOwner(actor, id);
  const refs = refsOf(db, id);
  await runTransaction(db, async (tx) => {
    const stored = ownAccount((await tx.get(refs.account)).data() as AccountData | undefined, actor);
    refuseEscalation(actor, stored.permissions);
    tx.delete(refs.account);
    tx.delete(refs.key);
    tx.delete(refs.user);
  });
  await endSessions(auth, id);
  try {
    await auth.deleteUser(id);
  } catch (error) {
    if (firebaseErrorCode(error) !== "auth/user-not-found") throw error;
  }
}

/** A new code: new secret and new session; the old code and every session made with it end at once. */
export async function regenerateAccountQrCode(deps: AccountDeps, actor: Principal, id: string): Promise<AccountQrCodeAnswer> {
  const { db, auth } = deps;
  refuseOwner(actor, id);
  const refs = refsOf(db, id);
  const secret = newAccountSecret();
  const session = newSession();
  const now = deps.clock.now().toISOString();
  const stored = await runTransaction(db, async (tx) => {
    const account = ownAccount((await tx.get(refs.account)).data() as AccountData | undefined, actor);
    refuseEscalation(actor, account.permissions);
    tx.update(refs.account, { session, qrCodeLogin: true, updatedAt: now });
    tx.set(refs.key, { companyId: actor.companyId, secret } satisfies AccountKeyData);
    return account;
  });
  await endSessions(auth, id);
  await auth.setCustomUserClaims(id, { companyId: stored.companyId, permissions: stored.permissions, session } satisfies StaffClaims);
  return { token: qrLoginToken(id, secret) };
}

function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Exchanges a scanned code's token for a custom token carrying the account's claims (also set on the user,
 * so that refreshed ID tokens keep them) and records the login. Malformed, unknown, replaced, deleted:
 * the same 400 invalid-login-qr, which tells nothing about which.
 */
export async function exchangeQrLogin(deps: AccountDeps, token: string): Promise<QrLoginAnswer> {
  const { db, auth } = deps;
  const parsed = parseQrLoginToken(token);
  if (!parsed) throw apiError("invalid-login-qr");
  const refs = refsOf(db, parsed.accountId);
  const [keySnap, accountSnap] = await db.getAll(refs.key, refs.account);
  const key = keySnap?.data() as AccountKeyData | undefined;
  const account = accountSnap?.data() as AccountData | undefined;
  if (!key || !sameSecret(parsed.secret, key.secret)) throw apiError("invalid-login-qr");
  if (!account || account.companyId !== key.companyId || !account.session) throw apiError("invalid-login-qr");
  const claims: StaffClaims = { companyId: account.companyId, permissions: account.permissions, session: account.session };
  try {
    await auth.setCustomUserClaims(parsed.accountId, claims);
  } catch (error) {
    if (firebaseErrorCode(error) === "auth/user-not-found") throw apiError("invalid-login-qr");
    throw error;
  }
  const customToken = await auth.createCustomToken(parsed.accountId, { ...claims });
  await refs.account.update({ lastLogin: deps.clock.now().toISOString() });
  return { customToken };
}
