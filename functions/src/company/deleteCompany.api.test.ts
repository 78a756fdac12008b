import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auth, clearProject, createStaff, db, idTokenFor, registeredOwner, testApp } from "../test/emulator";
import { startTestStripe, type TestStripe } from "../stripe/testStripe";

beforeEach(clearProject);

const PER_COMPANY = ["pendingOrders", "products", "categories", "orders", "zones", "printers", "printer-status", "printerKeys", "printerMacs", "printJobs", "customers", "customerEmails", "notifications", "accounts", "accountKeys", "vatChanges", "translationRuns", "slugs", "statistics", "statisticsOrders", "statisticsViews"];

/** The path of each company's seeded ready-SMS marker. */
const smsMarkers = new Map<string, string>();

/** Writes a document of the company into each per-company collection, a discount with a voucher, singletons and a device. */
async function seed(companyId: string, staffUid: string) {
  for (const collection of PER_COMPANY) await db.collection(collection).add({ companyId, name: `${collection} of ${companyId}` });
  const discount = await db.collection("discounts").add({ companyId, name: "Summer", percentage: 10 });
  await discount.collection("vouchers").add({ companyId, name: "SUMMER-1" });
  await db.collection("taxInfos").doc(companyId).set({ companyId });
  await db.collection("companyApiSettings").doc(companyId).set({ companyId });
  await db.collection("paymentAccounts").doc(companyId).set({ companyId, accountId: `acct_${companyId}` });
  await db.collection("stripeCustomers").doc(`cus_${companyId}`).set({ companyId, customerId: `cus_${companyId}` });
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
    expect(await countOf(owner.uid, "stripeCustomers")).toBe(0);
    for (const singleton of ["companies", "companyInfos", "companySettings", "taxInfos", "companyApiSettings", "paymentAccounts", "orderCounters", "zoneLocks"]) {
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
    expect(await exists(`paymentAccounts/${other.uid}`)).toBe(true);
    expect(await exists(`stripeCustomers/cus_${other.uid}`)).toBe(true);
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

describe("POST /api/deleteAccount with a Stripe subscription", () => {
  let stripe: TestStripe;
  beforeAll(async () => {
    stripe = await startTestStripe();
  });
  afterAll(async () => {
    await stripe.close();
  });

  /** A subscription Stripe bills, stored as the webhooks store it. */
  async function billedSubscription(companyId: string): Promise<string> {
    const session = await stripe.client.checkout.sessions.create({
      mode: "subscription",
      client_reference_id: companyId,
      line_items: [{ price: "price_pro_monthly", quantity: 1 }],
      success_url: "http://127.0.0.1:5173/admin/profile?session_id={CHECKOUT_SESSION_ID}",
    });
    stripe.standIn.completeCheckout(session.id);
    const subscription = await stripe.client.subscriptions.retrieve(String((await stripe.client.checkout.sessions.retrieve(session.id)).subscription));
    const customer = { id: String(subscription.customer) };
    await db.collection("subscriptions").doc(subscription.id).set({
      companyId,
      created: "2025-03-01T12:00:00.000Z",
      name: "pro",
      status: "active",
      providerStatus: subscription.status,
      validUntil: null,
      customerId: customer.id,
    });
    return subscription.id;
  }

  it("cancels the subscription at Stripe before deleting, so a deleted company is never billed again", async () => {
    const owner = await registeredOwner("Bar Ana");
    const other = await registeredOwner("Bar Berta");
    const id = await billedSubscription(owner.uid);
    const othersId = await billedSubscription(other.uid);

    const res = await request(testApp({ stripe: stripe.port })).post("/api/deleteAccount").set("Authorization", `Bearer ${owner.token}`).send({ confirm: true });
    expect(res.status).toBe(200);
    expect((await stripe.client.subscriptions.retrieve(id)).status).toBe("canceled");
    expect((await stripe.client.subscriptions.retrieve(othersId)).status).toBe("active");
    expect(await exists(`subscriptions/${id}`)).toBe(false);
    expect(await exists(`subscriptions/${othersId}`)).toBe(true);
  });

  it("deletes nothing when Stripe cannot be reached, so the owner can try again", async () => {
    const owner = await registeredOwner("Bar Ana");
    const id = await billedSubscription(owner.uid);
    const failing = { ...stripe.port, client: () => ({ subscriptions: { cancel: () => Promise.reject(Object.assign(new Error("Connection refused"), { type: "StripeConnectionError" })) } }) as never };

    const res = await request(testApp({ stripe: failing })).post("/api/deleteAccount").set("Authorization", `Bearer ${owner.token}`).send({ confirm: true });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: { code: "payment-provider-error" } });
    expect(await exists(`companies/${owner.uid}`)).toBe(true);
    expect(await exists(`subscriptions/${id}`)).toBe(true);
    expect((await auth.getUser(owner.uid)).uid).toBe(owner.uid);
  });
});
