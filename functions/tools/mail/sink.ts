// A local SMTP server that keeps what it receives (smtp-server; each message parsed with mailparser): the far end
// of the mail stand-in under `npm start` (its inbox page is inbox.ts) and in the tests, which can make it refuse a
// recipient (a 550 answer) or answer a temporary 451 a given number of times. A tool: never deployed.
import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";

export interface ReceivedAttachment {
  filename: string | null;
  contentType: string;
  size: number;
}

export interface ReceivedMail {
  /** 1, 2, … in the order received. */
  id: number;
  receivedAt: Date;
  /** The SMTP envelope (MAIL FROM, RCPT TO). */
  envelope: { from: string | null; to: string[] };
  subject: string;
  from: string;
  to: string;
  replyTo: string;
  messageId: string | null;
  html: string | null;
  text: string | null;
  attachments: ReceivedAttachment[];
  size: number;
}

/** An SMTP answer to a recipient: 5xx refuses for good, 4xx asks to try again later. */
export interface SmtpRefusal {
  code: number;
  message: string;
}

export interface MailSinkOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Messages kept (the oldest go first). */
  keep?: number;
  /** The answer to a recipient, or null to accept it. */
  refuse?: (recipient: string) => SmtpRefusal | null;
}

export interface MailSink {
  readonly port: number;
  readonly host: string;
  /** Newest first. */
  messages(): ReceivedMail[];
  message(id: number): ReceivedMail | undefined;
  /** Resolves with the first message received (now or later) that `match` accepts. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  clear(): void;
  close(): Promise<void>;
}

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return "";
  return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(", ");
}

function smtpError(refusal: SmtpRefusal): Error {
  return Object.assign(new Error(refusal.message), { responseCode: refusal.code });
}

export async function startMailSink(options: MailSinkOptions = {}): Promise<MailSink> {
  const keep = options.keep ?? 200;
  const received: ReceivedMail[] = [];
  const waiters = new Set<{ match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }>();
  let next = 1;

  const server = new SMTPServer({
    // A local sink: no TLS and no login; any client on this machine may hand it mail.
    secure: false,
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    banner: "Comanda local mail sink",
    size: 25 * 1024 * 1024,
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const refusal = options.refuse?.(address.address) ?? null;
      callback(refusal ? smtpError(refusal) : null);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            id: next++,
            receivedAt: new Date(),
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            subject: parsed.subject ?? "",
            from: addressText(parsed.from),
            to: addressText(parsed.to),
            replyTo: addressText(parsed.replyTo),
            messageId: parsed.messageId ?? null,
            html: parsed.html || null,
            text: parsed.text ?? null,
            attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? null, contentType: a.contentType, size: a.size })),
            size: 0,
          };
          mail.size = (mail.html?.length ?? 0) + (mail.text?.length ?? 0);
          received.unshift(mail);
          received.splice(keep);
          for (const waiter of [...waiters]) {
            if (waiter.match(mail)) {
              waiters.delete(waiter);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  server.on("error", () => {
    // A client that drops its connection: nothing to do, the next one is served.
  });

  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    host,
    messages: () => [...received],
    message: (id) => received.find((m) => m.id === id),
    waitFor(match, timeoutMs = 10_000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching mail reached the sink within ${timeoutMs} ms (it holds ${received.length})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    clear: () => {
      received.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
