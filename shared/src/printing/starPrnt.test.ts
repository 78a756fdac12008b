// The exact StarPRNT bytes of a tiny ticket, a QR code, and UTF-8 text.
import { describe, expect, it } from "vitest";
import type { OrderData } from "../entities/order";
import { LayoutBuilder } from "./layout";
import { isPrintMediaType, renderForMediaType } from "./media";
import { plainTextBytes } from "./plainText";
import { renderStarPrnt } from "./starPrnt";
import { kitchenTicket } from "./tickets";
import { utf8 } from "./utf8";

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join(" ");
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0).toString(16).padStart(2, "0")).join(" ");

describe("renderStarPrnt", () => {
  it("writes a tiny ticket: initialise, UTF-8, a large centred bold number, a line, a rule, the cut", () => {
    const layout = new LayoutBuilder(58).text("#7", { align: "center", bold: true, size: 2 }).text("1x Tea").rule().build();
    expect(hex(renderStarPrnt(layout))).toBe(
      [
        "1b 40", // ESC @: initialise
        "1b 1d 29 55 02 00 30 01", // ESC GS ) U: UTF-8
        "1b 1d 61 01", // ESC GS a 1: centre
        "1b 69 01 01", // ESC i 1 1: double height and width
        "1b 45", // ESC E: bold on
        "23 37 0a", // "#7" LF
        "1b 1d 61 00", // ESC GS a 0: left
        "1b 69 00 00", // ESC i 0 0: normal size
        "1b 46", // ESC F: bold off
        `${ascii("1x Tea")} 0a`,
        `${ascii("-".repeat(32))} 0a`, // a rule of 32 columns on 58 mm paper
        "1b 64 03", // ESC d 3: feed to the cutter, partial cut
      ].join(" "),
    );
  });

  it("sends a style command only when the style changes", () => {
    const layout = new LayoutBuilder(80).text("a", { bold: true }).text("b", { bold: true }).build();
    expect(hex(renderStarPrnt(layout))).toBe("1b 40 1b 1d 29 55 02 00 30 01 1b 45 61 0a 62 0a 1b 64 03");
  });

  it("prints a QR code centred: model 2, correction M, 6-dot cells on 80 mm, its data with a two-byte length", () => {
    const layout = new LayoutBuilder(80).qr("ABC").feed(2).build();
    expect(hex(renderStarPrnt(layout))).toBe(
      [
        "1b 40 1b 1d 29 55 02 00 30 01",
        "1b 1d 61 01", // centre
        "1b 1d 79 53 30 02", // ESC GS y S 0 2: model 2
        "1b 1d 79 53 31 01", // ESC GS y S 1 1: error correction M
        "1b 1d 79 53 32 06", // ESC GS y S 2 6: cell size 6 dots
        "1b 1d 79 44 31 00 03 00 41 42 43", // ESC GS y D 1 0 nL nH "ABC"
        "1b 1d 79 50 0a", // ESC GS y P: print
        "0a 0a", // feed 2
        "1b 64 03",
      ].join(" "),
    );
  });

  it("uses 5-dot QR cells on 58 mm paper", () => {
    expect(hex(renderStarPrnt(new LayoutBuilder(58).qr("A").build()))).toContain("1b 1d 79 53 32 05");
  });

  it("sends accents and Chinese as UTF-8", () => {
    const bytes = hex(renderStarPrnt(new LayoutBuilder(80).text("Café 宫").build()));
    expect(bytes).toContain("43 61 66 c3 a9 20 e5 ae ab 0a");
  });

  it("renders a kitchen ticket that starts with the initialisation and ends with the cut", () => {
    const order: OrderData = {
      companyId: "c1",
      number: 5,
      status: "new",
      dateOrdered: "2026-05-01T11:05:00.000Z",
      zoneId: null,
      pointofsaleId: null,
      cartTotal: 3,
      receiptItems: [],
      items: [{ productId: "p", name: { en: "Tea" }, quantity: 1, price: 3, done: false, locationId: null, status: "new" }],
    };
    const ticket = kitchenTicket({ order, currency: "EUR", timezone: "UTC", language: "en", paperWidth: 80, locationsFilter: [] })!;
    const bytes = hex(renderStarPrnt(ticket));
    expect(bytes.startsWith("1b 40 1b 1d 29 55 02 00 30 01")).toBe(true);
    expect(bytes.endsWith("1b 64 03")).toBe(true);
    expect(bytes).toContain(`${ascii("1x Tea")} 0a`);
  });
});

describe("utf8 and plainTextBytes", () => {
  it("encodes one-, two-, three- and four-byte characters like TextEncoder", () => {
    expect(utf8("a€宫😀")).toEqual([0x61, 0xe2, 0x82, 0xac, 0xe5, 0xae, 0xab, 0xf0, 0x9f, 0x98, 0x80]);
  });

  it("writes a lone surrogate as U+FFFD", () => {
    expect(utf8("\ud800")).toEqual([0xef, 0xbf, 0xbd]);
  });

  it("gives the plain-text ticket as UTF-8 bytes", () => {
    expect([...plainTextBytes(new LayoutBuilder(58).text("Té").build())]).toEqual([0x54, 0xc3, 0xa9, 0x0a]);
  });
});

describe("renderForMediaType", () => {
  const layout = new LayoutBuilder(58).text("Tea").build();

  it("answers StarPRNT bytes for the Star media type and UTF-8 text for text/plain", () => {
    expect(renderForMediaType(layout, "application/vnd.star.starprnt")).toEqual({ contentType: "application/vnd.star.starprnt", bytes: renderStarPrnt(layout) });
    expect(renderForMediaType(layout, "text/plain")).toEqual({ contentType: "text/plain; charset=utf-8", bytes: Uint8Array.from([0x54, 0x65, 0x61, 0x0a]) });
  });

  it("knows only the media types it renders", () => {
    expect(isPrintMediaType("text/plain")).toBe(true);
    expect(isPrintMediaType("text/vnd.star.markup")).toBe(false);
    expect(isPrintMediaType(undefined)).toBe(false);
  });
});
