import { describe, expect, it } from "vitest";
import type { DeliveryZone, OpeningHoursRange } from "../entities";
import { validator } from "../validation";
import {
  deliverySettingsErrors,
  deliverySettingsSchema,
  openingHoursSettingsErrors,
  openingHoursSettingsSchema,
  storedDeliverySettings,
  type DeliverySettings,
  type OpeningHoursSettings,
} from "./settings";

const lunch: OpeningHoursRange = { id: "w-12:00-16:00", kind: "every", weekdays: [2, 3], from: "12:00", to: "16:00", closed: false };
const holiday: OpeningHoursRange = { id: "xmas", kind: "at", date: "2026-12-25", until: "2026-12-26", from: "00:00", to: "24:00", closed: true };
const hours: OpeningHoursSettings = { isOpen: true, isClosedMessage: { en: "Back soon" }, openingHours: [lunch, holiday], slotMinutes: 15, enableSlotLimits: true, allowedNumberOfOrdersPerSlot: 4 };

const bcn: DeliveryZone = { id: "bcn", name: "Barcelona", countries: ["ES"], postcodeScope: "onlyListed", postcodes: "080*", priceBrackets: [{ price: 350, maxWeight: null }, { price: 250, maxWeight: 5000 }] };
const delivery: DeliverySettings = { deliveryEnabled: true, deliveryZones: [bcn], deliveryHoursRule: "different", deliveryHours: [lunch] };

const hoursShape = validator<OpeningHoursSettings>(openingHoursSettingsSchema);
const deliveryShape = validator<DeliverySettings>(deliverySettingsSchema);

/** Shape and editor checks together, as the server runs them. */
function hoursErrors(body: unknown) {
  const shape = hoursShape(body);
  return shape.ok ? openingHoursSettingsErrors(shape.value) : shape.fields;
}
function deliveryErrors(body: unknown) {
  const shape = deliveryShape(body);
  return shape.ok ? deliverySettingsErrors(shape.value) : shape.fields;
}

describe("opening-hours settings body", () => {
  it("accepts the screen's fields with good hours", () => {
    expect(hoursErrors(hours)).toEqual({});
  });

  it("accepts overlapping ranges (a warning in the editor, not an error)", () => {
    expect(hoursErrors({ ...hours, openingHours: [lunch, { ...lunch, id: "late", from: "15:00", to: "18:00" }] })).toEqual({});
  });

  it("refuses a range ending where it starts with the editor's code at its index", () => {
    expect(hoursErrors({ ...hours, openingHours: [lunch, { ...lunch, id: "x", from: "10:00", to: "10:00" }] })).toEqual({ "openingHours.1.to": ["hours-empty-range"] });
  });

  it("refuses a time that is no time of day with hours-invalid-time", () => {
    expect(hoursErrors({ ...hours, openingHours: [{ ...lunch, from: "25:00" }] })).toEqual({ "openingHours.0.from": ["hours-invalid-time"] });
  });

  it("refuses a weekly range without weekdays with hours-no-weekdays", () => {
    expect(hoursErrors({ ...hours, openingHours: [{ ...lunch, weekdays: [] }] })).toEqual({ "openingHours.0.weekdays": ["hours-no-weekdays"] });
  });

  it("refuses a special day without a date, and one ending before it starts", () => {
    expect(hoursErrors({ ...hours, openingHours: [{ ...holiday, date: "" }] })).toEqual({ "openingHours.0.date": ["hours-no-date"] });
    expect(hoursErrors({ ...hours, openingHours: [{ ...holiday, until: "2026-12-24" }] })).toEqual({ "openingHours.0.until": ["hours-until-before-date"] });
  });

  it("refuses slot limits switched on without a number of orders", () => {
    expect(hoursErrors({ ...hours, allowedNumberOfOrdersPerSlot: null })).toEqual({ allowedNumberOfOrdersPerSlot: ["required"] });
    expect(hoursErrors({ ...hours, enableSlotLimits: false, allowedNumberOfOrdersPerSlot: null })).toEqual({});
  });

  it("refuses slot lengths outside 5–240 minutes and a missing field", () => {
    expect(hoursErrors({ ...hours, slotMinutes: 4 })).toEqual({ slotMinutes: ["minimum"] });
    const { isOpen: _, ...withoutSwitch } = hours;
    expect(hoursErrors(withoutSwitch)).toEqual({ isOpen: ["required"] });
  });

  it("refuses unknown fields, so that other settings cannot ride along", () => {
    expect(hoursErrors({ ...hours, currency: "USD" })).toEqual({ currency: ["unknown-field"] });
  });

  it("refuses a weekday outside 0–6", () => {
    expect(hoursErrors({ ...hours, openingHours: [{ ...lunch, weekdays: [7] }] })).toEqual({ "openingHours.0.weekdays.0": ["maximum"] });
  });
});

describe("delivery settings body", () => {
  it("accepts the screen's fields with a good zone", () => {
    expect(deliveryErrors(delivery)).toEqual({});
  });

  it("refuses a zone with a blank name and no countries with the editor's codes under the zone's index", () => {
    expect(deliveryErrors({ ...delivery, deliveryZones: [bcn, { ...bcn, id: "b", name: " ", countries: [] }] })).toEqual({
      "deliveryZones.1.name": ["delivery-zone-name-required"],
      "deliveryZones.1.countries": ["delivery-zone-countries-required"],
    });
  });

  it("refuses a postcode list with characters a postcode never has", () => {
    expect(deliveryErrors({ ...delivery, deliveryZones: [{ ...bcn, postcodes: "08;001" }] })).toEqual({ "deliveryZones.0.postcodes": ["delivery-zone-postcode-invalid"] });
  });

  it("refuses brackets with a missing or negative price and two brackets up to one weight", () => {
    const priceBrackets = [{ price: null, maxWeight: 1000 }, { price: -1, maxWeight: 1000 }];
    expect(deliveryErrors({ ...delivery, deliveryZones: [{ ...bcn, priceBrackets }] })).toEqual({
      "deliveryZones.0.priceBrackets.0.price": ["delivery-zone-bracket-price-required"],
      "deliveryZones.0.priceBrackets.1.price": ["delivery-zone-bracket-price-negative"],
      "deliveryZones.0.priceBrackets.0.maxWeight": ["delivery-zone-bracket-weight-duplicate"],
      "deliveryZones.0.priceBrackets.1.maxWeight": ["delivery-zone-bracket-weight-duplicate"],
    });
  });

  it("refuses an unknown country and postcode scope", () => {
    expect(deliveryErrors({ ...delivery, deliveryZones: [{ ...bcn, countries: ["XX"], postcodeScope: "some" }] })).toEqual({
      "deliveryZones.0.countries": ["delivery-zone-country-unknown"],
      "deliveryZones.0.postcodeScope": ["delivery-zone-scope-unknown"],
    });
  });

  it("refuses broken delivery hours even while the opening hours are used", () => {
    expect(deliveryErrors({ ...delivery, deliveryHoursRule: "sameAsOpeningHours", deliveryHours: [{ ...lunch, to: "9" }] })).toEqual({ "deliveryHours.0.to": ["hours-invalid-time"] });
  });

  it("refuses an unknown delivery-hours rule and a zone with unknown fields", () => {
    expect(deliveryErrors({ ...delivery, deliveryHoursRule: "sometimes" })).toEqual({ deliveryHoursRule: ["enum"] });
    expect(deliveryErrors({ ...delivery, deliveryZones: [{ ...bcn, colour: "red" }] })).toEqual({ "deliveryZones.0.colour": ["unknown-field"] });
  });

  it("falls back on the stored shape for what the editor does not check (a country twice)", () => {
    expect(deliveryErrors({ ...delivery, deliveryZones: [{ ...bcn, countries: ["ES", "ES"] }] })).toEqual({ "deliveryZones.0.countries": ["uniqueItems"] });
  });

  it("stores price brackets from the lightest maximum weight up", () => {
    expect(storedDeliverySettings(delivery).deliveryZones[0]?.priceBrackets).toEqual([{ price: 250, maxWeight: 5000 }, { price: 350, maxWeight: null }]);
  });
});
