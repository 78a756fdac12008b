// The Stripe stand-in answers the real stripe-node client: form bodies, idempotency, the account header,
// expand, Stripe's error shape and signed webhooks.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type Stripe from "stripe";
import { stripeClient } from "../client";
import { decodeForm, encodeForm, FormError } from "./form";
import { startStripeStandIn, type StripeStandIn } from "./index";

describe("decodeForm", () => {
  it("turns nested keys and indexed arrays back into objects and arrays", () => {
    const body = "mode=subscription&line_items[0][price]=price_pro_monthly&line_items[0][quantity]=1&line_items[1][price]=price_sms_addon&metadata[companyId]=c%201&expand[0]=subscription&expand[1]=customer";
    expect(decodeForm(body)).toEqual({
      mode: "subscription",
      line_items: [{ price: "price_pro_monthly", quantity: "1" }, { price: "price_sms_addon" }],
      metadata: { companyId: "c 1" },
      expand: ["subscription", "customer"],
    });
  });

  it("reads `expand[]=x` (no index), `+` as a space and percent-encoded brackets", () => {
    expect(decodeForm("expand[]=a&expand[]=b&name=Bar+Ana&metadata%5Bk%5D=v")).toEqual({ expand: ["a", "b"], name: "Bar Ana", metadata: { k: "v" } });
  });

  it("keeps an empty value (Stripe's way to unset) and decodes what stripe-node encodes", () => {
    const data = { metadata: { a: "", b: "x&y=z" }, items: [{ id: "si_1", deleted: true }], amount: 1250 };
    expect(decodeForm(encodeForm(data))).toEqual({ metadata: { a: "", b: "x&y=z" }, items: [{ id: "si_1", deleted: "true" }], amount: "1250" });
  });

  it("refuses a key that is both a value and an object, broken encoding and absurd indexes", () => {
    expect(() => decodeForm("a=1&a[b]=2")).toThrow(FormError);
    expect(() => decodeForm("a[b]=2&a=1")).toThrow(FormError);
    expect(() => decodeForm("a=%E0%A4%A")).toThrow(FormError);
    expect(() => decodeForm("a[99999]=1")).toThrow(FormError);
    expect(() => decodeForm("a[b=1")).toThrow(FormError);
  });
});

describe("the stand-in answers stripe-node", () => {
  let standIn: StripeStandIn;
  let stripe: Stripe;
  const delivered: { payload: string; signature: string }[] = [];

  beforeEach(async () => {
    delivered.length = 0;
    standIn = await startStripeStandIn({
      webhookSecret: "whsec_unit",
      retryDelaysMs: [1, 1],
      webhookSink: async (payload, signature) => {
        delivered.push({ payload, signature });
        return 200;
      },
    });
    stripe = stripeClient("sk_test_unit", standIn.url);
  });

  afterEach(async () => {
    await standIn.close();
  });

  it("answers the same idempotency key with the same object, and refuses it with other parameters", async () => {
    const a = await stripe.customers.create({ email: "a@example.com" }, { idempotencyKey: "key-1" });
    const b = await stripe.customers.create({ email: "a@example.com" }, { idempotencyKey: "key-1" });
    expect(b.id).toBe(a.id);
    expect(b.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(standIn.state.customers.size).toBe(1);
    await expect(stripe.customers.create({ email: "other@example.com" }, { idempotencyKey: "key-1" })).rejects.toMatchObject({
      type: "StripeIdempotencyError",
      statusCode: 400,
    });
    const c = await stripe.customers.create({ email: "a@example.com" }, { idempotencyKey: "key-2" });
    expect(c.id).not.toBe(a.id);
  });

  it("answers Stripe's error shape, which stripe-node turns into its errors", async () => {
    await expect(stripe.subscriptions.retrieve("sub_missing")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
    });
    await expect(stripe.paymentIntents.create({ amount: 0, currency: "eur" })).rejects.toMatchObject({ statusCode: 400, param: "amount" });
    const wrongKey = stripeClient("not-a-key", standIn.url);
    await expect(wrongKey.customers.list()).rejects.toMatchObject({ statusCode: 401 });
    const res = await fetch(`${standIn.url}/v1/nothing`, { headers: { Authorization: "Bearer sk_test_unit" } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe("invalid_request_error");
  });

  it("keeps a connected account's payment intents behind its Stripe-Account header", async () => {
    const account = standIn.createConnectedAccount();
    const intent = await stripe.paymentIntents.create({ amount: 1250, currency: "eur", metadata: { orderId: "o1" } }, { stripeAccount: account.id });
    expect(intent).toMatchObject({ status: "requires_payment_method", amount: 1250, metadata: { orderId: "o1" } });
    expect((await stripe.paymentIntents.retrieve(intent.id, {}, { stripeAccount: account.id })).id).toBe(intent.id);
    await expect(stripe.paymentIntents.retrieve(intent.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(stripe.paymentIntents.create({ amount: 1, currency: "eur" }, { stripeAccount: "acct_unknown" })).rejects.toMatchObject({ statusCode: 403 });
    const payouts = await stripe.payouts.list({}, { stripeAccount: account.id });
    expect(payouts.data).toHaveLength(2);
    expect((await stripe.payouts.list()).data).toHaveLength(0);
  });

  it("completes a checkout into an active subscription, expands it and lists the session by subscription", async () => {
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      client_reference_id: "company-1",
      line_items: [{ price: "price_basic_monthly", quantity: 1 }],
      success_url: "http://app/admin/profile?session_id={CHECKOUT_SESSION_ID}",
    });
    expect(session.url).toBe(`${standIn.url}/checkout/${session.id}`);
    standIn.completeCheckout(session.id);
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription.items.data.price.product"] });
    const subscription = done.subscription as Stripe.Subscription;
    expect(done).toMatchObject({ status: "complete", payment_status: "paid", client_reference_id: "company-1" });
    expect(subscription.status).toBe("active");
    expect((subscription.items.data[0]?.price.product as Stripe.Product).metadata).toEqual({ plan: "basic" });
    const listed = await stripe.checkout.sessions.list({ subscription: subscription.id });
    expect(listed.data.map((s) => s.id)).toEqual([session.id]);
    expect(standIn.events().map((e) => e.type)).toEqual(["customer.created", "checkout.session.completed", "customer.subscription.created", "invoice.paid"]);
  });

  it("signs each webhook so that stripe-node's constructEvent accepts it", async () => {
    const account = standIn.createConnectedAccount();
    await standIn.idle();
    const sent = delivered.find((d) => (JSON.parse(d.payload) as { type: string }).type === "account.updated");
    expect(sent).toBeDefined();
    const event = stripe.webhooks.constructEvent(sent!.payload, sent!.signature, "whsec_unit");
    expect(event).toMatchObject({ type: "account.updated", account: account.id });
    expect(() => stripe.webhooks.constructEvent(sent!.payload, sent!.signature, "whsec_other")).toThrow();
  });

  it("retries a delivery that fails, and redelivers on request", async () => {
    await standIn.close();
    const statuses = [500, 503, 200];
    let calls = 0;
    standIn = await startStripeStandIn({
      webhookSecret: "whsec_unit",
      retryDelaysMs: [1, 1, 1],
      webhookSink: async () => statuses[calls++] ?? 200,
    });
    stripe = stripeClient("sk_test_unit", standIn.url);
    const customer = await stripe.customers.create({ email: "r@example.com" });
    await standIn.idle();
    const [sent] = standIn.sentEvents();
    expect(sent?.event.data).toMatchObject({ object: { id: customer.id } });
    expect(sent?.attempts.map((a) => a.status)).toEqual([500, 503, 200]);
    expect(sent?.delivered).toBe(true);
    const again = await standIn.deliver(sent!.event.id);
    expect(again.status).toBe(200);
    expect(calls).toBe(4);
  });
});
