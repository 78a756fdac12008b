// The plain rules of /settings/taxes: the form from saved or borrowed values, the body, the browser's checks,
// the certificate's dates, the records' filters in the URL and as instants of the company's days.
import { describe, expect, it } from "vitest";
import {
  certificateFileRefusal,
  certificateState,
  placeTaxFieldErrors,
  readRecordFilters,
  recordIsCancellable,
  recordRange,
  seriesRefusal,
  taxFormStart,
  taxIdRefusal,
  taxSettingsBody,
  writeRecordFilters,
} from "./model";

const CERT = { holder: "RESTAURANTE DEMO SL", taxId: "B12345674", notBefore: "2026-01-01T00:00:00.000Z", notAfter: "2027-01-01T00:00:00.000Z", uploadedAt: "2026-01-02T10:00:00.000Z" };

describe("the tax form's values", () => {
  it("takes what the company never saved from its establishment and VAT number, and says so", () => {
    const start = taxFormStart(null, { id: "co", companyname: "Bar Sol SL", street: "Carrer Major 1", zip: "08001", city: "Barcelona", country: "ES" }, { id: "co", vatId: "12345678Z" });
    expect(start.prefilled).toBe(true);
    expect(start.values).toMatchObject({ legalName: "Bar Sol SL", taxId: "12345678Z", address: { line1: "Carrer Major 1", postalCode: "08001", city: "Barcelona", country: "ES" }, series: "T", environment: "test" });
  });

  it("shows the saved tax information as it is, borrowing nothing", () => {
    const saved = { id: "co", legalName: "Bar Sol SL", taxId: "B12345674", address: { line1: "Rambla 2", line2: null, postalCode: "08002", city: "Barcelona", country: "ES" as const }, eInvoicingEnabled: true, environment: "production" as const, series: "BAR", transmissionPaused: false, errorCount: 0 };
    const start = taxFormStart(saved, { id: "co", companyname: "Other" }, null);
    expect(start.prefilled).toBe(false);
    expect(start.values).toEqual({ legalName: "Bar Sol SL", taxId: "B12345674", address: { line1: "Rambla 2", line2: "", postalCode: "08002", city: "Barcelona", country: "ES" }, eInvoicingEnabled: true, environment: "production", series: "BAR" });
  });

  it("sends a trimmed body, without an address when no line of it was typed", () => {
    const values = { legalName: " Bar Sol SL ", taxId: " 12345678Z ", address: { line1: "", line2: " ", postalCode: "", city: "", country: "ES" as const }, eInvoicingEnabled: false, environment: "test" as const, series: " T " };
    expect(taxSettingsBody(values)).toEqual({ legalName: "Bar Sol SL", taxId: "12345678Z", address: null, eInvoicingEnabled: false, environment: "test", series: "T" });
    expect(taxSettingsBody({ ...values, address: { ...values.address, line1: "Rambla 2", postalCode: "08002", city: "Barcelona" } }).address).toEqual({ line1: "Rambla 2", line2: null, postalCode: "08002", city: "Barcelona", country: "ES" });
  });
});

describe("the browser's checks", () => {
  it("checks the tax id with the shared rule: its control character, needed and Spanish with e-invoicing on", () => {
    expect(taxIdRefusal("12345678A", "ES", false)).toBe("tax-id-control");
    expect(taxIdRefusal("12345678Z", "ES", true)).toBeNull();
    expect(taxIdRefusal("", "ES", false)).toBeNull();
    expect(taxIdRefusal("", "ES", true)).toBe("tax-id-required");
    expect(taxIdRefusal("DE123456789", "DE", false)).toBeNull();
    expect(taxIdRefusal("DE123456789", "DE", true)).toBe("tax-id-invalid");
  });

  it("takes a series of 1 to 10 capital letters or digits", () => {
    expect(seriesRefusal("T")).toBeNull();
    expect(seriesRefusal("BAR2027")).toBeNull();
    expect(seriesRefusal("t-1")).toBe("tax-series-pattern");
    expect(seriesRefusal("ABCDEFGHIJK")).toBe("tax-series-pattern");
  });

  it("says the server's pattern refusal of the series in the series' own words, other codes as they are", () => {
    expect(placeTaxFieldErrors({ series: ["pattern"], taxId: ["tax-id-locked"] })).toEqual({ series: ["tax-series-pattern"], taxId: ["tax-id-locked"] });
  });

  it("takes only .p12 and .pfx files, not empty, and at most as large as the server takes (64 kB)", () => {
    expect(certificateFileRefusal({ name: "empresa.P12", size: 4000 })).toBeNull();
    expect(certificateFileRefusal({ name: "empresa.pfx", size: 4000 })).toBeNull();
    expect(certificateFileRefusal({ name: "empresa.pem", size: 4000 })).toBe("certificate-file-type");
    expect(certificateFileRefusal({ name: "empresa.p12", size: 0 })).toBe("file-empty");
    expect(certificateFileRefusal({ name: "empresa.p12", size: 64 * 1024 })).toBeNull();
    expect(certificateFileRefusal({ name: "empresa.p12", size: 64 * 1024 + 1 })).toBe("certificate-too-large");
  });
});

describe("the certificate's state", () => {
  const at = (iso: string) => new Date(iso);
  it("is valid until 30 days before it expires, then expiring with the whole days left, then expired", () => {
    expect(certificateState(null, at("2026-06-01T00:00:00Z"))).toEqual({ kind: "none" });
    expect(certificateState(CERT, at("2026-06-01T00:00:00Z"))).toEqual({ kind: "valid" });
    expect(certificateState(CERT, at("2026-12-02T00:00:00Z"))).toEqual({ kind: "valid" });
    expect(certificateState(CERT, at("2026-12-02T00:00:01Z"))).toEqual({ kind: "expiring", days: 29 });
    expect(certificateState(CERT, at("2026-12-31T12:00:00Z"))).toEqual({ kind: "expiring", days: 0 });
    expect(certificateState(CERT, at("2027-01-01T00:00:00Z"))).toEqual({ kind: "expired" });
  });
});

describe("the records' filters", () => {
  it("reads only known statuses and real days from the URL, and writes back only what is set", () => {
    const filters = readRecordFilters(new URLSearchParams("status=rejected,bogus,accepted&from=2026-03-01&to=2026-13-45&tab=x"));
    expect(filters).toEqual({ search: "", statuses: ["accepted", "rejected"], from: "2026-03-01", to: "" });
    expect(writeRecordFilters(filters, new URLSearchParams("tab=x&to=2026-01-01")).toString()).toBe("tab=x&status=accepted%2Crejected&from=2026-03-01");
  });

  it("turns the days into the instants of the company's calendar, the last day whole, across a change of the clocks", () => {
    expect(recordRange({ from: "2026-03-01", to: "2026-03-31" }, "Europe/Madrid")).toEqual({ from: "2026-02-28T23:00:00.000Z", to: "2026-03-31T22:00:00.000Z" });
    expect(recordRange({ from: "", to: "2026-03-31" }, "Europe/Madrid")).toEqual({ from: null, to: "2026-03-31T22:00:00.000Z" });
    expect(recordRange({ from: "2026-03-31", to: "2026-03-01" }, "Europe/Madrid")).toEqual({ from: "2026-02-28T23:00:00.000Z", to: "2026-03-31T22:00:00.000Z" });
  });

  it("offers the cancellation of an accepted receipt only, and only once", () => {
    expect(recordIsCancellable({ id: "r1", kind: "receipt", status: "accepted" }, new Set())).toBe(true);
    expect(recordIsCancellable({ id: "r1", kind: "receipt", status: "accepted" }, new Set(["r1"]))).toBe(false);
    expect(recordIsCancellable({ id: "r2", kind: "receipt", status: "rejected" }, new Set())).toBe(false);
    expect(recordIsCancellable({ id: "r3", kind: "invoice", status: "accepted" }, new Set())).toBe(false);
  });
});
