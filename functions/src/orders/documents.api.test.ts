// POST /api/orders/:id/receipt.pdf and /delivery-note.pdf against the emulators: the PDF is read back with
// pdf-lib (its text, its fonts, and its QR image decoded with jsQR) and checked against the order.
import "./documentsTestProject";
import { beforeEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import type { CompanySettingsData, OrderData, OrderItem } from "@comanda/shared";
import { clearProject, createStaff, db, postForBytes } from "../test/emulator";
import { cjkFontPath } from "./documentFonts";
import { embeddedOutlines, pdfFonts, pdfText, qrPayload } from "./testPdf";

beforeEach(clearProject);

const COMPANY = "company-docs";
const OTHER = "company-elsewhere";
const ORDER_ID = "order-docs-1";

async function company(id: string, settings: Partial<CompanySettingsData> = {}): Promise<void> {
  await db.collection("companyInfos").doc(id).set({ companyId: id, brandName: "Bar Ana", companyname: "Ana Hostelería SL", street: "Carrer Major 1", zip: "08001", city: "Barcelona", country: "ES" });
  await db.collection("companySettings").doc(id).set({
    companyId: id,
    currency: "EUR",
    timezone: "Europe/Madrid",
    vatId: "ESB12345678",
    i18n: { defaultLanguage: "es", languages: [{ language: "es", enabled: true }], hideTranslationTabs: false, enableAutomaticTranslation: false },
    ...settings,
  });
  await db.collection("zones").doc("terrace").set({ companyId: id, name: "Terrace", sortOrder: 1000, pointsOfSale: [{ id: "t4", name: { en: "Table 4", es: "Mesa 4", de: "Tisch 4" } }] });
  await db.collection("products").doc("burger").set({
    companyId: id,
    name: { en: "Cheeseburger" },
    optionBlocks: [{ id: "doneness", heading: { en: "Doneness", es: "Punto", de: "Garstufe" }, values: [{ id: "rare", name: { en: "Rare", es: "Poco hecha", de: "Blutig" } }] }],
  });
}

const burger: OrderItem = {
  productId: "burger",
  name: { en: "Cheeseburger", es: "Hamburguesa con queso", de: "Cheeseburger", zh: "芝士汉堡" },
  quantity: 2,
  price: 14,
  vat: 10,
  addons: [{ name: { en: "Bacon", es: "Beicon", de: "Speck" }, price: 1.5 }],
  options: [{ blockId: "doneness", valueId: "rare" }],
  note: "No onions",
  done: false,
  locationId: "kitchen",
  status: "new",
};

function order(overrides: Partial<OrderData> = {}): OrderData {
  return {
    companyId: COMPANY,
    number: 7,
    status: "new",
    dateOrdered: "2026-03-02T12:00:00.000Z",
    deliveryType: "table",
    zoneId: "terrace",
    pointofsaleId: "t4",
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "+34 600 11 22 33",
    cartTotal: 25.2,
    tip: 2,
    totals: { items: 28, discount: 2.8, deliveryFee: 0, tip: 2, total: 27.2, vat: [{ rate: 10, net: 22.91, vat: 2.29, gross: 25.2 }] },
    discounts: [{ discountId: "happy", name: "Happy hour", percentage: 10, amount: 2.8, voucherCode: "KQTM-XRAP-HZWB", voucherId: "v1" }],
    paymentMethod: "onSite",
    paid: false,
    source: "admin",
    pickupCode: "ABCDEFGH23",
    note: "Ring twice",
    deliveryAddress: { name: "Ada Lovelace", street: "Carrer Nou 5", zip: "08002", city: "Barcelona", country: "ES", type: "private" },
    billingAddress: { name: "Ada Lovelace", companyName: "Analytical Engines SL", street: "Via Laietana 10", zip: "08003", city: "Barcelona", country: "ES", type: "company", vatId: "ESB87654321" },
    items: [burger],
    receiptItems: [],
    ...overrides,
  };
}

async function ordersStaff(companyId = COMPANY): Promise<string> {
  return (await createStaff(companyId, ["orders"])).token;
}

function fetchDocument(token: string, kind: "receipt" | "delivery-note", body: object = {}, id = ORDER_ID) {
  return postForBytes(`/api/orders/${id}/${kind}.pdf`, token, body);
}

describe("POST /api/orders/:id/receipt.pdf", () => {
  it("answers a PDF to download named after the order number", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order());
    const res = await fetchDocument(await ordersStaff(), "receipt");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="receipt-7\.pdf"/);
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("shows the company, the order, its items with addons and options, discounts, tip, VAT and total", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order());
    const text = await pdfText((await fetchDocument(await ordersStaff(), "receipt", { language: "en" })).body as Buffer);
    for (const expected of [
      "Bar Ana",
      "Ana Hostelería SL",
      "Carrer Major 1",
      "VAT ID: ESB12345678",
      "Receipt · Order #7",
      "Date: 02/03/2026, 13:00",
      "Point of sale: Terrace · Table 4",
      "Station: Table",
      "Customer: Ada Lovelace",
      "Cheeseburger",
      "€14.00",
      "€28.00",
      "+ Bacon (€1.50)",
      "Doneness: Rare",
      "Note: No onions",
      "Discount Happy hour (10 %)",
      "-€2.80",
      "Voucher code: KQTM-XRAP-HZWB",
      "Tip",
      "€2.00",
      "VAT 10 %",
      "€22.91",
      "€2.29",
      "€25.20",
      "Total",
      "€27.20",
      "Payment: Pay on site",
      "ABCDEFGH23",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("carries the order's QR code, which decodes to the order's payload", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order());
    const res = await fetchDocument(await ordersStaff(), "receipt");
    expect(await qrPayload(res.body as Buffer)).toBe("COMANDA-ORDER:ABCDEFGH23");
  });

  it("marks a test order", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order({ demo: true }));
    const text = await pdfText((await fetchDocument(await ordersStaff(), "receipt", { language: "en" })).body as Buffer);
    expect(text).toContain("Test order – not a real sale");
    expect(text).toContain("Payment: Unpaid");
  });

  it("is written in the requested language", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order());
    const text = await pdfText((await fetchDocument(await ordersStaff(), "receipt", { language: "de" })).body as Buffer);
    expect(text).toContain("Beleg · Bestellung #7");
    expect(text).toContain("Verkaufsstelle: Terrace · Tisch 4");
    expect(text).toContain("Garstufe: Blutig");
    expect(text).toContain("Zahlung: Zahlung vor Ort");
    expect(text).toContain("27,20 €");
  });

  it("is written in the company's default language when none is requested", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order());
    const text = await pdfText((await fetchDocument(await ordersStaff(), "receipt")).body as Buffer);
    expect(text).toContain("Recibo · Pedido #7");
    expect(text).toContain("Hamburguesa con queso");
  });

  it("writes letters no font has without their accents or stroke, and keeps the standard fonts for them", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order({ name: "Łukasz Ćwik" }));
    const res = await fetchDocument(await ordersStaff(), "receipt", { language: "en" });
    expect(await pdfText(res.body as Buffer)).toContain("Customer: Lukasz Cwik");
    expect((await pdfFonts(res.body as Buffer)).some((f) => f.embedded)).toBe(false);
  });

  it("continues a long order on further pages, each naming the receipt and counting the pages", async () => {
    await company(COMPANY);
    const items = Array.from({ length: 40 }, (_, i) => ({ ...burger, name: { en: `Dish ${i + 1}` } }));
    await db.collection("orders").doc(ORDER_ID).set(order({ items }));
    const res = await fetchDocument(await ordersStaff(), "receipt", { language: "en" });
    const pages = (await PDFDocument.load(res.body as Buffer)).getPageCount();
    expect(pages).toBeGreaterThan(1);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain("Dish 40");
    expect(text).toContain(`Receipt #7 · ${pages}/${pages}`);
    expect(await qrPayload(res.body as Buffer)).toBe("COMANDA-ORDER:ABCDEFGH23");
  });

  it("answers not-found for another company's order", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order());
    const res = await fetchDocument(await ordersStaff(OTHER), "receipt");
    expect(res.status).toBe(404);
    expect(JSON.parse((res.body as Buffer).toString())).toEqual({ error: { code: "not-found" } });
  });

  it("answers not-found for an order that does not exist", async () => {
    await company(COMPANY);
    const res = await fetchDocument(await ordersStaff(), "receipt", {}, "missing");
    expect(res.status).toBe(404);
  });

  it("refuses staff without the orders permission", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order());
    const { token } = await createStaff(COMPANY, ["products"]);
    const res = await fetchDocument(token, "receipt");
    expect(res.status).toBe(403);
  });

  it("refuses a language that is not offered", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order());
    const res = await fetchDocument(await ordersStaff(), "receipt", { language: "xx" });
    expect(res.status).toBe(400);
  });
});

describe("POST /api/orders/:id/delivery-note.pdf", () => {
  it("answers a PDF named after the order number", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order({ deliveryType: "delivery" }));
    const res = await fetchDocument(await ordersStaff(), "delivery-note");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="delivery-note-7\.pdf"/);
  });

  it("shows the addresses, the customer's phone, the items and the notes, without prices", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order({ deliveryType: "delivery" }));
    const text = await pdfText((await fetchDocument(await ordersStaff(), "delivery-note", { language: "en" })).body as Buffer);
    for (const expected of [
      "Delivery note · Order #7",
      "Station: Delivery",
      "Phone: +34 600 11 22 33",
      "Delivery address",
      "Carrer Nou 5",
      "08002 Barcelona",
      "Spain",
      "Billing address",
      "Analytical Engines SL",
      "ESB87654321",
      "Cheeseburger",
      "+ Bacon",
      "Doneness: Rare",
      "Note: No onions",
      "Note: Ring twice",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("€");
  });

  it("carries the order's QR code", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order({ deliveryType: "delivery" }));
    const res = await fetchDocument(await ordersStaff(), "delivery-note");
    expect(await qrPayload(res.body as Buffer)).toBe("COMANDA-ORDER:ABCDEFGH23");
  });

  it("answers not-found for another company's order", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order());
    const res = await fetchDocument(await ordersStaff(OTHER), "delivery-note");
    expect(res.status).toBe(404);
  });
});

describe("fonts of the order documents", () => {
  const notoSansSc = (fonts: Awaited<ReturnType<typeof pdfFonts>>) => fonts.filter((f) => f.embedded && f.baseFont.includes("NotoSansSC"));

  it("writes a Chinese receipt with Chinese labels in the embedded Noto Sans SC", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order({ name: "王伟" }));
    const res = await fetchDocument(await ordersStaff(), "receipt", { language: "zh" });
    expect(res.status).toBe(200);
    const bytes = res.body as Buffer;
    expect(notoSansSc(await pdfFonts(bytes)).length).toBeGreaterThan(0);
    const text = await pdfText(bytes);
    for (const expected of ["收据 · 订单 #7", "日期: 2026/3/2 13:00", "就餐方式: 堂食", "顾客: 王伟", "芝士汉堡", "数量", "单价", "金额", "小计", "小费", "增值税 10%", "总计", "€27.20", "支付: 到店支付", "取货码"]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("?");
    expect(await qrPayload(bytes)).toBe("COMANDA-ORDER:ABCDEFGH23");
  });

  it("draws the Chinese characters of a receipt with Noto Sans SC's own outlines", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order({ name: "王伟" }));
    const res = await fetchDocument(await ordersStaff(), "receipt", { language: "zh" });
    const regular = [...(await embeddedOutlines(res.body as Buffer))].find(([name]) => name.startsWith("NotoSansSC-Regular"))?.[1];
    const original = fontkit.create(readFileSync(cjkFontPath("regular")));
    for (const char of "王伟芝士汉堡日期顾客") {
      expect(regular?.get(char), char).toBe(original.glyphForCodePoint(char.codePointAt(0) ?? 0).path.toSVG());
    }
  });

  it("embeds only the glyphs a Chinese receipt uses, not the 10 MB font", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order({ name: "王伟" }));
    const res = await fetchDocument(await ordersStaff(), "receipt", { language: "zh" });
    expect((res.body as Buffer).length).toBeLessThan(150_000);
  });

  it("writes a Chinese delivery note with its addresses, country and notes in Chinese", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order({ deliveryType: "delivery", name: "王伟", note: "请按两次门铃" }));
    const res = await fetchDocument(await ordersStaff(), "delivery-note", { language: "zh" });
    expect(res.status).toBe(200);
    expect(notoSansSc(await pdfFonts(res.body as Buffer)).length).toBeGreaterThan(0);
    const text = await pdfText(res.body as Buffer);
    for (const expected of ["送货单 · 订单 #7", "就餐方式: 外送", "电话: +34 600 11 22 33", "送货地址", "账单地址", "西班牙", "芝士汉堡", "备注: 请按两次门铃"]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("€");
  });

  it("draws the Latin letters Noto Sans SC lacks with Helvetica on the same line", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order({ name: "Šárka 王" }));
    const text = await pdfText((await fetchDocument(await ordersStaff(), "receipt", { language: "zh" })).body as Buffer);
    expect(text).toContain("顾客: Šárka 王");
  });

  it("breaks a long Chinese product name into lines inside its column", async () => {
    await company(COMPANY);
    const name = "招牌红烧牛肉面配秘制辣椒油和手工面条".repeat(3);
    await db.collection("orders").doc(ORDER_ID).set(order({ items: [{ ...burger, name: { zh: name } }] }));
    const text = await pdfText((await fetchDocument(await ordersStaff(), "receipt", { language: "zh" })).body as Buffer);
    const lines = text.split("\n").filter((line) => line.length > 2 && name.includes(line));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join("")).toBe(name);
  });

  it("keeps the standard fonts, with nothing embedded, for a receipt with Western text only", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order({ name: "Zoë Ångström" }));
    const res = await fetchDocument(await ordersStaff(), "receipt", { language: "en" });
    const fonts = await pdfFonts(res.body as Buffer);
    expect(fonts.map((f) => f.baseFont).sort()).toEqual(["Helvetica", "Helvetica-Bold", "Helvetica-Oblique"]);
    expect(fonts.some((f) => f.embedded)).toBe(false);
    expect(await pdfText(res.body as Buffer)).toContain("Customer: Zoë Ångström");
  });

  it("embeds Noto Sans SC in an English receipt whose product name is Chinese, and keeps the name", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order({ items: [{ ...burger, name: { en: "芝士汉堡" } }] }));
    const res = await fetchDocument(await ordersStaff(), "receipt", { language: "en" });
    expect(notoSansSc(await pdfFonts(res.body as Buffer)).length).toBeGreaterThan(0);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain("Receipt · Order #7");
    expect(text).toContain("芝士汉堡");
    expect(text).toContain("Customer: Ada Lovelace");
    expect(text).not.toContain("?");
  });

  it("embeds Noto Sans SC for a Chinese customer name in a German delivery note", async () => {
    await company(COMPANY);
    await db.collection("orders").doc(ORDER_ID).set(order({ deliveryType: "delivery", name: "王伟", deliveryAddress: { name: "王伟", street: "Carrer Nou 5", zip: "08002", city: "Barcelona", country: "ES", type: "private" } }));
    const res = await fetchDocument(await ordersStaff(), "delivery-note", { language: "de" });
    expect(notoSansSc(await pdfFonts(res.body as Buffer)).length).toBeGreaterThan(0);
    const text = await pdfText(res.body as Buffer);
    expect(text).toContain("Lieferschein · Bestellung #7");
    expect(text).toContain("Kunde: 王伟");
    expect(text).toContain("Spanien");
  });
});
