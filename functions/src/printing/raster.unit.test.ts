// The PNG rendering of tickets: decoded back with pngjs, the image is as wide as the paper's printable dots,
// purely black and white, has ink exactly where the text's columns and lines are, doubles size 2, draws
// rules across the paper and a QR code that decodes.
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { kitchenTicket, receipt, type OrderData, type OrderItem, type PrintBlock, type PrintLayout, type TicketInput } from "@comanda/shared";
import { dotsFor, renderPng } from "./raster";

interface Decoded {
  width: number;
  height: number;
  /** Whether the dot at (x, y) is black. */
  ink(x: number, y: number): boolean;
  rgba: Uint8Array;
}

function decode(bytes: Uint8Array): Decoded {
  const png = PNG.sync.read(Buffer.from(bytes));
  for (let i = 0; i < png.data.length; i += 4) {
    // Black or white only, opaque.
    if (!((png.data[i] === 0 || png.data[i] === 255) && png.data[i + 3] === 255)) throw new Error(`grey dot at ${i / 4}: ${png.data[i]}`);
  }
  return { width: png.width, height: png.height, ink: (x, y) => png.data[(y * png.width + x) * 4] === 0, rgba: new Uint8Array(png.data) };
}

/** The dots with ink in a rectangle [x0, x1) × [y0, y1). */
function inkIn(image: Decoded, x0: number, y0: number, x1: number, y1: number): number {
  let count = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (image.ink(x, y)) count++;
  return count;
}

function layoutOf(paperWidth: 58 | 80, blocks: PrintBlock[]): PrintLayout {
  return { paperWidth, columns: paperWidth === 58 ? 32 : 48, blocks };
}

const text = (value: string, style: Partial<Omit<PrintBlock & { kind: "text" }, "kind" | "text">> = {}): PrintBlock => ({
  kind: "text",
  text: value,
  align: "left",
  bold: false,
  size: 1,
  ...style,
});

describe("renderPng", () => {
  it("is 384 dots wide on 58 mm paper and 576 on 80 mm, one 30-dot line per text line", async () => {
    for (const [paperWidth, width] of [
      [58, 384],
      [80, 576],
    ] as const) {
      expect(dotsFor(paperWidth)).toBe(width);
      const image = decode(await renderPng(layoutOf(paperWidth, [text("Table 4"), text("2x Pizza"), { kind: "feed", lines: 2 }]), paperWidth));
      expect(image.width).toBe(width);
      expect(image.height).toBe(4 * 30);
    }
  });

  it("draws a Chinese line where its characters are (two 12-dot columns each) and nothing elsewhere", async () => {
    // "  宫保鸡丁" on line 2: the spaces are columns 0–1, the four ideographs columns 2–9 = dots 24–119.
    const image = decode(await renderPng(layoutOf(80, [text(""), text("  宫保鸡丁"), text("")]), 80));
    expect(image.height).toBe(90);
    // Each ideograph's own two columns have ink.
    for (let i = 0; i < 4; i++) expect(inkIn(image, 24 + i * 24, 30, 48 + i * 24, 60)).toBeGreaterThan(40);
    // Nothing before, after, above or below.
    expect(inkIn(image, 0, 0, 576, 30)).toBe(0);
    expect(inkIn(image, 0, 30, 24, 60)).toBe(0);
    expect(inkIn(image, 120, 30, 576, 60)).toBe(0);
    expect(inkIn(image, 0, 60, 576, 90)).toBe(0);
  });

  it("aligns by columns: centred and right-aligned lines end where the columns say", async () => {
    const image = decode(await renderPng(layoutOf(58, [text("中文", { align: "center" }), text("AB", { align: "right" })]), 58));
    // 32 columns, "中文" takes 4: columns 14–17 = dots 168–215.
    expect(inkIn(image, 168, 0, 216, 30)).toBeGreaterThan(80);
    expect(inkIn(image, 0, 0, 168, 30) + inkIn(image, 216, 0, 384, 30)).toBe(0);
    // "AB" right: columns 30–31 = dots 360–383.
    expect(inkIn(image, 360, 30, 384, 60)).toBeGreaterThan(30);
    expect(inkIn(image, 0, 30, 360, 60)).toBe(0);
  });

  it("doubles size 2 lines in width and height, and bold prints heavier", async () => {
    const image = decode(await renderPng(layoutOf(80, [text("#42", { size: 2 }), text("#42"), text("#42", { bold: true })]), 80));
    expect(image.height).toBe(60 + 30 + 30);
    // Three characters of 24 dots in a 60-dot line.
    expect(inkIn(image, 0, 0, 72, 60)).toBeGreaterThan(0);
    expect(inkIn(image, 72, 0, 576, 60)).toBe(0);
    const large = inkIn(image, 0, 0, 72, 60);
    const normal = inkIn(image, 0, 60, 36, 90);
    const bold = inkIn(image, 0, 90, 36, 120);
    expect(inkIn(image, 36, 60, 576, 120)).toBe(0);
    // Four times the area: roughly four times the ink.
    expect(large / normal).toBeGreaterThan(3);
    expect(large / normal).toBeLessThan(5);
    expect(bold).toBeGreaterThan(normal * 1.2);
  });

  it("draws a rule as a dashed line across the paper", async () => {
    const image = decode(await renderPng(layoutOf(58, [{ kind: "rule" }]), 58));
    expect(image.height).toBe(30);
    const rows = Array.from({ length: 30 }, (_, y) => inkIn(image, 0, y, 384, y + 1));
    const inked = rows.filter((n) => n > 0);
    expect(inked).toHaveLength(2);
    // Dashes of 8 dots every 12: two thirds of the paper's width.
    expect(inked[0]).toBe(8 * 32);
    expect(image.ink(0, rows.findIndex((n) => n > 0))).toBe(true);
    expect(image.ink(380, rows.findIndex((n) => n > 0))).toBe(false);
  });

  it("draws the QR code so that a reader decodes it", async () => {
    const data = "https://comanda.test/o/ABCD2345?c=company-1";
    for (const paperWidth of [58, 80] as const) {
      const image = decode(await renderPng(layoutOf(paperWidth, [text("Pickup"), { kind: "qr", data }, text("ABCD2345")]), paperWidth));
      const found = jsQR(new Uint8ClampedArray(image.rgba), image.width, image.height);
      expect(found?.data).toBe(data);
    }
  });

  it("prints a character the font lacks without its accent (Š → S), never a blank or a crash", async () => {
    const accented = decode(await renderPng(layoutOf(80, [text("Š")]), 80));
    const plain = decode(await renderPng(layoutOf(80, [text("S")]), 80));
    expect(Buffer.from(accented.rgba).equals(Buffer.from(plain.rgba))).toBe(true);
  });

  it("renders a typical kitchen ticket and receipt, in Chinese too, in reasonable time", async () => {
    const item = (name: OrderItem["name"], overrides: Partial<OrderItem> = {}): OrderItem => ({
      productId: "p",
      name,
      quantity: 1,
      price: 10,
      done: false,
      locationId: "kitchen",
      status: "new",
      ...overrides,
    });
    const order: OrderData = {
      companyId: "c1",
      number: 42,
      status: "new",
      dateOrdered: "2026-05-01T11:05:00.000Z",
      deliveryType: "table",
      zoneId: "z1",
      pointofsaleId: "t4",
      cartTotal: 98,
      items: [
        item({ en: "Pizza Margherita", zh: "玛格丽特披萨" }, { quantity: 2, price: 9.5, addons: [{ name: { en: "Extra cheese", zh: "加奶酪" }, price: 1 }], note: "well done" }),
        item({ en: "Kung pao chicken", zh: "宫保鸡丁配米饭和时令青菜，微辣不要葱花" }, { quantity: 2, price: 38 }),
        item({ en: "Lemonade", zh: "柠檬水" }, { locationId: "bar", price: 3 }),
      ],
      receiptItems: [],
      totals: { items: 98, discount: 0, deliveryFee: 0, tip: 0, total: 98, vat: [{ rate: 10, net: 89.09, vat: 8.91, gross: 98 }] },
      paid: true,
      paymentMethod: "online",
      pickupCode: "ABCD2345",
    };
    for (const language of ["en", "zh"] as const) {
      const input: TicketInput = { order, currency: "EUR", timezone: "Europe/Madrid", language, zoneName: "Terrace", pointOfSaleName: "Table 4", paperWidth: 80, locationsFilter: [] };
      for (const [kind, layout] of [
        ["kitchen ticket", kitchenTicket(input)!],
        ["receipt", receipt(input)],
      ] as const) {
        const started = performance.now();
        const image = decode(await renderPng(layout, 80));
        const ms = performance.now() - started;
        // A figure to read, not a limit: the first call parses the font.
        console.log(`renderPng ${language} ${kind}: ${image.width}×${image.height} dots in ${ms.toFixed(0)} ms`);
        expect(image.width).toBe(576);
        expect(inkIn(image, 0, 0, image.width, image.height)).toBeGreaterThan(1000);
      }
    }
  });
});
