import { describe, expect, it } from "vitest";
import { deliveryZoneSchema } from "../entities/deliveryZone";
import { validator } from "../validation";
import { invalidPostcodePatterns, sortPriceBrackets, validateDeliveryZone, type DeliveryZoneDraft } from "./deliveryZoneRules";

function draft(overrides: Partial<DeliveryZoneDraft> = {}): DeliveryZoneDraft {
  return {
    name: "Eixample",
    countries: ["ES"],
    postcodeScope: "onlyListed",
    postcodes: "08007, 08008, 0801*",
    priceBrackets: [
      { price: 2.5, maxWeight: 5000 },
      { price: 4, maxWeight: null },
    ],
    ...overrides,
  };
}

describe("validateDeliveryZone", () => {
  it("finds nothing wrong with a complete zone", () => {
    expect(validateDeliveryZone(draft())).toEqual({});
  });

  it("accepts an empty postcode list (every postcode of the country)", () => {
    expect(validateDeliveryZone(draft({ postcodes: "" }))).toEqual({});
  });

  it("asks for a name when it is blank", () => {
    expect(validateDeliveryZone(draft({ name: "   " }))).toEqual({ name: ["delivery-zone-name-required"] });
  });

  it("refuses a name longer than 200 characters", () => {
    expect(validateDeliveryZone(draft({ name: "x".repeat(201) }))).toEqual({ name: ["delivery-zone-name-too-long"] });
  });

  it("asks for at least one country", () => {
    expect(validateDeliveryZone(draft({ countries: [] }))).toEqual({ countries: ["delivery-zone-countries-required"] });
  });

  it("refuses a code that is not a country", () => {
    expect(validateDeliveryZone(draft({ countries: ["ES", "XX"] }))).toEqual({ countries: ["delivery-zone-country-unknown"] });
  });

  it("refuses an unknown postcode scope", () => {
    expect(validateDeliveryZone(draft({ postcodeScope: "some" }))).toEqual({ postcodeScope: ["delivery-zone-scope-unknown"] });
  });

  it("refuses postcode patterns with characters a postcode never has", () => {
    expect(validateDeliveryZone(draft({ postcodes: "08001; 08002" }))).toEqual({ postcodes: ["delivery-zone-postcode-invalid"] });
    expect(validateDeliveryZone(draft({ postcodes: "08.001" }))).toEqual({ postcodes: ["delivery-zone-postcode-invalid"] });
    expect(validateDeliveryZone(draft({ postcodes: "08001,\t08002" }))).toEqual({ postcodes: ["delivery-zone-postcode-invalid"] });
  });

  it("accepts letters, spaces, dashes and wildcards in patterns", () => {
    expect(validateDeliveryZone(draft({ postcodes: "1012 ab, SW1A-*, *01" }))).toEqual({});
  });

  it("refuses a postcode list longer than the stored limit", () => {
    expect(validateDeliveryZone(draft({ postcodes: "08001,".repeat(3500) }))).toEqual({ postcodes: ["delivery-zone-postcodes-too-long"] });
  });

  it("asks for at least one price bracket", () => {
    expect(validateDeliveryZone(draft({ priceBrackets: [] }))).toEqual({ priceBrackets: ["delivery-zone-brackets-required"] });
  });

  it("asks for the price of a bracket without one", () => {
    expect(validateDeliveryZone(draft({ priceBrackets: [{ price: null, maxWeight: null }] }))).toEqual({ "priceBrackets.0.price": ["delivery-zone-bracket-price-required"] });
  });

  it("refuses a negative price under that bracket", () => {
    const errors = validateDeliveryZone(draft({ priceBrackets: [{ price: 2, maxWeight: 1000 }, { price: -1, maxWeight: null }] }));
    expect(errors).toEqual({ "priceBrackets.1.price": ["delivery-zone-bracket-price-negative"] });
  });

  it("accepts a free bracket", () => {
    expect(validateDeliveryZone(draft({ priceBrackets: [{ price: 0, maxWeight: null }] }))).toEqual({});
  });

  it("refuses a negative maximum weight", () => {
    expect(validateDeliveryZone(draft({ priceBrackets: [{ price: 2, maxWeight: -5 }] }))).toEqual({ "priceBrackets.0.maxWeight": ["delivery-zone-bracket-weight-negative"] });
  });

  it("marks both brackets that end at the same maximum weight", () => {
    const errors = validateDeliveryZone(draft({ priceBrackets: [{ price: 2, maxWeight: 5000 }, { price: 3, maxWeight: null }, { price: 4, maxWeight: 5000 }] }));
    expect(errors).toEqual({
      "priceBrackets.0.maxWeight": ["delivery-zone-bracket-weight-duplicate"],
      "priceBrackets.2.maxWeight": ["delivery-zone-bracket-weight-duplicate"],
    });
  });

  it("counts two brackets without a maximum weight as the same", () => {
    const errors = validateDeliveryZone(draft({ priceBrackets: [{ price: 2, maxWeight: null }, { price: 3, maxWeight: null }] }));
    expect(Object.keys(errors)).toEqual(["priceBrackets.0.maxWeight", "priceBrackets.1.maxWeight"]);
  });

  it("lists several problems at once", () => {
    const errors = validateDeliveryZone({ name: "", countries: [], postcodeScope: "all", postcodes: "a/b", priceBrackets: [] });
    expect(Object.keys(errors).sort()).toEqual(["countries", "name", "postcodes", "priceBrackets"]);
  });

  it("passes only zones the stored schema accepts", () => {
    const check = validator(deliveryZoneSchema);
    const zone = { id: "z1", ...draft(), priceBrackets: [{ price: 2.5, maxWeight: 5000 }, { price: 4, maxWeight: null }] };
    expect(check(zone).ok).toBe(true);
    expect(check({ ...zone, postcodes: "08001; 08002" }).ok).toBe(false);
  });
});

describe("invalidPostcodePatterns", () => {
  it("names the patterns with illegal characters, normalised", () => {
    expect(invalidPostcodePatterns("08001, 08;02, ab.1")).toEqual(["08;02", "AB.1"]);
  });
});

describe("sortPriceBrackets", () => {
  it("puts brackets by maximum weight, the one without maximum last", () => {
    const sorted = sortPriceBrackets([{ price: 8, maxWeight: null }, { price: 5, maxWeight: 5000 }, { price: 3, maxWeight: 1000 }]);
    expect(sorted.map((b) => b.maxWeight)).toEqual([1000, 5000, null]);
  });
});
