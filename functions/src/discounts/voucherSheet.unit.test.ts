// What a voucher card says, before any PDF is drawn: the customer's name of the discount in the sheet's language,
// the percentage as that language writes it and the window in the company's time zone.
import { describe, expect, it } from "vitest";
import type { DiscountData } from "@comanda/shared";
import { voucherSheet } from "./voucherSheet";

const discount: DiscountData = { companyId: "c1", name: "Winter flyers", customerName: { de: "Winteraktion" }, percentage: 12.5, enabled: true, validFor: "voucher", start: null, end: null };
const sheet = (overrides: Partial<DiscountData>, language: "de" | "en" | "fr" = "de") =>
  voucherSheet({ discount: { ...discount, ...overrides }, codes: ["KQTMXRAPHZWB"], restaurant: "Casa Ana", language, timezone: "Europe/Berlin" });

describe("voucherSheet", () => {
  it("names the discount for the customer in the sheet's language, else by the owner's name, and groups the code", () => {
    expect(sheet({})).toMatchObject({ customerName: "Winteraktion", discountName: "Winter flyers", percentage: "12,5\u00a0% Rabatt", validity: null, codes: ["KQTM-XRAP-HZWB"] });
    expect(sheet({}, "en")).toMatchObject({ customerName: "Winter flyers", percentage: "12.5% off" });
  });

  it("writes an open-ended window from its start or until its end, in the company's time zone", () => {
    expect(sheet({ start: "2026-11-30T23:00:00.000Z" }).validity).toBe("Gültig ab 1. Dez. 2026, 00:00");
    expect(sheet({ end: "2026-12-31T22:59:00.000Z" }, "en").validity).toBe("Valid until Dec 31, 2026, 11:59 PM");
    expect(sheet({ start: "2026-11-30T23:00:00.000Z", end: "2026-12-31T22:59:00.000Z" }, "fr").validity).toBe("Valable : 1 déc. 2026, 00:00 – 31 déc. 2026, 23:59");
  });
});
