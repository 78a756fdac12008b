// The webhook route without an emulator: a Firestore that is unavailable for a moment answers 503 (Stripe
// delivers again), and the signature is checked before anything is read.
import express from "express";
import request from "supertest";
import { describe, expect, it, vi } from "vitest";
import type { AppDeps } from "../../deps";
import { errorHandler } from "../../http/errorHandler";
import { signPayload } from "../../../tools/stripe";
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoute } from "./endpoint";
import type { StripeEventHandlers } from "./types";

const SECRET = "whsec_unit";
const event = { id: "evt_unit1", object: "event", type: "customer.created", created: 1_800_000_000, livemode: false, data: { object: { id: "cus_1", object: "customer" } } };
const payload = JSON.stringify(event);

function appWith(get: () => Promise<unknown>, handlers: StripeEventHandlers, secret = SECRET) {
  const db = { collection: () => ({ doc: () => ({ get }) }) };
  const deps = { db, stripe: { client: () => undefined, webhookSecret: () => secret } } as unknown as AppDeps;
  return express().use(stripeWebhookRoute(deps, handlers)).use(errorHandler);
}

describe("POST /api/webhooks/stripe without the emulators", () => {
  it("answers 503 busy when Firestore is unavailable, so that Stripe delivers again", async () => {
    const apply = vi.fn();
    const get = () => Promise.reject(Object.assign(new Error("14 UNAVAILABLE: no connection"), { code: 14 }));
    const res = await request(appWith(get, { "customer.created": { apply } }))
      .post(STRIPE_WEBHOOK_PATH)
      .set("Content-Type", "application/json")
      .set("Stripe-Signature", signPayload(payload, SECRET))
      .send(payload);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: { code: "busy" } });
    expect(apply).not.toHaveBeenCalled();
  });

  it("reads nothing for a bad signature, nor for a type no part handles", async () => {
    const get = vi.fn(() => Promise.resolve({ exists: false }));
    const app = appWith(get, {});
    const bad = await request(app).post(STRIPE_WEBHOOK_PATH).set("Content-Type", "application/json").set("Stripe-Signature", signPayload(payload, "whsec_other")).send(payload);
    expect(bad.status).toBe(400);
    const unknown = await request(app).post(STRIPE_WEBHOOK_PATH).set("Content-Type", "application/json").set("Stripe-Signature", signPayload(payload, SECRET)).send(payload);
    expect(unknown.status).toBe(200);
    expect(get).not.toHaveBeenCalled();
  });

  it("takes events signed with any of the comma-separated secrets (the platform's endpoint and the Connect endpoint), and no other", async () => {
    const get = vi.fn(() => Promise.resolve({ exists: false }));
    const app = appWith(get, {}, " whsec_platform, whsec_connect ");
    for (const secret of ["whsec_platform", "whsec_connect"]) {
      const res = await request(app).post(STRIPE_WEBHOOK_PATH).set("Content-Type", "application/json").set("Stripe-Signature", signPayload(payload, secret)).send(payload);
      expect(res.status, secret).toBe(200);
    }
    for (const secret of ["whsec_other", "whsec_platform,whsec_connect"]) {
      const res = await request(app).post(STRIPE_WEBHOOK_PATH).set("Content-Type", "application/json").set("Stripe-Signature", signPayload(payload, secret)).send(payload);
      expect(res.status, secret).toBe(400);
    }
    const none = await request(appWith(get, {}, " , ")).post(STRIPE_WEBHOOK_PATH).set("Content-Type", "application/json").set("Stripe-Signature", signPayload(payload, SECRET)).send(payload);
    expect(none.status).toBe(400);
  });

  it("verifies the bytes Cloud Functions already read (req.rawBody)", async () => {
    const get = vi.fn(() => Promise.resolve({ exists: false }));
    const inner = appWith(get, {});
    const app = express()
      .use((req, _res, next) => {
        // As the Functions runtime does: the body is read and parsed before the app runs.
        (req as unknown as { rawBody: Buffer }).rawBody = Buffer.from(payload);
        req.body = JSON.parse(payload) as unknown;
        next();
      })
      .use(inner);
    const res = await request(app).post(STRIPE_WEBHOOK_PATH).set("Content-Type", "text/plain").set("Stripe-Signature", signPayload(payload, SECRET)).send("");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { received: true, outcome: "ignored" } });
  });
});
