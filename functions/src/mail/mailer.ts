// The outbox: mail documents in the format of the Trigger Email extension (firebase/firestore-send-email),
// which sends them over SMTP. In tests and locally the mail collection is the observable outbox.
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
 * Under the emulators nothing sends the mail collection (the Trigger Email extension does not run there): each
 * mail is also printed, its subject and links, where `npm start` shows the functions' output, so that a new
 * owner can follow the verification link of their registration.
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
