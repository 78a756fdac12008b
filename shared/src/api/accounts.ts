// Bodies and answers of the access-rights calls (spec §7 POST /api/accounts/{id?}) and of the QR-login
// exchange that turns a scanned code into a sign-in.
import type { SchemaObject } from "ajv";
import { staffPermissionsSchema, type StaffPermission } from "../entities/accessRight";
import { nameSchema, objectSchema, textSchema } from "../entities/common";

/**
 * POST /api/accounts/{id?} (owner or `accounts`): creates (no id: a new staff user, its QR secret and
 * session) or edits an access right. Staff may only grant permissions they hold and may not touch an account
 * that holds one they lack, nor the owner: 403 forbidden. Editing changes the staff member's token claims
 * (effective at their next token refresh, at the latest within the hour) but keeps their session.
 */
export interface SaveAccountRequest {
  name: string;
  note?: string;
  permissions: StaffPermission[];
}

export const saveAccountSchema: SchemaObject = objectSchema({ name: nameSchema, note: textSchema, permissions: staffPermissionsSchema }, ["name", "permissions"]);

export interface SaveAccountAnswer {
  id: string;
}

/** POST /api/accounts/:id/qr-code: a new secret and a new session; every session made with the old code ends at once. */
export const regenerateAccountQrCodeSchema: SchemaObject = objectSchema({});

export interface AccountQrCodeAnswer {
  /** The new QR-login token (shared/src/accounts qrLoginUrl makes the code's address of it). */
  token: string;
}

/**
 * POST /api/accounts/qr-login (anyone; limited per caller): the token of a scanned code, `accountId.secret`.
 * Answers a Firebase custom token to sign in with; anything wrong is 400 invalid-login-qr.
 */
export interface QrLoginRequest {
  token: string;
}

export const qrLoginSchema: SchemaObject = objectSchema({ token: { type: "string", minLength: 1, maxLength: 400 } }, ["token"]);

export interface QrLoginAnswer {
  customToken: string;
}
