// The stand-in's webhook sender: each event, signed as Stripe signs it (Stripe-Signature: t=…,v1=… over
// the exact JSON body), POSTed to the webhook URL (or handed to a sink in tests). First deliveries go one
// at a time in the order of the events; one that is not answered 2xx is retried a few times in the
// background (like Stripe, which promises no order), without holding back the next events.
import Stripe from "stripe";
import type { StripeObject } from "./store";

export interface DeliveryAttempt {
  at: number;
  /** The HTTP status, or 0 when the request failed (connection refused, timeout). */
  status: number;
  error?: string;
}

export interface SentEvent {
  event: StripeObject;
  attempts: DeliveryAttempt[];
  /** Answered 2xx at least once. */
  delivered: boolean;
}

/** Posts a signed body somewhere and answers the HTTP status. */
export type WebhookSink = (payload: string, signatureHeader: string) => Promise<number>;

export function signPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

export function urlSink(url: string, timeoutMs = 30_000): WebhookSink {
  return async (payload, signature) => {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": signature, "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" },
      body: payload,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.arrayBuffer().catch(() => undefined);
    return res.status;
  };
}

export interface WebhookSenderOptions {
  secret: string;
  /** Where events go; none: they are only recorded (tests post them themselves). */
  sink?: WebhookSink;
  /** Waits before the 2nd, 3rd, … attempt (default 0.5 s, 2 s, 5 s: four attempts). */
  retryDelaysMs?: number[];
  log?: (line: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class WebhookSender {
  private readonly sent: SentEvent[] = [];
  private readonly byId = new Map<string, SentEvent>();
  private queue: Promise<void> = Promise.resolve();
  /** Retries in the background: a failing event does not hold back the first delivery of the next ones. */
  private readonly retrying = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly options: WebhookSenderOptions) {}

  get secret(): string {
    return this.options.secret;
  }

  /** Records the event and, with a sink, queues its delivery. */
  add(event: StripeObject): void {
    const entry: SentEvent = { event, attempts: [], delivered: false };
    this.sent.push(entry);
    this.byId.set(event.id, entry);
    const sink = this.options.sink;
    if (sink) this.queue = this.queue.then(() => this.deliverWithRetries(entry, sink));
  }

  list(): SentEvent[] {
    return [...this.sent];
  }

  get(eventId: string): SentEvent | undefined {
    return this.byId.get(eventId);
  }

  /** The body Stripe would send (pretty JSON, as Stripe does). */
  payload(event: StripeObject): string {
    return JSON.stringify(event, null, 2);
  }

  /** One delivery now (a redelivery from the test controls), to the given sink or the configured one. */
  async deliverOnce(eventId: string, sink = this.options.sink): Promise<DeliveryAttempt> {
    const entry = this.byId.get(eventId);
    if (!entry) throw new Error(`No such event: ${eventId}`);
    if (!sink) throw new Error("The stand-in has no webhook URL to deliver to");
    return this.attempt(entry, sink);
  }

  /** Resolves when every queued delivery (with its retries) is over. */
  async idle(): Promise<void> {
    for (;;) {
      const queue = this.queue;
      await queue;
      await Promise.all([...this.retrying]);
      if (queue === this.queue && this.retrying.size === 0) return;
    }
  }

  close(): void {
    this.closed = true;
  }

  private async attempt(entry: SentEvent, sink: WebhookSink): Promise<DeliveryAttempt> {
    const payload = this.payload(entry.event);
    const attempt: DeliveryAttempt = { at: Date.now(), status: 0 };
    try {
      attempt.status = await sink(payload, signPayload(payload, this.options.secret));
    } catch (error) {
      attempt.error = error instanceof Error ? error.message : String(error);
    }
    entry.attempts.push(attempt);
    if (attempt.status >= 200 && attempt.status < 300) entry.delivered = true;
    this.options.log?.(
      `webhook ${String(entry.event.type)} ${entry.event.id} → ${attempt.status || attempt.error || "no answer"}`,
    );
    return attempt;
  }

  /** The first attempt in the order of the events; the retries, when needed, on their own. */
  private async deliverWithRetries(entry: SentEvent, sink: WebhookSink): Promise<void> {
    if (this.closed) return;
    await this.attempt(entry, sink);
    if (entry.delivered) return;
    const retries = (async () => {
      for (const delay of this.options.retryDelaysMs ?? [500, 2000, 5000]) {
        await sleep(delay);
        if (this.closed) return;
        await this.attempt(entry, sink);
        if (entry.delivered) return;
      }
    })();
    this.retrying.add(retries);
    void retries.finally(() => this.retrying.delete(retries));
  }
}
