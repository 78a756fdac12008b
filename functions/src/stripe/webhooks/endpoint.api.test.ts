// POST /api/webhooks/stripe against the Firestore emulator and the in-process Stripe stand-in, with a
// table of test handlers: each event is applied once however often and however concurrently it comes,
// a bad signature stores nothing, an unknown type is ignored, and a handler that fails can run again.
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FieldValue } from "firebase-admin/firestore";
import type { Stripe } from "../client";
import { startTestStripe, TEST_WEBHOOK_SECRET, WEBHOOK_PATH, type TestStripe } from "../testStripe";
import { signPayload } from "../../../tools/stripe";
import { auth, createApp, db, emulatorConfig } from "../../test/emulator";
import { STRIPE_EVENTS } from "./endpoint";
import type { StripeEventHandlers } from "./types";

const EFFECTS = "stripeWebhookTestEffects";

let failApply = false;

/** customer.created counts its applications; customer.updated loads the customer from Stripe first. */
const handlers: StripeEventHandlers = {
  "customer.created": {
    async apply(tx, deps, event) {
      const customer = event.data.object as Stripe.Customer;
      const ref = deps.db.collection(EFFECTS).doc(customer.id);
      const seen = await tx.get(ref);
      if (failApply) throw new Error("the handler failed");
      tx.set(ref, { applied: ((seen.data()?.applied as number | undefined) ?? 0) + 1, events: FieldValue.arrayUnion(event.id) });
    },
  },
  "customer.updated": {
    async load(deps, event) {
      const id = (event.data.object as Stripe.Customer).id;
      return deps.stripe.client().customers.retrieve(id);
    },
    async apply(tx, deps, _event, loaded: Stripe.Customer) {
      tx.set(deps.db.collection(EFFECTS).doc(loaded.id), { email: loaded.email });
    },
  },
};

let stripe: TestStripe;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  stripe = await startTestStripe();
  app = createApp({ config: emulatorConfig, auth, db, stripe: stripe.port }, { stripeEventHandlers: handlers });
});

afterAll(async () => {
  await stripe.close();
});

beforeEach(() => {
  failApply = false;
});

async function newCustomerEvent(email = "ana@example.com"): Promise<Stripe.Event> {
  const customer = await stripe.client.customers.create({ email });
  const event = stripe.events("customer.created").find((e) => (e.data.object as Stripe.Customer).id === customer.id);
  if (!event) throw new Error("no customer.created event");
  return event;
}

const effectOf = async (customerId: string) => (await db.collection(EFFECTS).doc(customerId).get()).data();
const recordOf = async (eventId: string) => db.collection(STRIPE_EVENTS).doc(eventId).get();
const customerIdOf = (event: Stripe.Event) => (event.data.object as Stripe.Customer).id;
const codeOf = (res: request.Response) => (res.body as { error?: { code?: string } }).error?.code;

describe("POST /api/webhooks/stripe", () => {
  it("applies an event once when Stripe delivers it twice, and records it", async () => {
    const event = await newCustomerEvent();
    const first = await stripe.post(app, event);
    const second = await stripe.post(app, event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { received: true, outcome: "applied" } });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ data: { received: true, outcome: "duplicate" } });
    expect(await effectOf(customerIdOf(event))).toEqual({ applied: 1, events: [event.id] });
    const record = await recordOf(event.id);
    expect(record.data()).toMatchObject({ type: "customer.created", objectId: customerIdOf(event), account: null, livemode: false });
  });

  it("applies an event once when ten deliveries arrive at the same moment", async () => {
    const event = await newCustomerEvent();
    const answers = await Promise.all(Array.from({ length: 10 }, () => stripe.post(app, event)));
    const statuses = answers.map((a) => a.status);
    // Each either handled it, found it handled, or (a transaction that kept losing) asked Stripe to come back.
    for (const status of statuses) expect([200, 503]).toContain(status);
    expect(answers.filter((a) => (a.body as { data?: { outcome?: string } }).data?.outcome === "applied")).toHaveLength(1);
    expect(await effectOf(customerIdOf(event))).toEqual({ applied: 1, events: [event.id] });
    const again = await stripe.post(app, event);
    expect(again.body).toEqual({ data: { received: true, outcome: "duplicate" } });
  });

  it("refuses a missing signature, another secret's signature and a changed body with 400, storing nothing", async () => {
    const event = await newCustomerEvent();
    const body = JSON.stringify(event, null, 2);
    const tampered = body.replace("ana@example.com", "eve@example.com");
    const answers = [
      await stripe.post(app, event, { signature: null }),
      await stripe.post(app, event, { signature: signPayload(body, "whsec_someone_else") }),
      await stripe.post(app, event, { payload: tampered }),
      await stripe.post(app, event, { signature: "t=1,v1=deadbeef" }),
      await stripe.post(app, event, { signature: signPayload(body, TEST_WEBHOOK_SECRET).replace(/t=\d+/, "t=1000") }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(codeOf(res)).toBe("invalid-webhook-signature");
    }
    expect((await recordOf(event.id)).exists).toBe(false);
    expect(await effectOf(customerIdOf(event))).toBeUndefined();
  });

  it("answers a signed body that is not JSON or not an event with 400, storing nothing", async () => {
    const notJson = "{not json";
    const res1 = await request(app).post(WEBHOOK_PATH).set("Content-Type", "application/json").set("Stripe-Signature", stripe.sign(notJson)).send(notJson);
    expect(res1.status).toBe(400);
    expect(codeOf(res1)).toBe("invalid-json");
    const notEvent = JSON.stringify({ id: "evt_x", type: "customer.created" });
    const res2 = await request(app).post(WEBHOOK_PATH).set("Content-Type", "application/json").set("Stripe-Signature", stripe.sign(notEvent)).send(notEvent);
    expect(res2.status).toBe(400);
    expect(codeOf(res2)).toBe("bad-request");
    expect((await recordOf("evt_x")).exists).toBe(false);
  });

  it("answers a body far larger than any event with 413", async () => {
    const huge = JSON.stringify({ id: "evt_huge", object: "event", type: "customer.created", padding: "x".repeat(1_100_000) });
    const res = await request(app).post(WEBHOOK_PATH).set("Content-Type", "application/json").set("Stripe-Signature", stripe.sign(huge)).send(huge);
    expect(res.status).toBe(413);
    expect(codeOf(res)).toBe("payload-too-large");
  });

  it("answers 200 to an event type no part handles, and records nothing", async () => {
    const account = stripe.standIn.createConnectedAccount();
    const event = stripe.events("account.updated").find((e) => e.account === account.id);
    const res = await stripe.post(app, event!);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { received: true, outcome: "ignored" } });
    expect((await recordOf(event!.id)).exists).toBe(false);
  });

  it("leaves no record when the handler fails, so that Stripe's next delivery applies it", async () => {
    const event = await newCustomerEvent();
    failApply = true;
    const failed = await stripe.post(app, event);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect((await recordOf(event.id)).exists).toBe(false);
    expect(await effectOf(customerIdOf(event))).toBeUndefined();
    failApply = false;
    const retried = await stripe.post(app, event);
    expect(retried.status).toBe(200);
    expect(await effectOf(customerIdOf(event))).toEqual({ applied: 1, events: [event.id] });
  });

  it("loads the object from Stripe before applying (the newest state, whatever the event carried)", async () => {
    const customer = await stripe.client.customers.create({ email: "old@example.com" });
    await stripe.client.customers.update(customer.id, { email: "first@example.com" });
    const event = stripe.events("customer.updated").find((e) => (e.data.object as Stripe.Customer).id === customer.id)!;
    await stripe.client.customers.update(customer.id, { email: "newest@example.com" });
    const res = await stripe.post(app, event);
    expect(res.status).toBe(200);
    expect(await effectOf(customer.id)).toEqual({ email: "newest@example.com" });
  });

  it("asks Stripe to come again (502) when Stripe cannot give what the handler loads, recording nothing", async () => {
    const event = JSON.parse(JSON.stringify(await newCustomerEvent())) as Stripe.Event;
    const fake = { ...event, id: `evt_fake${Date.now()}`, type: "customer.updated", data: { object: { ...(event.data.object as object), id: "cus_missing" } } };
    const payload = JSON.stringify(fake);
    const res = await request(app).post(WEBHOOK_PATH).set("Content-Type", "application/json").set("Stripe-Signature", stripe.sign(payload)).send(payload);
    expect(res.status).toBe(502);
    expect(codeOf(res)).toBe("payment-provider-error");
    expect((await recordOf(fake.id)).exists).toBe(false);
  });

  it("takes the stand-in's own deliveries (signed by it, posted as they happen)", async () => {
    const live = await startTestStripe({ app });
    try {
      const customer = await live.client.customers.create({ email: "live@example.com" });
      await live.idle();
      const [sent] = live.standIn.sentEvents();
      expect(sent?.delivered).toBe(true);
      expect(sent?.attempts.map((a) => a.status)).toEqual([200]);
      expect(await effectOf(customer.id)).toMatchObject({ applied: 1 });
    } finally {
      await live.close();
    }
  });
});
