// The tax records' CSV rows: every language has every column and word, amounts stay numbers, text from outside
// (customer names, the agency's messages) cannot run as a formula, and the language falls back as documented.
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { LANGUAGES, TAX_RECORD_KINDS, TAX_RECORD_STATUSES, ticketRecord, EMPTY_TAX_CHAIN, vatLine, type TaxRecordData, type WithId } from "@comanda/shared";
import { exportLanguage, taxRecordRow, taxRecordsCsv } from "./export";
import { TAX_EXPORT_TEXTS } from "./exportTexts";

function record(changes: Partial<TaxRecordData> = {}): WithId<TaxRecordData> {
  const built = ticketRecord(
    { orderId: "order-1", order: { totals: { items: 14.5, discount: 0, deliveryFee: 0, tip: 0, total: 14.5, vat: [vatLine(21, 1250), vatLine(10, 200)] }, billingAddress: null } },
    { companyId: "c1", taxInfo: { taxId: "B12345674", series: "T", environment: "test" }, timezone: "Europe/Madrid", now: new Date("2026-05-04T10:15:00.000Z"), chain: EMPTY_TAX_CHAIN },
  );
  if (!built.ok) throw new Error(built.code);
  return { ...built.record, id: "order-1-ticket", ...changes };
}

describe("the tax records' CSV texts", () => {
  it("have the whole header, every kind and every status in each of the seven languages", () => {
    for (const language of LANGUAGES) {
      const texts = TAX_EXPORT_TEXTS[language];
      expect(texts.header, language).toHaveLength(TAX_EXPORT_TEXTS.en.header.length);
      expect(texts.header.every((h) => h.trim() !== ""), language).toBe(true);
      expect(Object.keys(texts.kind).sort(), language).toEqual([...TAX_RECORD_KINDS].sort());
      expect(Object.keys(texts.status).sort(), language).toEqual([...TAX_RECORD_STATUSES].sort());
    }
  });
});

describe("taxRecordRow", () => {
  it("writes the record in the company's time zone, its amounts as the agency has them, one cell per column", () => {
    const row = taxRecordRow(record(), "en", "Europe/Madrid");
    expect(row).toHaveLength(TAX_EXPORT_TEXTS.en.header.length);
    expect(row.slice(0, 10)).toEqual(["1", "T-000001", "04-05-2026", "2026-05-04 12:15:00", "Simplified invoice", "F2", "Pending", "12.15", "2.35", "14.50"]);
  });

  it("keeps negative amounts numbers and neutralises formulas in text from outside", () => {
    const row = taxRecordRow(
      record({
        totalAmount: "-4.10",
        recipient: { name: "=cmd|'/c calc'!A1", taxId: "B11223344", country: "ES" },
        answer: { code: "1100", description: "+SUM(A1:A9)", csv: "@evil", answeredAt: "2026-05-04T10:20:00.000Z" },
      }),
      "es",
      "Europe/Madrid",
    );
    expect(row[9]).toBe("-4.10");
    expect(row[11]).toBe("'=cmd|'/c calc'!A1");
    expect(row[15]).toBe("'+SUM(A1:A9)");
    expect(row[16]).toBe("'@evil");
  });

  it("makes a CSV whose first row is the header in the language asked for", () => {
    const text = taxRecordsCsv([record(), record({ position: 2, number: "T-000002" })], "de", "Europe/Madrid");
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(rows[0]?.[1]).toBe("Nummer");
    expect(rows.slice(1).map((r) => r[1])).toEqual(["T-000001", "T-000002"]);
  });
});

describe("exportLanguage", () => {
  it("takes the language asked for, else the browser's first supported one, else the company's", () => {
    expect(exportLanguage("ca", "fr", "es")).toBe("ca");
    expect(exportLanguage(undefined, "pt-BR, nl-BE;q=0.8", "es")).toBe("nl");
    expect(exportLanguage(undefined, "pt-BR", "es")).toBe("es");
    expect(exportLanguage(undefined, undefined, "zh")).toBe("zh");
  });
});
