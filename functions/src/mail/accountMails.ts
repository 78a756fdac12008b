// The account e-mails (verify the address, reset the password) as subject, HTML and plain text, in the language
// the person uses; Comanda sends them, so they carry Comanda's name and mark (layout.ts).
import type { LanguageCode } from "@comanda/shared";
import { escapeHtml } from "./html";
import { COMANDA_BRAND, htmlMail } from "./layout";
import type { MailMessage } from "./mailer";
import { ACCOUNT_MAIL_TEXTS, type AccountMailTexts } from "./texts";

export interface AccountMailInput {
  /** The recipient's name; the greeting goes without it when unknown. */
  name: string | null | undefined;
  /** The link the button opens. */
  url: string;
}

export { escapeHtml };

function greeting(texts: AccountMailTexts, name: string | null | undefined): string {
  const clean = name?.trim();
  return clean ? texts.greetingWithName.replace("{name}", clean) : texts.greeting;
}

function compose(language: LanguageCode, texts: AccountMailTexts, subject: string, body: string, action: string, ignore: string, input: AccountMailInput): MailMessage {
  const hello = greeting(texts, input.name);
  const text = [hello, "", body, "", `${action}: ${input.url}`, "", ignore].join("\n");
  const url = escapeHtml(input.url);
  const content = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${url}" style="display:inline-block;padding:10px 18px;background:#1677ff;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(texts.linkFallback)}<br><a href="${url}">${url}</a></p>`,
    `<p style="color:#666666">${escapeHtml(ignore)}</p>`,
  ].join("\n");
  return { subject, html: htmlMail(language, subject, COMANDA_BRAND, content), text };
}

export function verificationMail(language: LanguageCode, input: AccountMailInput): MailMessage {
  const t = ACCOUNT_MAIL_TEXTS[language];
  return compose(language, t, t.verifySubject, t.verifyBody, t.verifyAction, t.verifyIgnore, input);
}

export function passwordResetMail(language: LanguageCode, input: AccountMailInput): MailMessage {
  const t = ACCOUNT_MAIL_TEXTS[language];
  return compose(language, t, t.resetSubject, t.resetBody, t.resetAction, t.resetIgnore, input);
}
