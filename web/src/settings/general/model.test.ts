import { describe, expect, it } from "vitest";
import { GENERAL_SETTINGS_FIELDS } from "@comanda/shared";
import { formValuesOf, placeFieldErrors, requestOf, timezoneNames, vatRatesInUseOf, VAT_IN_USE_FIELD } from "./model";

describe("formValuesOf / requestOf", () => {
  it("shows an unknown currency and time zone as EUR and Europe/Madrid, and a lower-case code as the code", () => {
    expect(formValuesOf({ id: "c", currency: "XYZ", timezone: "Mars/Base" })).toMatchObject({ currency: "EUR", timezone: "Europe/Madrid" });
    expect(formValuesOf({ id: "c", currency: "gbp" }).currency).toBe("GBP");
  });

  it("gives the server every general field, empty numbers as 0, blank texts and ids as null, emptied tabs dropped", () => {
    const values = { ...formValuesOf(null), vat: null, vatId: "  ", defaultPointofsaleId: "", throttleLimit: 12.4, throttleMessage: { en: "Busy", es: " " }, vatRates: [{ name: "Reduced", rate: null }] };
    const body = requestOf(values);
    expect(Object.keys(body).sort()).toEqual([...GENERAL_SETTINGS_FIELDS].sort());
    expect(body).toMatchObject({ vat: 0, vatId: null, defaultPointofsaleId: null, throttleLimit: 12, throttleMessage: { en: "Busy" }, vatRates: [{ name: "Reduced", rate: 0 }] });
  });
});

describe("refusals", () => {
  it("shows a rate in use on the list under the list's product names; other paths stay", () => {
    expect(placeFieldErrors({ vatRates: ["vat-rate-in-use"], "vatRates.1.rate": ["vat-rate-duplicate"], vat: ["vat-rate-in-use"] })).toEqual({
      [VAT_IN_USE_FIELD]: ["vat-rate-in-use"],
      "vatRates.1.rate": ["vat-rate-duplicate"],
      vat: ["vat-rate-in-use"],
    });
  });

  it("reads the products of a refusal's details and ignores shapes it does not know", () => {
    const entry = { rate: 21, products: [{ id: "p1", name: "Beer" }] };
    expect(vatRatesInUseOf({ vatRateInUse: [entry, { rate: "21" }, null] })).toEqual([entry]);
    expect(vatRatesInUseOf({ vatRateInUse: "no" })).toEqual([]);
    expect(vatRatesInUseOf(undefined)).toEqual([]);
  });
});

describe("timezoneNames", () => {
  it("offers UTC first and keeps a stored zone the browser does not list", () => {
    const names = timezoneNames("Europe/Madrid");
    expect(names[0]).toBe("UTC");
    expect(names).toContain("Asia/Tokyo");
    expect(timezoneNames("America/Old_Zone").slice(0, 2)).toEqual(["America/Old_Zone", "UTC"]);
  });
});
