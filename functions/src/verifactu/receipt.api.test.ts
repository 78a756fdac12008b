// The VeriFactu QR code read back from rendered receipts: the receipt PDF and the CloudPRNT ticket (the PNG the
// printers are sent, and the StarPRNT commands) of an order with a record carry the agency's address of its
// record, "QR tributario:" above and "VERI*FACTU" below, at 30 to 40 mm; an order without a record carries none.
import jsQR from "jsqr";
import { PDFDocument, PDFName, PDFRawStream, decodePDFRawStream, type PDFArray, type PDFNumber } from "pdf-lib";
import { PNG } from "pngjs";
import { beforeEach, describe, expect, it } from "vitest";
import { TAX_QR_MARK, TAX_QR_TITLE, verifactuQrUrl, type PrintJobData, type PrintQr, type TaxRecordData } from "@comanda/shared";
import { fixedClock, NOW, placed } from "../orders/testOrders";
import { pdfText } from "../orders/testPdf";
import { settlePaidOrder } from "../payments/pendingOrders";
import { renderPng } from "../printing/raster";
import { addPrinter, jobsOf } from "../printing/testPrinting";
import { clearProject, createStaff, db, postForBytes } from "../test/emulator";
import { runTransaction } from "../transactions";
import { orderData, recordsOf, seedOrder, setStatus, call, taxShop } from "./testTaxes";

beforeEach(clearProject);

const urlOf = (record: TaxRecordData) =>
  verifactuQrUrl({ environment: record.environment, issuerTaxId: record.issuerTaxId, number: record.number, issuedOn: record.issuedOn, totalAmount: record.totalAmount });

interface PdfQr {
  payload: string | null;
  /** The side the page draws it at, in millimetres. */
  millimetres: number;
}

/** Every image of the PDF's first page read back pixel by pixel and decoded by jsQR, with the size it is drawn at. */
async function pdfQrCodes(bytes: Uint8Array): Promise<PdfQr[]> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPages()[0]!;
  const contents = page.node.Contents();
  const streams = contents instanceof PDFRawStream ? [contents] : ((contents as PDFArray | undefined)?.asArray() ?? []).map((ref) => pdf.context.lookup(ref));
  const operators = streams.map((stream) => (stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1") : "")).join("\n");
  // pdf-lib draws an image as: q, translate, rotate, scale (width 0 0 height 0 0 cm), skew (1 0 0 1 0 0 cm), /Name Do, Q.
  const drawn = new Map<string, number>([...operators.matchAll(/([\d.]+) 0 0 [\d.]+ 0 0 cm\s*1 0 0 1 0 0 cm\s*\/(\S+) Do/g)].map((m) => [m[2]!, Number(m[1])]));
  const xObjects = page.node.Resources()?.lookup(PDFName.of("XObject"));
  const codes: PdfQr[] = [];
  for (const [name, ref] of (xObjects as { entries(): [PDFName, unknown][] } | undefined)?.entries() ?? []) {
    const image = pdf.context.lookup(ref as never);
    if (!(image instanceof PDFRawStream) || image.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) continue;
    const width = (image.dict.get(PDFName.of("Width")) as PDFNumber).asNumber();
    const height = (image.dict.get(PDFName.of("Height")) as PDFNumber).asNumber();
    const channels = image.dict.get(PDFName.of("ColorSpace")) === PDFName.of("DeviceRGB") ? 3 : 1;
    const pixels = decodePDFRawStream(image).decode();
    // A quiet zone around the code (the tax code is embedded without one), as a phone's camera sees the paper.
    const margin = 40;
    const rgba = new Uint8ClampedArray((width + 2 * margin) * (height + 2 * margin) * 4).fill(255);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const value = pixels[(y * width + x) * channels] ?? 255;
        const at = ((y + margin) * (width + 2 * margin) + x + margin) * 4;
        rgba[at] = rgba[at + 1] = rgba[at + 2] = value;
      }
    }
    const points = drawn.get(name.asString().slice(1)) ?? 0;
    codes.push({ payload: jsQR(rgba, width + 2 * margin, height + 2 * margin)?.data ?? null, millimetres: (points / 72) * 25.4 });
  }
  return codes;
}

function pngOf(bytes: Uint8Array) {
  return PNG.sync.read(Buffer.from(bytes));
}

/** The QR code in rows [top, bottom) of a printed ticket's image, decoded as a phone would read the paper. */
function qrInRows(png: PNG, top: number, bottom: number) {
  const height = bottom - top;
  const rgba = new Uint8ClampedArray(png.data.subarray(top * png.width * 4, bottom * png.width * 4));
  return jsQR(rgba, png.width, height);
}

describe("the receipt PDF", () => {
  it("starts with the record's QR code of 35 mm between the agency's words, before the pickup code", async () => {
    const s = await taxShop();
    const orderId = await seedOrder(s);
    expect((await setStatus(s, orderId, "done")).status).toBe(200);
    const [record] = await recordsOf(s.id);
    const res = await postForBytes(`/api/orders/${orderId}/receipt.pdf`, s.token, { language: "en" }, { clock: fixedClock });
    expect(res.status).toBe(200);
    const codes = await pdfQrCodes(res.body as Buffer);
    expect(codes.map((c) => c.payload)).toEqual([urlOf(record!), "COMANDA-ORDER:ABCDEFGH23"]);
    expect(codes[0]!.millimetres).toBeGreaterThanOrEqual(30);
    expect(codes[0]!.millimetres).toBeLessThanOrEqual(40);
    const text = await pdfText(res.body as Buffer);
    expect(text.indexOf(TAX_QR_TITLE)).toBeGreaterThanOrEqual(0);
    expect(text.indexOf(TAX_QR_MARK)).toBeGreaterThan(text.indexOf(TAX_QR_TITLE));
    // First on the invoice: before its content.
    expect(text.indexOf(TAX_QR_MARK)).toBeLessThan(text.indexOf("Receipt"));
    expect(urlOf(record!)).toContain("https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=T-000001&fecha=04-05-2026&importe=14.50");
  });

  it("carries no tax code for an order without a record, nor on the delivery note", async () => {
    const s = await taxShop();
    const open = await seedOrder(s);
    const receipt = await postForBytes(`/api/orders/${open}/receipt.pdf`, s.token, {}, { clock: fixedClock });
    expect((await pdfQrCodes(receipt.body as Buffer)).map((c) => c.payload)).toEqual(["COMANDA-ORDER:ABCDEFGH23"]);
    expect(await pdfText(receipt.body as Buffer)).not.toContain(TAX_QR_TITLE);
    const done = await seedOrder(s);
    expect((await setStatus(s, done, "done")).status).toBe(200);
    const note = await postForBytes(`/api/orders/${done}/delivery-note.pdf`, s.token, {}, { clock: fixedClock });
    expect(await pdfText(note.body as Buffer)).not.toContain(TAX_QR_TITLE);
  });
});

describe("the printed receipt's code: GET /api/orders/:id/tax-qr", () => {
  it("answers the record's address to staff who print receipts (orders), null before the order is a ticket", async () => {
    const s = await taxShop();
    const orderId = await seedOrder(s);
    const waiter = await createStaff(s.id, ["orders"]);
    const before = await call(waiter.token, "get", `/api/orders/${orderId}/tax-qr`);
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ url: null });
    expect((await setStatus(s, orderId, "done")).status).toBe(200);
    const [record] = await recordsOf(s.id);
    const after = await call(waiter.token, "get", `/api/orders/${orderId}/tax-qr`);
    expect(after.body.data).toEqual({ url: urlOf(record!) });
  });

  it("names no other company's order, and refuses staff without the orders permission", async () => {
    const s = await taxShop();
    const other = await taxShop({ taxId: "B65432197" }, "Bar Other");
    const orderId = await seedOrder(s);
    expect((await setStatus(s, orderId, "done")).status).toBe(200);
    const foreign = await call(other.token, "get", `/api/orders/${orderId}/tax-qr`);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain("ValidarQR");
    const cook = await createStaff(s.id, ["products"]);
    expect((await call(cook.token, "get", `/api/orders/${orderId}/tax-qr`)).status).toBe(403);
  });
});

describe("the CloudPRNT receipt", () => {
  it("of an order paid online starts with the record's code, read back from the PNG at 30 mm or more on 58 mm paper", async () => {
    const s = await taxShop();
    await addPrinter(s, { paperWidth: 58, printOrderTickets: false, printOrderReceipts: true });
    const { number: _number, ...order } = orderData(s, { status: "new", previousStatus: null, paymentMethod: "online" });
    await db.collection("pendingOrders").doc("paid-1").set({
      companyId: s.id,
      order,
      requestedTime: null,
      placedAt: NOW.toISOString(),
      expiresAt: new Date(NOW.getTime() + 30 * 60_000).toISOString(),
      accountId: "acct_test",
      paymentIntentId: "pi_1",
      amount: 1450,
      currency: "eur",
    });
    const report = { paymentIntentId: "pi_1", accountId: "acct_test", amount: 1450, currency: "eur", companyId: s.id };
    expect(await runTransaction(db, (tx) => settlePaidOrder(tx, { db, clock: fixedClock }, "paid-1", report))).toBe("placed");
    const [record] = await recordsOf(s.id);
    const [job] = (await jobsOf("paid-1")) as PrintJobData[];
    expect(job?.kind).toBe("receipt");
    const layout = job!.layout!;
    expect(layout.blocks.slice(0, 3)).toEqual([
      { kind: "text", text: TAX_QR_TITLE, align: "center", bold: false, size: 1 },
      { kind: "qr", data: urlOf(record!), minMillimetres: 30 },
      { kind: "text", text: TAX_QR_MARK, align: "center", bold: true, size: 1 },
    ]);

    const png = pngOf(await renderPng(layout, 58));
    expect(png.width).toBe(384);
    // The title's line (30 dots), the code with its quiet zone, the mark: the first 420 rows hold the tax code alone.
    const read = qrInRows(png, 0, 420);
    expect(read?.data).toBe(urlOf(record!));
    const side = read!.location.topRightCorner.x - read!.location.topLeftCorner.x;
    // 8 dots a millimetre (203 dpi).
    expect(side / 8).toBeGreaterThanOrEqual(30);
    expect(side / 8).toBeLessThanOrEqual(40);
    expect((layout.blocks[1] as PrintQr).minMillimetres).toBe(30);
  });

  it("printed again after an order paid on site became a ticket starts with its code", async () => {
    const s = await taxShop();
    await addPrinter(s, { paperWidth: 80, printOrderTickets: false, printOrderReceipts: true });
    const { id } = await placed(s);
    const [job] = await jobsOf(id);
    expect(job?.layout?.blocks.some((b) => b.kind === "qr" && b.minMillimetres !== undefined)).toBe(false);
    await db.collection("printJobs").doc(job!.id).update({ status: "printed" });
    expect((await setStatus(s, id, "done")).status).toBe(200);
    expect((await call(s.token, "post", `/api/print-jobs/${job!.id}/print-again`)).status).toBe(200);
    const [again] = await jobsOf(id);
    const [record] = await recordsOf(s.id);
    expect(again?.layout?.blocks[1]).toEqual({ kind: "qr", data: urlOf(record!), minMillimetres: 30 });
    const read = qrInRows(pngOf(await renderPng(again!.layout!, 80)), 0, 420);
    expect(read?.data).toBe(urlOf(record!));
    // Printed again twice: the code once.
    await db.collection("printJobs").doc(job!.id).update({ status: "printed" });
    expect((await call(s.token, "post", `/api/print-jobs/${job!.id}/print-again`)).status).toBe(200);
    expect((await jobsOf(id))[0]?.layout?.blocks.filter((b) => b.kind === "qr")).toHaveLength(2);
  });
});
