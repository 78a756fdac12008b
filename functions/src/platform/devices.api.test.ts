import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { DEVICES_PER_USER } from "@comanda/shared";
import { clearProject, createStaff, db, registeredOwner, testApp } from "../test/emulator";
import { deviceDocumentId } from "./devices";

beforeEach(clearProject);

const app = testApp();
const register = (token: string, deviceId: string, body: object) =>
  request(app).post(`/api/devices/${deviceId}`).set("Authorization", `Bearer ${token}`).send(body);
const clear = (token: string, deviceId: string) => request(app).delete(`/api/devices/${deviceId}`).set("Authorization", `Bearer ${token}`);
const devicesOf = async (uid: string) => (await db.collection("devices").where("uid", "==", uid).get()).docs.map((d) => d.data());

describe("the native app's devices", () => {
  it("registers the caller's device with its push token, updates it, and clears it at sign-out", async () => {
    const owner = await registeredOwner();
    const first = await register(owner.token, "A1B2C3D4-E5F6-7890", { language: "es", info: { platform: "ios", model: "iPhone15,2" }, pushToken: "apns-1" });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ deviceId: "A1B2C3D4-E5F6-7890", language: "es", pushToken: "apns-1" });
    await register(owner.token, "A1B2C3D4-E5F6-7890", { language: "ca", pushToken: "apns-2" });
    expect(await devicesOf(owner.uid)).toEqual([
      expect.objectContaining({ deviceId: "A1B2C3D4-E5F6-7890", uid: owner.uid, companyId: owner.uid, language: "ca", pushToken: "apns-2" }),
    ]);
    expect((await clear(owner.token, "A1B2C3D4-E5F6-7890")).body).toEqual({ data: { cleared: true } });
    expect(await devicesOf(owner.uid)).toEqual([]);
    expect((await clear(owner.token, "A1B2C3D4-E5F6-7890")).body).toEqual({ data: { cleared: false } });
  });

  it("another user naming the same device id neither reads nor replaces nor clears the first user's registration", async () => {
    const owner = await registeredOwner();
    const staff = await createStaff("other-company", ["orders"]);
    await register(owner.token, "5f0c2a9e-0000-4bd1-9c3e-5d2a7e81c0aa", { language: "en", pushToken: "owner-token" });
    expect((await clear(staff.token, "5f0c2a9e-0000-4bd1-9c3e-5d2a7e81c0aa")).body).toEqual({ data: { cleared: false } });
    await register(staff.token, "5f0c2a9e-0000-4bd1-9c3e-5d2a7e81c0aa", { language: "de", pushToken: "staff-token" });
    expect(await devicesOf(owner.uid)).toEqual([expect.objectContaining({ pushToken: "owner-token", language: "en" })]);
    expect(await devicesOf(staff.uid)).toEqual([expect.objectContaining({ pushToken: "staff-token", companyId: "other-company" })]);
    const ownerDoc = await db.collection("devices").doc(deviceDocumentId(owner.uid, "5f0c2a9e-0000-4bd1-9c3e-5d2a7e81c0aa")).get();
    expect(ownerDoc.get("uid")).toBe(owner.uid);
  });

  it("a push token registered by a new user on a phone leaves the previous user's registration", async () => {
    const owner = await registeredOwner();
    const staff = await createStaff(owner.uid, ["orders"]);
    await register(owner.token, "a3f29c01d4e5b678", { language: "en", pushToken: "install-token" });
    await register(staff.token, "a3f29c01d4e5b678", { language: "en", pushToken: "install-token" });
    expect(await devicesOf(owner.uid)).toEqual([]);
    expect(await devicesOf(staff.uid)).toEqual([expect.objectContaining({ pushToken: "install-token" })]);
  });

  it("keeps at most DEVICES_PER_USER devices per user, dropping the least recently updated", async () => {
    const owner = await registeredOwner();
    for (let i = 0; i <= DEVICES_PER_USER; i += 1) {
      expect((await register(owner.token, `0000000${String(i).padStart(2, "0")}`, { language: "en", pushToken: null })).status).toBe(200);
    }
    const ids = (await devicesOf(owner.uid)).map((d) => d.deviceId).sort();
    expect(ids).toHaveLength(DEVICES_PER_USER);
    expect(ids).not.toContain("000000000");
  });

  it("refuses a bad device id, a bad body and a caller without a token, writing nothing", async () => {
    const owner = await registeredOwner();
    const badId = await register(owner.token, "x", { language: "en" });
    expect(badId.status).toBe(400);
    expect(badId.body).toEqual({ error: { code: "validation", fields: { deviceId: ["pattern"] } } });
    const badBody = await register(owner.token, "d00000001", { language: "xx", uid: "someone-else" });
    expect(badBody.status).toBe(400);
    expect(badBody.body.error.code).toBe("validation");
    expect((await request(app).post("/api/devices/d00000001").send({ language: "en" })).status).toBe(401);
    expect(await devicesOf(owner.uid)).toEqual([]);
  });
});
