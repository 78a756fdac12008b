// The printed voucher sheet against the Firestore emulator: one card per voucher with the restaurant, the
// discount as the customer reads it, the code in groups and the window in the company's time zone; 200 cards
// rendered fast; the discount handed out as the CSV does; refusals (another company, staff without products, a
// discount for everyone) mark nothing.
import { beforeEach, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { formatVoucherCode } from "@comanda/shared";
import { pdfFonts, pdfText } from "../orders/testPdf";
import { clearProject, createStaff, db } from "../test/emulator";
import { NOW, addDiscount, addVouchers, csvCall, discountOf, pdfCall, shop, vouchersOf } from "./testDiscounts";

beforeEach(clearProject);

function errorCode(bytes: Uint8Array): string | undefined {
  return (JSON.parse(Buffer.from(bytes).toString("utf8")) as { error?: { code?: string } }).error?.code;
}

describe("POST /api/discounts/:id/voucher/pdf", () => {
  it("prints 200 vouchers fast, one card each: restaurant, the customer's name of the discount, percentage, code, window in the company's time zone", async () => {
    const s = await shop();
    await db.collection("companyInfos").doc(s.id).set({ companyId: s.id, brandName: "Casa Ana", companyname: "Ana SL" });
    const id = await addDiscount(s, { percentage: 12.5, customerName: { es: "Regalo de verano" }, start: "2026-12-01T00:00:00+01:00", end: "2026-12-31T23:30:00+01:00" });
    await addVouchers(s, id, 200);
    const started = performance.now();
    const { res, bytes } = await pdfCall(s.token, id);
    const took = performance.now() - started;
    console.log(`sheet of 200 vouchers in ${Math.round(took)} ms, ${Math.round(bytes.length / 1024)} KB`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain("vouchers-2026-11-27.pdf");
    expect(took).toBeLessThan(3000);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(20);

    const lines = (await pdfText(bytes)).split("\n");
    const codes = (await vouchersOf(id)).map((v) => formatVoucherCode(v.code));
    expect(lines.filter((line) => /^[A-Z]{4}-[A-Z]{4}-[A-Z]{4}$/.test(line)).sort()).toEqual(codes.sort());
    // The shop's default language is Spanish and its time zone Europe/Madrid.
    const count = (text: string) => lines.filter((line) => line === text).length;
    expect(count("Casa Ana")).toBe(200);
    expect(count("Regalo de verano")).toBe(200);
    expect(count("12,5 % de descuento")).toBe(200);
    expect(count("Código del vale")).toBe(200);
    expect(count("Válido: 1 dic 2026, 0:00 – 31 dic 2026, 23:30")).toBe(200);
    // The page header: the title and the page number (drawn on one line, read back as one).
    expect(lines[0]).toBe("Vales · Summer1/20");

    expect(await discountOf(id)).toMatchObject({ status: "distributed", handedOutAt: NOW.toISOString() });
  }, 30_000);

  it("prints in the language asked for, Chinese with its font; the owner's name where the customer has none in it", async () => {
    const s = await shop();
    const id = await addDiscount(s, { customerName: { es: "Regalo" } });
    await addVouchers(s, id, 3);
    const { res, bytes } = await pdfCall(s.token, id, { language: "zh" });
    expect(res.status).toBe(200);
    const lines = (await pdfText(bytes)).split("\n");
    expect(lines.filter((line) => line === "优惠券代码")).toHaveLength(3);
    expect(lines.filter((line) => line === "Summer")).toHaveLength(3);
    expect(lines).toContain("优惠 10%");
    expect(lines.some((line) => line.startsWith("有效"))).toBe(false);
    expect((await pdfFonts(bytes)).some((font) => font.embedded && font.baseFont.includes("NotoSansSC"))).toBe(true);
    expect((await pdfCall(s.token, id, { language: "xx" })).res.status).toBe(400);
  });

  it("refuses another company's discount (404), staff without products (403) and a discount for everyone (409), marking nothing", async () => {
    const [a, b] = [await shop("Bar Ana"), await shop("Bar Berta")];
    const id = await addDiscount(a);
    await addVouchers(a, id, 2);
    const other = await pdfCall(b.token, id);
    expect(other.res.status).toBe(404);
    expect(errorCode(other.bytes)).toBe("not-found");
    const staff = await createStaff(a.id, ["orders", "customers", "settings", "zones", "accounts", "content", "statistics"]);
    const refused = await pdfCall(staff.token, id);
    expect(refused.res.status).toBe(403);
    expect(await discountOf(id)).toMatchObject({ status: "new", handedOutAt: null });
    const allowed = await createStaff(a.id, ["products"]);
    expect((await pdfCall(allowed.token, id)).res.status).toBe(200);

    const forEveryone = await addDiscount(a, { validFor: "everyone" });
    for (const { res, bytes } of [await pdfCall(a.token, forEveryone), await csvCall(a.token, forEveryone).then(({ res }) => ({ res, bytes: new Uint8Array(res.body as Buffer) }))]) {
      expect(res.status).toBe(409);
      expect(errorCode(bytes)).toBe("discount-not-for-vouchers");
    }
    expect(await discountOf(forEveryone)).toMatchObject({ status: "new", handedOutAt: null });
  });
});
