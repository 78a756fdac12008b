// The VeriFactu QR code on a printed receipt: first on the ticket, between the agency's words, at a size
// of at least 30 mm that every renderer keeps, and never offered as plain text (which leaves QR codes out).
import { describe, expect, it } from "vitest";
import type { OrderData } from "../entities/order";
import { verifactuQrUrl } from "../verifactu/qr";
import { DOTS_PER_MM, LayoutBuilder, qrCellDots, qrModulesFor, type PrintBlock } from "./layout";
import { offeredMediaTypes } from "./printerFont";
import { renderStarPrnt } from "./starPrnt";
import { TAX_QR_MARK, TAX_QR_TITLE, receipt, withTaxQr, type TicketInput } from "./tickets";

const URL = verifactuQrUrl({ environment: "test", issuerTaxId: "B12345674", number: "T-000042", issuedOn: "29-03-2026", totalAmount: "34.10" });

const order: OrderData = {
  companyId: "c1",
  number: 42,
  status: "done",
  dateOrdered: "2026-03-28T23:30:00.000Z",
  deliveryType: "table",
  zoneId: "z1",
  pointofsaleId: "t4",
  cartTotal: 34.1,
  pickupCode: "AB12CD",
  items: [{ productId: "p1", name: { en: "Paella" }, quantity: 1, price: 34.1, done: true, locationId: null, status: "ready" }],
  receiptItems: [],
};

const input = (changes: Partial<TicketInput> = {}): TicketInput => ({
  order,
  currency: "EUR",
  timezone: "Europe/Madrid",
  language: "en",
  paperWidth: 58,
  locationsFilter: [],
  ...changes,
});

const describeBlock = (block: PrintBlock) => (block.kind === "text" ? `text:${block.text.trim()}` : block.kind === "qr" ? `qr:${block.data}` : block.kind);

describe("the receipt of an order with a VeriFactu record", () => {
  it("starts with 'QR tributario:', the agency's code of at least 30 mm and 'VERI*FACTU', before the pickup code", () => {
    const blocks = receipt(input({ taxQrUrl: URL })).blocks.map(describeBlock);
    expect(blocks.slice(0, 3)).toEqual([`text:${TAX_QR_TITLE}`, `qr:${URL}`, `text:${TAX_QR_MARK}`]);
    const codes = receipt(input({ taxQrUrl: URL })).blocks.filter((b) => b.kind === "qr");
    expect(codes).toEqual([{ kind: "qr", data: URL, minMillimetres: 30 }, { kind: "qr", data: expect.stringContaining("AB12CD") as unknown }]);
  });

  it("carries no tax code without a record", () => {
    const blocks = receipt(input()).blocks;
    expect(blocks.map(describeBlock)).not.toContain(`text:${TAX_QR_TITLE}`);
    expect(blocks.filter((b) => b.kind === "qr")).toHaveLength(1);
  });
});

describe("a receipt laid out before its order became a ticket", () => {
  it("gets the tax code put first, once however often it is printed again", () => {
    const before = receipt(input());
    const after = withTaxQr(before, URL);
    expect(after.blocks.slice(0, 3).map(describeBlock)).toEqual([`text:${TAX_QR_TITLE}`, `qr:${URL}`, `text:${TAX_QR_MARK}`]);
    expect(after.blocks.slice(4)).toEqual(before.blocks);
    expect(withTaxQr(after, URL)).toBe(after);
  });
});

describe("the size of a QR code with a minimum", () => {
  it("estimates a VeriFactu address at version 7 or less (45 modules)", () => {
    expect(URL.length).toBeGreaterThan(100);
    expect(qrModulesFor(URL)).toBeLessThanOrEqual(45);
    expect(qrModulesFor("A")).toBe(21);
  });

  it("chooses the fewest dots per module that reach the size, within what the paper holds", () => {
    // 45 modules at 30 mm (240 dots): 6 dots a module, 270 dots, 33.75 mm; it fits 384 dots with its quiet zone.
    expect(qrCellDots(45, 30, 384)).toBe(6);
    expect((45 * qrCellDots(45, 30, 384)) / DOTS_PER_MM).toBeGreaterThanOrEqual(30);
    expect((45 * qrCellDots(45, 30, 384)) / DOTS_PER_MM).toBeLessThanOrEqual(40);
    // A code too large for the paper at that size is drawn as large as it fits.
    expect(qrCellDots(177, 30, 384)).toBe(2);
  });

  it("has StarPRNT print the tax code with 6-dot modules on 58 mm paper (the pickup code keeps 5)", () => {
    const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join(" ");
    expect(hex(renderStarPrnt(new LayoutBuilder(58).qr(URL, 30).build()))).toContain("1b 1d 79 53 32 06");
    expect(hex(renderStarPrnt(new LayoutBuilder(58).qr(URL).build()))).toContain("1b 1d 79 53 32 05");
  });
});

describe("the media types of a ticket with the tax code", () => {
  it("never offers plain text, which cannot print the code", () => {
    const withCode = receipt(input({ taxQrUrl: URL }));
    expect(offeredMediaTypes(withCode)).toEqual(["application/vnd.star.starprnt", "image/png"]);
    expect(offeredMediaTypes(receipt(input()))).toContain("text/plain");
  });
});
