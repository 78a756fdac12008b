import { describe, expect, it } from "vitest";
import { amountText, centsText, euroCents, textCents } from "./amounts";
import { verifactuQrUrl, type QrInvoice } from "./qr";

/** The URL's host and its query values, decoded (shared/ has no DOM or Node URL class). */
function parts(url: string): { host: string; query: Record<string, string>; rawQuery: string } {
  const match = /^https:\/\/([^/]+)\/wlpl\/TIKE-CONT\/ValidarQR\?(.*)$/.exec(url);
  if (!match) throw new Error(`not a QR URL: ${url}`);
  const rawQuery = match[2] ?? "";
  const query = Object.fromEntries(rawQuery.split("&").map((pair) => pair.split("=").map(decodeURIComponent)));
  return { host: match[1] ?? "", query, rawQuery };
}

const invoice: QrInvoice = { environment: "production", issuerTaxId: "89890001K", number: "T-000012", issuedOn: "01-01-2024", totalAmount: "123.45" };

describe("verifactuQrUrl", () => {
  it("points production records at the agency's checking page with the four values", () => {
    expect(verifactuQrUrl(invoice)).toBe(
      "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=T-000012&fecha=01-01-2024&importe=123.45",
    );
  });

  it("points test records at the test environment's host", () => {
    expect(parts(verifactuQrUrl({ ...invoice, environment: "test" })).host).toBe("prewww2.aeat.es");
  });

  it("URL-encodes each value, so a number with & or / reads back whole", () => {
    const url = parts(verifactuQrUrl({ ...invoice, number: "12345678&G33/B" }));
    expect(url.rawQuery).toContain("numserie=12345678%26G33%2FB&");
    expect(url.query).toEqual({ nif: "89890001K", numserie: "12345678&G33/B", fecha: "01-01-2024", importe: "123.45" });
  });

  it("writes the amount with a dot and two decimals, from a number or the record's text", () => {
    expect(parts(verifactuQrUrl({ ...invoice, totalAmount: 241.4 })).query.importe).toBe("241.40");
    expect(parts(verifactuQrUrl({ ...invoice, totalAmount: "7" })).query.importe).toBe("7.00");
    expect(parts(verifactuQrUrl({ ...invoice, totalAmount: -3.5 })).query.importe).toBe("-3.50");
  });
});

describe("amounts", () => {
  it("counts whole cents without binary surprises", () => {
    expect(euroCents(0.07)).toBe(7);
    expect(euroCents(1.005)).toBe(101);
    expect(euroCents(-2.675)).toBe(-268);
    expect(euroCents(-0)).toBe(0);
  });

  it("writes cents as the agency's text", () => {
    expect(centsText(1230)).toBe("12.30");
    expect(centsText(5)).toBe("0.05");
    expect(centsText(-450)).toBe("-4.50");
    expect(amountText(1000000)).toBe("1000000.00");
  });

  it("reads the agency's text back to the same cents", () => {
    expect(textCents("12.30")).toBe(1230);
    expect(textCents("-0.05")).toBe(-5);
  });

  it("refuses what is not an amount", () => {
    expect(() => euroCents(Number.NaN)).toThrow(RangeError);
  });
});
