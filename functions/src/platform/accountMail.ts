// Sends the account e-mails: a verification link and a password reset link, both into our own admin.
import type { LanguageCode } from "@comanda/shared";
import type { AppDeps } from "../deps";
import * as logs from "../logs";
import { passwordResetMail, verificationMail } from "../mail/accountMails";
import { oobCodeOf, resetPasswordUrl, verifiedLoginUrl, verifyEmailUrl } from "../mail/links";

export interface MailOptions {
  language: LanguageCode;
  /** Origin the links point into (already checked against the allowed origins). */
  linkBase: string;
}

export interface MailRecipient {
  uid: string;
  email: string;
  name: string | null | undefined;
}

export async function sendVerificationMail(deps: AppDeps, to: MailRecipient, options: MailOptions): Promise<void> {
  // Under `npm start` the link a developer finds first is the Auth emulator's own (its oobCodes list): it must
  // also end on the admin's login. In production our mail carries only our own link, so no continue address
  // has to be an authorised domain of the project.
  const settings = deps.config.isEmulator ? { url: verifiedLoginUrl(options.linkBase) } : undefined;
  const code = oobCodeOf(await deps.auth.generateEmailVerificationLink(to.email, settings));
  const url = verifyEmailUrl(options.linkBase, code);
  await deps.mailer.send({ to: to.email, message: verificationMail(options.language, { name: to.name, url }) });
  logs.verificationMailQueued(to.uid, options.language);
}

export async function sendPasswordResetMail(deps: AppDeps, to: MailRecipient, options: MailOptions): Promise<void> {
  const code = oobCodeOf(await deps.auth.generatePasswordResetLink(to.email));
  const url = resetPasswordUrl(options.linkBase, code);
  await deps.mailer.send({ to: to.email, message: passwordResetMail(options.language, { name: to.name, url }) });
  logs.passwordResetMailQueued(to.uid, options.language);
}
