// StarPRNT bytes read back as text: the commands the ticket renderer emits give the same lines as the
// text/plain rendering (alignment in the paper's columns), the QR code and the cut are named, and a command
// the reader does not know is shown in hex rather than dropped.
import { describe, expect, it } from "vitest";
import { LayoutBuilder, kitchenTicket, renderPlainText, renderStarPrnt, receipt, type OrderData, type TicketInput } from "@comanda/shared";
import { starPrntToText } from "./starPrntText";

const order: OrderData = {
  companyId: "c1",
  number: 42,
  status: "new",
  dateOrdered: "2026-05-01T11:05:00.000Z",
  deliveryType: "table",
  zoneId: "z1",
  pointofsaleId: "t4",
  cartTotal: 22,
  items: [
    { productId: "p1", name: { en: "Pizza Margherita", zh: "玛格丽特披萨" }, quantity: 2, price: 9.5, done: false, locationId: "kitchen", status: "new", note: "well done" },
    { productId: "p2", name: { en: "Lemonade" }, quantity: 1, price: 3, done: false, locationId: "bar", status: "new" },
  ],
  receiptItems: [],
  totals: { items: 22, discount: 0, deliveryFee: 0, tip: 0, total: 22, vat: [{ rate: 10, net: 20, vat: 2, gross: 22 }] },
  paid: true,
  paymentMethod: "online",
  pickupCode: "ABCD2345",
};

describe("starPrntToText", () => {
  it("reads kitchen tickets and receipts in both widths as their plain text, plus the QR code and the cut", () => {
    for (const paperWidth of [58, 80] as const) {
      for (const language of ["en", "zh"] as const) {
        const input: TicketInput = { order, currency: "EUR", timezone: "Europe/Madrid", language, pointOfSaleName: "Table 4", paperWidth, locationsFilter: [] };
        for (const layout of [kitchenTicket(input)!, receipt(input)]) {
          const text = starPrntToText(renderStarPrnt(layout), layout.columns);
          const lines = text.trimEnd().split("\n");
          expect(lines.at(-1)).toBe("--- cut ---");
          const qr = layout.blocks.some((b) => b.kind === "qr");
          expect(lines.filter((l) => l.includes("[QR code: "))).toHaveLength(qr ? 1 : 0);
          const withoutExtras = lines.filter((l) => l !== "--- cut ---" && !l.includes("[QR code: ")).join("\n") + "\n";
          expect(withoutExtras).toBe(renderPlainText(layout));
        }
      }
    }
  });

  it("centres the QR code's data and keeps UTF-8 text whole", () => {
    const layout = new LayoutBuilder(58).text("宫保鸡丁", { align: "right" }).qr("ABCD").build();
    // "[QR code: ABCD]" is 15 columns of 32: 8 before it.
    expect(starPrntToText(renderStarPrnt(layout), 32)).toBe(`${" ".repeat(24)}宫保鸡丁\n${" ".repeat(8)}[QR code: ABCD]\n--- cut ---\n`);
  });

  it("shows a command it does not know in hex", () => {
    const bytes = Uint8Array.from([0x41, 0x1b, 0x2a, 0x42, 0x0a]);
    expect(starPrntToText(bytes, 48)).toBe("A<1B 2A>B\n");
  });
});
