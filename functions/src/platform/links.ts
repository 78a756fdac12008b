// POST /api/sendVerificationLink and /api/sendForgotPasswordLink: the mail goes out only for a known
// address, but the answer is the same either way, so that nobody learns which addresses have accounts.
import type { UserRecord } from "firebase-admin/auth";
import type { AppDeps } from "../deps";
import { firebaseErrorCode } from "../http/errors";
import * as logs from "../logs";
import { sendPasswordResetMail, sendVerificationMail, type MailOptions } from "./accountMail";

async function userByEmail(deps: AppDeps, email: string): Promise<UserRecord | null> {
  try {
    return await deps.auth.getUserByEmail(email);
  } catch (error) {
    if (firebaseErrorCode(error) === "auth/user-not-found") return null;
    throw error;
  }
}

/** Mails a new verification link when the address belongs to a user who has not verified it yet. */
export async function requestVerificationLink(deps: AppDeps, email: string, options: MailOptions): Promise<void> {
  const user = await userByEmail(deps, email);
  if (!user?.email) return logs.verificationMailSkipped("unknown-email");
  if (user.emailVerified) return logs.verificationMailSkipped("already-verified");
  await sendVerificationMail(deps, { uid: user.uid, email: user.email, name: user.displayName }, options);
}

/** Mails a password reset link when the address belongs to a user. */
export async function requestPasswordReset(deps: AppDeps, email: string, options: MailOptions): Promise<void> {
  const user = await userByEmail(deps, email);
  if (!user?.email) return logs.passwordResetMailSkipped();
  await sendPasswordResetMail(deps, { uid: user.uid, email: user.email, name: user.displayName }, options);
}
