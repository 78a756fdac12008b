// The Stripe stand-in answers the real stripe-node client: form bodies, idempotency, the account header,
// expand, Stripe's error shape and signed webhooks.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type Stripe from "stripe";
import { stripeClient } from "../../src/stripe/client";
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

  it("gives parallel requests with one idempotency key one object (a double click makes one account)", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => stripe.accounts.create({ type: "express" }, { idempotencyKey: "same" })));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(standIn.state.accounts.size).toBe(1);
  });

  it("keeps a key of one connected account apart from the same key of another", async () => {
    const a = standIn.createConnectedAccount();
    const b = standIn.createConnectedAccount();
    const pa = await stripe.paymentIntents.create({ amount: 100, currency: "eur" }, { stripeAccount: a.id, idempotencyKey: "order-1" });
    const pb = await stripe.paymentIntents.create({ amount: 100, currency: "eur" }, { stripeAccount: b.id, idempotencyKey: "order-1" });
    expect(pa.id).not.toBe(pb.id);
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

  it("does not hold back the next events while one keeps failing", async () => {
    await standIn.close();
    let failing = "";
    standIn = await startStripeStandIn({
      webhookSecret: "whsec_unit",
      retryDelaysMs: [40, 40],
      webhookSink: async (payload) => ((JSON.parse(payload) as { id: string }).id === failing ? 500 : 200),
    });
    stripe = stripeClient("sk_test_unit", standIn.url);
    standIn.state.onEvent = ((add) => (event) => {
      if (!failing) failing = event.id;
      add(event);
    })(standIn.state.onEvent);
    await stripe.customers.create({ email: "first@example.com" });
    await stripe.customers.create({ email: "second@example.com" });
    await standIn.idle();
    const [first, second] = standIn.sentEvents();
    expect(first?.attempts.map((a) => a.status)).toEqual([500, 500, 500]);
    expect(first?.delivered).toBe(false);
    expect(second?.attempts.map((a) => a.status)).toEqual([200]);
    expect(second!.attempts[0]!.at).toBeLessThan(first!.attempts[1]!.at);
  });

  it("expands a Checkout session's line items on request", async () => {
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: "price_pro_monthly", quantity: 1 }, { price: "price_sms_addon", quantity: 1 }],
    });
    expect((await stripe.checkout.sessions.retrieve(session.id)).line_items).toBeUndefined();
    const expanded = await stripe.checkout.sessions.retrieve(session.id, { expand: ["line_items"] });
    expect(expanded.line_items?.data.map((l) => l.price?.id)).toEqual(["price_pro_monthly", "price_sms_addon"]);
    expect(expanded.amount_total).toBe(5900 + 900);
  });
});

describe("the stand-in's pages, as a browser uses them", () => {
  let standIn: StripeStandIn;
  let stripe: Stripe;
  const APP = "http://app.test";

  beforeEach(async () => {
    standIn = await startStripeStandIn({ webhookSecret: "whsec_unit", appUrl: APP });
    stripe = stripeClient("sk_test_unit", standIn.url);
  });

  afterEach(async () => {
    await standIn.close();
  });

  const form = (path: string, fields: Record<string, string> = {}) =>
    fetch(`${standIn.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });

  it("pricing table → Checkout → Pay: an active subscription for the company, back to the admin's profile", async () => {
    const script = await (await fetch(`${standIn.url}/v3/pricing-table.js`)).text();
    expect(script).toContain('customElements.define("stripe-pricing-table"');
    expect(script).toContain("price_basic_monthly");
    const start = await form("/pricing-table/checkout", {
      price: "price_pro_monthly",
      addon: "price_sms_addon",
      client_reference_id: "company-7",
      customer_email: "owner@example.com",
      origin: "http://127.0.0.1:5000",
    });
    expect(start.status).toBe(303);
    const checkoutUrl = start.headers.get("location") ?? "";
    const sessionId = checkoutUrl.split("/checkout/")[1] ?? "";
    const page = await (await fetch(checkoutUrl)).text();
    expect(page).toContain("<button type=\"submit\">Pay €68.00</button>");
    const paid = await form(`/checkout/${sessionId}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://127.0.0.1:5000/admin/profile?session_id=${sessionId}`);
    const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["subscription"] });
    const subscription = session.subscription as Stripe.Subscription;
    expect(session.client_reference_id).toBe("company-7");
    expect(subscription.status).toBe("active");
    expect(subscription.items.data.map((i) => i.price.id).sort()).toEqual(["price_pro_monthly", "price_sms_addon"]);
    // Paying twice (a double click, the back button) changes nothing more.
    await form(`/checkout/${sessionId}/pay`);
    expect(standIn.events("customer.subscription.created")).toHaveLength(1);
  });

  it("customer portal: switch plan, remove the add-on, cancel; each with its event, then back to the app", async () => {
    const session = standIn.state.createCheckoutSession({ mode: "subscription", line_items: [{ price: "price_basic_monthly" }, { price: "price_sms_addon" }] });
    standIn.completeCheckout(session.id);
    const subscriptionId = String(standIn.state.checkoutSession(session.id).subscription);
    const portal = await stripe.billingPortal.sessions.create({ customer: String(standIn.state.checkoutSession(session.id).customer), return_url: `${APP}/admin/profile` });
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain("Switch to Pro");
    expect(page).toContain(`href="${APP}/admin/profile"`);
    expect((await form(`/portal/${portal.id}/plan`, { subscription: subscriptionId, price: "price_pro_monthly" })).status).toBe(303);
    await form(`/portal/${portal.id}/addon`, { subscription: subscriptionId, add: "false" });
    const items = (await stripe.subscriptions.retrieve(subscriptionId)).items.data.map((i) => i.price.id);
    expect(items).toEqual(["price_pro_monthly"]);
    await form(`/portal/${portal.id}/cancel`, { subscription: subscriptionId });
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe("canceled");
    expect(standIn.events().map((e) => e.type).slice(-3)).toEqual(["customer.subscription.updated", "customer.subscription.updated", "customer.subscription.deleted"]);
    // Another customer's subscription cannot be touched from this portal.
    const other = standIn.state.createCheckoutSession({ mode: "subscription", line_items: [{ price: "price_basic_monthly" }] });
    standIn.completeCheckout(other.id);
    const refused = await form(`/portal/${portal.id}/cancel`, { subscription: String(standIn.state.checkoutSession(other.id).subscription) });
    expect(refused.status).toBe(404);
  });

  it("Connect onboarding: complete → charges and payouts enabled, back to return_url; a used link → refresh_url", async () => {
    const account = await stripe.accounts.create({ type: "express" });
    const link = await stripe.accountLinks.create({ account: account.id, type: "account_onboarding", return_url: `${APP}/admin/settings/banking`, refresh_url: `${APP}/admin/settings/banking?refresh=1` });
    expect(await (await fetch(link.url)).text()).toContain("Complete onboarding");
    const done = await form(`${new URL(link.url).pathname}/complete`);
    expect(done.headers.get("location")).toBe(`${APP}/admin/settings/banking`);
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({ details_submitted: true, charges_enabled: true, payouts_enabled: true });
    const again = await fetch(link.url, { redirect: "manual" });
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(`${APP}/admin/settings/banking?refresh=1`);
    const event = standIn.events("account.updated").at(-1);
    expect(event).toMatchObject({ account: account.id, data: { object: { charges_enabled: true } } });
  });

  it("Connect onboarding: finish later → details submitted, not enabled, with what is missing", async () => {
    const account = await stripe.accounts.create({ type: "express" });
    const link = await stripe.accountLinks.create({ account: account.id, type: "account_onboarding", return_url: `${APP}/r`, refresh_url: `${APP}/f` });
    await form(`${new URL(link.url).pathname}/later`);
    const read = await stripe.accounts.retrieve(account.id);
    expect(read).toMatchObject({ details_submitted: true, charges_enabled: false, payouts_enabled: false });
    expect(read.requirements?.currently_due).toEqual(["individual.verification.document"]);
  });

  it("test controls: succeed and fail a connected account's payment intent over HTTP, and list the events", async () => {
    const account = standIn.createConnectedAccount();
    const ok = await stripe.paymentIntents.create({ amount: 1250, currency: "eur" }, { stripeAccount: account.id });
    const ko = await stripe.paymentIntents.create({ amount: 990, currency: "eur" }, { stripeAccount: account.id });
    expect((await form(`/_standin/payment_intents/${ok.id}/succeed`)).status).toBe(200);
    expect((await form(`/_standin/payment_intents/${ko.id}/fail`)).status).toBe(200);
    expect((await stripe.paymentIntents.retrieve(ok.id, {}, { stripeAccount: account.id })).status).toBe("succeeded");
    expect((await stripe.paymentIntents.retrieve(ko.id, {}, { stripeAccount: account.id })).last_payment_error?.code).toBe("card_declined");
    expect((await form(`/_standin/payment_intents/${ok.id}/succeed`)).status).toBe(400);
    const listed = (await (await fetch(`${standIn.url}/_standin/events`)).json()) as { event: { type: string; account?: string } }[];
    const types = listed.filter((e) => e.event.account === account.id).map((e) => e.event.type);
    expect(types).toContain("payment_intent.succeeded");
    expect(types).toContain("payment_intent.payment_failed");
  });
});
