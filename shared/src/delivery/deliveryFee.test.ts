import { describe, expect, it } from "vitest";
import type { DeliveryZone } from "../entities/deliveryZone";
import { deliveryQuote, zoneCovers } from "./deliveryFee";

function zone(overrides: Partial<DeliveryZone> = {}): DeliveryZone {
  return {
    id: "z1",
    name: "Barcelona",
    countries: ["ES"],
    postcodeScope: "all",
    postcodes: "",
    priceBrackets: [{ price: 3, maxWeight: null }],
    ...overrides,
  };
}

const barcelona = { country: "ES", zip: "08001" };

describe("zoneCovers", () => {
  it("serves every postcode of its countries with scope all, whatever the list", () => {
    expect(zoneCovers(zone({ postcodes: "28001" }), barcelona)).toBe(true);
  });

  it("does not serve another country", () => {
    expect(zoneCovers(zone(), { country: "FR", zip: "08001" })).toBe(false);
  });

  it("serves only the listed postcodes with scope onlyListed", () => {
    const z = zone({ postcodeScope: "onlyListed", postcodes: "08001, 08002" });
    expect(zoneCovers(z, barcelona)).toBe(true);
    expect(zoneCovers(z, { country: "ES", zip: "08003" })).toBe(false);
  });

  it("serves all but the listed postcodes with scope allExceptListed", () => {
    const z = zone({ postcodeScope: "allExceptListed", postcodes: "08001" });
    expect(zoneCovers(z, barcelona)).toBe(false);
    expect(zoneCovers(z, { country: "ES", zip: "08003" })).toBe(true);
  });

  it("matches * wildcards anywhere in a pattern", () => {
    const z = zone({ postcodeScope: "onlyListed", postcodes: "080*,2*01" });
    expect(zoneCovers(z, { country: "ES", zip: "08025" })).toBe(true);
    expect(zoneCovers(z, { country: "ES", zip: "28001" })).toBe(true);
    expect(zoneCovers(z, { country: "ES", zip: "28002" })).toBe(false);
    expect(zoneCovers(z, { country: "ES", zip: "18001" })).toBe(false);
  });

  it("treats an empty list as every postcode of the country, whatever the scope", () => {
    expect(zoneCovers(zone({ postcodeScope: "onlyListed", postcodes: " , " }), barcelona)).toBe(true);
    expect(zoneCovers(zone({ postcodeScope: "allExceptListed", postcodes: "" }), barcelona)).toBe(true);
  });

  it("compares postcodes without spaces and case", () => {
    const z = zone({ countries: ["NL"], postcodeScope: "onlyListed", postcodes: "1012 ab, 1013*" });
    expect(zoneCovers(z, { country: "NL", zip: "1012AB" })).toBe(true);
    expect(zoneCovers(z, { country: "NL", zip: "1013 cd" })).toBe(true);
  });

  it("reads characters other than * literally", () => {
    const z = zone({ postcodeScope: "onlyListed", postcodes: "A-1" });
    expect(zoneCovers(z, { country: "ES", zip: "A-1" })).toBe(true);
    expect(zoneCovers(z, { country: "ES", zip: "AB1" })).toBe(false);
  });
});

describe("deliveryQuote", () => {
  it("answers no-zone when no zone serves the address", () => {
    expect(deliveryQuote([zone({ countries: ["FR"] })], barcelona, 0)).toEqual({ deliverable: false, reason: "no-zone" });
    expect(deliveryQuote([], barcelona, 0)).toEqual({ deliverable: false, reason: "no-zone" });
  });

  it("takes the cheapest bracket that covers the weight", () => {
    const z = zone({ priceBrackets: [{ price: 8, maxWeight: null }, { price: 3, maxWeight: 1000 }, { price: 5, maxWeight: 5000 }] });
    expect(deliveryQuote([z], barcelona, 800)).toMatchObject({ deliverable: true, fee: 3 });
    expect(deliveryQuote([z], barcelona, 1000)).toMatchObject({ deliverable: true, fee: 3 });
    expect(deliveryQuote([z], barcelona, 1001)).toMatchObject({ deliverable: true, fee: 5 });
    expect(deliveryQuote([z], barcelona, 9000)).toMatchObject({ deliverable: true, fee: 8 });
  });

  it("answers too-heavy when serving zones have no bracket for the weight", () => {
    const z = zone({ priceBrackets: [{ price: 3, maxWeight: 1000 }] });
    expect(deliveryQuote([z], barcelona, 1500)).toEqual({ deliverable: false, reason: "too-heavy" });
  });

  it("compares brackets across every serving zone and names the zone of the cheapest", () => {
    const city = zone({ id: "city", name: "City", postcodeScope: "onlyListed", postcodes: "080*", priceBrackets: [{ price: 2, maxWeight: 2000 }] });
    const region = zone({ id: "region", name: "Region", priceBrackets: [{ price: 6, maxWeight: null }] });
    expect(deliveryQuote([region, city], barcelona, 500)).toEqual({ deliverable: true, fee: 2, zoneName: "City", zoneId: "city" });
    expect(deliveryQuote([region, city], barcelona, 3000)).toEqual({ deliverable: true, fee: 6, zoneName: "Region", zoneId: "region" });
  });

  it("offers free delivery when a bracket costs nothing", () => {
    expect(deliveryQuote([zone({ priceBrackets: [{ price: 0, maxWeight: null }] })], barcelona, 0)).toMatchObject({ deliverable: true, fee: 0 });
  });
});

describe("zoneCovers, more patterns", () => {
  it("matches a wildcard at the start and several in one pattern", () => {
    const z = zone({ postcodeScope: "onlyListed", postcodes: "*01, 0*0*9" });
    expect(zoneCovers(z, { country: "ES", zip: "08001" })).toBe(true);
    expect(zoneCovers(z, { country: "ES", zip: "01009" })).toBe(true);
    expect(zoneCovers(z, { country: "ES", zip: "08002" })).toBe(false);
  });

  it("lets a lone * match every postcode", () => {
    expect(zoneCovers(zone({ postcodeScope: "onlyListed", postcodes: "*" }), { country: "ES", zip: "99999" })).toBe(true);
  });

  it("needs the whole postcode to match, not a part of it", () => {
    const z = zone({ postcodeScope: "onlyListed", postcodes: "0800" });
    expect(zoneCovers(z, { country: "ES", zip: "08001" })).toBe(false);
  });

  it("serves each of several countries", () => {
    const z = zone({ countries: ["ES", "AD"], postcodeScope: "onlyListed", postcodes: "08*, AD*" });
    expect(zoneCovers(z, { country: "AD", zip: "AD500" })).toBe(true);
    expect(zoneCovers(z, { country: "ES", zip: "08001" })).toBe(true);
    expect(zoneCovers(z, { country: "FR", zip: "08001" })).toBe(false);
  });

  it("reads the listed patterns case-insensitively", () => {
    expect(zoneCovers(zone({ countries: ["GB"], postcodeScope: "allExceptListed", postcodes: "sw1a *" }), { country: "GB", zip: "SW1A 1AA" })).toBe(false);
  });
});

describe("deliveryQuote, more brackets", () => {
  it("lets a bracket without maximum weight take any weight", () => {
    const z = zone({ priceBrackets: [{ price: 2.5, maxWeight: 5000 }, { price: 4, maxWeight: null }] });
    expect(deliveryQuote([z], barcelona, 250_000)).toMatchObject({ deliverable: true, fee: 4 });
  });

  it("names the first listed zone when two serve the address at the same fee", () => {
    const a = zone({ id: "a", name: "A", priceBrackets: [{ price: 3, maxWeight: null }] });
    const b = zone({ id: "b", name: "B", priceBrackets: [{ price: 3, maxWeight: null }] });
    expect(deliveryQuote([a, b], barcelona, 0)).toMatchObject({ zoneId: "a" });
    expect(deliveryQuote([b, a], barcelona, 0)).toMatchObject({ zoneId: "b" });
  });

  it("leaves out a zone that excludes the postcode even when it is cheaper", () => {
    const cheap = zone({ id: "cheap", name: "Cheap", postcodeScope: "allExceptListed", postcodes: "08001", priceBrackets: [{ price: 1, maxWeight: null }] });
    const dear = zone({ id: "dear", name: "Dear", priceBrackets: [{ price: 9, maxWeight: null }] });
    expect(deliveryQuote([cheap, dear], barcelona, 0)).toMatchObject({ zoneId: "dear", fee: 9 });
  });

  it("counts an empty cart (weight 0) as covered by every bracket", () => {
    expect(deliveryQuote([zone({ priceBrackets: [{ price: 2, maxWeight: 0 }] })], barcelona, 0)).toMatchObject({ deliverable: true, fee: 2 });
  });
});
