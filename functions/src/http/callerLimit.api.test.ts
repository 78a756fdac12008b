// The per-caller limit against the emulators: the caller is what the front end appended to X-Forwarded-For
// (entries a caller prepends change nothing), the count lives in Firestore, so parallel calls through several
// app instances are limited at exactly the limit, and the same limiter guards registration and account mails.
import "./callerLimitTestProject";
import type { Request, Response } from "express";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { QR_LOGIN_LIMIT } from "../accounts/handlers";
import { ACCOUNT_MAIL_LIMIT, REGISTRATION_LIMIT } from "../platform/handlers";
import { errorCodeOf } from "../orders/testOrders";
import { auth, clearProject, db, emulatorConfig, mailsTo, testApp } from "../test/emulator";
import { CALLER_LIMITS, admitCaller, type CallerLimitRule } from "./callerLimit";

beforeEach(clearProject);

/** Mid-minute, so that no count of a test is cut by a new window. */
const clock = { now: () => new Date("2026-01-05T12:00:30.000Z") };
const app = () => testApp({ clock });

/** A QR-login attempt with a code that is none (answered 400 while the caller is within the limit). */
const scan = (api: ReturnType<typeof testApp>, forwardedFor: string) => request(api).post("/api/accounts/qr-login").set("X-Forwarded-For", forwardedFor).send({ token: "x" });

describe("the caller is who the front end says, not who the caller says", () => {
  it("a limited caller stays limited whatever it puts on the left of X-Forwarded-For", async () => {
    const api = app();
    // The emulators count one front-end hop: the right-most entry is the caller, the rest is the caller's own text.
    expect(emulatorConfig.callerProxyHops).toBe(1);
    for (let i = 0; i < QR_LOGIN_LIMIT.calls; i += 1) expect((await scan(api, `198.51.100.${i}, 203.0.113.9`)).status).toBe(400);
    for (const spoofed of ["10.0.0.1, 203.0.113.9", "192.0.2.77,203.0.113.9", "unknown, 1.2.3.4, 203.0.113.9", "203.0.113.9"]) {
      const res = await scan(api, spoofed);
      expect(res.status, spoofed).toBe(429);
      expect(errorCodeOf(res)).toBe("rate-limited");
      expect(Number(res.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    }
    // Another caller (another right-most entry) is not limited by it.
    expect((await scan(api, "203.0.113.9, 203.0.113.10")).status).toBe(400);
  });
});

describe("every instance sees the same count", () => {
  it("20 parallel scans of one caller through two app instances, 5 calls before the limit: exactly 5 answered", async () => {
    // 15 of the 20 scans used already (counted one after the other: quick), then a burst through two instances.
    const deps = { db, clock, config: emulatorConfig };
    const req = { get: (name: string) => (name.toLowerCase() === "x-forwarded-for" ? "203.0.113.20" : undefined), socket: {} } as unknown as Request;
    const res = { set: () => res } as unknown as Response;
    for (let i = 0; i < QR_LOGIN_LIMIT.calls - 5; i += 1) await admitCaller(deps, req, res, QR_LOGIN_LIMIT);
    const apps = [app(), app()];
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => scan(apps[i % 2]!, `192.0.2.${i}, 203.0.113.20`).then((answer) => answer.status)));
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it("20 parallel calls through two limiter instances (two sets of deps) admit exactly 5 of a limit of 5", async () => {
    const rule: CallerLimitRule = { name: "parallelTest", calls: 5, windowSeconds: 60 };
    const instances = [
      { db, clock, config: emulatorConfig },
      { db, clock, config: { ...emulatorConfig } },
    ];
    const req = { get: (name: string) => (name.toLowerCase() === "x-forwarded-for" ? "203.0.113.30" : undefined), socket: {} } as unknown as Request;
    const res = { set: () => res } as unknown as Response;
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => admitCaller(instances[i % 2]!, req, res, rule)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.reason).toMatchObject({ code: "rate-limited" });
    // One counter document for that caller and window, with the admitted calls only; it expires by TTL.
    const counters = (await db.collection(CALLER_LIMITS).where("limit", "==", "parallelTest").get()).docs.map((d) => d.data());
    expect(counters).toEqual([{ limit: "parallelTest", windowStart: Date.parse("2026-01-05T12:00:00.000Z"), count: 5, expireAt: expect.anything() as unknown }]);
    expect((counters[0]?.expireAt as { toMillis(): number }).toMillis()).toBe(Date.parse("2026-01-05T12:02:00.000Z"));
  });

  it("a new window counts from zero", async () => {
    const rule: CallerLimitRule = { name: "windowTest", calls: 1, windowSeconds: 60 };
    let now = Date.parse("2026-01-05T12:00:59.000Z");
    const deps = { db, clock: { now: () => new Date(now) }, config: emulatorConfig };
    const req = { get: () => "203.0.113.40", socket: {} } as unknown as Request;
    const headers: Record<string, string> = {};
    const res = { set: (name: string, value: string) => ((headers[name] = value), res) } as unknown as Response;
    await admitCaller(deps, req, res, rule);
    await expect(admitCaller(deps, req, res, rule)).rejects.toMatchObject({ code: "rate-limited" });
    expect(headers["Retry-After"]).toBe("1");
    now += 1000;
    await expect(admitCaller(deps, req, res, rule)).resolves.toBeUndefined();
  });
});

describe("the same limiter guards registration and the account mails", () => {
  /** A request as the front end hands it on for `address` (one hop on the emulators). */
  const from = (address: string) => ({ get: (name: string) => (name.toLowerCase() === "x-forwarded-for" ? address : undefined), socket: {} }) as unknown as Request;
  const res = { set: () => res } as unknown as Response;

  it("a caller past its registrations of the minute is refused with 429 whatever it prepends, and nothing is created", async () => {
    const deps = { db, clock, config: emulatorConfig };
    for (let i = 0; i < REGISTRATION_LIMIT.calls; i += 1) await admitCaller(deps, from("203.0.113.50"), res, REGISTRATION_LIMIT);
    const email = `limited-${Date.now()}@example.com`;
    const body = { email, name: "Ana Pérez", companyname: "Bar Ana", password: "secret-123", acceptTerms: true, acceptPrivacy: true };
    const refused = await request(app()).post("/api/registration").set("X-Forwarded-For", "10.1.1.1, 203.0.113.50").send(body);
    expect(refused.status).toBe(429);
    expect(errorCodeOf(refused)).toBe("rate-limited");
    await expect(auth.getUserByEmail(email)).rejects.toMatchObject({ code: "auth/user-not-found" });
    // Another caller registers.
    expect((await request(app()).post("/api/registration").set("X-Forwarded-For", "203.0.113.51").send(body)).status).toBe(201);
  });

  it("verification and password mails share one count per caller: the 11th is refused and sends nothing", async () => {
    const api = app();
    const ask = (path: string, forwardedFor: string) => request(api).post(path).set("X-Forwarded-For", forwardedFor).send({ email: "nobody@example.com" });
    for (let i = 0; i < ACCOUNT_MAIL_LIMIT.calls; i += 1) {
      expect((await ask(i % 2 ? "/api/sendVerificationLink" : "/api/sendForgotPasswordLink", `198.51.100.${i}, 203.0.113.60`)).status).toBe(200);
    }
    for (const path of ["/api/sendForgotPasswordLink", "/api/sendVerificationLink"]) {
      const res = await ask(path, "192.0.2.1, 203.0.113.60");
      expect(res.status, path).toBe(429);
      expect(errorCodeOf(res)).toBe("rate-limited");
    }
    expect(await mailsTo("nobody@example.com")).toEqual([]);
    expect((await ask("/api/sendForgotPasswordLink", "203.0.113.61")).status).toBe(200);
  });
});
