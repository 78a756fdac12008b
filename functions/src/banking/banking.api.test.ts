// /settings/banking on the server against the local Stripe stand-in: a fresh onboarding link each time,
// exactly one connected account per company (double clicks, parallel calls, a lost answer), the status with
// the payout schedule and payouts, who may call, one company never seeing another's account, and
// account.updated delivered twice, late, out of order and concurrently ending in the newest state.
import "./testProject";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BankingOnboardingLinkAnswer, BankingStatusAnswer, PaymentAccountData } from "@comanda/shared";
import { resolveDeps, type AppDeps } from "../deps";
import { startTestStripe, type TestStripe } from "../stripe/testStripe";
import { stripePort } from "../stripe/secrets";
import type { Stripe } from "../stripe/client";
import { runTransaction } from "../transactions";
import StripeLib from "stripe";
import { APP_URL, auth, clearProject, createStaff, db, emulatorConfig, registeredOwner, testApp } from "../test/emulator";
import { connectedAccountOf } from "./accounts";
import { accountUpdated } from "./webhooks";

let stripe: TestStripe;
beforeAll(async () => {
  stripe = await startTestStripe();
});
afterAll(async () => {
  await stripe?.close();
});
beforeEach(clearProject);

const StripeErrors = StripeLib.errors;
const app = () => testApp({ stripe: stripe.port });
const deps = (): AppDeps => resolveDeps({ config: emulatorConfig, auth, db, stripe: stripe.port });
const codeOf = (res: request.Response) => (res.body as { error?: { code: string } }).error?.code;

function link(token: string, origin = APP_URL) {
  return request(app()).post("/api/banking/onboarding-link").set("Authorization", `Bearer ${token}`).set("Origin", origin).send({});
}
function status(token: string) {
  return request(app()).get("/api/banking/status").set("Authorization", `Bearer ${token}`);
}
const linkOf = (res: request.Response) => (res.body as { data: BankingOnboardingLinkAnswer }).data;
const statusOf = (res: request.Response) => (res.body as { data: BankingStatusAnswer }).data;

async function subscribedOwner(name = "Bar Ana") {
  const owner = await registeredOwner(name);
  await db.collection("companies").doc(owner.uid).set({ hasAnActiveSubscription: true, subscribedPlan: "basic" }, { merge: true });
  return owner;
}

async function record(companyId: string): Promise<PaymentAccountData | undefined> {
  return (await db.collection("paymentAccounts").doc(companyId).get()).data() as PaymentAccountData | undefined;
}
async function company(companyId: string) {
  return (await db.collection("companies").doc(companyId).get()).data() ?? {};
}
/** The stand-in's accounts made for this company (by the metadata the server gives them). */
function accountsOf(companyId: string): string[] {
  return [...stripe.standIn.state.accounts.values()].filter((a) => (a.metadata as Record<string, string>)?.companyId === companyId).map((a) => String(a.id));
}
function linkId(url: string): string {
  return url.split("/connect/")[1] ?? "";
}

describe("POST /api/banking/onboarding-link", () => {
  it("creates the company's account once and a fresh link each time, back to /admin/settings/banking", async () => {
    const owner = await subscribedOwner();
    const first = await link(owner.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await link(owner.token);
    expect(second.status).toBe(200);
    const [a, b] = [linkOf(first), linkOf(second)];
    expect(a.url).not.toBe(b.url);
    expect(new Date(a.expiresAt).getTime()).toBeGreaterThan(Date.now());

    const accounts = accountsOf(owner.uid);
    expect(accounts).toHaveLength(1);
    const stored = stripe.standIn.state.accountLinks.get(linkId(b.url));
    expect(stored).toMatchObject({
      account: accounts[0],
      type: "account_onboarding",
      refresh_url: `${APP_URL}/admin/settings/banking?onboarding=refresh`,
      return_url: `${APP_URL}/admin/settings/banking?onboarding=return`,
    });
    // Stripe is told the owner's e-mail, so the onboarding starts filled in.
    expect(stripe.standIn.state.accounts.get(accounts[0] ?? "")?.email).toBe(owner.email);

    expect(await connectedAccountOf(deps(), owner.uid)).toEqual({ accountId: accounts[0], chargesEnabled: false, payoutsEnabled: false });
    expect(await record(owner.uid)).toMatchObject({ companyId: owner.uid, accountId: accounts[0], state: "waiting", creationAttempt: 1 });
    expect(await company(owner.uid)).toMatchObject({ hasAValidStripeConnection: false, stripeConnectionState: "waiting" });
  });

  it("makes one account for parallel calls (a double click, two devices)", async () => {
    const owner = await subscribedOwner();
    const answers = await Promise.all(Array.from({ length: 6 }, () => link(owner.token)));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    const accounts = accountsOf(owner.uid);
    expect(accounts).toHaveLength(1);
    const linked = new Set(answers.map((r) => stripe.standIn.state.accountLinks.get(linkId(linkOf(r).url))?.account));
    expect([...linked]).toEqual(accounts);
    expect((await record(owner.uid))?.accountId).toBe(accounts[0]);
  });

  it("keeps the creation's idempotency key when Stripe's answer was lost, so the retry gets the same account", async () => {
    const owner = await subscribedOwner();
    // Stripe unreachable: 502 with a code, and the claim stays open.
    const unreachable = stripePort({ stripe: { ...emulatorConfig.stripe, apiUrl: "http://127.0.0.1:9" } }, () => "sk_test_standin", () => stripe.secret);
    const lost = await request(testApp({ stripe: unreachable })).post("/api/banking/onboarding-link").set("Authorization", `Bearer ${owner.token}`).send({});
    expect(lost.status).toBe(502);
    expect(codeOf(lost)).toBe("payment-provider-error");
    expect(await record(owner.uid)).toMatchObject({ accountId: null, creationAttempt: 1 });
    expect(await connectedAccountOf(deps(), owner.uid)).toBeNull();

    expect((await link(owner.token)).status).toBe(200);
    expect(accountsOf(owner.uid)).toHaveLength(1);
    expect(await record(owner.uid)).toMatchObject({ creationAttempt: 1 });
  });

  /** The stand-in's client, with accounts.create answered by `create` (Stripe's own errors included). */
  function portWithCreate(create: (params: Stripe.AccountCreateParams, options?: Stripe.RequestOptions) => Promise<Stripe.Account>) {
    const accounts = Object.assign(Object.create(stripe.client.accounts) as Stripe["accounts"], { create });
    const client = Object.assign(Object.create(stripe.client) as Stripe, { accounts });
    return { client: () => client, webhookSecret: () => stripe.secret };
  }

  it("takes a new idempotency key after Stripe refused the creation's parameters, and keeps it while another request holds it", async () => {
    const owner = await subscribedOwner();
    const keys: string[] = [];
    const refusing = portWithCreate((_params, options) => {
      keys.push(String(options?.idempotencyKey));
      return Promise.reject(new StripeErrors.StripeInvalidRequestError({ type: "invalid_request_error", message: "Country 'XX' is unknown.", statusCode: 400 }));
    });
    const refused = await request(testApp({ stripe: refusing })).post("/api/banking/onboarding-link").set("Authorization", `Bearer ${owner.token}`).send({});
    expect(refused.status).toBe(502);
    expect(codeOf(refused)).toBe("payment-provider-error");
    expect(await record(owner.uid)).toMatchObject({ accountId: null, creationAttempt: 1, creationFailed: true });

    // The next call: a new key; Stripe first says another request with it is still running, then answers.
    let busy = 2;
    const conflicted = portWithCreate((params, options) => {
      keys.push(String(options?.idempotencyKey));
      if (busy-- > 0) return Promise.reject(new StripeErrors.StripeIdempotencyError({ type: "idempotency_error", message: "There is currently another in-progress request using this Idempotent Key.", statusCode: 409 }));
      return stripe.client.accounts.create(params, options);
    });
    const res = await request(testApp({ stripe: conflicted })).post("/api/banking/onboarding-link").set("Authorization", `Bearer ${owner.token}`).set("Origin", APP_URL).send({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(keys).toEqual([1, 2, 2, 2].map((attempt) => `comanda-connect-account-${owner.uid}-${attempt}`));
    expect(accountsOf(owner.uid)).toHaveLength(1);
    expect(await record(owner.uid)).toMatchObject({ accountId: accountsOf(owner.uid)[0], creationAttempt: 2 });
  });

  it("is for subscribers: without a plan nothing is created at Stripe", async () => {
    const owner = await registeredOwner();
    const res = await link(owner.token);
    expect(res.status).toBe(403);
    expect(codeOf(res)).toBe("subscription-required");
    expect(accountsOf(owner.uid)).toEqual([]);
    expect(await record(owner.uid)).toBeUndefined();
  });

  it("refuses staff without the settings permission; staff with it may connect", async () => {
    const owner = await subscribedOwner();
    const without = await createStaff(owner.uid, ["orders"]);
    const refused = await link(without.token);
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe("forbidden");
    expect(codeOf(await status(without.token))).toBe("forbidden");
    expect(accountsOf(owner.uid)).toEqual([]);

    const withSettings = await createStaff(owner.uid, ["settings"]);
    expect((await link(withSettings.token)).status).toBe(200);
    expect((await status(withSettings.token)).status).toBe(200);
  });

  it("sends Stripe's way back to a local admin only on the emulators, never to a foreign site", async () => {
    const owner = await subscribedOwner();
    const res = await link(owner.token, "https://evil.example");
    expect(res.status).toBe(200);
    expect(stripe.standIn.state.accountLinks.get(linkId(linkOf(res).url))?.return_url).toBe(`${APP_URL}/admin/settings/banking?onboarding=return`);
  });
});

describe("GET /api/banking/status", () => {
  it("is not connected before any link, and stores nothing", async () => {
    const owner = await subscribedOwner();
    const res = await status(owner.token);
    expect(res.status).toBe(200);
    expect(statusOf(res)).toEqual({
      state: "notConnected",
      waitingReason: null,
      missing: [],
      deadline: null,
      rejected: false,
      currency: null,
      payoutSchedule: null,
      payouts: [],
    });
    expect(await record(owner.uid)).toBeUndefined();
  });

  it("says what is missing while waiting, then connected with the schedule and payouts, and stores the state", async () => {
    const owner = await subscribedOwner();
    await link(owner.token);
    const waiting = statusOf(await status(owner.token));
    expect(waiting).toMatchObject({ state: "waiting", waitingReason: "detailsMissing", payouts: [] });
    expect(waiting.missing).toEqual(expect.arrayContaining(["bankAccount", "termsOfService"]));

    const [accountId] = accountsOf(owner.uid);
    stripe.standIn.state.completeOnboarding(accountId ?? "");
    // No event delivered yet: the status call reads Stripe itself and stores what it saw.
    const connected = statusOf(await status(owner.token));
    expect(connected).toMatchObject({
      state: "connected",
      waitingReason: null,
      missing: [],
      currency: "EUR",
      payoutSchedule: { interval: "daily", delayDays: 2, weeklyAnchor: null, monthlyAnchor: null },
    });
    expect(connected.payouts.map((p) => [p.amount, p.currency, p.status])).toEqual(
      expect.arrayContaining([
        [12_345, "EUR", "paid"],
        [6_789, "EUR", "in_transit"],
      ]),
    );
    expect(await company(owner.uid)).toMatchObject({ hasAValidStripeConnection: true, stripeConnectionState: "connected" });
    expect(await connectedAccountOf(deps(), owner.uid)).toEqual({ accountId, chargesEnabled: true, payoutsEnabled: true });
  });

  it("answers payment-provider-error (not a 500) when Stripe does not answer", async () => {
    const owner = await subscribedOwner();
    await link(owner.token);
    const unreachable = stripePort({ stripe: { ...emulatorConfig.stripe, apiUrl: "http://127.0.0.1:9" } }, () => "sk_test_standin", () => stripe.secret);
    const res = await request(testApp({ stripe: unreachable })).get("/api/banking/status").set("Authorization", `Bearer ${owner.token}`);
    expect(res.status).toBe(502);
    expect(codeOf(res)).toBe("payment-provider-error");
    expect(await record(owner.uid)).toMatchObject({ state: "waiting" });
  });

  it("counts an account Stripe no longer knows as not connected, and the next link makes a new one", async () => {
    const owner = await subscribedOwner();
    await db.collection("companies").doc(owner.uid).set({ hasAValidStripeConnection: true, stripeConnectionState: "connected" }, { merge: true });
    await db.collection("paymentAccounts").doc(owner.uid).set({ companyId: owner.uid, accountId: "acct_gone", creationAttempt: 1, readAt: null, state: "connected" });
    const res = await status(owner.token);
    expect(res.status).toBe(200);
    expect(statusOf(res)).toMatchObject({ state: "notConnected", payouts: [] });
    expect(await record(owner.uid)).toMatchObject({ accountId: null, state: "notConnected", creationFailed: true });
    expect(await company(owner.uid)).toMatchObject({ hasAValidStripeConnection: false, stripeConnectionState: "notConnected" });
    expect(await connectedAccountOf(deps(), owner.uid)).toBeNull();

    expect((await link(owner.token)).status).toBe(200);
    expect(accountsOf(owner.uid)).toHaveLength(1);
    expect(await record(owner.uid)).toMatchObject({ accountId: accountsOf(owner.uid)[0], creationAttempt: 2, state: "waiting" });
  });

  it("makes a new account when the link finds the stored one gone at Stripe", async () => {
    const owner = await subscribedOwner();
    await db.collection("paymentAccounts").doc(owner.uid).set({ companyId: owner.uid, accountId: "acct_gone", creationAttempt: 1, readAt: null, state: "waiting" });
    const res = await link(owner.token);
    expect(res.status).toBe(200);
    const [fresh] = accountsOf(owner.uid);
    expect(stripe.standIn.state.accountLinks.get(linkId(linkOf(res).url))?.account).toBe(fresh);
    expect(await record(owner.uid)).toMatchObject({ accountId: fresh, creationAttempt: 2 });
  });

  it("never shows one company another's account or payouts", async () => {
    const a = await subscribedOwner("Bar A");
    const b = await subscribedOwner("Bar B");
    await link(a.token);
    stripe.standIn.state.completeOnboarding(accountsOf(a.uid)[0] ?? "");
    expect(statusOf(await status(a.token)).state).toBe("connected");

    expect(statusOf(await status(b.token))).toMatchObject({ state: "notConnected", payouts: [] });
    expect(await record(b.uid)).toBeUndefined();
    await link(b.token);
    const [accountA, accountB] = [accountsOf(a.uid)[0], accountsOf(b.uid)[0]];
    expect(accountB).toBeDefined();
    expect(accountB).not.toBe(accountA);
    expect(statusOf(await status(b.token))).toMatchObject({ state: "waiting", payouts: [] });
    expect(await company(b.uid)).toMatchObject({ hasAValidStripeConnection: false, stripeConnectionState: "waiting" });
  });
});

describe("account.updated", () => {
  async function deliver(event: Stripe.Event, loaded?: Awaited<ReturnType<NonNullable<typeof accountUpdated.load>>>) {
    const d = deps();
    const l = loaded === undefined ? await accountUpdated.load!(d, event) : loaded;
    await runTransaction(db, (tx) => accountUpdated.apply(tx, d, event, l));
  }
  const updates = (accountId: string) => stripe.events("account.updated").filter((e) => e.account === accountId);

  it("stores the onboarding's end, also when delivered twice", async () => {
    const owner = await subscribedOwner();
    await link(owner.token);
    const [accountId = ""] = accountsOf(owner.uid);
    stripe.standIn.state.completeOnboarding(accountId);
    const [event] = updates(accountId);
    expect(event).toBeDefined();
    await deliver(event!);
    await deliver(event!);
    expect(await record(owner.uid)).toMatchObject({ accountId, state: "connected", chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true });
    expect(await company(owner.uid)).toMatchObject({ hasAValidStripeConnection: true, stripeConnectionState: "connected" });
  });

  it("never lets an older event, or an older read, overwrite newer state", async () => {
    const owner = await subscribedOwner();
    await link(owner.token);
    const [accountId = ""] = accountsOf(owner.uid);
    stripe.standIn.state.finishOnboardingLater(accountId);
    const [later] = updates(accountId);
    // The "finish later" event is read while it is still true…
    const staleRead = await accountUpdated.load!(deps(), later!);
    expect(staleRead?.read.status.detailsSubmitted).toBe(true);
    stripe.standIn.state.completeOnboarding(accountId);
    const completed = updates(accountId).at(-1)!;
    // …the newer event is handled first, then the older one arrives with its older read.
    await deliver(completed);
    await deliver(later!, staleRead);
    expect(await record(owner.uid)).toMatchObject({ state: "connected" });
    // The old event delivered again now re-reads the account: still connected.
    await deliver(later!);
    expect(await record(owner.uid)).toMatchObject({ state: "connected" });
    expect(await company(owner.uid)).toMatchObject({ stripeConnectionState: "connected", hasAValidStripeConnection: true });
  });

  it("ends right when the events of one account come concurrently", async () => {
    const owner = await subscribedOwner();
    await link(owner.token);
    const [accountId = ""] = accountsOf(owner.uid);
    stripe.standIn.state.finishOnboardingLater(accountId);
    stripe.standIn.state.completeOnboarding(accountId);
    const events = updates(accountId);
    await Promise.all([...events, ...events].map((e) => deliver(e)));
    expect(await record(owner.uid)).toMatchObject({ state: "connected" });
    expect(await company(owner.uid)).toMatchObject({ stripeConnectionState: "connected" });
  });

  it("through POST /api/webhooks/stripe: each delivery is applied once, a repeat changes nothing", async () => {
    const owner = await subscribedOwner();
    await link(owner.token);
    const [accountId = ""] = accountsOf(owner.uid);
    stripe.standIn.state.finishOnboardingLater(accountId);
    stripe.standIn.state.completeOnboarding(accountId);
    const events = updates(accountId);
    // Newest first (out of order), then all of them again.
    for (const event of [...events].reverse()) expect((await stripe.post(app(), event)).status).toBe(200);
    expect(await record(owner.uid)).toMatchObject({ state: "connected" });
    const stored = await record(owner.uid);
    for (const event of events) expect((await stripe.post(app(), event)).status).toBe(200);
    expect(await record(owner.uid)).toEqual(stored);
    const handled = await db.collection("stripeEvents").where("account", "==", accountId).get();
    expect(handled.docs.map((d) => d.id).sort()).toEqual(events.map((e) => e.id).sort());
    expect(await company(owner.uid)).toMatchObject({ stripeConnectionState: "connected", hasAValidStripeConnection: true });
  });

  it("account.application.deauthorized: the company is not connected any more, and a late one leaves a new account alone", async () => {
    const owner = await subscribedOwner();
    await link(owner.token);
    const [first = ""] = accountsOf(owner.uid);
    stripe.standIn.state.completeOnboarding(first);
    expect(statusOf(await status(owner.token)).state).toBe("connected");
    const deauthorized = (id: string) =>
      ({ id: `evt_deauth_${id}`, object: "event", type: "account.application.deauthorized", account: first, created: Math.floor(Date.now() / 1000), livemode: false, data: { object: { id: "ca_comanda", object: "application" } } }) as unknown as Stripe.Event;
    expect((await stripe.post(app(), deauthorized("1"))).status).toBe(200);
    expect(await record(owner.uid)).toMatchObject({ accountId: null, state: "notConnected" });
    expect(await company(owner.uid)).toMatchObject({ hasAValidStripeConnection: false, stripeConnectionState: "notConnected" });

    // Connected again with a new account; the old account's event once more (another id) changes nothing.
    await link(owner.token);
    const fresh = accountsOf(owner.uid).find((a) => a !== first) ?? "";
    expect(fresh).not.toBe("");
    expect((await stripe.post(app(), deauthorized("2"))).status).toBe(200);
    expect(await record(owner.uid)).toMatchObject({ accountId: fresh });
  });

  it("ignores an account no company holds, and never moves a company to another account", async () => {
    const a = await subscribedOwner("Bar A");
    await link(a.token);
    const [own] = accountsOf(a.uid);
    const eventFor = (account: { id: string }) => ({ id: `evt_${account.id}`, type: "account.updated", account: account.id, data: { object: account } }) as unknown as Stripe.Event;
    const stranger = stripe.standIn.createConnectedAccount({ onboarded: true });
    expect(await accountUpdated.load!(deps(), eventFor({ id: String(stranger.id) }))).toBeNull();
    // Another account naming company A (it holds one already): not taken over.
    const other = await stripe.client.accounts.create({ type: "standard", metadata: { companyId: a.uid } });
    stripe.standIn.state.completeOnboarding(other.id);
    expect(await accountUpdated.load!(deps(), eventFor(other))).toBeNull();
    expect(await record(a.uid)).toMatchObject({ accountId: own, state: "waiting" });
  });
});
