import { describe, expect, it } from "vitest";
import type { DeliveryZone } from "@comanda/shared";
import { formValuesOf, newZoneValues, settingsPatchOf, shownZoneRefusals, splitRefusal, tryQuote, zoneEditorErrors, zoneEditorValuesOf, zoneOf, type ZoneEditorValues } from "./deliveryForm";
import { eixample } from "./testZones";

function editor(overrides: Partial<ZoneEditorValues> = {}): ZoneEditorValues {
  return { ...zoneEditorValuesOf(eixample), ...overrides };
}

describe("delivery form values", () => {
  it("reads missing settings as delivery off, no zones and the opening hours", () => {
    expect(formValuesOf(null)).toEqual({ deliveryEnabled: false, deliveryZones: [], deliveryHoursRule: "sameAsOpeningHours", deliveryHours: [] });
  });

  it("writes only the delivery fields of the settings", () => {
    const patch = settingsPatchOf({ deliveryEnabled: true, deliveryZones: [eixample], deliveryHoursRule: "different", deliveryHours: [] });
    expect(Object.keys(patch).sort()).toEqual(["deliveryEnabled", "deliveryHours", "deliveryHoursRule", "deliveryZones"]);
  });
});

describe("delivery zone editor values", () => {
  it("shows stored grams as kilograms", () => {
    expect(zoneEditorValuesOf(eixample).priceBrackets).toEqual([
      { price: 2.5, maxWeightKg: 5 },
      { price: 4, maxWeightKg: null },
    ]);
  });

  it("stores kilograms as whole grams, brackets sorted by weight, the one without limit last", () => {
    const zone = zoneOf(editor({ priceBrackets: [{ price: 6, maxWeightKg: null }, { price: 4, maxWeightKg: 2.5 }, { price: 3, maxWeightKg: 0.75 }] }), "z1");
    expect(zone.priceBrackets).toEqual([
      { price: 3, maxWeight: 750 },
      { price: 4, maxWeight: 2500 },
      { price: 6, maxWeight: null },
    ]);
  });

  it("trims the name and the postcode list", () => {
    const zone = zoneOf(editor({ name: "  Gràcia ", postcodes: " 08012 , 08024 " }), "z2");
    expect(zone).toMatchObject({ id: "z2", name: "Gràcia", postcodes: "08012 , 08024" });
  });

  it("starts a new zone in the company's country with one bracket to fill in", () => {
    expect(newZoneValues("ES")).toMatchObject({ countries: ["ES"], priceBrackets: [{ price: null, maxWeightKg: null }] });
    expect(newZoneValues(null).countries).toEqual([]);
  });

  it("names the editor's kilogram field in errors about a maximum weight", () => {
    const errors = zoneEditorErrors(editor({ priceBrackets: [{ price: 2, maxWeightKg: 5 }, { price: 3, maxWeightKg: 5 }] }));
    expect(errors).toEqual({
      "priceBrackets.0.maxWeightKg": ["delivery-zone-bracket-weight-duplicate"],
      "priceBrackets.1.maxWeightKg": ["delivery-zone-bracket-weight-duplicate"],
    });
  });

  it("finds two weights equal once turned into grams", () => {
    expect(Object.keys(zoneEditorErrors(editor({ priceBrackets: [{ price: 2, maxWeightKg: 1 }, { price: 3, maxWeightKg: 1.0001 }] })))).toHaveLength(2);
  });

  it("passes a complete zone", () => {
    expect(zoneEditorErrors(editor())).toEqual({});
  });
});

describe("try an address", () => {
  const rest: DeliveryZone = { id: "dz-rest", name: "Rest of Barcelona", countries: ["ES"], postcodeScope: "onlyListed", postcodes: "080*", priceBrackets: [{ price: 4.5, maxWeight: null }] };

  it("waits for a postcode", () => {
    expect(tryQuote([eixample], { country: "ES", postcode: " ", weightKg: null })).toBeNull();
  });

  it("gives the cheaper zone's fee for a listed postcode", () => {
    expect(tryQuote([rest, eixample], { country: "ES", postcode: "08007", weightKg: null })).toEqual({ deliverable: true, fee: 2.5, zoneName: "Eixample", zoneId: "dz-eixample" });
  });

  it("reads the weight in kilograms", () => {
    expect(tryQuote([eixample], { country: "ES", postcode: "08007", weightKg: 5 })).toMatchObject({ fee: 2.5 });
    expect(tryQuote([eixample], { country: "ES", postcode: "08007", weightKg: 5.001 })).toMatchObject({ fee: 4 });
  });
});

describe("a refused save", () => {
  const gracia: DeliveryZone = { ...eixample, id: "dz-gracia", name: "Gracia" };
  const sent = { deliveryEnabled: true, deliveryZones: [eixample, gracia], deliveryHoursRule: "different" as const, deliveryHours: [] };

  it("puts a zone's field errors on the zone by id and marks the zones field", () => {
    const refusal = splitRefusal({ "deliveryZones.1.name": ["delivery-zone-name-required"], "deliveryZones.1.priceBrackets.0.price": ["delivery-zone-bracket-price-negative"] }, sent);
    expect(refusal.zones).toEqual({ "dz-gracia": { zone: gracia, codes: ["delivery-zone-name-required", "delivery-zone-bracket-price-negative"] } });
    expect(refusal.fields).toEqual({ deliveryZones: ["validation"] });
  });

  it("shows the delivery hours' errors under the editor, or under the rule while the editor is hidden", () => {
    expect(splitRefusal({ "deliveryHours.0.to": ["hours-empty-range"], deliveryEnabled: ["type"] }, sent).fields).toEqual({ deliveryHours: ["hours-empty-range"], deliveryEnabled: ["type"] });
    expect(splitRefusal({ "deliveryHours.0.to": ["hours-empty-range"] }, { ...sent, deliveryHoursRule: "sameAsOpeningHours" }).fields).toEqual({ deliveryHoursRule: ["hours-empty-range"] });
  });

  it("stops showing a zone's refusal once the zone is edited", () => {
    const { zones } = splitRefusal({ "deliveryZones.0.name": ["delivery-zone-name-too-long"] }, sent);
    expect(shownZoneRefusals(zones, [eixample, gracia])).toEqual({ "dz-eixample": ["delivery-zone-name-too-long"] });
    expect(shownZoneRefusals(zones, [{ ...eixample, name: "Eixample Dreta" }, gracia])).toEqual({});
  });
});
