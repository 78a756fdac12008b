// The local stand-in of the Trigger Email extension: it watches the `mail` collection (firebase-admin, on the
// Firestore emulator), claims each document in a transaction as the extension does (contract.ts) and sends it with
// nodemailer, the SMTP client the extension itself uses, to an SMTP server (the local sink under `npm start`, an
// in-process one in the tests). A tool: never deployed.
import { Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { createTransport, type Transporter } from "nodemailer";
import {
  afterAttempt,
  classifyFailure,
  DEFAULT_POLICY,
  nextStep,
  outgoingMail,
  type AttemptOutcome,
  type Delivery,
  type DeliveryPolicy,
  type MailDocument,
  type SenderDefaults,
} from "./contract";

export interface MailStandInOptions {
  db: Firestore;
  /** Where mail goes: an SMTP server without TLS or login (the local sink). */
  smtp: { host: string; port: number };
  defaults: SenderDefaults;
  collection?: string;
  policy?: Partial<DeliveryPolicy>;
  /** One line per sent or failed mail. */
  log?: (line: string) => void;
}

export interface MailStandIn {
  close(): Promise<void>;
}

type StoredDelivery = Omit<Delivery, "startTime" | "endTime" | "leaseExpireTime" | "expireAt"> & {
  startTime?: Timestamp | null;
  endTime?: Timestamp | null;
  leaseExpireTime?: Timestamp | null;
  expireAt?: Timestamp | null;
};

const toDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);
const toStamp = (value: Date | null | undefined): Timestamp | null => (value ? Timestamp.fromDate(value) : null);

/** A stored document with its delivery's Timestamps as Dates. */
function readDocument(data: Record<string, unknown>): MailDocument {
  const stored = data.delivery as StoredDelivery | undefined | null;
  const delivery: Delivery | null = stored
    ? {
        state: stored.state,
        attempts: typeof stored.attempts === "number" ? stored.attempts : 0,
        error: stored.error ?? null,
        ...(stored.info !== undefined ? { info: stored.info } : {}),
        startTime: toDate(stored.startTime),
        endTime: toDate(stored.endTime),
        leaseExpireTime: toDate(stored.leaseExpireTime),
        expireAt: toDate(stored.expireAt),
      }
    : null;
  return { ...(data as MailDocument), delivery };
}

function storedDelivery(delivery: Delivery): Record<string, unknown> {
  const { startTime, endTime, leaseExpireTime, expireAt, info, ...rest } = delivery;
  return {
    ...rest,
    startTime: toStamp(startTime),
    endTime: toStamp(endTime),
    leaseExpireTime: toStamp(leaseExpireTime),
    ...(expireAt ? { expireAt: toStamp(expireAt) } : {}),
    ...(info !== undefined ? { info } : {}),
  };
}

export function startMailStandIn(options: MailStandInOptions): MailStandIn {
  const policy: DeliveryPolicy = { ...DEFAULT_POLICY, ...options.policy };
  const log = options.log ?? (() => {});
  const collection = options.db.collection(options.collection ?? "mail");
  const transport: Transporter = createTransport({
    host: options.smtp.host,
    port: options.smtp.port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  const working = new Set<string>();
  const timers = new Map<string, NodeJS.Timeout>();
  let closed = false;

  /** One transaction: decide on the document and write what the decision says; answers the step taken. */
  async function step(ref: DocumentReference) {
    return options.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const doc = readDocument(snap.data() as Record<string, unknown>);
      const decided = nextStep(doc, new Date(), policy);
      if (decided.kind === "initialize" || decided.kind === "claim" || decided.kind === "expire-lease") {
        tx.update(ref, { delivery: storedDelivery(decided.delivery) });
      }
      return { decided, doc };
    });
  }

  async function attempt(doc: MailDocument): Promise<AttemptOutcome> {
    try {
      const mail = outgoingMail(doc, options.defaults);
      const sent = (await transport.sendMail(mail)) as { messageId?: string; accepted?: unknown[]; rejected?: unknown[]; pending?: unknown[]; response?: string };
      const list = (values: unknown[] | undefined) => (values ?? []).map((v) => (typeof v === "string" ? v : String((v as { address?: unknown }).address ?? v)));
      return {
        ok: true,
        info: { messageId: sent.messageId ?? null, accepted: list(sent.accepted), rejected: list(sent.rejected), pending: list(sent.pending), response: sent.response ?? null },
      };
    } catch (error) {
      return { ok: false, failure: classifyFailure(error) };
    }
  }

  function later(id: string, at: Date) {
    if (closed || timers.has(id)) return;
    const timer = setTimeout(() => {
      timers.delete(id);
      void handle(id);
    }, Math.max(0, at.getTime() - Date.now()));
    timers.set(id, timer);
  }

  /** Works a document until it is final, waiting for a retry, or in another worker's hands. */
  async function handle(id: string): Promise<void> {
    if (closed || working.has(id)) return;
    working.add(id);
    const ref = collection.doc(id);
    try {
      for (;;) {
        const result = await step(ref);
        if (!result) return;
        const { decided, doc } = result;
        if (decided.kind === "initialize") continue;
        if (decided.kind === "wait") {
          later(id, decided.at);
          return;
        }
        if (decided.kind === "ignore" && decided.reason === "in-flight" && doc.delivery?.leaseExpireTime) {
          // Claimed by a stand-in that stopped before it finished: look again when its lease has run out.
          later(id, new Date(doc.delivery.leaseExpireTime.getTime() + 1));
          return;
        }
        if (decided.kind === "expire-lease") {
          log(`mail ${id}: ${decided.delivery.error ?? ""}`);
          return;
        }
        if (decided.kind !== "claim") return;
        const outcome = await attempt(doc);
        const after = afterAttempt(decided.delivery, outcome, new Date(), policy);
        // Written whatever happened meanwhile, as the extension does: the send was attempted.
        await ref.update({ delivery: storedDelivery(after) });
        const to = Array.isArray(doc.to) ? doc.to.join(", ") : String(doc.to ?? "");
        if (after.state === "SUCCESS") log(`Sent mail ${id} to ${to}: ${String(doc.message?.subject ?? "")}`);
        else log(`Mail ${id} to ${to}: ${after.state} after ${after.attempts} attempt(s): ${after.error ?? ""}`);
        if (after.state !== "RETRY") return;
      }
    } catch (error) {
      // Firestore itself failed (the emulator restarting): look again a little later.
      log(`Mail ${id}: could not be worked on (${String(error)}); trying again shortly`);
      later(id, new Date(Date.now() + policy.retryDelayMs));
    } finally {
      working.delete(id);
    }
  }

  const unsubscribe = collection.onSnapshot(
    (snapshot) => {
      for (const change of snapshot.docChanges()) {
        if (change.type === "removed") continue;
        void handle(change.doc.id);
      }
    },
    (error) => log(`The mail stand-in stopped watching the mail collection: ${String(error)}`),
  );

  return {
    async close() {
      closed = true;
      unsubscribe();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      transport.close();
    },
  };
}
