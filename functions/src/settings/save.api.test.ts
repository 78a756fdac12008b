import "./testProject";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import type { DeliverySettings, DeliveryZone, OpeningHoursRange, OpeningHoursSettings } from "@comanda/shared";
import { clearProject, createStaff, db, registeredOwner, testApp } from "../test/emulator";

beforeEach(clearProject);

const lunch: OpeningHoursRange = { id: "w-12:00-16:00", kind: "every", weekdays: [2, 3, 4], from: "12:00", to: "16:00", closed: false };
const hours: OpeningHoursSettings = { isOpen: false, isClosedMessage: { en: "Back on Monday" }, openingHours: [lunch], slotMinutes: 20, enableSlotLimits: true, allowedNumberOfOrdersPerSlot: 3 };
const bcn: DeliveryZone = { id: "bcn", name: "Barcelona", countries: ["ES"], postcodeScope: "onlyListed", postcodes: "080*", priceBrackets: [{ price: 450, maxWeight: null }, { price: 300, maxWeight: 2000 }] };
const delivery: DeliverySettings = { deliveryEnabled: true, deliveryZones: [bcn], deliveryHoursRule: "different", deliveryHours: [lunch] };

const post = (path: string, token: string, body: unknown) => request(testApp()).post(path).set("Authorization", `Bearer ${token}`).send(body as object);
const saveHours = (token: string, body: unknown) => post("/api/settings/openingHours", token, body);
const saveDelivery = (token: string, body: unknown) => post("/api/settings/delivery", token, body);
const stored = async (companyId: string) => (await db.collection("companySettings").doc(companyId).get()).data() ?? {};
const fieldsOf = (res: request.Response) => (res.body as { error: { code: string; fields?: Record<string, string[]> } }).error;

describe("POST /api/settings/openingHours", () => {
  it("replaces the screen's fields and leaves the others as stored", async () => {
    const owner = await registeredOwner();
    await db.collection("companySettings").doc(owner.uid).set({ isClosedMessage: { en: "Old", es: "Viejo" }, currency: "GBP" }, { merge: true });
    const res = await saveHours(owner.token, hours);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { settings: hours } });
    const settings = await stored(owner.uid);
    expect(settings).toMatchObject({ ...hours, currency: "GBP", companyId: owner.uid });
    // The note is replaced as a whole: the Spanish text removed on the screen does not come back.
    expect(settings.isClosedMessage).toEqual({ en: "Back on Monday" });
  });

  it("refuses hours the editor would refuse with its codes, and stores nothing", async () => {
    const owner = await registeredOwner();
    const before = await stored(owner.uid);
    const res = await saveHours(owner.token, { ...hours, openingHours: [lunch, { ...lunch, id: "x", weekdays: [], from: "10:00", to: "10:00" }] });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ code: "validation", fields: { "openingHours.1.to": ["hours-empty-range"], "openingHours.1.weekdays": ["hours-no-weekdays"] } });
    expect(await stored(owner.uid)).toEqual(before);
  });

  it("refuses slot limits without a number of orders per slot", async () => {
    const owner = await registeredOwner();
    const res = await saveHours(owner.token, { ...hours, allowedNumberOfOrdersPerSlot: null });
    expect(res.status).toBe(400);
    expect(fieldsOf(res).fields).toEqual({ allowedNumberOfOrdersPerSlot: ["required"] });
  });

  it("refuses a slot length outside the bounds and fields of other screens", async () => {
    const owner = await registeredOwner();
    const res = await saveHours(owner.token, { ...hours, slotMinutes: 1, currency: "USD" });
    expect(res.status).toBe(400);
    expect(fieldsOf(res).fields).toEqual({ slotMinutes: ["minimum"], currency: ["unknown-field"] });
  });

  it("is open to staff with the settings permission", async () => {
    const owner = await registeredOwner();
    const staff = await createStaff(owner.uid, ["settings"]);
    expect((await saveHours(staff.token, hours)).status).toBe(200);
    expect((await stored(owner.uid)).slotMinutes).toBe(20);
  });

  it("is forbidden to staff without the settings permission", async () => {
    const owner = await registeredOwner();
    const staff = await createStaff(owner.uid, ["orders", "zones"]);
    const res = await saveHours(staff.token, hours);
    expect(res.status).toBe(403);
    expect(fieldsOf(res).code).toBe("forbidden");
    expect((await stored(owner.uid)).slotMinutes).not.toBe(20);
  });

  it("writes only the caller's company", async () => {
    const owner = await registeredOwner("Bar Ana");
    const other = await registeredOwner("Bar Luis");
    const before = await stored(other.uid);
    expect((await saveHours(owner.token, hours)).status).toBe(200);
    expect(await stored(other.uid)).toEqual(before);
  });
});

describe("POST /api/settings/delivery", () => {
  it("replaces the delivery fields, brackets from the lightest up", async () => {
    const owner = await registeredOwner();
    const res = await saveDelivery(owner.token, delivery);
    expect(res.status).toBe(200);
    const zone = { ...bcn, priceBrackets: [{ price: 300, maxWeight: 2000 }, { price: 450, maxWeight: null }] };
    expect(res.body).toEqual({ data: { settings: { ...delivery, deliveryZones: [zone] } } });
    expect(await stored(owner.uid)).toMatchObject({ ...delivery, deliveryZones: [zone], isOpen: true });
  });

  it("refuses a zone the editor would refuse with its codes under the zone's index", async () => {
    const owner = await registeredOwner();
    const res = await saveDelivery(owner.token, { ...delivery, deliveryZones: [bcn, { ...bcn, id: "2", name: "", postcodes: "08.001" }] });
    expect(res.status).toBe(400);
    expect(fieldsOf(res).fields).toEqual({ "deliveryZones.1.name": ["delivery-zone-name-required"], "deliveryZones.1.postcodes": ["delivery-zone-postcode-invalid"] });
    expect((await stored(owner.uid)).deliveryZones).toEqual([]);
  });

  it("refuses broken delivery hours with the hours codes", async () => {
    const owner = await registeredOwner();
    const res = await saveDelivery(owner.token, { ...delivery, deliveryHours: [{ ...lunch, from: "7pm" }] });
    expect(res.status).toBe(400);
    expect(fieldsOf(res).fields).toEqual({ "deliveryHours.0.from": ["hours-invalid-time"] });
  });

  it("refuses a body without every field of the screen", async () => {
    const owner = await registeredOwner();
    const res = await saveDelivery(owner.token, { deliveryEnabled: false });
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res).fields ?? {}).sort()).toEqual(["deliveryHours", "deliveryHoursRule", "deliveryZones"]);
  });

  it("is forbidden to staff without the settings permission", async () => {
    const owner = await registeredOwner();
    const staff = await createStaff(owner.uid, ["zones"]);
    expect((await saveDelivery(staff.token, delivery)).status).toBe(403);
    expect((await stored(owner.uid)).deliveryEnabled).not.toBe(true);
  });

  it("writes only the caller's company", async () => {
    const owner = await registeredOwner("Bar Ana");
    const other = await registeredOwner("Bar Luis");
    const before = await stored(other.uid);
    expect((await saveDelivery(owner.token, delivery)).status).toBe(200);
    expect(await stored(other.uid)).toEqual(before);
  });
});
