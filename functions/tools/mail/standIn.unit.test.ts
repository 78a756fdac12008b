// The Trigger Email contract as the stand-in follows it (state transitions, retries, failures sorted into permanent
// and temporary, the message built from a document) and the inbox pages. The whole path through Firestore and
// SMTP is in functions/src/mail/delivery.api.test.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "@comanda/shared";
import {
  afterAttempt,
  classifyFailure,
  DEFAULT_POLICY,
  expireAt,
  LEASE_EXPIRED,
  nextStep,
  NO_RECIPIENT,
  outgoingMail,
  parseEnvFile,
  retryDelay,
  settingsFromParameters,
  type Delivery,
  type DeliveryPolicy,
  type MailDocument,
} from "./contract";
import { inboxListPage, inboxMessagePage } from "./inbox";
import type { ReceivedMail } from "./sink";

const NOW = new Date("2026-03-02T12:00:00.000Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);
const policy: DeliveryPolicy = { ...DEFAULT_POLICY, maxAttempts: 3, retryDelayMs: 1_000, maxRetryDelayMs: 3_000 };
const message = { subject: "Hi", text: "Hello", html: "<p>Hello</p>" };
const delivery = (overrides: Partial<Delivery>): Delivery => ({
  state: "PENDING",
  attempts: 0,
  startTime: NOW,
  endTime: null,
  leaseExpireTime: null,
  error: null,
  ...overrides,
});
const info = { messageId: "<m1@local>", accepted: ["a@x.test"], rejected: [], pending: [], response: "250 OK" };

describe("nextStep: the extension's decisions on a written document", () => {
  it("initializes a new document as PENDING with no attempts and the TTL's expireAt", () => {
    expect(nextStep({ to: "a@x.test", message }, NOW, policy)).toEqual({
      kind: "initialize",
      delivery: { state: "PENDING", attempts: 0, startTime: NOW, endTime: null, leaseExpireTime: null, error: null, expireAt: new Date("2026-04-02T12:00:00.000Z") },
    });
  });

  it("claims PENDING and RETRY (once its back-off ran out) as PROCESSING with a lease", () => {
    const claimed = nextStep({ to: "a@x.test", message, delivery: delivery({}) }, NOW, policy);
    expect(claimed).toEqual({ kind: "claim", delivery: delivery({ state: "PROCESSING", leaseExpireTime: later(60_000) }) });
    const retry = delivery({ state: "RETRY", attempts: 1, endTime: NOW, error: "451" });
    expect(nextStep({ to: "a@x.test", message, delivery: retry }, later(999), policy)).toEqual({ kind: "wait", at: later(1_000) });
    expect(nextStep({ to: "a@x.test", message, delivery: retry }, later(1_000), policy)).toMatchObject({ kind: "claim", delivery: { state: "PROCESSING", attempts: 1 } });
    // RETRY set by hand (the production way to send again) is claimed at once.
    expect(nextStep({ to: "a@x.test", message, delivery: delivery({ state: "RETRY", attempts: 1, endTime: null }) }, NOW, policy).kind).toBe("claim");
  });

  it("leaves final states and documents in flight alone, and ends an expired lease in ERROR without sending", () => {
    expect(nextStep({ to: "a@x.test", message, delivery: delivery({ state: "SUCCESS" }) }, NOW, policy)).toEqual({ kind: "ignore", reason: "final" });
    expect(nextStep({ to: "a@x.test", message, delivery: delivery({ state: "ERROR" }) }, NOW, policy)).toEqual({ kind: "ignore", reason: "final" });
    const processing = delivery({ state: "PROCESSING", leaseExpireTime: later(10) });
    expect(nextStep({ to: "a@x.test", message, delivery: processing }, NOW, policy)).toEqual({ kind: "ignore", reason: "in-flight" });
    expect(nextStep({ to: "a@x.test", message, delivery: processing }, later(11), policy)).toEqual({ kind: "expire-lease", delivery: { ...processing, state: "ERROR", error: LEASE_EXPIRED } });
  });

  it("ignores a document without a message (the extension's 'invalid message')", () => {
    expect(nextStep({ to: "a@x.test" }, NOW, policy)).toEqual({ kind: "ignore", reason: "no-message" });
    expect(nextStep({ to: "a@x.test", message: null }, NOW, policy)).toEqual({ kind: "ignore", reason: "no-message" });
  });
});

describe("afterAttempt", () => {
  const processing = delivery({ state: "PROCESSING", leaseExpireTime: later(60_000) });

  it("writes SUCCESS with the server's answer, one attempt more, the end time and no lease", () => {
    expect(afterAttempt(processing, { ok: true, info }, later(5), policy)).toEqual({ ...processing, state: "SUCCESS", attempts: 1, endTime: later(5), leaseExpireTime: null, error: null, info });
  });

  it("writes ERROR with the reason for a permanent failure, at the first attempt", () => {
    const failure = { error: "Error: 550 No such user", temporary: false };
    expect(afterAttempt(processing, { ok: false, failure }, later(5), policy)).toMatchObject({ state: "ERROR", attempts: 1, error: "Error: 550 No such user", leaseExpireTime: null });
  });

  it("writes RETRY for a temporary failure until the last attempt, which ends in ERROR", () => {
    const failure = { error: "Error: 451 Try again later", temporary: true };
    const first = afterAttempt(processing, { ok: false, failure }, later(5), policy);
    expect(first).toMatchObject({ state: "RETRY", attempts: 1, error: failure.error });
    const second = afterAttempt({ ...first, state: "PROCESSING" }, { ok: false, failure }, later(10), policy);
    expect(second).toMatchObject({ state: "RETRY", attempts: 2 });
    expect(afterAttempt({ ...second, state: "PROCESSING" }, { ok: false, failure }, later(20), policy)).toMatchObject({ state: "ERROR", attempts: 3, error: failure.error });
    // A success after a retry clears the error.
    expect(afterAttempt({ ...first, state: "PROCESSING" }, { ok: true, info }, later(30), policy)).toMatchObject({ state: "SUCCESS", attempts: 2, error: null });
  });

  it("backs off by doubling, up to the cap", () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, policy))).toEqual([1_000, 2_000, 3_000, 3_000]);
    expect(retryDelay(1_000, DEFAULT_POLICY)).toBe(DEFAULT_POLICY.maxRetryDelayMs);
  });
});

describe("classifyFailure", () => {
  const smtp = (message: string, responseCode?: number, code?: string) => Object.assign(new Error(message), { responseCode, code });

  it("takes an SMTP 5xx answer as permanent and a 4xx one as temporary, keeping the server's words", () => {
    expect(classifyFailure(smtp("Can't send mail - all recipients were rejected: 550 5.1.1 No such user", 550, "EENVELOPE"))).toEqual({
      error: "Error: Can't send mail - all recipients were rejected: 550 5.1.1 No such user",
      temporary: false,
    });
    expect(classifyFailure(smtp("451 4.3.0 Try again later", 451, "EENVELOPE"))).toEqual({ error: "Error: 451 4.3.0 Try again later", temporary: true });
  });

  it("takes a server that cannot be reached as temporary, and a broken document as permanent", () => {
    expect(classifyFailure(smtp("connect ECONNREFUSED 127.0.0.1:1025", undefined, "ESOCKET")).temporary).toBe(true);
    expect(classifyFailure(smtp("Connection timeout", undefined, "ETIMEDOUT")).temporary).toBe(true);
    expect(classifyFailure(new Error(NO_RECIPIENT))).toEqual({ error: `Error: ${NO_RECIPIENT}`, temporary: false });
    expect(classifyFailure("odd")).toEqual({ error: "Error: odd", temporary: false });
  });
});

describe("outgoingMail", () => {
  const defaults = { from: "Comanda <no-reply@comanda.app>", replyTo: "support@comanda.app" };

  it("sends to/cc/bcc as lists with the default sender and reply-to, and the message's parts", () => {
    const doc: MailDocument = { to: "a@x.test", cc: ["b@x.test"], message: { ...message, attachments: [{ filename: "r.pdf", content: "AA==" }] }, headers: { "X-Order": "7", bad: 1 } };
    expect(outgoingMail(doc, defaults)).toEqual({
      from: defaults.from,
      replyTo: defaults.replyTo,
      to: ["a@x.test"],
      cc: ["b@x.test"],
      bcc: [],
      subject: "Hi",
      text: "Hello",
      html: "<p>Hello</p>",
      headers: { "X-Order": "7" },
      attachments: [{ filename: "r.pdf", content: "AA==" }],
    });
    expect(outgoingMail({ to: "a@x.test", from: "Bar <bar@x.test>", replyTo: "bar@x.test", message }, defaults)).toMatchObject({ from: "Bar <bar@x.test>", replyTo: "bar@x.test" });
  });

  it("refuses a document nobody receives or with a malformed address field, as the extension does", () => {
    expect(() => outgoingMail({ message }, defaults)).toThrow(NO_RECIPIENT);
    expect(() => outgoingMail({ to: [], message }, defaults)).toThrow(NO_RECIPIENT);
    expect(() => outgoingMail({ to: ["a@x.test", 3], message }, defaults)).toThrow('Invalid field "to". Expected an array of strings.');
  });
});

describe("the extension's parameters", () => {
  it("reads the parameters file the deploy uses: the collection, the sender and the TTL", () => {
    const params = parseEnvFile("# comment\n\nMAIL_COLLECTION=mail\nDEFAULT_FROM=Comanda <no-reply@comanda.app>\nDEFAULT_REPLY_TO=support@comanda.app\nTTL_EXPIRE_TYPE=week\nTTL_EXPIRE_VALUE=2\nfirebaseextensions.v1beta.function/location=europe-west1\n");
    expect(params["firebaseextensions.v1beta.function/location"]).toBe("europe-west1");
    expect(settingsFromParameters(params)).toEqual({
      collection: "mail",
      defaults: { from: "Comanda <no-reply@comanda.app>", replyTo: "support@comanda.app" },
      ttl: { type: "week", value: 2 },
    });
    expect(settingsFromParameters({ TTL_EXPIRE_TYPE: "fortnight", TTL_EXPIRE_VALUE: "0" }).ttl).toEqual({ type: "never", value: 1 });
  });

  it("in the repository: the instance pinned in firebase.json, the product's collection, no password, the secret by reference", () => {
    const root = join(__dirname, "..", "..", "..");
    const manifest = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8")) as { extensions?: Record<string, string> };
    expect(manifest.extensions?.["firestore-send-email"]).toMatch(/^firebase\/firestore-send-email@\d+\.\d+\.\d+$/);
    const params = parseEnvFile(readFileSync(join(root, "extensions", "firestore-send-email.env"), "utf8"));
    expect(params.MAIL_COLLECTION).toBe(COLLECTIONS.mail);
    expect(params["firebaseextensions.v1beta.function/location"]).toBe("europe-west1");
    // A user at most before the host: never user:password@.
    expect(params.SMTP_CONNECTION_URI).toMatch(/^smtps?:\/\/([^:@/]+@)?[^:@/]+:\d+$/);
    expect(params.SMTP_PASSWORD).toBe("projects/${param:PROJECT_NUMBER}/secrets/ext-firestore-send-email-SMTP_PASSWORD/versions/latest");
    expect(settingsFromParameters(params).defaults.from).toMatch(/<no-reply@[\w.-]+>$/);
  });

  it("puts expireAt by the TTL type, none for never", () => {
    expect(expireAt(NOW, { type: "never", value: 1 })).toBeNull();
    expect(expireAt(NOW, { type: "hour", value: 2 })).toEqual(later(2 * 3_600_000));
    expect(expireAt(NOW, { type: "week", value: 1 })).toEqual(later(7 * 86_400_000));
    expect(expireAt(NOW, { type: "year", value: 1 })).toEqual(new Date("2027-03-02T12:00:00.000Z"));
  });
});

describe("the inbox pages", () => {
  const mail: ReceivedMail = {
    id: 3,
    receivedAt: NOW,
    envelope: { from: "no-reply@comanda.app", to: ["a@x.test"] },
    subject: "<script>alert(1)</script> & more",
    from: "Comanda <no-reply@comanda.app>",
    to: "a@x.test",
    replyTo: "",
    messageId: "<m1@local>",
    html: `<p onclick="x()">Hi "you"</p>`,
    text: "Hi <you>",
    attachments: [],
    size: 10,
  };

  it("lists mails with every value escaped, each linking to its page", () => {
    const html = inboxListPage([mail]);
    expect(html).toContain(`<a href="/messages/3">&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</a>`);
    expect(html).not.toContain("<script>");
    expect(inboxListPage([])).toContain("No mail yet");
  });

  it("shows the HTML part in a sandboxed frame (escaped into srcdoc) and the text part as text", () => {
    const html = inboxMessagePage(mail);
    expect(html).toContain(`<iframe sandbox="" referrerpolicy="no-referrer" title="HTML part" srcdoc="&lt;p onclick=&quot;x()&quot;&gt;Hi &quot;you&quot;&lt;/p&gt;"></iframe>`);
    expect(html).toContain("<pre>Hi &lt;you&gt;</pre>");
    expect(inboxMessagePage({ ...mail, html: null })).toContain("<h2>HTML part</h2><p>None.</p>");
  });
});
