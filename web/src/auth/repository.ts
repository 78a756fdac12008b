// The auth screens' one seam to the outside: Firebase Auth and the public /api calls (spec §4, §7).
import {
  applyActionCode,
  confirmPasswordReset,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  verifyPasswordResetCode,
  type User,
} from "firebase/auth";
import type {
  QrLoginAnswer,
  QrLoginRequest,
  RegistrationAnswer,
  RegistrationRequest,
  SendForgotPasswordLinkRequest,
  SendVerificationLinkRequest,
} from "@comanda/shared";
import { auth } from "../data/firebase";
import { apiPost } from "../data/api";

/** Signs in with email and password; the caller decides whether an unverified account may stay. */
export async function signIn(email: string, password: string): Promise<User> {
  const credential = await signInWithEmailAndPassword(auth, email.trim(), password);
  return credential.user;
}

/**
 * Signs in with a staff QR code's token: the server exchanges the code's durable secret for a custom token
 * (400 invalid-login-qr when the code is unknown, replaced or deleted); answers the user's uid.
 */
export async function signInWithToken(token: string): Promise<string> {
  const { customToken } = await apiPost<QrLoginAnswer>("/api/accounts/qr-login", { token } satisfies QrLoginRequest, { auth: false });
  const credential = await signInWithCustomToken(auth, customToken);
  return credential.user.uid;
}

export function signOut(): Promise<void> {
  return firebaseSignOut(auth);
}

/** Applies the code of an e-mail verification link. */
export function verifyEmail(oobCode: string): Promise<void> {
  return applyActionCode(auth, oobCode);
}

/** Checks a password-reset code and answers the e-mail address of its account. */
export function checkPasswordResetCode(oobCode: string): Promise<string> {
  return verifyPasswordResetCode(auth, oobCode);
}

export function resetPassword(oobCode: string, newPassword: string): Promise<void> {
  return confirmPasswordReset(auth, oobCode, newPassword);
}

export function register(request: RegistrationRequest): Promise<RegistrationAnswer> {
  return apiPost<RegistrationAnswer>("/api/registration", request, { auth: false });
}

export async function sendVerificationLink(request: SendVerificationLinkRequest): Promise<void> {
  await apiPost<unknown>("/api/sendVerificationLink", request, { auth: false });
}

export async function sendForgotPasswordLink(request: SendForgotPasswordLinkRequest): Promise<void> {
  await apiPost<unknown>("/api/sendForgotPasswordLink", request, { auth: false });
}
