// The per-caller limit against the emulators: the caller is what the front end appended to X-Forwarded-For
// (entries a caller prepends change nothing), and the count lives in Firestore, so parallel calls through
// several app instances are limited at exactly the limit.
import "./callerLimitTestProject";
import type { Request, Response } from "express";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { QR_LOGIN_LIMIT } from "../accounts/handlers";
import { errorCodeOf } from "../orders/testOrders";
import { clearProject, db, emulatorConfig, testApp } from "../test/emulator";
import { CALLER_LIMITS, admitCaller, type CallerLimitRule } from "./callerLimit";

beforeEach(clearProject);

/** A QR-login attempt with a code that is none (answered 400 while the caller is within the limit). */
const scan = (app: ReturnType<typeof testApp>, forwardedFor: string) => request(app).post("/api/accounts/qr-login").set("X-Forwarded-For", forwardedFor).send({ token: "x" });

describe("the caller is who the front end says, not who the caller says", () => {
  it("a limited caller stays limited whatever it puts on the left of X-Forwarded-For", async () => {
    const app = testApp();
    // The emulators count one front-end hop: the right-most entry is the caller, the rest is the caller's own text.
    expect(emulatorConfig.callerProxyHops).toBe(1);
    for (let i = 0; i < QR_LOGIN_LIMIT.calls; i += 1) expect((await scan(app, `198.51.100.${i}, 203.0.113.9`)).status).toBe(400);
    for (const spoofed of ["10.0.0.1, 203.0.113.9", "192.0.2.77,203.0.113.9", "unknown, 1.2.3.4, 203.0.113.9", "203.0.113.9"]) {
      const res = await scan(app, spoofed);
      expect(res.status, spoofed).toBe(429);
      expect(errorCodeOf(res)).toBe("rate-limited");
      expect(Number(res.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    }
    // Another caller (another right-most entry) is not limited by it.
    expect((await scan(app, "203.0.113.9, 203.0.113.10")).status).toBe(400);
  });
});

describe("every instance sees the same count", () => {
  it("24 parallel scans of one caller through two app instances: exactly the limit (20) is answered, the rest refused", async () => {
    const apps = [testApp(), testApp()];
    const statuses = await Promise.all(Array.from({ length: 24 }, (_, i) => scan(apps[i % 2]!, `192.0.2.${i}, 203.0.113.20`).then((res) => res.status)));
    expect(statuses.filter((s) => s === 400)).toHaveLength(QR_LOGIN_LIMIT.calls);
    expect(statuses.filter((s) => s === 429)).toHaveLength(24 - QR_LOGIN_LIMIT.calls);
  });

  it("20 parallel calls through two limiter instances (two sets of deps) admit exactly 5 of a limit of 5", async () => {
    const rule: CallerLimitRule = { name: "parallelTest", calls: 5, windowSeconds: 60 };
    const clock = { now: () => new Date("2026-01-05T12:00:30.000Z") };
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
