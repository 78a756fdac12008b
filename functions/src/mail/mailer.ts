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
