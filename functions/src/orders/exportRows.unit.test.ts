import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Order, type Zone } from "@comanda/shared";
import { EXPORT_HEADER, exportRangeErrors, exportRow, localDate, neutraliseCell, ordersCsv, type ExportContext } from "./exportRows";
import { EXPORT_TEXTS } from "./exportTexts";

const zone = {
  id: "terrace",
  name: "Terrace",
  pointsOfSale: [{ id: "t1", name: { en: "Table 1", es: "Mesa 1" } }],
} as unknown as Zone;

const context: ExportContext = { timezone: "Europe/Madrid", language: "en", zones: [zone] };

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: "o1",
    companyId: "c1",
    number: 7,
    status: "done",
    dateOrdered: "2026-03-28T23:30:00.000Z",
    deliveryType: "table",
    zoneId: "terrace",
    pointofsaleId: "t1",
    name: "Ana",
    email: "ana@example.com",
    phone: "600 111 222",
    cartTotal: 14,
    tip: 1,
    totals: { items: 15, discount: 1, deliveryFee: 0, tip: 1, total: 15, vat: [{ rate: 10, net: 3.64, vat: 0.36, gross: 4 }, { rate: 21, net: 8.26, vat: 1.74, gross: 10 }] },
    paymentMethod: "onSite",
    paid: true,
    demo: false,
    items: [
      { productId: "p", name: { en: "Burger" }, quantity: 2, price: 5.5, addons: [{ name: { en: "Bacon" }, price: 1 }], done: true, locationId: null, status: "ready" },
      { productId: "w", name: { en: "Water" }, quantity: 2, price: 2, done: true, locationId: null, status: "ready" },
    ],
    receiptItems: [],
    ...overrides,
  };
}

function cell(row: string[], column: (typeof EXPORT_HEADER)[number]): string | undefined {
  return row[EXPORT_HEADER.indexOf(column)];
}

describe("exportRow", () => {
  it("writes the order's figures, names and flags", () => {
    expect(exportRow(order(), context)).toEqual([
      "7", "2026-03-29", "00:30", "Done", "Table", "Terrace", "Table 1", "Ana", "ana@example.com", "600 111 222",
      "2× Burger (Bacon); 2× Water", "15.00", "1.00", "0.00", "1.00", "15.00", "10%: 0.36; 21%: 1.74", "On site", "yes", "no", "0.00", "", "",
    ]);
  });

  it("names the order's discount with its percentage and the voucher code it came with", () => {
    const row = exportRow(order({ discounts: [{ discountId: "d", name: "=Welcome", percentage: 20, amount: 1, voucherCode: "KQTM-XRAP-HZWB", voucherId: "v" }] }), context);
    expect([cell(row, "Discount"), cell(row, "Discount name"), cell(row, "Voucher code")]).toEqual(["1.00", "'=Welcome (20 %)", "KQTM-XRAP-HZWB"]);
    const automatic = exportRow(order({ discounts: [{ discountId: "d", name: "Lunch", percentage: 10, amount: 1 }] }), context);
    expect([cell(automatic, "Discount name"), cell(automatic, "Voucher code")]).toEqual(["Lunch (10 %)", ""]);
  });

  it("dates the order in the company's time zone, across a daylight-saving change", () => {
    // 2026-03-29 is the spring change in Madrid: 01:30 UTC is 03:30 local (CEST).
    const row = exportRow(order({ dateOrdered: "2026-03-29T01:30:00.000Z" }), context);
    expect([cell(row, "Date"), cell(row, "Time")]).toEqual(["2026-03-29", "03:30"]);
    const utc = exportRow(order({ dateOrdered: "2026-03-29T01:30:00.000Z" }), { ...context, timezone: "UTC" });
    expect(cell(utc, "Time")).toBe("01:30");
  });

  it("counts a missing delivery type as delivery", () => {
    const { deliveryType: _missing, ...rest } = order();
    expect(cell(exportRow(rest as Order, context), "Station")).toBe("Delivery");
  });

  it("marks test orders and unpaid ones", () => {
    const row = exportRow(order({ demo: true, paid: false }), context);
    expect([cell(row, "Paid"), cell(row, "Test order")]).toEqual(["no", "yes"]);
  });

  it("shows a refund the provider accepted in Refunded, beside the Total the customer paid; a refund still processing shows 0.00", () => {
    const refund = { amount: 4.5, reason: "cold", status: "succeeded" as const, refundId: "re_1", at: "2026-03-30T10:00:00.000Z", by: "staff", attempt: 1 };
    const paidOnline = { paymentMethod: "online" as const, stripePaymentIntentId: "pi_1" };
    const refunded = exportRow(order({ ...paidOnline, refund }), context);
    expect([cell(refunded, "Total"), cell(refunded, "Refunded")]).toEqual(["15.00", "4.50"]);
    expect(cell(exportRow(order({ ...paidOnline, refund: { ...refund, status: "pending" } }), context), "Refunded")).toBe("4.50");
    expect(cell(exportRow(order({ ...paidOnline, refund: { ...refund, status: "processing", refundId: null } }), context), "Refunded")).toBe("0.00");
    expect(cell(exportRow(order(), context), "Refunded")).toBe("0.00");
    const es = exportRow(order({ ...paidOnline, refund }), { ...context, language: "es" });
    expect(es[EXPORT_TEXTS.es.header.indexOf("Reembolsado")]).toBe("4.50");
  });

  it("works out the figures of an order without stored totals", () => {
    const row = exportRow(order({ totals: undefined, cartTotal: 15, tip: 2 }), context);
    expect([cell(row, "Items total"), cell(row, "Tip"), cell(row, "Total"), cell(row, "VAT")]).toEqual(["15.00", "2.00", "17.00", ""]);
  });

  it("leaves the zone and point of sale empty when they are gone", () => {
    const row = exportRow(order({ zoneId: "gone", pointofsaleId: "gone" }), context);
    expect([cell(row, "Zone"), cell(row, "Point of sale")]).toEqual(["", ""]);
  });

  it("neutralises customer texts a spreadsheet would run as formulas", () => {
    const row = exportRow(order({ name: "=HYPERLINK(\"http://x\")", email: "@evil", phone: "+34 600" }), context);
    expect([cell(row, "Customer"), cell(row, "Email"), cell(row, "Phone")]).toEqual(["'=HYPERLINK(\"http://x\")", "'@evil", "'+34 600"]);
  });
});

describe("neutraliseCell", () => {
  it("prefixes = + - @ tab and CR, and nothing else", () => {
    expect(["=1", "+1", "-1", "@a", "\tx", "\rx", "a=1", "1"].map(neutraliseCell)).toEqual(["'=1", "'+1", "'-1", "'@a", "'\tx", "'\rx", "a=1", "1"]);
  });
  it("keeps a phone number starting with + as it is", () => {
    expect(neutraliseCell("+34 600 000 000")).toBe("+34 600 000 000");
    expect(neutraliseCell("+34 600 000 000 A1")).toBe("'+34 600 000 000 A1");
  });
});

describe("ordersCsv", () => {
  it("writes the header and one row per order, quoting where CSV needs it", () => {
    const csv = ordersCsv([order(), order({ number: 8, name: "Luis, \"El Jefe\"", note: "x" })], context);
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([...EXPORT_HEADER]);
    expect(parsed).toHaveLength(3);
    expect(parsed[2]?.[7]).toBe("Luis, \"El Jefe\"");
    expect(csv.split("\r\n")[0]).toBe(EXPORT_HEADER.join(","));
  });
});

describe("exportRangeErrors", () => {
  it("accepts a period up to 366 days", () => {
    expect(exportRangeErrors("2026-01-01T00:00:00Z", "2027-01-02T00:00:00Z")).toEqual({});
  });

  it("refuses an end that is not after the start", () => {
    expect(exportRangeErrors("2026-01-02T00:00:00Z", "2026-01-02T00:00:00Z")).toEqual({ to: ["export-range-invalid"] });
    expect(exportRangeErrors("2026-01-02T00:00:00Z", "2026-01-01T00:00:00Z")).toEqual({ to: ["export-range-invalid"] });
  });

  it("refuses a period over 366 days", () => {
    expect(exportRangeErrors("2026-01-01T00:00:00Z", "2027-01-02T00:00:01Z")).toEqual({ to: ["export-range-too-long"] });
  });
});

describe("localDate", () => {
  it("gives the calendar date in the time zone", () => {
    expect(localDate("2026-05-03T22:00:00.000Z", "Europe/Madrid")).toBe("2026-05-04");
    expect(localDate("2026-05-03T22:00:00.000Z", "UTC")).toBe("2026-05-03");
  });
});

describe("the export in the owner's language", () => {
  it("writes the header, statuses, stations and yes/no in the requested language", () => {
    const csv = ordersCsv([{ ...order(), status: "wip", deliveryType: "takeaway", paid: true }], { ...context, language: "es" });
    const [header, row] = Papa.parse<string[]>(csv.trim()).data;
    expect(header?.[0]).toBe("Número");
    expect(header).toContain("Punto de venta");
    expect(row).toContain("En preparación");
    expect(row).toContain("Para llevar");
    expect(row).toContain("sí");
  });

  it("has a full header and every word in each of the seven languages", () => {
    for (const texts of Object.values(EXPORT_TEXTS)) {
      expect(texts.header).toHaveLength(EXPORT_HEADER.length);
      expect(texts.header.every((h) => h.trim().length > 0)).toBe(true);
    }
    expect(Object.keys(EXPORT_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  });
});
