// The outbox: mail documents in the format of the Trigger Email extension (firebase/firestore-send-email),
// which sends them over SMTP in production (firebase.json "extensions", extensions/firestore-send-email.env). Under
// `npm start` its local stand-in (functions/tools/mail) sends them to a local SMTP sink with a web inbox; in the API
// tests the mail collection is the observable outbox.
import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "@comanda/shared";

export interface MailMessage {
  subject: string;
  html: string;
  text: string;
}

export interface Mail {
  to: string;
  message: MailMessage;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export class FirestoreMailer implements Mailer {
  constructor(private readonly db: Firestore) {}

  async send(mail: Mail): Promise<void> {
    await this.db.collection(COLLECTIONS.mail).add({ to: mail.to, message: { ...mail.message } });
  }
}

/** The addresses in a mail's text (links), in order, once each; a sentence's closing sign is not part of one. */
export function linksOf(text: string): string[] {
  return [...new Set((text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).map((link) => link.replace(/[.,;:!?]+$/, "")))];
}

/**
 * Under the emulators each mail is also printed, its subject and links, where `npm start` shows the functions'
 * output, so that a new owner can follow the verification link of their registration without opening the inbox.
 */
export class PrintingMailer implements Mailer {
  constructor(
    private readonly inner: Mailer,
    private readonly print: (mail: { to: string; subject: string; links: string[] }) => void,
  ) {}

  async send(mail: Mail): Promise<void> {
    await this.inner.send(mail);
    this.print({ to: mail.to, subject: mail.message.subject, links: linksOf(mail.message.text) });
  }
}
