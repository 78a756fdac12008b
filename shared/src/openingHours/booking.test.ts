import { describe, expect, it } from "vitest";
import type { OpeningHoursRange, Weekday } from "../entities/openingHours";
import { checkBooking, slotHoursFor, slotLimitFor, type BookingRequest, type BookingSettings } from "./index";

const ALL: Weekday[] = [0, 1, 2, 3, 4, 5, 6];
let counter = 0;
function every(from: string, to: string, weekdays: Weekday[] = ALL): OpeningHoursRange {
  return { id: `b${++counter}`, kind: "every", weekdays, from, to, closed: false };
}

// 2026-06-02 is a Tuesday; Madrid is UTC+2 in summer, so 12:00 local is 10:00Z.
const SETTINGS: BookingSettings = { timezone: "Europe/Madrid", openingHours: [every("12:00", "16:00")], slotMinutes: 15, enableSlotLimits: true, allowedNumberOfOrdersPerSlot: 2 };
const MORNING = "2026-06-02T06:00:00.000Z";

function check(overrides: Partial<BookingRequest> = {}) {
  return checkBooking({ settings: SETTINGS, zone: null, deliveryType: "takeaway", requestedTime: "2026-06-02T10:30:00.000Z", bookedTimes: [], now: MORNING, ...overrides });
}

describe("checkBooking", () => {
  it("takes the start of an opening-hours slot that has room", () => {
    const result = check({ bookedTimes: ["2026-06-02T10:30:00.000Z"] });
    expect(result.ok).toBe(true);
    if (result.ok) expect([result.slot.start.toISOString(), result.slot.end.toISOString(), result.slot.taken]).toEqual(["2026-06-02T10:30:00.000Z", "2026-06-02T10:45:00.000Z", 1]);
  });

  it("refuses a slot holding exactly the allowed number of orders as slot-full", () => {
    expect(check({ bookedTimes: ["2026-06-02T10:30:00.000Z", "2026-06-02T10:40:00.000Z"] })).toEqual({ ok: false, reason: "slot-full" });
  });

  it("does not count orders booked in the neighbouring slots", () => {
    expect(check({ bookedTimes: ["2026-06-02T10:15:00.000Z", "2026-06-02T10:45:00.000Z", "2026-06-02T10:45:00.000Z"] }).ok).toBe(true);
  });

  it("refuses a time between two slot starts as requested-time-invalid", () => {
    expect(check({ requestedTime: "2026-06-02T10:35:00.000Z" })).toEqual({ ok: false, reason: "requested-time-invalid" });
  });

  it("refuses a time outside the opening hours", () => {
    expect(check({ requestedTime: "2026-06-02T15:00:00.000Z" })).toEqual({ ok: false, reason: "requested-time-invalid" });
  });

  it("refuses unreadable text as requested-time-invalid", () => {
    expect(check({ requestedTime: "tomorrow at noon" })).toEqual({ ok: false, reason: "requested-time-invalid" });
  });

  it("refuses a slot that has already ended", () => {
    expect(check({ now: "2026-06-02T10:45:00.000Z" })).toEqual({ ok: false, reason: "requested-time-invalid" });
  });

  it("still takes the slot that is running", () => {
    expect(check({ now: "2026-06-02T10:40:00.000Z" }).ok).toBe(true);
  });

  it("has no limit when neither the zone nor the company enables one", () => {
    const many = Array.from({ length: 50 }, () => "2026-06-02T10:30:00.000Z");
    expect(check({ settings: { ...SETTINGS, enableSlotLimits: false }, bookedTimes: many }).ok).toBe(true);
  });

  it("uses the zone's limit over the company's when the zone enables one", () => {
    const booked = ["2026-06-02T10:30:00.000Z"];
    expect(check({ zone: { enableSlotLimits: true, allowedOrdersPerSlot: 1 }, bookedTimes: booked })).toEqual({ ok: false, reason: "slot-full" });
    expect(check({ zone: { enableSlotLimits: false, allowedOrdersPerSlot: 1 }, bookedTimes: booked }).ok).toBe(true);
  });

  it("steps by the company's slot length, 15 minutes when unset", () => {
    expect(check({ settings: { ...SETTINGS, slotMinutes: 30 }, requestedTime: "2026-06-02T10:15:00.000Z" }).ok).toBe(false);
    expect(check({ settings: { ...SETTINGS, slotMinutes: 30 }, requestedTime: "2026-06-02T10:30:00.000Z" }).ok).toBe(true);
    expect(check({ settings: { ...SETTINGS, slotMinutes: undefined }, requestedTime: "2026-06-02T10:15:00.000Z" }).ok).toBe(true);
  });

  it("books a delivery in the delivery hours when they differ from the opening hours", () => {
    const settings: BookingSettings = { ...SETTINGS, deliveryHoursRule: "different", deliveryHours: [every("19:00", "22:00")] };
    // 19:00 local = 17:00Z: a delivery slot, but not an opening-hours one.
    expect(check({ settings, deliveryType: "delivery", requestedTime: "2026-06-02T17:00:00.000Z" }).ok).toBe(true);
    expect(check({ settings, deliveryType: "delivery", requestedTime: "2026-06-02T10:30:00.000Z" })).toEqual({ ok: false, reason: "requested-time-invalid" });
    expect(check({ settings, deliveryType: "takeaway", requestedTime: "2026-06-02T17:00:00.000Z" })).toEqual({ ok: false, reason: "requested-time-invalid" });
  });

  it("on the spring-forward day, refuses the skipped hour and takes the slot after the jump", () => {
    // 2026-03-29 in Madrid: 02:00 jumps to 03:00 (UTC+1 → UTC+2). Open 01:00–05:00 local.
    const settings: BookingSettings = { ...SETTINGS, openingHours: [every("01:00", "05:00")] };
    const now = "2026-03-28T12:00:00.000Z";
    expect(check({ settings, now, requestedTime: "2026-03-29T00:45:00.000Z" }).ok).toBe(true); // 01:45 CET
    expect(check({ settings, now, requestedTime: "2026-03-29T01:00:00.000Z" }).ok).toBe(true); // 03:00 CEST
    expect(check({ settings, now, requestedTime: "2026-03-29T01:30:00.000Z" }).ok).toBe(true); // 03:30 CEST
    expect(check({ settings, now, requestedTime: "2026-03-29T03:00:00.000Z" })).toEqual({ ok: false, reason: "requested-time-invalid" }); // 05:00: closed
  });

  it("on the autumn day, counts orders in the slot of a time the clock shows twice", () => {
    // 2026-10-25 in Madrid: 03:00 CEST goes back to 02:00 CET. 02:00 first shown at 00:00Z.
    const settings: BookingSettings = { ...SETTINGS, openingHours: [every("01:00", "05:00")], allowedNumberOfOrdersPerSlot: 1 };
    const now = "2026-10-24T12:00:00.000Z";
    expect(check({ settings, now, requestedTime: "2026-10-25T00:00:00.000Z" }).ok).toBe(true);
    expect(check({ settings, now, requestedTime: "2026-10-25T00:00:00.000Z", bookedTimes: ["2026-10-25T00:00:00.000Z"] })).toEqual({ ok: false, reason: "slot-full" });
  });
});

describe("slot rules", () => {
  it("takes the zone's delivery hours before the company's", () => {
    const zoneHours = [every("18:00", "20:00")];
    const settings: BookingSettings = { openingHours: [every("12:00", "16:00")], deliveryHoursRule: "different", deliveryHours: [every("19:00", "22:00")] };
    expect(slotHoursFor(settings, { deliveryHoursRule: "different", deliveryHours: zoneHours }, "delivery")).toBe(zoneHours);
    expect(slotHoursFor(settings, { deliveryHoursRule: "sameAsOpeningHours" }, "delivery")).toBe(settings.deliveryHours);
    expect(slotHoursFor(settings, { deliveryHoursRule: "different", deliveryHours: zoneHours }, "table")).toBe(settings.openingHours);
  });

  it("ignores an enabled limit without a usable number", () => {
    expect(slotLimitFor({ enableSlotLimits: true, allowedNumberOfOrdersPerSlot: null }, { enableSlotLimits: true, allowedOrdersPerSlot: 0 })).toBeNull();
    expect(slotLimitFor({ enableSlotLimits: true, allowedNumberOfOrdersPerSlot: 4 }, { enableSlotLimits: true, allowedOrdersPerSlot: null })).toBe(4);
  });
});
