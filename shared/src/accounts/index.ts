// Access rights of staff (spec §6): who may grant or change which permissions, and the QR-login code's
// content. Pure rules: the server enforces them, the editor shows the same.
import type { StaffPermission } from "../entities/accessRight";
import type { Principal } from "../permissions";
import { BASE_PATH } from "../routes";

/** The admin path the QR code opens; its `token` is exchanged at POST /api/accounts/qr-login. */
export const TOKEN_LOGIN_PATH = `${BASE_PATH}/token-login`;

/** A QR-login token: `${accountId}.${secret}`. */
export function qrLoginToken(accountId: string, secret: string): string {
  return `${accountId}.${secret}`;
}

/** The content of an account's QR code: the token-login address of the admin at `origin`. */
export function qrLoginUrl(origin: string, accountId: string, secret: string): string {
  const base = origin.replace(/\/+$/, "");
  return `${base}${TOKEN_LOGIN_PATH}?token=${encodeURIComponent(qrLoginToken(accountId, secret))}`;
}

/** A secret is 32 base64url characters (24 random bytes). */
const SECRET = /^[A-Za-z0-9_-]{32}$/;
/** Account ids are Firestore ids the server made (no dots, no slashes). */
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The parts of a QR-login token, or null when it cannot be one (the server answers invalid-login-qr). */
export function parseQrLoginToken(token: string): { accountId: string; secret: string } | null {
  const dot = token.indexOf(".");
  if (dot < 0) return null;
  const accountId = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  if (!ACCOUNT_ID.test(accountId) || !SECRET.test(secret)) return null;
  return { accountId, secret };
}

/**
 * May `actor` give (or edit, or delete) an access right holding `permissions`? The owner may; staff need
 * `accounts` and must hold every one of those permissions themselves (no one hands out more than they
 * have). Called with the requested permissions and, for an existing account, with its stored ones too.
 */
export function canManageAccount(actor: Principal, permissions: readonly StaffPermission[]): boolean {
  if (actor.owner) return true;
  if (!actor.permissions.includes("accounts")) return false;
  // "owner" is no staff permission, but a stored or sent list is checked as data.
  return permissions.every((p) => (p as string) !== "owner" && actor.permissions.includes(p));
}

/** The owner has no account document: an account id equal to the company id would be the owner's user. */
export function isOwnerAccountId(companyId: string, accountId: string): boolean {
  return accountId === companyId;
}
