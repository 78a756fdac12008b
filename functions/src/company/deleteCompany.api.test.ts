import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { auth, clearProject, createStaff, db, idTokenFor, registeredOwner, testApp } from "../test/emulator";

beforeEach(clearProject);

const PER_COMPANY = ["products", "categories", "orders", "zones", "printers", "printer-status", "customers", "notifications", "accounts", "vatChanges", "translationRuns", "slugs", "statistics", "statisticsOrders", "statisticsViews"];

/** The path of each company's seeded ready-SMS marker. */
const smsMarkers = new Map<string, string>();

/** Writes a document of the company into each per-company collection, a discount with a voucher, singletons and a device. */
async function seed(companyId: string, staffUid: string) {
  for (const collection of PER_COMPANY) await db.collection(collection).add({ companyId, name: `${collection} of ${companyId}` });
  const discount = await db.collection("discounts").add({ companyId, name: "Summer", percentage: 10 });
  await discount.collection("vouchers").add({ companyId, name: "SUMMER-1" });
  await db.collection("taxInfos").doc(companyId).set({ companyId });
  await db.collection("companyApiSettings").doc(companyId).set({ companyId });
  await db.collection("activity").doc(staffUid).set({ lastTimeOnline: "2025-03-01T12:00:00.000Z" });
  await db.collection("devices").add({ deviceId: "d1", uid: staffUid, language: "en", dateUpdated: "2025-03-01T12:00:00.000Z" });
  // What the server keeps beside the data model: an order's ready-SMS marker, the order number and the zone lock.
  const order = await db.collection("orders").add({ companyId, name: `SMS order of ${companyId}` });
  smsMarkers.set(companyId, `orders/${order.id}/sms/ready`);
  await order.collection("sms").doc("ready").set({ sentAt: "2025-03-01T12:00:00.000Z" });
  await db.collection("orderCounters").doc(companyId).set({ next: 8 });
  await db.collection("zoneLocks").doc(companyId).set({ at: "2025-03-01T12:00:00.000Z" });
  return discount;
}

async function countOf(companyId: string, collection: string): Promise<number> {
  return (await db.collection(collection).where("companyId", "==", companyId).count().get()).data().count;
}

async function exists(path: string): Promise<boolean> {
  return (await db.doc(path).get()).exists;
}

describe("POST /api/deleteAccount", () => {
  it("deletes every document of the company, its vouchers, its staff and the owner", async () => {
    const owner = await registeredOwner("Bar Ana");
    const staff = await createStaff(owner.uid, ["orders"]);
    const discount = await seed(owner.uid, staff.uid);

    const res = await request(testApp()).post("/api/deleteAccount").set("Authorization", `Bearer ${owner.token}`).send({ confirm: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { deleted: true } });

    for (const collection of [...PER_COMPANY, "discounts", "users"]) expect(await countOf(owner.uid, collection), collection).toBe(0);
    expect((await discount.collection("vouchers").get()).size).toBe(0);
    expect(await exists(smsMarkers.get(owner.uid)!)).toBe(false);
    for (const singleton of ["companies", "companyInfos", "companySettings", "taxInfos", "companyApiSettings", "orderCounters", "zoneLocks"]) {
      expect(await exists(`${singleton}/${owner.uid}`), singleton).toBe(false);
    }
    expect(await exists(`activity/${staff.uid}`)).toBe(false);
    expect((await db.collection("devices").where("uid", "==", staff.uid).get()).size).toBe(0);
    await expect(auth.getUser(owner.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    await expect(auth.getUser(staff.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
  });

  it("leaves another company's data and users untouched", async () => {
    const owner = await registeredOwner("Bar Ana");
    const other = await registeredOwner("Bar Berta");
    const otherStaff = await createStaff(other.uid, ["products"]);
    await seed(owner.uid, owner.uid);
    const otherDiscount = await seed(other.uid, otherStaff.uid);

    await request(testApp()).post("/api/deleteAccount").set("Authorization", `Bearer ${owner.token}`).send({ confirm: true });

    for (const collection of PER_COMPANY) expect(await countOf(other.uid, collection), collection).toBeGreaterThan(0);
    expect((await otherDiscount.collection("vouchers").get()).size).toBe(1);
    expect(await exists(smsMarkers.get(other.uid)!)).toBe(true);
    expect(await exists(`orderCounters/${other.uid}`)).toBe(true);
    expect(await exists(`zoneLocks/${other.uid}`)).toBe(true);
    expect(await exists(`companyInfos/${other.uid}`)).toBe(true);
    expect(await exists(`activity/${otherStaff.uid}`)).toBe(true);
    expect((await auth.getUser(other.uid)).uid).toBe(other.uid);
    expect((await auth.getUser(otherStaff.uid)).uid).toBe(otherStaff.uid);
  });

  it("refuses a staff member, deleting nothing", async () => {
    const owner = await registeredOwner();
    const staff = await createStaff(owner.uid, ["orders", "settings", "accounts"]);
    const res = await request(testApp()).post("/api/deleteAccount").set("Authorization", `Bearer ${staff.token}`).send({ confirm: true });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: "forbidden" } });
    expect(await exists(`companies/${owner.uid}`)).toBe(true);
  });

  it("refuses a staff member who claims the owner permission", async () => {
    const owner = await registeredOwner();
    const staff = await createStaff(owner.uid, ["orders"]);
    await auth.setCustomUserClaims(staff.uid, { companyId: owner.uid, permissions: ["owner"] });
    const res = await request(testApp()).post("/api/deleteAccount").set("Authorization", `Bearer ${await idTokenFor(staff.uid)}`).send({ confirm: true });
    expect(res.status).toBe(403);
  });

  it("refuses an empty body, so that nothing but the explicit action deletes", async () => {
    const owner = await registeredOwner();
    const res = await request(testApp()).post("/api/deleteAccount").set("Authorization", `Bearer ${owner.token}`).send({});
    expect(res.status).toBe(400);
    expect(await exists(`companies/${owner.uid}`)).toBe(true);
  });

  it("refuses the deleted owner's token afterwards", async () => {
    const owner = await registeredOwner();
    await request(testApp()).post("/api/deleteAccount").set("Authorization", `Bearer ${owner.token}`).send({ confirm: true });
    const res = await request(testApp()).post("/api/me").set("Authorization", `Bearer ${owner.token}`).send({ name: "Ana" });
    expect(res.status).toBe(401);
  });
});
