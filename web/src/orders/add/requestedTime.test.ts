import { describe, expect, it } from "vitest";
import type { OpeningHoursRange } from "@comanda/shared";
import { requestedTimeMessages } from "./messages";
import { bookingDays, requestedTimeLabel, slotChoices } from "./requestedTime";

const HOURS: OpeningHoursRange[] = [{ id: "h", kind: "every", weekdays: [0, 1, 2, 3, 4, 5, 6], from: "12:00", to: "13:00", closed: false }];
const SETTINGS = { timezone: "Europe/Madrid", openingHours: HOURS, slotMinutes: 15, enableSlotLimits: true, allowedNumberOfOrdersPerSlot: 1 };

describe("bookingDays", () => {
  it("starts with today on the company's calendar, not the machine's", () => {
    // 23:30 UTC on 1 June is already 2 June in Madrid.
    expect(bookingDays(new Date("2026-06-01T23:30:00Z"), "Europe/Madrid", 3)).toEqual(["2026-06-02", "2026-06-03", "2026-06-04"]);
  });
});

describe("slotChoices", () => {
  it("marks a slot holding the allowed orders as full", () => {
    const slots = slotChoices({ settings: SETTINGS, zone: null, deliveryType: "takeaway", date: "2026-06-02", timezone: "Europe/Madrid", bookedTimes: ["2026-06-02T10:15:00.000Z"], now: new Date("2026-06-01T08:00:00Z") });
    expect(slots.map((s) => [s.label, s.full])).toEqual([["12:00", false], ["12:15", true], ["12:30", false], ["12:45", false]]);
  });

  it("leaves out the slots that have ended", () => {
    const slots = slotChoices({ settings: SETTINGS, zone: null, deliveryType: "takeaway", date: "2026-06-02", timezone: "Europe/Madrid", bookedTimes: [], now: new Date("2026-06-02T10:31:00Z") });
    expect(slots.map((s) => s.label)).toEqual(["12:30", "12:45"]);
  });
});

describe("requestedTimeLabel", () => {
  it("names the time after the station: pickup for takeaway, delivery for delivery, serving for the table", () => {
    expect(requestedTimeLabel("takeaway")).toBe(requestedTimeMessages.pickupTime);
    expect(requestedTimeLabel("delivery")).toBe(requestedTimeMessages.deliveryTime);
    expect(requestedTimeLabel("table")).toBe(requestedTimeMessages.servingTime);
    expect(requestedTimeLabel(undefined)).toBe(requestedTimeMessages.deliveryTime);
  });
});
