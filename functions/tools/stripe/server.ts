// The local Stripe stand-in: an HTTP server that answers the REST calls stripe-node makes (form bodies,
// Idempotency-Key, Stripe-Account, expand[]), with Stripe's error shape, plus the hosted pages (pricing
// table, Checkout, customer portal, Connect onboarding), test controls under /_standin/ and signed webhooks.
// Never deployed: only npm start, the test scripts and the API tests start it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { decodeForm, FormError, type FormObject } from "./form";
import { checkoutPage, connectPage, paymentPage, portalPage, pricingTableScript, successUrl, type PortalSubscriptionView } from "./pages";
import { PLAN_PRICES, SMS_ADDON_PRICE, StandInError, StandInStore, int, missing, str, type StripeObject } from "./store";
import { urlSink, WebhookSender, type DeliveryAttempt, type SentEvent, type WebhookSink } from "./webhooks";

export type { SentEvent, DeliveryAttempt, WebhookSink, StripeObject };

export interface StripeStandInOptions {
  /** 0 (default): any free port. */
  port?: number;
  host?: string;
  /** Where the signed events are POSTed (e.g. the emulated /api/webhooks/stripe). */
  webhookUrl?: string;
  /** Instead of a URL: a function that receives each signed event (API tests). */
  webhookSink?: WebhookSink;
  /** The signing secret (whsec_…) the app verifies with. */
  webhookSecret: string;
  /** The admin's origin for the pages' way back (default http://127.0.0.1:5173). */
  appUrl?: string;
  /** Waits between webhook attempts (default 0.5 s, 2 s, 5 s). */
  retryDelaysMs?: number[];
  log?: (line: string) => void;
}

export interface StripeStandIn {
  url: string;
  port: number;
  /** The objects in memory (read them in tests; change them only through the functions below). */
  state: StandInStore;
  close(): Promise<void>;
  /** Every event so far with its delivery attempts, oldest first. */
  sentEvents(): SentEvent[];
  /** The events so far (optionally of one type), oldest first. */
  events(type?: string): StripeObject[];
  /** Delivers an event once more (to the webhook URL, or to the given one). */
  deliver(eventId: string, opts?: { url?: string; sink?: WebhookSink }): Promise<DeliveryAttempt>;
  /** Resolves when the queued webhook deliveries are over. */
  idle(): Promise<void>;
  succeedPaymentIntent(id: string): StripeObject;
  failPaymentIntent(id: string): StripeObject;
  /** The "Pay" of a Checkout page. */
  completeCheckout(sessionId: string): StripeObject;
  completeOnboarding(accountId: string): StripeObject;
  finishOnboardingLater(accountId: string): StripeObject;
  /** A connected account, onboarded (charges enabled, payouts) unless `onboarded: false`. */
  createConnectedAccount(opts?: { onboarded?: boolean; email?: string }): StripeObject;
  /** A failed renewal of a subscription: invoice.payment_failed and status past_due. */
  failSubscriptionPayment(subscriptionId: string): StripeObject;
}

const MAX_BODY = 1_000_000;

interface Ctx {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  path: string;
  query: FormObject;
  body: FormObject;
  rawBody: string;
  account: string | undefined;
  params: string[];
}

type Handler = (ctx: Ctx) => unknown;

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text), "Cache-Control": "no-store", ...headers });
  res.end(text);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  res.end(html);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, "Cache-Control": "no-store" });
  res.end();
}

function errorBody(error: StandInError) {
  return {
    error: {
      type: error.type,
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.param ? { param: error.param } : {}),
      doc_url: error.code ? `https://docs.stripe.com/error-codes/${error.code.replace(/_/g, "-")}` : undefined,
    },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new StandInError(413, "invalid_request_error", "Request body too large.");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Stripe's `expand`: ids along the dotted path are replaced by their objects. */
export function expandPaths(value: unknown, paths: string[], lookup: (id: string) => StripeObject | undefined): unknown {
  const at = (node: unknown, parts: string[]): unknown => {
    if (parts.length === 0) return node;
    if (Array.isArray(node)) return node.map((n) => at(n, parts));
    if (!isObject(node)) return node;
    const [head, ...rest] = parts as [string, ...string[]];
    if (!(head in node)) return node;
    let child = node[head];
    if (typeof child === "string") {
      const found = lookup(child);
      if (found) child = structuredClone(found);
    }
    node[head] = at(child, rest);
    return node;
  };
  for (const path of paths) value = at(value, path.split("."));
  return value;
}

function listOf(ctx: Ctx, url: string, items: StripeObject[]) {
  const limit = int(ctx.query, "limit") ?? 10;
  if (limit < 1 || limit > 100) throw new StandInError(400, "invalid_request_error", "Invalid limit: must be between 1 and 100", "parameter_invalid_integer", "limit");
  const after = str(ctx.query, "starting_after");
  let start = 0;
  if (after) {
    const at = items.findIndex((i) => i.id === after);
    start = at < 0 ? items.length : at + 1;
  }
  const page = items.slice(start, start + limit);
  return { object: "list", data: page, has_more: start + limit < items.length, url };
}

function newestFirst(table: Map<string, StripeObject>): StripeObject[] {
  return [...table.values()].reverse();
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const log = options.log ?? (() => undefined);
  let baseUrl = "";
  const store = new StandInStore({ appUrl: options.appUrl ?? "http://127.0.0.1:5173", baseUrl: () => baseUrl });
  const sink = options.webhookSink ?? (options.webhookUrl ? urlSink(options.webhookUrl) : undefined);
  const sender = new WebhookSender({ secret: options.webhookSecret, sink, retryDelaysMs: options.retryDelaysMs, log });
  store.onEvent = (event) => sender.add(event);

  /** Answers by idempotency key; a request in flight holds its slot, so a parallel one gets the same answer. */
  const idempotency = new Map<string, { fingerprint: string; answer: Promise<{ status: number; body: unknown } | null> }>();

  const api: Route[] = [];
  const open: Route[] = [];
  const route = (list: Route[], method: string, path: string, handler: Handler) => {
    const pattern = new RegExp(`^${path.replace(/:[a-z]+/g, "([^/]+)")}$`);
    list.push({ method, pattern, handler });
  };
  const v1 = (method: string, path: string, handler: Handler) => route(api, method, `/v1${path}`, handler);
  const pg = (method: string, path: string, handler: Handler) => route(open, method, path, handler);
  const p = (ctx: Ctx, i = 0) => decodeURIComponent(ctx.params[i] as string);
  const filterEq = (ctx: Ctx, items: StripeObject[], fields: string[]) =>
    items.filter((o) => fields.every((f) => ctx.query[f] === undefined || o[f] === ctx.query[f]));

  // ----- customers, prices, products -----
  v1("POST", "/customers", (ctx) => store.createCustomer(ctx.body));
  v1("GET", "/customers", (ctx) => listOf(ctx, "/v1/customers", filterEq(ctx, newestFirst(store.customers), ["email"])));
  v1("GET", "/customers/:id", (ctx) => store.customer(p(ctx)));
  v1("POST", "/customers/:id", (ctx) => store.updateCustomer(p(ctx), ctx.body));
  v1("GET", "/prices", (ctx) => listOf(ctx, "/v1/prices", [...store.prices.values()]));
  v1("GET", "/prices/:id", (ctx) => store.price(p(ctx)));
  v1("GET", "/products", (ctx) => listOf(ctx, "/v1/products", [...store.products.values()]));
  v1("GET", "/products/:id", (ctx) => store.product(p(ctx)));

  // ----- checkout -----
  v1("POST", "/checkout/sessions", (ctx) => store.createCheckoutSession(ctx.body));
  v1("GET", "/checkout/sessions", (ctx) =>
    listOf(ctx, "/v1/checkout/sessions", filterEq(ctx, newestFirst(store.checkoutSessions), ["subscription", "customer", "payment_intent", "status"])),
  );
  v1("GET", "/checkout/sessions/:id", (ctx) => store.checkoutSession(p(ctx)));
  v1("GET", "/checkout/sessions/:id/line_items", (ctx) => listOf(ctx, `/v1/checkout/sessions/${p(ctx)}/line_items`, store.lineItems(p(ctx))));
  v1("POST", "/checkout/sessions/:id/expire", (ctx) => store.expireCheckoutSession(p(ctx)));

  // ----- subscriptions, invoices, portal -----
  v1("GET", "/subscriptions", (ctx) => {
    const status = str(ctx.query, "status");
    const items = newestFirst(store.subscriptions).filter(
      (s) =>
        (ctx.query.customer === undefined || s.customer === ctx.query.customer) &&
        (status === "all" || (status === undefined ? s.status !== "canceled" : s.status === status)),
    );
    return listOf(ctx, "/v1/subscriptions", items);
  });
  v1("GET", "/subscriptions/:id", (ctx) => store.subscription(p(ctx)));
  v1("POST", "/subscriptions/:id", (ctx) => store.updateSubscription(p(ctx), ctx.body));
  v1("DELETE", "/subscriptions/:id", (ctx) => store.cancelSubscription(p(ctx)));
  v1("GET", "/invoices", (ctx) =>
    listOf(
      ctx,
      "/v1/invoices",
      newestFirst(store.invoices).filter(
        (i) =>
          (ctx.query.customer === undefined || i.customer === ctx.query.customer) &&
          (ctx.query.subscription === undefined ||
            (i.parent as { subscription_details?: { subscription?: string } }).subscription_details?.subscription === ctx.query.subscription),
      ),
    ),
  );
  v1("GET", "/invoices/:id", (ctx) => store.invoice(p(ctx)));
  v1("POST", "/billing_portal/sessions", (ctx) => store.createPortalSession(ctx.body));

  // ----- Connect -----
  v1("POST", "/accounts", (ctx) => store.createAccount(ctx.body));
  v1("GET", "/accounts", (ctx) => listOf(ctx, "/v1/accounts", newestFirst(store.accounts)));
  v1("GET", "/accounts/:id", (ctx) => store.account(p(ctx)));
  v1("POST", "/accounts/:id", (ctx) => store.updateAccount(p(ctx), ctx.body));
  v1("POST", "/account_links", (ctx) => {
    // Stripe's account link is only { object, created, expires_at, url }: the id and use stay here.
    const { object, created, expires_at, url } = store.createAccountLink(ctx.body);
    return { object, created, expires_at, url };
  });
  v1("GET", "/payouts", (ctx) => listOf(ctx, "/v1/payouts", filterEq(ctx, store.owned(store.payouts, ctx.account), ["status"])));
  v1("GET", "/payouts/:id", (ctx) => store.payout(p(ctx), ctx.account));
  v1("GET", "/balance", (ctx) => {
    const paid = store.owned(store.charges, ctx.account).reduce((s, c) => s + Number(c.amount) - Number(c.amount_refunded), 0);
    return {
      object: "balance",
      available: [{ amount: 0, currency: "eur", source_types: { card: 0 } }],
      pending: [{ amount: paid, currency: "eur", source_types: { card: paid } }],
      livemode: false,
    };
  });

  // ----- payments -----
  v1("POST", "/payment_intents", (ctx) => store.createPaymentIntent(ctx.body, ctx.account));
  v1("GET", "/payment_intents", (ctx) => listOf(ctx, "/v1/payment_intents", filterEq(ctx, store.owned(store.paymentIntents, ctx.account), ["customer"])));
  v1("GET", "/payment_intents/:id", (ctx) => store.paymentIntent(p(ctx), ctx.account));
  v1("POST", "/payment_intents/:id", (ctx) => store.updatePaymentIntent(p(ctx), ctx.body, ctx.account));
  v1("POST", "/payment_intents/:id/cancel", (ctx) => store.cancelPaymentIntent(p(ctx), ctx.body, ctx.account));
  v1("POST", "/payment_intents/:id/confirm", (ctx) => store.confirmPaymentIntent(p(ctx), ctx.body, ctx.account));
  v1("GET", "/charges/:id", (ctx) => store.charge(p(ctx), ctx.account));
  v1("POST", "/refunds", (ctx) => store.createRefund(ctx.body, ctx.account));
  v1("GET", "/refunds", (ctx) => listOf(ctx, "/v1/refunds", filterEq(ctx, store.owned(store.refunds, ctx.account), ["payment_intent", "charge"])));
  v1("GET", "/refunds/:id", (ctx) => store.refund(p(ctx), ctx.account));

  // ----- events -----
  v1("GET", "/events", (ctx) =>
    listOf(ctx, "/v1/events", newestFirst(store.events).filter((e) => (ctx.query.type === undefined || e.type === ctx.query.type) && e.account === ctx.account)),
  );
  v1("GET", "/events/:id", (ctx) => store.event(p(ctx)));

  // ----- test controls -----
  const handle = {
    succeedPaymentIntent: (id: string) => store.succeedPaymentIntent(id, store.ownerOf(id)),
    failPaymentIntent: (id: string) => store.failPaymentIntent(id, store.ownerOf(id)),
  };
  const deliver = async (eventId: string, opts: { url?: string; sink?: WebhookSink } = {}) => {
    if (!store.events.has(eventId)) throw missing("event", eventId);
    return sender.deliverOnce(eventId, opts.sink ?? (opts.url ? urlSink(opts.url) : sink));
  };
  pg("GET", "/_standin/events", () => sender.list());
  pg("POST", "/_standin/events/:id/redeliver", (ctx) => deliver(p(ctx), { url: str(ctx.body, "url") }));
  pg("POST", "/_standin/payment_intents/:id/succeed", (ctx) => handle.succeedPaymentIntent(p(ctx)));
  pg("POST", "/_standin/payment_intents/:id/fail", (ctx) => handle.failPaymentIntent(p(ctx)));
  pg("POST", "/_standin/checkout/sessions/:id/complete", (ctx) => store.completeCheckoutSession(p(ctx)));
  pg("POST", "/_standin/accounts/:id/complete", (ctx) => store.completeOnboarding(p(ctx)));
  pg("POST", "/_standin/accounts/:id/later", (ctx) => store.finishOnboardingLater(p(ctx)));
  pg("POST", "/_standin/subscriptions/:id/payment_failed", (ctx) => store.failSubscriptionPayment(p(ctx)));

  // ----- pages -----
  const planCard = (plan: string, priceId: string) => {
    const pr = store.price(priceId);
    return { plan, name: String(pr.nickname), price: priceId, amount: Number(pr.unit_amount), currency: String(pr.currency) };
  };
  pg("GET", "/v3/pricing-table.js", (ctx) => {
    ctx.res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store", "Access-Control-Allow-Origin": "*" });
    ctx.res.end(
      pricingTableScript(
        baseUrl,
        [planCard("basic", PLAN_PRICES.basic), planCard("pro", PLAN_PRICES.pro)],
        planCard("sms", SMS_ADDON_PRICE),
      ),
    );
  });
  pg("POST", "/pricing-table/checkout", (ctx) => {
    const origin = str(ctx.body, "origin");
    const back = origin && /^https?:\/\/[^/]+$/.test(origin) ? origin : store.appUrl;
    const price = str(ctx.body, "price", true) as string;
    if (price !== PLAN_PRICES.basic && price !== PLAN_PRICES.pro) throw missing("price", price, "price");
    const lineItems: FormObject[] = [{ price, quantity: "1" }];
    if (str(ctx.body, "addon") === SMS_ADDON_PRICE) lineItems.push({ price: SMS_ADDON_PRICE, quantity: "1" });
    const session = store.createCheckoutSession({
      mode: "subscription",
      line_items: lineItems,
      success_url: `${back}/admin/profile?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${back}/admin/profile`,
      ...(str(ctx.body, "client_reference_id") ? { client_reference_id: str(ctx.body, "client_reference_id") as string } : {}),
      ...(str(ctx.body, "customer_email") ? { customer_email: str(ctx.body, "customer_email") as string } : {}),
    });
    redirect(ctx.res, String(session.url));
  });
  pg("GET", "/checkout/:id", (ctx) => {
    const session = store.checkoutSession(p(ctx));
    const lines = store.lineItems(session.id).map((l) => ({
      description: String(l.description),
      amount: Number(l.amount_total),
      currency: String(l.currency),
      quantity: Number(l.quantity),
    }));
    sendHtml(ctx.res, 200, checkoutPage(session, lines));
  });
  pg("POST", "/checkout/:id/pay", (ctx) => {
    const session = store.completeCheckoutSession(p(ctx));
    if (session.success_url) redirect(ctx.res, successUrl(session));
    else sendHtml(ctx.res, 200, checkoutPage(session, []));
  });
  const portalView = (customer: string): PortalSubscriptionView[] =>
    [...store.subscriptions.values()]
      .filter((s) => s.customer === customer && s.status !== "canceled")
      .map((s) => {
        const items = (s.items as { data: { price: StripeObject }[] }).data;
        const planItem = items.find((i) => i.price.id === PLAN_PRICES.basic || i.price.id === PLAN_PRICES.pro);
        const planPrice = planItem?.price.id ?? "";
        return {
          id: s.id,
          status: String(s.status),
          planName: String(planItem?.price.nickname ?? "—"),
          planPrice,
          otherPlans: [PLAN_PRICES.basic, PLAN_PRICES.pro].filter((id) => id !== planPrice).map((id) => ({ price: id, name: String(store.price(id).nickname) })),
          hasAddon: items.some((i) => i.price.id === SMS_ADDON_PRICE),
          addonName: String(store.price(SMS_ADDON_PRICE).nickname),
          cancelAtPeriodEnd: s.cancel_at_period_end === true,
        };
      });
  pg("GET", "/portal/:id", (ctx) => {
    const session = store.portalSession(p(ctx));
    sendHtml(ctx.res, 200, portalPage(session, portalView(String(session.customer)), str(ctx.query, "message")));
  });
  const portalSubscription = (ctx: Ctx) => {
    const session = store.portalSession(p(ctx));
    const subscription = store.subscription(str(ctx.body, "subscription", true) as string);
    if (subscription.customer !== session.customer) throw missing("subscription", subscription.id, "subscription");
    return { session, subscription, items: (subscription.items as { data: StripeObject[] }).data };
  };
  const backToPortal = (ctx: Ctx, message: string) => redirect(ctx.res, `/portal/${encodeURIComponent(p(ctx))}?message=${encodeURIComponent(message)}`);
  pg("POST", "/portal/:id/plan", (ctx) => {
    const { subscription, items } = portalSubscription(ctx);
    const price = str(ctx.body, "price", true) as string;
    const planItem = items.find((i) => [PLAN_PRICES.basic, PLAN_PRICES.pro].includes((i.price as StripeObject).id as "price_basic_monthly"));
    store.updateSubscription(subscription.id, { items: [planItem ? { id: planItem.id, price } : { price }] });
    backToPortal(ctx, `Your plan is now ${String(store.price(price).nickname)}.`);
  });
  pg("POST", "/portal/:id/addon", (ctx) => {
    const { subscription, items } = portalSubscription(ctx);
    const add = str(ctx.body, "add") === "true";
    const addonItem = items.find((i) => (i.price as StripeObject).id === SMS_ADDON_PRICE);
    if (add && !addonItem) store.updateSubscription(subscription.id, { items: [{ price: SMS_ADDON_PRICE }] });
    if (!add && addonItem) store.updateSubscription(subscription.id, { items: [{ id: addonItem.id, deleted: "true" }] });
    backToPortal(ctx, add ? "SMS notifications added." : "SMS notifications removed.");
  });
  pg("POST", "/portal/:id/cancel", (ctx) => {
    const { subscription } = portalSubscription(ctx);
    store.cancelSubscription(subscription.id);
    backToPortal(ctx, "Your subscription was canceled.");
  });
  pg("GET", "/connect/:id", (ctx) => {
    const link = store.accountLink(p(ctx));
    if (link.used === true || Number(link.expires_at) < Math.floor(Date.now() / 1000)) {
      if (link.refresh_url) return redirect(ctx.res, String(link.refresh_url));
      return sendHtml(ctx.res, 410, connectPage(link, store.account(String(link.account))).replace("<h1>", "<p>This link has expired.</p><h1>"));
    }
    sendHtml(ctx.res, 200, connectPage(link, store.account(String(link.account))));
  });
  const useLink = (ctx: Ctx, done: (account: string) => void) => {
    const link = store.accountLink(p(ctx));
    if (link.used === true) {
      if (link.refresh_url) return redirect(ctx.res, String(link.refresh_url));
      throw new StandInError(400, "invalid_request_error", "This account link has already been used.");
    }
    link.used = true;
    done(String(link.account));
    if (link.return_url) redirect(ctx.res, String(link.return_url));
    else sendHtml(ctx.res, 200, "<!doctype html><title>Done</title><p>Done.</p>");
  };
  pg("POST", "/connect/:id/complete", (ctx) => useLink(ctx, (a) => store.completeOnboarding(a)));
  pg("POST", "/connect/:id/later", (ctx) => useLink(ctx, (a) => store.finishOnboardingLater(a)));
  pg("GET", "/pay/:id", (ctx) => {
    const id = p(ctx);
    sendHtml(ctx.res, 200, paymentPage(store.paymentIntent(id, store.ownerOf(id))));
  });
  pg("POST", "/pay/:id/succeed", (ctx) => {
    handle.succeedPaymentIntent(p(ctx));
    redirect(ctx.res, `/pay/${encodeURIComponent(p(ctx))}`);
  });
  pg("POST", "/pay/:id/fail", (ctx) => {
    handle.failPaymentIntent(p(ctx));
    redirect(ctx.res, `/pay/${encodeURIComponent(p(ctx))}`);
  });

  const requestId = () => `req_${randomBytes(8).toString("hex")}`;

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const method = (req.method ?? "GET").toUpperCase();
    const headers: Record<string, string> = { "request-id": requestId(), "Stripe-Version": String(req.headers["stripe-version"] ?? "") };
    const isApi = url.pathname.startsWith("/v1/");
    try {
      const rawBody = await readBody(req);
      const contentType = String(req.headers["content-type"] ?? "");
      const body = rawBody && !contentType.includes("json") ? decodeForm(rawBody) : {};
      const query = decodeForm(url.search.slice(1));
      const accountHeader = req.headers["stripe-account"];
      const account = typeof accountHeader === "string" && accountHeader ? accountHeader : undefined;
      const routes = isApi ? api : open;
      let match: { route: Route; params: string[] } | undefined;
      let pathKnown = false;
      for (const r of routes) {
        const m = r.pattern.exec(url.pathname);
        if (!m) continue;
        pathKnown = true;
        if (r.method === method) {
          match = { route: r, params: m.slice(1) };
          break;
        }
      }
      if (!match) {
        if (!isApi) {
          sendHtml(res, pathKnown ? 405 : 404, "<!doctype html><title>Not found</title><p>Not found.</p>");
          return;
        }
        throw new StandInError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`);
      }
      const ctx: Ctx = { req, res, method, path: url.pathname, query, body, rawBody, account, params: match.params };
      if (isApi) {
        const auth = String(req.headers.authorization ?? "");
        const key = auth.startsWith("Bearer ") ? auth.slice(7) : auth.startsWith("Basic ") ? Buffer.from(auth.slice(6), "base64").toString().split(":")[0] ?? "" : "";
        if (!/^(sk|rk)_test_\S+$/.test(key))
          throw new StandInError(401, "invalid_request_error", key ? `Invalid API Key provided: ${key.slice(0, 8)}***` : "You did not provide an API key.");
        store.requireAccountHeader(account);
        const idemKey = req.headers["idempotency-key"];
        const slot = method === "POST" && typeof idemKey === "string" && idemKey ? `${account ?? ""}|${idemKey}` : undefined;
        const fingerprint = `${method} ${url.pathname} ${rawBody}`;
        if (slot) {
          headers["Idempotency-Key"] = idemKey as string;
          const seen = idempotency.get(slot);
          if (seen) {
            if (seen.fingerprint !== fingerprint)
              throw new StandInError(
                400,
                "idempotency_error",
                `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${String(idemKey)}' if you meant to execute a different request.`,
              );
            const earlier = await seen.answer;
            if (earlier) {
              sendJson(res, earlier.status, earlier.body, { ...headers, "Idempotent-Replayed": "true" });
              return;
            }
          }
        }
        const run = (async () => {
          try {
            const result = await match.route.handler(ctx);
            const expand = (ctx.method === "GET" ? query : body).expand;
            const paths = Array.isArray(expand) ? expand.filter((e): e is string => typeof e === "string") : [];
            const value: unknown = structuredClone(result);
            // Checkout's line items are not a field of the session: Stripe adds them only when expanded.
            if (isObject(value) && value.object === "checkout.session" && paths.includes("line_items")) {
              const id = String(value.id);
              value.line_items = { object: "list", data: store.lineItems(id), has_more: false, url: `/v1/checkout/sessions/${id}/line_items` };
            }
            return { status: 200, body: expandPaths(value, paths, (id) => store.lookup(id)) };
          } catch (error) {
            if (!(error instanceof StandInError)) throw error;
            return { status: error.status, body: errorBody(error) as unknown };
          }
        })();
        // Stripe keeps the answer of a key, errors too (but not a 5xx, nor a crash: those may be tried again).
        if (slot) {
          const answer = run.then((a) => (a.status < 500 ? a : null)).catch(() => null);
          idempotency.set(slot, { fingerprint, answer });
          void answer.then((a) => {
            if (a === null) idempotency.delete(slot);
          });
        }
        const { status, body: answer } = await run;
        log(`${method} ${url.pathname}${account ? ` [${account}]` : ""} → ${status}`);
        sendJson(res, status, answer, headers);
        return;
      }
      const result = await match.route.handler(ctx);
      if (!res.headersSent) sendJson(res, 200, result ?? { ok: true }, headers);
    } catch (error) {
      if (res.headersSent) return;
      const known =
        error instanceof StandInError
          ? error
          : error instanceof FormError
            ? new StandInError(400, "invalid_request_error", error.message)
            : new StandInError(500, "api_error", error instanceof Error ? error.message : String(error));
      if (!(error instanceof StandInError || error instanceof FormError)) log(`stand-in error on ${method} ${url.pathname}: ${known.message}`);
      if (isApi || url.pathname.startsWith("/_standin/") || req.headers.accept?.includes("json")) sendJson(res, known.status, errorBody(known), headers);
      else sendHtml(res, known.status, `<!doctype html><html lang="en"><title>Error</title><main><h1>Error</h1><p role="alert">${known.message.replace(/[<>&]/g, "")}</p></main></html>`);
    }
  }

  const server: Server = createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${options.host && options.host !== "0.0.0.0" ? options.host : "127.0.0.1"}:${port}`;

  return {
    url: baseUrl,
    port,
    state: store,
    async close() {
      sender.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    sentEvents: () => sender.list(),
    events: (type?: string) => [...store.events.values()].filter((e) => type === undefined || e.type === type),
    deliver,
    idle: () => sender.idle(),
    succeedPaymentIntent: handle.succeedPaymentIntent,
    failPaymentIntent: handle.failPaymentIntent,
    completeCheckout: (id) => store.completeCheckoutSession(id),
    completeOnboarding: (id) => store.completeOnboarding(id),
    finishOnboardingLater: (id) => store.finishOnboardingLater(id),
    createConnectedAccount(opts = {}) {
      const account = store.createAccount({ type: "express", ...(opts.email ? { email: opts.email } : {}) });
      return opts.onboarded === false ? account : store.completeOnboarding(account.id);
    },
    failSubscriptionPayment: (id) => store.failSubscriptionPayment(id),
  };
}
