// Links in account e-mails: the Admin SDK's action link gives the one-time code, our own admin screens
// handle it (login verifies the e-mail, reset-password sets a new password).
import { BASE_PATH } from "@comanda/shared";

/** The oobCode of an action link made by the Admin SDK (generateEmailVerificationLink and the like). */
export function oobCodeOf(actionLink: string): string {
  const code = new URL(actionLink).searchParams.get("oobCode");
  if (!code) throw new Error("The action link carries no oobCode");
  return code;
}

export function verifyEmailUrl(base: string, oobCode: string): string {
  return `${base}${BASE_PATH}/login?mode=verifyEmail&oobCode=${encodeURIComponent(oobCode)}`;
}

/**
 * Where the Auth emulator's own verification page continues once it has verified the address: the admin's
 * login, which then says the e-mail is verified (`verified=email`, see web/src/auth/views/LoginView.tsx).
 */
export function verifiedLoginUrl(base: string): string {
  return `${base}${BASE_PATH}/login?verified=email`;
}

export function resetPasswordUrl(base: string, oobCode: string): string {
  return `${base}${BASE_PATH}/reset-password?oobCode=${encodeURIComponent(oobCode)}`;
}
