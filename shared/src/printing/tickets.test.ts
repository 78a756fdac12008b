// Kitchen tickets and receipts laid out for 58 and 80 mm paper: location filtering, widths, wrapping,
// right-aligned amounts, VAT per rate, courses and a Chinese ticket.
import { describe, expect, it } from "vitest";
import type { OrderData, OrderItem } from "../entities/order";
import { columnsFor, type PrintLayout, type PrintTextLine } from "./layout";
import { renderPlainText } from "./plainText";
import { itemsForPrinter, kitchenTicket, receipt, type TicketInput } from "./tickets";
import { textWidth } from "./width";

function item(name: string, overrides: Partial<OrderItem> = {}): OrderItem {
  return { productId: `p-${name}`, name: { en: name }, quantity: 1, price: 10, done: false, locationId: "kitchen", status: "new", ...overrides };
}

function order(overrides: Partial<OrderData> = {}): OrderData {
  return {
    companyId: "c1",
    number: 42,
    status: "new",
    dateOrdered: "2026-05-01T11:05:00.000Z",
    deliveryType: "table",
    zoneId: "z1",
    pointofsaleId: "t4",
    cartTotal: 22,
    items: [
      item("Pizza Margherita", { quantity: 2, price: 9.5, addons: [{ name: { en: "Extra cheese" }, price: 1 }], note: "well done" }),
      item("Lemonade", { locationId: "bar", price: 3, vat: 21 }),
    ],
    receiptItems: [],
    ...overrides,
  };
}

function input(overrides: Partial<TicketInput> = {}): TicketInput {
  return {
    order: order(),
    currency: "EUR",
    timezone: "Europe/Madrid",
    language: "en",
    zoneName: "Terrace",
    pointOfSaleName: "Table 4",
    paperWidth: 80,
    locationsFilter: [],
    ...overrides,
  };
}

const textLines = (layout: PrintLayout) => layout.blocks.filter((b): b is PrintTextLine => b.kind === "text");
const texts = (layout: PrintLayout) => textLines(layout).map((l) => l.text);

function expectFits(layout: PrintLayout): void {
  for (const line of textLines(layout)) expect(textWidth(line.text), line.text).toBeLessThanOrEqual(columnsFor(layout.paperWidth, line.size));
}

describe("itemsForPrinter", () => {
  it("keeps every item for a printer without a locations filter", () => {
    expect(itemsForPrinter(order().items, [])).toHaveLength(2);
  });

  it("keeps only the items of the printer's locations; an item of no location is not printed on a filtered printer", () => {
    const items = [item("Soup"), item("Beer", { locationId: "bar" }), item("Bread", { locationId: null })];
    expect(itemsForPrinter(items, ["bar"]).map((i) => i.name.en)).toEqual(["Beer"]);
  });
});

describe("kitchenTicket", () => {
  it("prints no ticket when none of the order's items is made at the printer's locations", () => {
    expect(kitchenTicket(input({ locationsFilter: ["grill"] }))).toBeNull();
  });

  it("holds only the items of the printer's locations", () => {
    const ticket = kitchenTicket(input({ locationsFilter: ["bar"] }))!;
    expect(texts(ticket)).toContain("1x Lemonade");
    expect(texts(ticket).some((t) => t.includes("Pizza"))).toBe(false);
  });

  it("prints the order number large and bold, the time in the company's zone, point of sale, station and requested time", () => {
    const ticket = kitchenTicket(input({ order: order({ requestedTime: "2026-05-01T12:30:00.000Z" }) }))!;
    expect(textLines(ticket)[0]).toEqual({ kind: "text", text: "#42", align: "center", bold: true, size: 2 });
    expect(texts(ticket)).toEqual(
      expect.arrayContaining(["01/05/2026, 13:05", "Point of sale: Terrace · Table 4", "Station: Table", "Requested time: 14:30"]),
    );
  });

  it("prints the date with a requested time on another day", () => {
    const ticket = kitchenTicket(input({ order: order({ requestedTime: "2026-05-02T12:30:00.000Z" }) }))!;
    expect(texts(ticket)).toContain("Requested time: 02/05/2026, 14:30");
  });

  it("lists items with quantity, addons without prices, options and notes, indented", () => {
    const ticket = kitchenTicket(input({ optionName: () => "Size: Large", order: order({ items: [item("Pizza", { quantity: 2, addons: [{ name: { en: "Ham" }, price: 2 }], options: [{ blockId: "b", valueId: "v" }], note: "no onions" })] }) }))!;
    expect(texts(ticket)).toEqual(expect.arrayContaining(["2x Pizza", "   + Ham", "   Size: Large", "   Note: no onions"]));
  });

  it("groups items by course in the company's course order, items of no course last", () => {
    const items = [item("Cake", { courseId: "dessert" }), item("Water"), item("Salad", { courseId: "starter" })];
    const ticket = kitchenTicket(
      input({ order: order({ items }), courses: [{ id: "starter", name: { en: "Starters" } }, { id: "dessert", name: { en: "Desserts" } }] }),
    )!;
    const lines = texts(ticket);
    const at = (text: string) => lines.indexOf(text);
    expect(at("Starters")).toBeGreaterThan(-1);
    expect(at("Starters")).toBeLessThan(at("1x Salad"));
    expect(at("1x Salad")).toBeLessThan(at("Desserts"));
    expect(at("Desserts")).toBeLessThan(at("1x Cake"));
    expect(at("1x Cake")).toBeLessThan(at("1x Water"));
  });

  it("fits 58 mm paper in 32 columns and 80 mm in 48, wrapping a long name under its quantity", () => {
    const long = "Grilled octopus with smoked paprika potatoes and aioli";
    for (const paperWidth of [58, 80] as const) {
      const ticket = kitchenTicket(input({ paperWidth, order: order({ items: [item(long, { quantity: 12 })] }) }))!;
      expect(ticket.columns).toBe(paperWidth === 58 ? 32 : 48);
      expectFits(ticket);
      const lines = texts(ticket).filter((t) => t.startsWith("12x ") || t.startsWith("    "));
      expect(lines.join(" ").replace(/\s+/g, " ")).toBe(`12x ${long}`);
      expect(lines.length).toBe(2);
      expect(lines[1]!.startsWith("    ")).toBe(true);
    }
    expect(texts(kitchenTicket(input({ paperWidth: 58, order: order({ items: [item(long, { quantity: 12 })] }) }))!)).toContain(
      "12x Grilled octopus with smoked",
    );
  });

  it("renders as plain text, centred within the paper", () => {
    const ticket = kitchenTicket(input({ paperWidth: 58, locationsFilter: ["bar"] }))!;
    expect(renderPlainText(ticket)).toBe(
      [
        "              #42",
        "       01/05/2026, 13:05",
        "-".repeat(32),
        "Point of sale: Terrace · Table 4",
        "Station: Table",
        "-".repeat(32),
        "1x Lemonade",
        "",
        "",
      ].join("\n"),
    );
  });
});

describe("receipt", () => {
  const totals = {
    items: 25,
    discount: 2.5,
    deliveryFee: 3,
    tip: 1.5,
    total: 27,
    vat: [
      { rate: 10, net: 20.45, vat: 2.05, gross: 22.5 },
      { rate: 21, net: 2.48, vat: 0.52, gross: 3 },
    ],
  };
  const paid = order({
    totals,
    discounts: [{ discountId: "d1", name: "Happy hour", percentage: 10, amount: 2.5 }],
    paymentMethod: "online",
    paid: true,
    pickupCode: "ABCD2345",
  });

  it("lists all items whatever the printer's locations, with their amounts right-aligned to the paper's edge", () => {
    for (const paperWidth of [58, 80] as const) {
      const layout = receipt(input({ paperWidth, locationsFilter: ["bar"], order: paid }));
      expectFits(layout);
      const pizza = texts(layout).find((t) => t.startsWith("2x Pizza"))!;
      expect(pizza.endsWith("€19.00")).toBe(true);
      expect(textWidth(pizza)).toBe(paperWidth === 58 ? 32 : 48);
      expect(texts(layout)).toContain("   2 × €9.50");
      expect(texts(layout)).toContain("   + Extra cheese (€1.00)");
      expect(texts(layout).some((t) => t.startsWith("1x Lemonade") && t.endsWith("€3.00"))).toBe(true);
    }
  });

  it("prints subtotal, discounts, delivery fee, tip and a bold total", () => {
    const layout = receipt(input({ order: paid }));
    const lines = texts(layout);
    const pad = (label: string, amount: string) => label + " ".repeat(48 - label.length - amount.length) + amount;
    expect(lines).toEqual(
      expect.arrayContaining([
        pad("Subtotal", "€25.00"),
        pad("Discount Happy hour (10 %)", "-€2.50"),
        pad("Delivery fee", "€3.00"),
        pad("Tip", "€1.50"),
      ]),
    );
    expect(textLines(layout).find((l) => l.text.startsWith("Total"))).toEqual({ kind: "text", text: pad("Total", "€27.00"), align: "left", bold: true, size: 1 });
  });

  it("prints the voucher code under the discount that came with it, in the order's language", () => {
    const withVoucher = order({ totals, discounts: [{ discountId: "d1", name: "Vale de bienvenida", percentage: 10, amount: 2.5, voucherCode: "KQTM-XRAP-HZWB" }], language: "es" });
    const lines = texts(receipt(input({ order: withVoucher, language: "es" })));
    const at = lines.findIndex((l) => l.startsWith("Descuento Vale de bienvenida (10 %)"));
    expect(at).toBeGreaterThan(-1);
    expect(lines[at + 1]).toBe("  Código de vale: KQTM-XRAP-HZWB");
    expect(texts(receipt(input({ order: paid }))).some((l) => l.includes("Voucher code"))).toBe(false);
  });

  it("prints VAT per rate with its net and gross", () => {
    const lines = texts(receipt(input({ paperWidth: 58, order: paid })));
    expect(lines).toEqual(
      expect.arrayContaining([
        `VAT 10 %${" ".repeat(32 - 8 - 5)}€2.05`,
        "  Net €20.45 · Gross €22.50",
        `VAT 21 %${" ".repeat(32 - 8 - 5)}€0.52`,
        "  Net €2.48 · Gross €3.00",
      ]),
    );
  });

  it("wraps a long label beside its amount, which stays on the first line", () => {
    const layout = receipt(input({ paperWidth: 58, order: order({ items: [item("Slow-cooked lamb shoulder with rosemary jus", { price: 24 })] }) }));
    const lines = texts(layout);
    const first = lines.findIndex((t) => t.startsWith("1x "));
    expect(lines[first]).toBe(`1x Slow-cooked lamb${" ".repeat(7)}€24.00`);
    expect(lines[first + 1]).toBe("   shoulder with rosemary jus");
  });

  it("ends with the payment and the pickup code as a QR code, the code written below it", () => {
    const layout = receipt(input({ order: paid }));
    const qr = layout.blocks.findIndex((b) => b.kind === "qr");
    expect(layout.blocks[qr]).toEqual({ kind: "qr", data: expect.stringContaining("ABCD2345") });
    expect(layout.blocks[qr + 1]).toEqual({ kind: "text", text: "ABCD2345", align: "center", bold: true, size: 1 });
    expect(texts(layout)).toContain("Payment: Paid online");
  });

  it("writes a German receipt in German, with the German way of writing money", () => {
    const lines = texts(receipt(input({ language: "de", order: paid })));
    expect(lines.some((t) => t.startsWith("Gesamt") && t.endsWith("27,00\u00a0€"))).toBe(true);
    expect(lines.some((t) => t.startsWith("MwSt. 10 %"))).toBe(true);
    expect(lines).toContain("Zahlung: Online bezahlt");
  });
});

describe("a Chinese ticket", () => {
  const chinese = order({
    items: [item("宫保鸡丁", { name: { zh: "宫保鸡丁配米饭和时令青菜，微辣不要葱花" }, quantity: 2, price: 38 })],
    totals: { items: 76, discount: 0, deliveryFee: 0, tip: 0, total: 76, vat: [{ rate: 6, net: 71.7, vat: 4.3, gross: 76 }] },
    deliveryType: "takeaway",
  });
  const zh = (paperWidth: 58 | 80) => input({ language: "zh", currency: "CNY", timezone: "Asia/Shanghai", paperWidth, order: chinese, zoneName: "大厅", pointOfSaleName: "3号桌" });

  it("counts each ideograph as two columns, so no line runs past the paper", () => {
    for (const paperWidth of [58, 80] as const) {
      expectFits(kitchenTicket(zh(paperWidth))!);
      expectFits(receipt(zh(paperWidth)));
    }
    const ticket = texts(kitchenTicket(zh(58))!);
    // "2x " 3 + 12 ideographs × 2 + the fullwidth comma 2 + "微" 2 = 31 columns; "辣" would make 33.
    expect(ticket).toContain("2x 宫保鸡丁配米饭和时令青菜，微");
    expect(textWidth("2x 宫保鸡丁配米饭和时令青菜，微")).toBe(31);
    expect(ticket).toContain("   辣不要葱花");
    expect(ticket).toContain("就餐方式: 外带");
  });

  it("right-aligns amounts by columns, not characters", () => {
    const lines = texts(receipt(zh(58)));
    const total = lines.find((t) => t.startsWith("总计"))!;
    expect(total.endsWith("¥76.00")).toBe(true);
    expect(textWidth(total)).toBe(32);
    expect(total.length).toBe(30);
    expect(lines.some((t) => t.startsWith("增值税 6%"))).toBe(true);
  });
});
