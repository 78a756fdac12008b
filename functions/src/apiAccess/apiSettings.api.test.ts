import "./testProject";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { deleteCompany } from "../company/deleteCompany";
import { resolveDeps } from "../deps";
import { auth, clearProject, createStaff, db, emulatorConfig, registeredOwner, testApp } from "../test/emulator";
import { API_CREDENTIALS } from "./settings";

beforeEach(clearProject);

const post = (path: string, token: string | null, body: object = {}) => {
  const req = request(testApp()).post(path);
  if (token) req.set("Authorization", `Bearer ${token}`);
  return req.send(body);
};
const regenerate = (token: string | null, companyId?: string) => post(companyId ? `/api/api-settings/${companyId}/regenerate` : "/api/api-settings/regenerate", token);
const save = (token: string | null, body: object, companyId?: string) => post(companyId ? `/api/api-settings/${companyId}` : "/api/api-settings", token, body);
const stored = async (companyId: string) => (await db.collection("companyApiSettings").doc(companyId).get()).data();
const credentials = async () => (await db.collection(API_CREDENTIALS).get()).docs.map((d) => ({ id: d.id, ...d.data() }));
const subscribe = (companyId: string, active = true) => db.collection("companies").doc(companyId).set({ hasAnActiveSubscription: active, subscribedPlan: active ? "pro" : null }, { merge: true });
const errorCode = (res: request.Response) => (res.body as { error: { code: string } }).error.code;

interface Regenerated {
  data: { password: string; settings: { companyId: string; enabled: boolean; user: string; generatedAt: string } };
}

async function subscribedOwner(name = "Bar Ana") {
  const owner = await registeredOwner(name);
  await subscribe(owner.uid);
  return owner;
}

describe("POST /api/api-settings/regenerate", () => {
  it("answers a new password once, keeps only its slow hash server-side, and the readable settings hold no secret", async () => {
    const owner = await subscribedOwner();
    const res = await regenerate(owner.token);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { password, settings } = (res.body as Regenerated).data;
    expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(settings).toEqual({ companyId: owner.uid, enabled: false, user: expect.stringMatching(/^api-[0-9a-f]{16}$/), generatedAt: expect.any(String) });
    expect(await stored(owner.uid)).toEqual(settings);

    const [secret] = await credentials();
    expect(secret).toMatchObject({ id: settings.user, companyId: owner.uid, user: settings.user, password: { algorithm: "scrypt", salt: expect.any(String), hash: expect.any(String) } });
    expect(JSON.stringify(secret)).not.toContain(password);
  });

  it("keeps the user and replaces the hash when regenerated again", async () => {
    const owner = await subscribedOwner();
    const first = (await regenerate(owner.token)).body as Regenerated;
    const hashBefore = (await credentials())[0];
    const second = (await regenerate(owner.token)).body as Regenerated;
    expect(second.data.settings.user).toBe(first.data.settings.user);
    expect(second.data.password).not.toBe(first.data.password);
    const after = await credentials();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toEqual(hashBefore);
  });

  it("is refused without an active subscription (subscribers only), and nothing is stored", async () => {
    const owner = await registeredOwner();
    const res = await regenerate(owner.token);
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe("subscription-required");
    expect(await credentials()).toEqual([]);
    expect((await stored(owner.uid))?.user ?? null).toBeNull();
  });

  it("is open to staff with the settings permission", async () => {
    const owner = await subscribedOwner();
    const staff = await createStaff(owner.uid, ["settings"]);
    const res = await regenerate(staff.token);
    expect(res.status).toBe(200);
    expect((await stored(owner.uid))?.user).toBe((res.body as Regenerated).data.settings.user);
  });

  it("is forbidden to staff without the settings permission, and nothing changes", async () => {
    const owner = await subscribedOwner();
    const staff = await createStaff(owner.uid, ["orders", "products", "zones"]);
    const res = await regenerate(staff.token);
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe("forbidden");
    expect(await credentials()).toEqual([]);
  });

  it("is forbidden for another company's id, whose credentials stay as they were", async () => {
    const ana = await subscribedOwner("Bar Ana");
    const luis = await subscribedOwner("Bar Luis");
    const luisFirst = (await regenerate(luis.token)).body as Regenerated;
    const before = await credentials();
    const res = await regenerate(ana.token, luis.uid);
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe("forbidden");
    expect(await credentials()).toEqual(before);
    expect(await stored(luis.uid)).toEqual(luisFirst.data.settings);
    // Its own id in the path is the spec's form of the same call.
    expect((await regenerate(ana.token, ana.uid)).status).toBe(200);
  });

  it("needs a signed-in caller and refuses a body", async () => {
    expect((await regenerate(null)).status).toBe(401);
    const owner = await subscribedOwner();
    const res = await post("/api/api-settings/regenerate", owner.token, { password: "mine" });
    expect(res.status).toBe(400);
    expect((res.body as { error: { fields: unknown } }).error.fields).toEqual({ password: ["unknown-field"] });
  });
});

describe("POST /api/api-settings", () => {
  it("switches access on for a subscriber and keeps the user and generation time", async () => {
    const owner = await subscribedOwner();
    const { settings } = ((await regenerate(owner.token)).body as Regenerated).data;
    const res = await save(owner.token, { enabled: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { settings: { ...settings, enabled: true } } });
    expect(await stored(owner.uid)).toEqual({ ...settings, enabled: true });
  });

  it("refuses to switch access on without a subscription, but always lets it be switched off", async () => {
    const owner = await subscribedOwner();
    expect((await save(owner.token, { enabled: true })).status).toBe(200);
    await subscribe(owner.uid, false);
    const on = await save(owner.token, { enabled: true });
    expect(on.status).toBe(403);
    expect(errorCode(on)).toBe("subscription-required");
    const off = await save(owner.token, { enabled: false });
    expect(off.status).toBe(200);
    expect((await stored(owner.uid))?.enabled).toBe(false);
  });

  it("refuses a body that is not just the switch", async () => {
    const owner = await subscribedOwner();
    const res = await save(owner.token, { enabled: "yes", user: "me" });
    expect(res.status).toBe(400);
    expect((res.body as { error: { fields: unknown } }).error.fields).toEqual({ enabled: ["type"], user: ["unknown-field"] });
  });

  it("is forbidden to staff without the settings permission and for another company", async () => {
    const ana = await subscribedOwner("Bar Ana");
    const luis = await subscribedOwner("Bar Luis");
    const staff = await createStaff(ana.uid, ["orders"]);
    expect((await save(staff.token, { enabled: true })).status).toBe(403);
    expect((await save(ana.token, { enabled: true }, luis.uid)).status).toBe(403);
    expect((await stored(ana.uid))?.enabled ?? false).toBe(false);
    expect((await stored(luis.uid))?.enabled ?? false).toBe(false);
  });
});

describe("deleting the company", () => {
  it("removes its API password hash and rate counters, and leaves another company's", async () => {
    const ana = await subscribedOwner("Bar Ana");
    const luis = await subscribedOwner("Bar Luis");
    await regenerate(ana.token);
    const luisUser = ((await regenerate(luis.token)).body as Regenerated).data.settings.user;
    await db.collection("apiRateLimits").doc(`${ana.uid}_0`).set({ companyId: ana.uid, windowStart: 0, count: 1 });
    await db.collection("apiRateLimits").doc(`${luis.uid}_0`).set({ companyId: luis.uid, windowStart: 0, count: 1 });
    await deleteCompany(resolveDeps({ config: emulatorConfig, auth, db }), ana.uid);
    expect((await credentials()).map((c) => c.id)).toEqual([luisUser]);
    expect((await db.collection("apiRateLimits").get()).docs.map((d) => d.id)).toEqual([`${luis.uid}_0`]);
  });
});
