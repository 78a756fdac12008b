// The stand-in's memory: Stripe objects as stripe-node 23 reads them (API version of the library), and
// the operations on them. Every change that Stripe would announce creates an event (`onEvent`).
// Objects of a connected account carry its id (`account`): they are visible only with its Stripe-Account.
import { randomBytes } from "node:crypto";
import type { FormObject, FormValue } from "./form";

/** A Stripe object as JSON. */
export type StripeObject = Record<string, unknown> & { id: string; object: string };

export class StandInError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

export const API_VERSION = "2026-10-28.endive";
export const DEFAULT_CURRENCY = "eur";

export const PLAN_PRICES = { basic: "price_basic_monthly", pro: "price_pro_monthly" } as const;
export const SMS_ADDON_PRICE = "price_sms_addon";

const DAY = 86_400;

export function now(): number {
  return Math.floor(Date.now() / 1000);
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
}

export function missing(kind: string, id: string, param = "id"): StandInError {
  return new StandInError(404, "invalid_request_error", `No such ${kind}: '${id}'`, "resource_missing", param);
}

export function invalid(message: string, param?: string, code = "parameter_invalid"): StandInError {
  return new StandInError(400, "invalid_request_error", message, code, param);
}

// ---------- reading parameters ----------

export function str(params: FormObject, name: string, required = false): string | undefined {
  const v = params[name];
  if (v === undefined || v === "") {
    if (required) throw invalid(`Missing required param: ${name}.`, name, "parameter_missing");
    return undefined;
  }
  if (typeof v !== "string") throw invalid(`Invalid string: ${name}`, name);
  return v;
}

export function int(params: FormObject, name: string, required = false): number | undefined {
  const v = str(params, name, required);
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(v)) throw invalid(`Invalid integer: ${v}`, name, "parameter_invalid_integer");
  return Number(v);
}

export function bool(params: FormObject, name: string): boolean | undefined {
  const v = str(params, name);
  if (v === undefined) return undefined;
  if (v !== "true" && v !== "false") throw invalid(`Invalid boolean: ${v}`, name);
  return v === "true";
}

function obj(params: FormObject, name: string): FormObject | undefined {
  const v = params[name];
  if (v === undefined || v === "") return undefined;
  if (typeof v !== "object" || Array.isArray(v)) throw invalid(`Invalid hash: ${name}`, name);
  return v;
}

function list(params: FormObject, name: string): FormValue[] {
  const v = params[name];
  if (v === undefined || v === "") return [];
  if (!Array.isArray(v)) throw invalid(`Invalid array: ${name}`, name);
  return v;
}

/** Stripe's metadata update: a key with an empty value is removed. */
export function mergeMetadata(current: Record<string, string>, params: FormObject, name = "metadata"): Record<string, string> {
  const given = params[name];
  if (given === "") return {};
  const update = obj(params, name);
  const out = { ...current };
  if (!update) return out;
  for (const [k, v] of Object.entries(update)) {
    if (typeof v !== "string") throw invalid(`Invalid metadata value for ${k}`, `${name}[${k}]`);
    if (v === "") delete out[k];
    else out[k] = v;
  }
  return out;
}

// ---------- the catalogue of plans ----------

function product(id: string, name: string, metadata: Record<string, string>): StripeObject {
  return { id, object: "product", active: true, name, description: null, metadata, created: 1_700_000_000, livemode: false, type: "service" };
}

function price(id: string, productId: string, amount: number, metadata: Record<string, string>, nickname: string): StripeObject {
  return {
    id,
    object: "price",
    active: true,
    currency: DEFAULT_CURRENCY,
    unit_amount: amount,
    unit_amount_decimal: String(amount),
    recurring: { interval: "month", interval_count: 1, usage_type: "licensed", meter: null, trial_period_days: null },
    type: "recurring",
    billing_scheme: "per_unit",
    product: productId,
    nickname,
    lookup_key: id,
    metadata,
    created: 1_700_000_000,
    livemode: false,
    tax_behavior: "inclusive",
  };
}

// ---------- the store ----------

export interface StandInOptions {
  /** Where the checkout page sends the browser back to (the admin), e.g. http://127.0.0.1:5173. */
  appUrl: string;
  /** This server's own address (for the pages' URLs). */
  baseUrl: () => string;
}

export interface CreatedEvent {
  type: string;
  object: StripeObject;
  previous?: Record<string, unknown>;
  account?: string;
}

type Table = Map<string, StripeObject>;

interface LineItem {
  price: string;
  quantity: number;
  amount: number;
  currency: string;
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

export class StandInStore {
  readonly customers: Table = new Map();
  readonly products: Table = new Map();
  readonly prices: Table = new Map();
  readonly checkoutSessions: Table = new Map();
  readonly subscriptions: Table = new Map();
  readonly invoices: Table = new Map();
  readonly portalSessions: Table = new Map();
  readonly accounts: Table = new Map();
  readonly accountLinks: Table = new Map();
  readonly payouts: Table = new Map();
  readonly paymentIntents: Table = new Map();
  readonly charges: Table = new Map();
  readonly refunds: Table = new Map();
  readonly events: Table = new Map();
  /** The connected account each object of one belongs to (Stripe does not show it on the object). */
  private readonly owners = new Map<string, string>();
  private readonly sessionItems = new Map<string, LineItem[]>();
  private readonly sessionSubscriptionMetadata = new Map<string, Record<string, string>>();
  /** Set by the server: called for each event to send. */
  onEvent: (event: StripeObject) => void = () => undefined;

  constructor(private readonly options: StandInOptions) {
    for (const p of [
      product("prod_basic", "Basic", { plan: "basic" }),
      product("prod_pro", "Pro", { plan: "pro" }),
      product("prod_sms_addon", "SMS notifications", { addon: "sms" }),
    ])
      this.products.set(p.id, p);
    for (const p of [
      price(PLAN_PRICES.basic, "prod_basic", 2900, { plan: "basic" }, "Basic"),
      price(PLAN_PRICES.pro, "prod_pro", 5900, { plan: "pro" }, "Pro"),
      price(SMS_ADDON_PRICE, "prod_sms_addon", 900, { addon: "sms" }, "SMS notifications"),
    ])
      this.prices.set(p.id, p);
  }

  get appUrl(): string {
    return this.options.appUrl.replace(/\/+$/, "");
  }

  get baseUrl(): string {
    return this.options.baseUrl().replace(/\/+$/, "");
  }

  /** Every table, for looking an id up (expand). */
  lookup(id: string): StripeObject | undefined {
    for (const table of [
      this.customers,
      this.products,
      this.prices,
      this.checkoutSessions,
      this.subscriptions,
      this.invoices,
      this.accounts,
      this.payouts,
      this.paymentIntents,
      this.charges,
      this.refunds,
    ]) {
      const found = table.get(id);
      if (found) return found;
    }
    return undefined;
  }

  emit({ type, object, previous, account }: CreatedEvent): StripeObject {
    const event: StripeObject = {
      id: newId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: now(),
      data: { object: clone(object), ...(previous ? { previous_attributes: clone(previous) } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      ...(account ? { account } : {}),
    };
    this.events.set(event.id, event);
    this.onEvent(event);
    return event;
  }

  /** The object, if it belongs to the given connected account (or to the platform when none). */
  private scoped(table: Table, kind: string, id: string, account: string | undefined): StripeObject {
    const found = table.get(id);
    if (!found || this.owners.get(id) !== account) throw missing(kind, id);
    return found;
  }

  requireAccountHeader(account: string | undefined): void {
    if (account !== undefined && !this.accounts.has(account))
      throw new StandInError(
        403,
        "invalid_request_error",
        `The provided key does not have access to account '${account}' (or that account does not exist). Application access may have been revoked.`,
        "account_invalid",
      );
  }

  // ----- customers -----

  createCustomer(params: FormObject): StripeObject {
    const customer: StripeObject = {
      id: newId("cus"),
      object: "customer",
      email: str(params, "email") ?? null,
      name: str(params, "name") ?? null,
      description: str(params, "description") ?? null,
      metadata: mergeMetadata({}, params),
      created: now(),
      livemode: false,
      balance: 0,
      currency: null,
      delinquent: false,
      invoice_prefix: "LOCAL",
      preferred_locales: [],
    };
    this.customers.set(customer.id, customer);
    this.emit({ type: "customer.created", object: customer });
    return customer;
  }

  customer(id: string): StripeObject {
    const found = this.customers.get(id);
    if (!found) throw missing("customer", id);
    return found;
  }

  updateCustomer(id: string, params: FormObject): StripeObject {
    const customer = this.customer(id);
    const previous: Record<string, unknown> = {};
    for (const field of ["email", "name", "description"]) {
      const v = str(params, field);
      if (v !== undefined) {
        previous[field] = customer[field];
        customer[field] = v;
      }
    }
    if (params.metadata !== undefined) {
      previous.metadata = customer.metadata;
      customer.metadata = mergeMetadata(customer.metadata as Record<string, string>, params);
    }
    this.emit({ type: "customer.updated", object: customer, previous });
    return customer;
  }

  // ----- prices and products -----

  price(id: string): StripeObject {
    const found = this.prices.get(id);
    if (!found) throw missing("price", id, "price");
    return found;
  }

  product(id: string): StripeObject {
    const found = this.products.get(id);
    if (!found) throw missing("product", id);
    return found;
  }

  // ----- checkout sessions -----

  createCheckoutSession(params: FormObject): StripeObject {
    const mode = str(params, "mode", true) as string;
    if (!["subscription", "payment"].includes(mode)) throw invalid(`Invalid mode: ${mode}`, "mode");
    const successUrl = str(params, "success_url");
    const lineItems = list(params, "line_items").map((item, i) => {
      if (typeof item !== "object" || Array.isArray(item)) throw invalid("Invalid line item", `line_items[${i}]`);
      const priceId = str(item, "price", true) as string;
      const p = this.price(priceId);
      const quantity = int(item, "quantity") ?? 1;
      if (quantity < 1) throw invalid("Quantity must be at least 1", `line_items[${i}][quantity]`);
      return { price: p.id, quantity, amount: (p.unit_amount as number) * quantity, currency: p.currency as string };
    });
    if (lineItems.length === 0) throw invalid("Missing required param: line_items.", "line_items", "parameter_missing");
    const customer = str(params, "customer");
    if (customer) this.customer(customer);
    const id = newId("cs_test");
    const session: StripeObject = {
      id,
      object: "checkout.session",
      mode,
      status: "open",
      payment_status: "unpaid",
      client_reference_id: str(params, "client_reference_id") ?? null,
      customer: customer ?? null,
      customer_email: str(params, "customer_email") ?? null,
      customer_details: null,
      subscription: null,
      payment_intent: null,
      invoice: null,
      success_url: successUrl ?? null,
      cancel_url: str(params, "cancel_url") ?? null,
      url: `${this.baseUrl}/checkout/${id}`,
      metadata: mergeMetadata({}, params),
      amount_subtotal: lineItems.reduce((s, l) => s + l.amount, 0),
      amount_total: lineItems.reduce((s, l) => s + l.amount, 0),
      currency: lineItems[0]?.currency ?? DEFAULT_CURRENCY,
      created: now(),
      expires_at: now() + DAY,
      livemode: false,
    };
    this.checkoutSessions.set(id, session);
    this.sessionItems.set(id, lineItems);
    this.sessionSubscriptionMetadata.set(id, mergeMetadata({}, obj(params, "subscription_data") ?? {}));
    return session;
  }

  checkoutSession(id: string): StripeObject {
    const found = this.checkoutSessions.get(id);
    if (!found) throw missing("checkout.session", id);
    return found;
  }

  lineItems(sessionId: string): StripeObject[] {
    const session = this.checkoutSession(sessionId);
    return (this.sessionItems.get(session.id) ?? []).map((l, i) => ({
      id: `li_${sessionId.slice(-8)}_${i}`,
      object: "item",
      amount_subtotal: l.amount,
      amount_total: l.amount,
      currency: l.currency,
      description: this.price(l.price).nickname,
      price: clone(this.price(l.price)),
      quantity: l.quantity,
    }));
  }

  expireCheckoutSession(id: string): StripeObject {
    const session = this.checkoutSession(id);
    if (session.status !== "open") throw invalid(`Only Checkout Sessions with a status of 'open' can be expired.`, undefined, "checkout_session_not_open");
    session.status = "expired";
    this.emit({ type: "checkout.session.expired", object: session });
    return session;
  }

  /** The "Pay" of the checkout page: customer, subscription (active) or payment, events. */
  completeCheckoutSession(id: string): StripeObject {
    const session = this.checkoutSession(id);
    if (session.status === "complete") return session;
    if (session.status !== "open") throw invalid("This Checkout Session is no longer open.", undefined, "checkout_session_not_open");
    let customerId = session.customer as string | null;
    if (!customerId) {
      customerId = this.createCustomer({ email: (session.customer_email as string | null) ?? "customer@example.com" }).id;
      session.customer = customerId;
    }
    const customer = this.customer(customerId);
    session.customer_details = { email: customer.email, name: customer.name };
    const items = this.sessionItems.get(id) ?? [];
    if (session.mode === "subscription") {
      const subscription = this.createSubscriptionObject(customerId, items, this.sessionSubscriptionMetadata.get(id) ?? {});
      const invoice = this.createPaidInvoice(subscription, "subscription_create");
      session.subscription = subscription.id;
      session.invoice = invoice.id;
      session.status = "complete";
      session.payment_status = "paid";
      this.emit({ type: "checkout.session.completed", object: session });
      this.emit({ type: "customer.subscription.created", object: subscription });
      this.emit({ type: "invoice.paid", object: invoice });
    } else {
      const intent = this.createPaymentIntent(
        { amount: String(session.amount_total), currency: String(session.currency), metadata: session.metadata as FormObject },
        undefined,
      );
      this.succeedPaymentIntent(intent.id, undefined);
      session.payment_intent = intent.id;
      session.status = "complete";
      session.payment_status = "paid";
      this.emit({ type: "checkout.session.completed", object: session });
    }
    return session;
  }

  // ----- subscriptions -----

  private subscriptionItem(subscriptionId: string, priceId: string, quantity: number, start: number): StripeObject {
    return {
      id: newId("si"),
      object: "subscription_item",
      subscription: subscriptionId,
      price: clone(this.price(priceId)),
      plan: { id: priceId, object: "plan", active: true, amount: this.price(priceId).unit_amount, currency: DEFAULT_CURRENCY, interval: "month", interval_count: 1, product: this.price(priceId).product },
      quantity,
      created: start,
      current_period_start: start,
      current_period_end: start + 30 * DAY,
      metadata: {},
    };
  }

  private createSubscriptionObject(customerId: string, items: { price: string; quantity: number }[], metadata: Record<string, string>): StripeObject {
    const id = newId("sub");
    const start = now();
    const subscription: StripeObject = {
      id,
      object: "subscription",
      customer: customerId,
      status: "active",
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      billing_cycle_anchor: start,
      collection_method: "charge_automatically",
      currency: DEFAULT_CURRENCY,
      items: { object: "list", data: items.map((i) => this.subscriptionItem(id, i.price, i.quantity, start)), has_more: false, url: `/v1/subscription_items?subscription=${id}` },
      latest_invoice: null,
      metadata: { ...metadata },
      livemode: false,
      trial_start: null,
      trial_end: null,
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  private createPaidInvoice(subscription: StripeObject, reason: string): StripeObject {
    const items = (subscription.items as { data: StripeObject[] }).data;
    const total = items.reduce((s, i) => s + ((i.price as StripeObject).unit_amount as number) * (i.quantity as number), 0);
    const first = items[0];
    const invoice: StripeObject = {
      id: newId("in"),
      object: "invoice",
      customer: subscription.customer,
      status: "paid",
      billing_reason: reason,
      currency: DEFAULT_CURRENCY,
      amount_due: total,
      amount_paid: total,
      amount_remaining: 0,
      total,
      subtotal: total,
      created: now(),
      period_start: first?.current_period_start ?? now(),
      period_end: first?.current_period_end ?? now(),
      parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      lines: {
        object: "list",
        data: items.map((i) => ({
          id: newId("il"),
          object: "line_item",
          amount: ((i.price as StripeObject).unit_amount as number) * (i.quantity as number),
          currency: DEFAULT_CURRENCY,
          quantity: i.quantity,
          period: { start: i.current_period_start, end: i.current_period_end },
          pricing: { type: "price_details", price_details: { price: (i.price as StripeObject).id, product: (i.price as StripeObject).product } },
        })),
        has_more: false,
      },
      hosted_invoice_url: null,
      livemode: false,
    };
    this.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  subscription(id: string): StripeObject {
    const found = this.subscriptions.get(id);
    if (!found) throw missing("subscription", id);
    return found;
  }

  invoice(id: string): StripeObject {
    const found = this.invoices.get(id);
    if (!found) throw missing("invoice", id);
    return found;
  }

  /** POST /v1/subscriptions/{id}: items (add, change price, `deleted`), cancel_at_period_end, metadata. */
  updateSubscription(id: string, params: FormObject): StripeObject {
    const subscription = this.subscription(id);
    if (subscription.status === "canceled")
      throw invalid("A canceled subscription can only update its cancellation_details and metadata.", undefined, "resource_missing");
    const previous: Record<string, unknown> = {};
    const givenItems = list(params, "items");
    if (givenItems.length > 0) {
      previous.items = clone(subscription.items);
      const current = (subscription.items as { data: StripeObject[] }).data;
      const start = (current[0]?.current_period_start as number | undefined) ?? now();
      for (const [i, given] of givenItems.entries()) {
        if (typeof given !== "object" || Array.isArray(given)) throw invalid("Invalid item", `items[${i}]`);
        const itemId = str(given, "id");
        const priceId = str(given, "price");
        const deleted = bool(given, "deleted") ?? false;
        const quantity = int(given, "quantity");
        if (itemId) {
          const at = current.findIndex((c) => c.id === itemId);
          if (at < 0) throw missing("subscription_item", itemId, `items[${i}][id]`);
          if (deleted) current.splice(at, 1);
          else {
            const item = current[at] as StripeObject;
            if (priceId) {
              item.price = clone(this.price(priceId));
              (item.plan as StripeObject).id = priceId;
            }
            if (quantity !== undefined) item.quantity = quantity;
          }
        } else {
          if (!priceId) throw invalid("Missing required param: price.", `items[${i}][price]`, "parameter_missing");
          if (current.some((c) => (c.price as StripeObject).id === priceId))
            throw invalid("Cannot add multiple subscription items with the same price.", `items[${i}][price]`);
          current.push(this.subscriptionItem(id, priceId, quantity ?? 1, start));
        }
      }
      if (current.length === 0) throw invalid("A subscription needs at least one item.", "items");
    }
    const cancelAtPeriodEnd = bool(params, "cancel_at_period_end");
    if (cancelAtPeriodEnd !== undefined) {
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      subscription.cancel_at_period_end = cancelAtPeriodEnd;
      const end = ((subscription.items as { data: StripeObject[] }).data[0]?.current_period_end as number | undefined) ?? null;
      subscription.cancel_at = cancelAtPeriodEnd ? end : null;
      subscription.canceled_at = cancelAtPeriodEnd ? now() : null;
    }
    if (params.metadata !== undefined) {
      previous.metadata = subscription.metadata;
      subscription.metadata = mergeMetadata(subscription.metadata as Record<string, string>, params);
    }
    this.emit({ type: "customer.subscription.updated", object: subscription, previous });
    return subscription;
  }

  /** Sets a subscription's status (e.g. past_due after a failed payment), with its event. */
  setSubscriptionStatus(id: string, status: string): StripeObject {
    const subscription = this.subscription(id);
    const previous = { status: subscription.status };
    subscription.status = status;
    this.emit({ type: "customer.subscription.updated", object: subscription, previous });
    return subscription;
  }

  /** An invoice of the subscription whose payment failed: `invoice.payment_failed`, subscription past_due. */
  failSubscriptionPayment(id: string): StripeObject {
    const subscription = this.subscription(id);
    const invoice = this.createPaidInvoice(subscription, "subscription_cycle");
    invoice.status = "open";
    invoice.amount_paid = 0;
    invoice.amount_remaining = invoice.amount_due;
    this.emit({ type: "invoice.payment_failed", object: invoice });
    this.setSubscriptionStatus(id, "past_due");
    return invoice;
  }

  cancelSubscription(id: string): StripeObject {
    const subscription = this.subscription(id);
    if (subscription.status === "canceled") throw invalid(`No such subscription: '${id}'`, "id", "resource_missing");
    subscription.status = "canceled";
    subscription.canceled_at = now();
    subscription.ended_at = now();
    subscription.cancel_at_period_end = false;
    this.emit({ type: "customer.subscription.deleted", object: subscription });
    return subscription;
  }

  // ----- customer portal -----

  createPortalSession(params: FormObject): StripeObject {
    const customer = this.customer(str(params, "customer", true) as string).id;
    const id = newId("bps");
    const session: StripeObject = {
      id,
      object: "billing_portal.session",
      customer,
      return_url: str(params, "return_url") ?? null,
      url: `${this.baseUrl}/portal/${id}`,
      created: now(),
      livemode: false,
      locale: str(params, "locale") ?? null,
      configuration: "bpc_local",
      flow: null,
      on_behalf_of: null,
    };
    this.portalSessions.set(id, session);
    return session;
  }

  portalSession(id: string): StripeObject {
    const found = this.portalSessions.get(id);
    if (!found) throw missing("billing_portal.session", id);
    return found;
  }

  // ----- Connect: accounts, links, payouts -----

  createAccount(params: FormObject): StripeObject {
    const id = newId("acct");
    const account: StripeObject = {
      id,
      object: "account",
      type: str(params, "type") ?? "express",
      country: str(params, "country") ?? "ES",
      email: str(params, "email") ?? null,
      business_type: str(params, "business_type") ?? null,
      default_currency: DEFAULT_CURRENCY,
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      capabilities: {},
      requirements: {
        alternatives: [],
        current_deadline: null,
        currently_due: ["business_profile.url", "external_account", "tos_acceptance.date"],
        disabled_reason: "requirements.past_due",
        errors: [],
        eventually_due: ["business_profile.url", "external_account", "tos_acceptance.date"],
        past_due: ["external_account"],
        pending_verification: [],
      },
      settings: { payouts: { schedule: { interval: "daily", delay_days: 2 }, statement_descriptor: null, debit_negative_balances: true } },
      metadata: mergeMetadata({}, params),
      created: now(),
      livemode: false,
    };
    this.accounts.set(id, account);
    return account;
  }

  account(id: string): StripeObject {
    const found = this.accounts.get(id);
    if (!found) throw missing("account", id, "account");
    return found;
  }

  updateAccount(id: string, params: FormObject): StripeObject {
    const account = this.account(id);
    const previous: Record<string, unknown> = {};
    if (params.metadata !== undefined) {
      previous.metadata = account.metadata;
      account.metadata = mergeMetadata(account.metadata as Record<string, string>, params);
    }
    const email = str(params, "email");
    if (email) {
      previous.email = account.email;
      account.email = email;
    }
    this.emit({ type: "account.updated", object: account, previous, account: id });
    return account;
  }

  createAccountLink(params: FormObject): StripeObject {
    const account = this.account(str(params, "account", true) as string).id;
    const type = str(params, "type", true) as string;
    if (!["account_onboarding", "account_update"].includes(type)) throw invalid(`Invalid type: ${type}`, "type");
    const id = newId("acctlink");
    const link: StripeObject = {
      id,
      object: "account_link",
      account,
      type,
      refresh_url: str(params, "refresh_url") ?? null,
      return_url: str(params, "return_url") ?? null,
      url: `${this.baseUrl}/connect/${id}`,
      created: now(),
      expires_at: now() + 300,
      used: false,
    };
    this.accountLinks.set(id, link);
    return link;
  }

  accountLink(id: string): StripeObject {
    const found = this.accountLinks.get(id);
    if (!found) throw missing("account_link", id);
    return found;
  }

  /** Onboarding done: details submitted, charges and payouts enabled, two payouts; account.updated. */
  completeOnboarding(accountId: string): StripeObject {
    const account = this.account(accountId);
    const previous = {
      details_submitted: account.details_submitted,
      charges_enabled: account.charges_enabled,
      payouts_enabled: account.payouts_enabled,
      requirements: clone(account.requirements),
    };
    account.details_submitted = true;
    account.charges_enabled = true;
    account.payouts_enabled = true;
    account.capabilities = { card_payments: "active", transfers: "active" };
    account.requirements = {
      alternatives: [],
      current_deadline: null,
      currently_due: [],
      disabled_reason: null,
      errors: [],
      eventually_due: [],
      past_due: [],
      pending_verification: [],
    };
    if (![...this.payouts.keys()].some((id) => this.owners.get(id) === accountId)) {
      this.addPayout(accountId, 12_345, "paid", now() - 2 * DAY);
      this.addPayout(accountId, 6_789, "in_transit", now() + 2 * DAY);
    }
    this.emit({ type: "account.updated", object: account, previous, account: accountId });
    return account;
  }

  /** "Finish later": details submitted, Stripe still verifying (waiting); account.updated. */
  finishOnboardingLater(accountId: string): StripeObject {
    const account = this.account(accountId);
    const previous = { details_submitted: account.details_submitted, requirements: clone(account.requirements) };
    account.details_submitted = true;
    account.charges_enabled = false;
    account.payouts_enabled = false;
    account.requirements = {
      alternatives: [],
      current_deadline: now() + 7 * DAY,
      currently_due: ["individual.verification.document"],
      disabled_reason: "requirements.pending_verification",
      errors: [],
      eventually_due: ["individual.verification.document"],
      past_due: [],
      pending_verification: ["individual.id_number"],
    };
    this.emit({ type: "account.updated", object: account, previous, account: accountId });
    return account;
  }

  addPayout(accountId: string, amount: number, status: string, arrival: number): StripeObject {
    const payout: StripeObject = {
      id: newId("po"),
      object: "payout",
      amount,
      currency: DEFAULT_CURRENCY,
      arrival_date: arrival,
      created: Math.min(now(), arrival),
      status,
      method: "standard",
      type: "bank_account",
      automatic: true,
      description: "STRIPE PAYOUT",
      destination: "ba_local",
      statement_descriptor: null,
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: {},
    };
    this.payouts.set(payout.id, payout);
    this.owners.set(payout.id, accountId);
    return payout;
  }

  /** The connected account an object belongs to (undefined: the platform's). */
  ownerOf(id: string): string | undefined {
    return this.owners.get(id);
  }

  /** The objects of a table that belong to this connected account (or to the platform), newest first. */
  owned(table: Table, account: string | undefined): StripeObject[] {
    return [...table.values()].filter((o) => this.owners.get(o.id) === account).reverse();
  }

  payout(id: string, account: string | undefined): StripeObject {
    return this.scoped(this.payouts, "payout", id, account);
  }

  // ----- payment intents, charges, refunds -----

  createPaymentIntent(params: FormObject, account: string | undefined): StripeObject {
    const amount = int(params, "amount", true) as number;
    if (amount < 1) throw invalid("Amount must be at least 1.", "amount", "amount_too_small");
    if (amount > 99_999_999) throw invalid("Amount must be no more than 999,999.99.", "amount", "amount_too_large");
    const currency = (str(params, "currency", true) as string).toLowerCase();
    if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}`, "currency");
    const id = newId("pi");
    const intent: StripeObject = {
      id,
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency,
      status: "requires_payment_method",
      client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
      capture_method: "automatic",
      confirmation_method: "automatic",
      customer: str(params, "customer") ?? null,
      description: str(params, "description") ?? null,
      receipt_email: str(params, "receipt_email") ?? null,
      metadata: mergeMetadata({}, params),
      latest_charge: null,
      last_payment_error: null,
      cancellation_reason: null,
      canceled_at: null,
      application_fee_amount: int(params, "application_fee_amount") ?? null,
      automatic_payment_methods: obj(params, "automatic_payment_methods") ? { enabled: true } : null,
      payment_method_types: ["card"],
      created: now(),
      livemode: false,
    };
    this.paymentIntents.set(id, intent);
    if (account) this.owners.set(id, account);
    this.emit({ type: "payment_intent.created", object: intent, ...(account ? { account } : {}) });
    return intent;
  }

  paymentIntent(id: string, account: string | undefined): StripeObject {
    return this.scoped(this.paymentIntents, "payment_intent", id, account);
  }

  updatePaymentIntent(id: string, params: FormObject, account: string | undefined): StripeObject {
    const intent = this.paymentIntent(id, account);
    if (["succeeded", "canceled"].includes(intent.status as string) && (params.amount !== undefined || params.currency !== undefined))
      throw invalid(`This PaymentIntent's amount could not be updated because it has a status of ${String(intent.status)}.`, "amount", "payment_intent_unexpected_state");
    const amount = int(params, "amount");
    if (amount !== undefined) intent.amount = amount;
    if (params.metadata !== undefined) intent.metadata = mergeMetadata(intent.metadata as Record<string, string>, params);
    const description = str(params, "description");
    if (description !== undefined) intent.description = description;
    return intent;
  }

  private unexpectedState(intent: StripeObject, action: string): StandInError {
    return invalid(
      `You cannot ${action} this PaymentIntent because it has a status of ${String(intent.status)}.`,
      undefined,
      "payment_intent_unexpected_state",
    );
  }

  cancelPaymentIntent(id: string, params: FormObject, account: string | undefined): StripeObject {
    const intent = this.paymentIntent(id, account);
    if (["succeeded", "canceled"].includes(intent.status as string)) throw this.unexpectedState(intent, "cancel");
    intent.status = "canceled";
    intent.canceled_at = now();
    intent.cancellation_reason = str(params, "cancellation_reason") ?? null;
    this.emit({ type: "payment_intent.canceled", object: intent, ...(account ? { account } : {}) });
    return intent;
  }

  /** The card is charged: status succeeded, a charge, payment_intent.succeeded (with the account). */
  succeedPaymentIntent(id: string, account: string | undefined): StripeObject {
    const intent = this.paymentIntent(id, account);
    if (intent.status === "succeeded" || intent.status === "canceled") throw this.unexpectedState(intent, "confirm");
    const charge: StripeObject = {
      id: newId("ch"),
      object: "charge",
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      paid: true,
      captured: true,
      refunded: false,
      status: "succeeded",
      payment_intent: intent.id,
      payment_method_details: { type: "card", card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 } },
      created: now(),
      livemode: false,
      metadata: clone(intent.metadata),
    };
    this.charges.set(charge.id, charge);
    if (account) this.owners.set(charge.id, account);
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    intent.latest_charge = charge.id;
    intent.last_payment_error = null;
    this.emit({ type: "charge.succeeded", object: charge, ...(account ? { account } : {}) });
    this.emit({ type: "payment_intent.succeeded", object: intent, ...(account ? { account } : {}) });
    return intent;
  }

  /** The card is declined: back to requires_payment_method with last_payment_error; payment_intent.payment_failed. */
  failPaymentIntent(id: string, account: string | undefined): StripeObject {
    const intent = this.paymentIntent(id, account);
    if (intent.status === "succeeded" || intent.status === "canceled") throw this.unexpectedState(intent, "confirm");
    intent.status = "requires_payment_method";
    intent.last_payment_error = {
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
    };
    this.emit({ type: "payment_intent.payment_failed", object: intent, ...(account ? { account } : {}) });
    return intent;
  }

  /** POST …/confirm: pm_card_visa (or none) succeeds, pm_card_chargeDeclined / pm_card_visa_chargeDeclined fails. */
  confirmPaymentIntent(id: string, params: FormObject, account: string | undefined): StripeObject {
    const method = str(params, "payment_method") ?? "pm_card_visa";
    if (/declin/i.test(method)) {
      this.failPaymentIntent(id, account);
      throw new StandInError(402, "card_error", "Your card was declined.", "card_declined");
    }
    return this.succeedPaymentIntent(id, account);
  }

  charge(id: string, account: string | undefined): StripeObject {
    return this.scoped(this.charges, "charge", id, account);
  }

  createRefund(params: FormObject, account: string | undefined): StripeObject {
    const piId = str(params, "payment_intent");
    const chId = str(params, "charge");
    if (!piId && !chId) throw invalid("One of the following params should be provided for this request: payment_intent or charge.", "payment_intent", "parameter_missing");
    let charge: StripeObject;
    let intent: StripeObject | undefined;
    if (piId) {
      intent = this.paymentIntent(piId, account);
      if (intent.status !== "succeeded" || !intent.latest_charge)
        throw invalid(`This PaymentIntent (${piId}) does not have a successful charge to refund.`, "payment_intent", "charge_not_refundable");
      charge = this.charge(intent.latest_charge as string, account);
    } else {
      charge = this.charge(chId as string, account);
      intent = charge.payment_intent ? this.paymentIntents.get(charge.payment_intent as string) : undefined;
    }
    const remaining = (charge.amount as number) - (charge.amount_refunded as number);
    if (remaining <= 0) throw invalid(`Charge ${charge.id} has already been refunded.`, "charge", "charge_already_refunded");
    const amount = int(params, "amount") ?? remaining;
    if (amount < 1) throw invalid("Refund amount must be positive.", "amount", "amount_too_small");
    if (amount > remaining)
      throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`, "amount", "amount_too_large");
    const reason = str(params, "reason");
    if (reason && !["duplicate", "fraudulent", "requested_by_customer"].includes(reason)) throw invalid(`Invalid reason: ${reason}`, "reason");
    const refund: StripeObject = {
      id: newId("re"),
      object: "refund",
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: intent?.id ?? null,
      reason: reason ?? null,
      status: "succeeded",
      metadata: mergeMetadata({}, params),
      created: now(),
    };
    this.refunds.set(refund.id, refund);
    if (account) this.owners.set(refund.id, account);
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded = (charge.amount_refunded as number) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.emit({ type: "refund.created", object: refund, ...(account ? { account } : {}) });
    this.emit({ type: "charge.refunded", object: charge, previous, ...(account ? { account } : {}) });
    return refund;
  }

  refund(id: string, account: string | undefined): StripeObject {
    return this.scoped(this.refunds, "refund", id, account);
  }

  event(id: string): StripeObject {
    const found = this.events.get(id);
    if (!found) throw missing("event", id);
    return found;
  }
}
