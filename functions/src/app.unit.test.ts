import request from "supertest";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "./app";
import { outbox, standIn, testConfig, testDeps, tokenAuth, type TestUser } from "./test/standIns";
import type { Firestore } from "firebase-admin/firestore";
import type { AppDeps, AuthPort } from "./deps";
import * as logs from "./logs";

const TOKENS: Record<string, TestUser> = {
  owner: { uid: "c1", companyId: "c1", owner: true, permissions: ["owner"], email: "owner@example.com" },
  staff: { uid: "s1", companyId: "c1", permissions: ["orders"] },
  unverified: { uid: "u1", email: "new@example.com", emailVerified: false },
};

// The unexpected-error log event, captured (and kept off the test output).
vi.mock("./logs", async (original) => ({ ...(await original<typeof import("./logs")>()), requestFailed: vi.fn() }));
// The per-caller limit counts in Firestore (tested against the emulator in http/callerLimit.api.test.ts): here every caller is admitted.
vi.mock("./http/callerLimit", async (original) => ({ ...(await original<typeof import("./http/callerLimit")>()), admitCaller: vi.fn(async () => undefined) }));

afterEach(() => {
  vi.mocked(logs.requestFailed).mockClear();
});

function app(given: Partial<AppDeps> = {}) {
  return createApp(testDeps({ auth: tokenAuth(TOKENS), ...given }));
}

describe("bad input is answered with a 4xx code, never a 500", () => {
  it("answers 400 invalid-json to a body that is not JSON", async () => {
    const res = await request(app()).post("/api/registration").set("Content-Type", "application/json").send("{bad");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "invalid-json" } });
    expect(logs.requestFailed).not.toHaveBeenCalled();
  });

  it("answers 413 payload-too-large to a JSON body over 1 MB", async () => {
    const res = await request(app()).post("/api/sendVerificationLink").set("Content-Type", "application/json").send(JSON.stringify({ email: "x".repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: "payload-too-large" } });
  });

  it("answers 415 unsupported-media-type to a form body on a JSON call", async () => {
    const res = await request(app()).post("/api/sendVerificationLink").type("form").send("email=a@b.es");
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: { code: "unsupported-media-type" } });
  });

  it("answers 400 validation with every field's codes, unknown fields included", async () => {
    const res = await request(app()).post("/api/me").set("Authorization", "Bearer owner").send({ name: "Al", nickname: "x" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "validation", fields: { name: ["minLength"], nickname: ["unknown-field"] } } });
  });

  it("answers 400 validation to a JSON array where an object is expected", async () => {
    const res = await request(app()).post("/api/sendForgotPasswordLink").send([{ email: "a@b.es" }]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "validation", fields: { _: ["type"] } } });
  });

  it.each(["__proto__", "constructor", "toString"])("answers 400 validation, not 500, to a body with a %s key", async (key) => {
    const res = await request(app()).post("/api/me").set("Authorization", "Bearer owner").set("Content-Type", "application/json").send(`{"name":"Alba",${JSON.stringify(key)}:{"prototype":1}}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "validation", fields: JSON.parse(`{${JSON.stringify(key)}:["unknown-field"]}`) } });
    expect(logs.requestFailed).not.toHaveBeenCalled();
  });

  it("answers 413 payload-too-large in JSON to an oversized body that is not JSON", async () => {
    const res = await request(app()).post("/api/sendVerificationLink").set("Content-Type", "application/json").send(`{${"x".repeat(1_100_000)}`);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: "payload-too-large" } });
  });

  it("treats a request without a body as an empty object", async () => {
    const res = await request(app()).post("/api/deleteAccount").set("Authorization", "Bearer owner");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "validation", fields: { confirm: ["required"] } } });
  });
});

describe("who may call", () => {
  it("answers 401 unauthenticated without a bearer token", async () => {
    const res = await request(app()).post("/api/me").send({ name: "Alba" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: "unauthenticated" } });
  });

  it("answers 401 unauthenticated to a token Auth refuses", async () => {
    const res = await request(app()).post("/api/me").set("Authorization", "Bearer forged").send({ name: "Alba" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: "unauthenticated" } });
  });

  it("answers 401 unauthenticated to another kind of Authorization header", async () => {
    const res = await request(app()).post("/api/me").set("Authorization", "Basic b3duZXI6eA==").send({ name: "Alba" });
    expect(res.status).toBe(401);
  });

  it("checks the token before reading the body", async () => {
    const res = await request(app()).post("/api/me").set("Content-Type", "application/json").send("{bad");
    expect(res.status).toBe(401);
  });

  it("answers 403 not-verified to a password user whose e-mail is not verified", async () => {
    const res = await request(app()).post("/api/me").set("Authorization", "Bearer unverified").send({ name: "Alba" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: "not-verified" } });
  });

  it("answers 403 forbidden to staff calling an owner-only route", async () => {
    const res = await request(app()).post("/api/deleteAccount").set("Authorization", "Bearer staff").send({ confirm: true });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: "forbidden" } });
  });

  it("answers 500 internal, not 401, when Auth itself fails", async () => {
    const auth = standIn<AuthPort>("auth", {
      async verifyIdToken() {
        throw Object.assign(new Error("socket hang up"), { code: "app/network-error" });
      },
    });
    const res = await request(app({ auth })).post("/api/me").set("Authorization", "Bearer owner").send({ name: "Alba" });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { code: "internal" } });
    expect(logs.requestFailed).toHaveBeenCalledWith("POST", "/api/me", expect.objectContaining({ message: "socket hang up" }));
  });
});

describe("routes", () => {
  it("answers 404 not-found to an unknown /api path", async () => {
    const res = await request(app()).post("/api/does-not-exist").send({});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "not-found" } });
  });

  it("answers 404 not-found outside /api too", async () => {
    const res = await request(app()).get("/somewhere");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "not-found" } });
  });

  it("answers 405 method-not-allowed with the allowed methods to a known path", async () => {
    const res = await request(app()).get("/api/registration");
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("POST");
    expect(res.body).toEqual({ error: { code: "method-not-allowed" } });
  });

  it("keeps the local upload routes closed when uploads go to Cloud Storage", async () => {
    const res = await request(app()).get("/api/local-uploads/users~u1~profile~a.png");
    expect(res.status).toBe(404);
  });
});

describe("answers", () => {
  it("answers 500 internal when a handler throws, without details, and logs the error", async () => {
    const res = await request(app()).post("/api/me").set("Authorization", "Bearer owner").send({ name: "Alba" });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { code: "internal" } });
    expect(logs.requestFailed).toHaveBeenCalledWith("POST", "/api/me", expect.objectContaining({ message: expect.stringContaining("firestore.collection") }));
  });

  it("answers 503 busy, without logging a failure, when Firestore gives up a transaction under contention", async () => {
    const contended = Object.assign(new Error("10 ABORTED: Too much contention on these documents. Please try again."), { code: 10 });
    const db = standIn<Firestore>("firestore", {
      collection: () => {
        throw contended;
      },
    });
    const res = await request(app({ db })).post("/api/me").set("Authorization", "Bearer owner").send({ name: "Alba" });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: { code: "busy" } });
    expect(logs.requestFailed).not.toHaveBeenCalled();
  });

  it("serves the version at the top level and under data", async () => {
    const res = await request(app()).get("/version.json");
    expect(res.body).toEqual({ version: "9.9.9", data: { version: "9.9.9" } });
  });

  it("serves the latest iOS app from the configuration", async () => {
    const res = await request(app()).get("/api/system/apps/");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { ios: { version: "2.0.0", appstoreLink: "https://apps.example.com/comanda" } } });
  });

  it("answers a link request for an unknown address like any other, sending nothing", async () => {
    const mailer = outbox();
    const auth = tokenAuth(TOKENS, {
      async getUserByEmail() {
        throw Object.assign(new Error("no user"), { code: "auth/user-not-found" });
      },
    });
    const res = await request(app({ auth, mailer })).post("/api/sendVerificationLink").send({ email: "ghost@example.com" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { sent: true } });
    expect(mailer.sent).toEqual([]);
  });
});

describe("cross-origin calls", () => {
  it("allows no foreign origin in production", async () => {
    const res = await request(app()).get("/api/system/apps").set("Origin", "http://localhost:5173");
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("allows the app URL in production", async () => {
    const res = await request(app()).get("/api/system/apps").set("Origin", "https://admin.example.com");
    expect(res.headers["access-control-allow-origin"]).toBe("https://admin.example.com");
  });

  it("answers a preflight from a localhost origin in the emulator", async () => {
    const res = await request(app({ config: { ...testConfig, isEmulator: true } }))
      .options("/api/me")
      .set("Origin", "http://127.0.0.1:5173")
      .set("Access-Control-Request-Method", "POST");
    expect(res.status).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("http://127.0.0.1:5173");
    expect(res.headers["access-control-allow-headers"]).toContain("Authorization");
  });
});
