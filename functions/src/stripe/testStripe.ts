// For API tests: an in-process Stripe stand-in, the StripePort for `testApp({ stripe })`
// (functions/src/test/emulator.ts), and the signed events to post to the app's POST /api/webhooks/stripe.
//
//   const stripe = await startTestStripe();            // events are collected, the test posts them
//   const app = testApp({ stripe: stripe.port });
//   … call the app, which calls the stand-in through stripe-node …
//   await stripe.postPending(app);                     // every event not posted yet, signed, in order
//   await stripe.close();
//
// With `startTestStripe({ app })` each event is posted to that app as it happens (as Stripe would);
// `await stripe.idle()` waits for those deliveries.
import request from "supertest";
import type { Stripe } from "./client";
import { stripeClient } from "./client";
import type { StripePort } from "./secrets";
import { signPayload, startStripeStandIn, type StripeObject, type StripeStandIn } from "../../tools/stripe";

export const TEST_STRIPE_SECRET_KEY = "sk_test_standin";
export const TEST_WEBHOOK_SECRET = "whsec_test_standin";
export const WEBHOOK_PATH = "/api/webhooks/stripe";

type App = Parameters<typeof request>[0];

export interface TestStripe {
  standIn: StripeStandIn;
  /** For testApp({ stripe }): stripe-node pointed at the stand-in, and the signing secret. */
  port: StripePort;
  /** The same client the app uses (to set up or read Stripe objects in a test). */
  client: Stripe;
  secret: string;
  /** The events so far (optionally of one type), oldest first. */
  events(type?: string): Stripe.Event[];
  /** The events not yet posted by `post` / `postPending`, oldest first. */
  pending(): Stripe.Event[];
  /** Signs a body as Stripe does (the Stripe-Signature header). */
  sign(payload: string): string;
  /**
   * Posts an event (or its id) to the app's webhook route, signed. `payload` replaces the body (e.g. a
   * tampered one, still signed as the original unless `signature` is given); `signature: null` sends none.
   */
  post(app: App, event: Stripe.Event | string, opts?: { payload?: string; signature?: string | null }): Promise<request.Response>;
  /** Posts every pending event in order; answers the responses. */
  postPending(app: App): Promise<request.Response[]>;
  /** Resolves when the automatic deliveries (with `app`) are over. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

function asEvent(object: StripeObject): Stripe.Event {
  return object as unknown as Stripe.Event;
}

export async function startTestStripe(opts: { app?: App; retryDelaysMs?: number[]; appUrl?: string } = {}): Promise<TestStripe> {
  const posted = new Set<string>();
  const post = async (app: App, event: Stripe.Event | string, options: { payload?: string; signature?: string | null } = {}) => {
    const found = typeof event === "string" ? standIn.state.event(event) : (event as unknown as StripeObject);
    const original = JSON.stringify(found, null, 2);
    const payload = options.payload ?? original;
    const signature = options.signature === undefined ? signPayload(original, TEST_WEBHOOK_SECRET) : options.signature;
    posted.add(found.id);
    let req = request(app).post(WEBHOOK_PATH).set("Content-Type", "application/json");
    if (signature !== null) req = req.set("Stripe-Signature", signature);
    return req.send(payload);
  };
  const autoApp = opts.app;
  const standIn: StripeStandIn = await startStripeStandIn({
    webhookSecret: TEST_WEBHOOK_SECRET,
    appUrl: opts.appUrl,
    retryDelaysMs: opts.retryDelaysMs ?? [50, 200, 500],
    ...(autoApp
      ? {
          webhookSink: async (payload: string, signature: string) => {
            const res = await request(autoApp).post(WEBHOOK_PATH).set("Content-Type", "application/json").set("Stripe-Signature", signature).send(payload);
            return res.status;
          },
        }
      : {}),
  });
  const client = stripeClient(TEST_STRIPE_SECRET_KEY, standIn.url);
  const port: StripePort = { client: () => client, webhookSecret: () => TEST_WEBHOOK_SECRET };
  if (autoApp) standIn.state.onEvent = ((add) => (event: StripeObject) => {
    posted.add(event.id);
    add(event);
  })(standIn.state.onEvent);
  return {
    standIn,
    port,
    client,
    secret: TEST_WEBHOOK_SECRET,
    events: (type) => standIn.events(type).map(asEvent),
    pending: () => standIn.events().filter((e) => !posted.has(e.id)).map(asEvent),
    sign: (payload) => signPayload(payload, TEST_WEBHOOK_SECRET),
    post,
    async postPending(app) {
      const answers: request.Response[] = [];
      for (const event of standIn.events().filter((e) => !posted.has(e.id))) answers.push(await post(app, asEvent(event)));
      return answers;
    },
    idle: () => standIn.idle(),
    close: () => standIn.close(),
  };
}
