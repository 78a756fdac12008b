// POST /api/orders with a chosen pickup/delivery time: the slot must be one of the hours' and have room.
import "./testProject";
import { beforeEach, describe, expect, it } from "vitest";
import type { OrderData } from "@comanda/shared";
import { clearProject, db } from "../test/emulator";
import { fieldsOf, orderRequest, place, placed, shop, type Shop } from "./testOrders";

beforeEach(clearProject);

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
// NOW (testOrders) is Monday 2026-05-04 12:15 in Madrid; these slots are on Tuesday, Madrid being UTC+2.
const TUESDAY_13_00 = "2026-05-05T11:00:00.000Z";
const TUESDAY_13_15 = "2026-05-05T11:15:00.000Z";

async function hoursShop(limit: number | null): Promise<Shop> {
  const s = await shop();
  await db.collection("companySettings").doc(s.id).update({
    openingHours: [{ id: "h1", kind: "every", weekdays: EVERY_DAY, from: "12:00", to: "16:00", closed: false }],
    slotMinutes: 15,
    enableSlotLimits: limit !== null,
    allowedNumberOfOrdersPerSlot: limit,
  });
  return s;
}

async function storedTimes(companyId: string): Promise<(string | null | undefined)[]> {
  const snap = await db.collection("orders").where("companyId", "==", companyId).get();
  return snap.docs.map((d) => (d.data() as OrderData).requestedTime);
}

describe("POST /api/orders: the chosen time", () => {
  it("stores the slot's start, normalised, as the order's requested time", async () => {
    const s = await hoursShop(2);
    const { id } = await placed(s, { deliveryType: "takeaway", pointofsaleId: s.counterId, requestedTime: "2026-05-05T13:00:00+02:00" });
    expect((await db.collection("orders").doc(id).get()).get("requestedTime")).toBe(TUESDAY_13_00);
  });

  it("stores no time for an order as soon as possible", async () => {
    const s = await hoursShop(2);
    const { id } = await placed(s, { requestedTime: null });
    expect((await db.collection("orders").doc(id).get()).get("requestedTime")).toBeNull();
  });

  it("refuses the order beyond the slot's limit with slot-full, and takes the next slot", async () => {
    const s = await hoursShop(2);
    await placed(s, { requestedTime: TUESDAY_13_00 });
    await placed(s, { requestedTime: TUESDAY_13_00 });
    const res = await place(s.token, orderRequest(s, { requestedTime: TUESDAY_13_00 }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ requestedTime: ["slot-full"] });
    await placed(s, { requestedTime: TUESDAY_13_15 });
    expect((await storedTimes(s.id)).sort()).toEqual([TUESDAY_13_00, TUESDAY_13_00, TUESDAY_13_15]);
  });

  it("uses the zone's limit when the zone enables one", async () => {
    const s = await hoursShop(5);
    await db.collection("zones").doc(s.zoneId).update({ enableSlotLimits: true, allowedOrdersPerSlot: 1 });
    await placed(s, { requestedTime: TUESDAY_13_00 });
    expect(fieldsOf(await place(s.token, orderRequest(s, { requestedTime: TUESDAY_13_00 })))).toEqual({ requestedTime: ["slot-full"] });
  });

  it("does not count another company's orders in the slot", async () => {
    const s = await hoursShop(1);
    const other = await hoursShop(1);
    await placed(other, { requestedTime: TUESDAY_13_00 });
    await placed(s, { requestedTime: TUESDAY_13_00 });
    expect(await storedTimes(s.id)).toEqual([TUESDAY_13_00]);
  });

  it("stores exactly the limit out of parallel placements into one slot", async () => {
    const s = await hoursShop(3);
    const results = await Promise.all(Array.from({ length: 8 }, () => place(s.token, orderRequest(s, { requestedTime: TUESDAY_13_00 }))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    for (const refused of results.filter((r) => r.status !== 201)) expect(fieldsOf(refused), JSON.stringify(refused.body)).toEqual({ requestedTime: ["slot-full"] });
    expect(await storedTimes(s.id)).toEqual([TUESDAY_13_00, TUESDAY_13_00, TUESDAY_13_00]);
  }, 60_000);

  it("refuses a time outside the opening hours as requested-time-invalid", async () => {
    const s = await hoursShop(null);
    const res = await place(s.token, orderRequest(s, { requestedTime: "2026-05-05T18:00:00.000Z" }));
    expect(fieldsOf(res)).toEqual({ requestedTime: ["requested-time-invalid"] });
    expect((await db.collection("orders").get()).size).toBe(0);
  });

  it("refuses a time that is not a slot start, an unreadable one and a past slot", async () => {
    const s = await hoursShop(null);
    for (const requestedTime of ["2026-05-05T11:05:00.000Z", "tuesday", "2026-05-04T10:00:00.000Z"]) {
      expect(fieldsOf(await place(s.token, orderRequest(s, { requestedTime })))).toEqual({ requestedTime: ["requested-time-invalid"] });
    }
  });

  it("books a delivery in the delivery hours", async () => {
    const s = await hoursShop(null);
    await db.collection("companySettings").doc(s.id).update({
      deliveryHoursRule: "different",
      deliveryHours: [{ id: "d1", kind: "every", weekdays: EVERY_DAY, from: "19:00", to: "22:00", closed: false }],
    });
    const address = { name: "Ana", street: "Carrer Gran 1", zip: "08001", city: "Barcelona", country: "ES", type: "private" } as const;
    const delivery = { pointofsaleId: s.counterId, deliveryType: "delivery" as const, deliveryAddress: address };
    expect(fieldsOf(await place(s.token, orderRequest(s, { ...delivery, requestedTime: TUESDAY_13_00 })))).toEqual({ requestedTime: ["requested-time-invalid"] });
    await placed(s, { ...delivery, requestedTime: "2026-05-05T17:00:00.000Z" });
  });
});
