import "./testProject";
import Papa from "papaparse";
import type request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import type { Zone, ZoneRequest } from "@comanda/shared";
import { APP_URL, clearProject, createStaff, db, emulatorConfig, postForBytes } from "../test/emulator";
import { pdfFonts, pdfText } from "../orders/testPdf";
import { readSheets } from "./testSheets";
import { company, created, type Company } from "./testZones";

beforeEach(clearProject);

/** As the admin asks for it: from its own origin (the Vite dev server's unless told otherwise). */
function download(kind: "pdf" | "csv", token: string, body: object = {}, origin = APP_URL) {
  return postForBytes(`/api/pointsofsales.${kind}`, token, body).set("Origin", origin);
}

const bytesOf = (res: request.Response) => new Uint8Array(res.body as Buffer);
const address = (c: Company, id: string) => `${emulatorConfig.shopUrl}/${c.slug}/?pos=${id}`;
const tables = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => ({ name: `${prefix} ${i + 1}` }));

async function zones(c: Company, ...bodies: ZoneRequest[]): Promise<Zone[]> {
  const out: Zone[] = [];
  for (const body of bodies) out.push(await created(c, body));
  return out;
}

function csvRows(res: request.Response): string[][] {
  const text = (res.body as Buffer).toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
}

describe("POST /api/pointsofsales.pdf", () => {
  it("draws every point of sale's QR code with its address, its name and its zone's name, 12 a page", async () => {
    const c = await company();
    const [terrace, dining] = await zones(c, { name: "Terrace", pointsOfSale: tables("Table", 8) }, { name: "Dining room", pointsOfSale: tables("Mesa", 17) });
    const res = await download("pdf", c.token);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain('filename="qr-codes-all.pdf"');

    const pages = await readSheets(bytesOf(res));
    expect(pages.map((p) => p.cells.length)).toEqual([12, 12, 1]);
    const expected = [
      ...terrace!.pointsOfSale.map((p) => ({ payload: address(c, p.id), name: p.name, zone: "Terrace" })),
      ...dining!.pointsOfSale.map((p) => ({ payload: address(c, p.id), name: p.name, zone: "Dining room" })),
    ];
    expect(pages.flatMap((p) => p.cells).map((cell) => ({ payload: cell.payload, name: cell.lines[0], zone: cell.lines[1] }))).toEqual(expected);
  });

  it("on the emulators, points the codes at the shop's local preview below the origin the admin came through", async () => {
    const c = await company();
    const [terrace] = await zones(c, { name: "Terrace", pointsOfSale: tables("Table", 2) });
    expect(emulatorConfig.shopUrl).toBe(`${APP_URL}/api/emulator/shop`);
    const cells = (await readSheets(bytesOf(await download("pdf", c.token, {}, "http://127.0.0.1:5000")))).flatMap((p) => p.cells);
    expect(cells.map((cell) => cell.payload)).toEqual(terrace!.pointsOfSale.map((p) => `http://127.0.0.1:5000/api/emulator/shop/${c.slug}/?pos=${p.id}`));
  });

  it("prints each code at least 4 cm wide", async () => {
    const c = await company();
    await zones(c, { name: "Terrace", pointsOfSale: tables("Table", 2) });
    const [page] = await readSheets(bytesOf(await download("pdf", c.token)));
    const fourCm = (4 / 2.54) * 72;
    for (const cell of page!.cells) expect(cell.width).toBeGreaterThanOrEqual(fourCm);
  });

  it("lists the zones in their sortOrder, whatever their creation order", async () => {
    const c = await company();
    const [bar, terrace] = await zones(c, { name: "Bar", pointsOfSale: tables("Stool", 1) }, { name: "Terrace", pointsOfSale: tables("Table", 1) });
    await db.collection("zones").doc(terrace!.id).update({ sortOrder: 10 });
    const cells = (await readSheets(bytesOf(await download("pdf", c.token)))).flatMap((p) => p.cells);
    expect(cells.map((cell) => cell.lines[1])).toEqual(["Terrace", "Bar"]);
    expect(cells[1]?.payload).toBe(address(c, bar!.pointsOfSale[0]!.id));
  });

  it("limits the sheets to the zone asked for", async () => {
    const c = await company();
    const [, dining] = await zones(c, { name: "Terrace", pointsOfSale: tables("Table", 3) }, { name: "Dining room", pointsOfSale: tables("Mesa", 2) });
    const res = await download("pdf", c.token, { zoneId: dining!.id });
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toContain('filename="qr-codes-Dining-room.pdf"');
    const cells = (await readSheets(bytesOf(res))).flatMap((p) => p.cells);
    expect(cells.map((cell) => cell.payload)).toEqual(dining!.pointsOfSale.map((p) => address(c, p.id)));
  });

  it("leaves out archived zones", async () => {
    const c = await company();
    const [old] = await zones(c, { name: "Old terrace", pointsOfSale: tables("Table", 2) }, { name: "Bar", pointsOfSale: tables("Stool", 1) });
    await db.collection("zones").doc(old!.id).update({ archived: true });
    const cells = (await readSheets(bytesOf(await download("pdf", c.token)))).flatMap((p) => p.cells);
    expect(cells.map((cell) => cell.lines[0])).toEqual(["Stool 1"]);
  });

  it("answers not-found for another company's zone", async () => {
    const c = await company();
    const [theirs] = await zones(await company("Bar Luis"), { name: "Terrace", pointsOfSale: tables("Table", 1) });
    const res = await download("pdf", c.token, { zoneId: theirs!.id });
    expect(res.status).toBe(404);
  });

  it("answers not-found for an unknown zone", async () => {
    const c = await company();
    expect((await download("pdf", c.token, { zoneId: "no-such-zone" })).status).toBe(404);
  });

  it("refuses staff without the zones permission", async () => {
    const c = await company();
    const staff = await createStaff(c.id, ["orders", "settings"]);
    expect((await download("pdf", staff.token)).status).toBe(403);
  });

  it("gives a company without points of sale one page that says so", async () => {
    const c = await company();
    await zones(c, { name: "Terrace" });
    const pages = await readSheets(bytesOf(await download("pdf", c.token)));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.cells).toEqual([]);
    expect(pages[0]?.header).toContain("No points of sale yet");
  });

  it("speaks the company's default language unless the request names one", async () => {
    const c = await company("Bar Ana", { i18n: { defaultLanguage: "es", languages: [], hideTranslationTabs: false, enableAutomaticTranslation: false } });
    await zones(c, { name: "Terraza", pointsOfSale: [{ name: { en: "Table 1", es: "Mesa 1", fr: "Table un" } }] });
    const spanish = (await readSheets(bytesOf(await download("pdf", c.token)))).flatMap((p) => p.cells);
    expect(spanish[0]?.lines).toEqual(["Mesa 1", "Terraza", "Escanea para pedir"]);
    const french = (await readSheets(bytesOf(await download("pdf", c.token, { language: "fr" })))).flatMap((p) => p.cells);
    expect(french[0]?.lines).toEqual(["Table un", "Terraza", "Scannez pour commander"]);
  });

  it("says 'no points of sale' in the company's language", async () => {
    const c = await company("Bar Ana", { i18n: { defaultLanguage: "es", languages: [], hideTranslationTabs: false, enableAutomaticTranslation: false } });
    const [page] = await readSheets(bytesOf(await download("pdf", c.token)));
    expect(page?.header).toContain("Todavía no hay puntos de venta");
  });

  it("writes Chinese names with the embedded Noto Sans SC and keeps the codes readable", async () => {
    const c = await company();
    const [zone] = await zones(c, { name: "露台", pointsOfSale: [{ name: "一号桌" }, { name: "二号桌" }] });
    const bytes = bytesOf(await download("pdf", c.token));
    const text = await pdfText(bytes);
    expect(text).toContain("一号桌");
    expect(text).toContain("露台");
    expect((await pdfFonts(bytes)).some((f) => f.embedded && f.baseFont.includes("NotoSansSC"))).toBe(true);
    const cells = (await readSheets(bytes)).flatMap((p) => p.cells);
    expect(cells.map((cell) => cell.payload)).toEqual(zone!.pointsOfSale.map((p) => address(c, p.id)));
  });

  it("points the codes at the company's connected custom domain", async () => {
    const c = await company();
    await db.collection("companyInfos").doc(c.id).update({ customDomains: [{ domain: "carta.bar-ana.example", status: "connected", dnsRecord: null }] });
    const [zone] = await zones(c, { name: "Terrace", pointsOfSale: tables("Table", 1) });
    const [page] = await readSheets(bytesOf(await download("pdf", c.token)));
    expect(page?.cells[0]?.payload).toBe(`https://carta.bar-ana.example/?pos=${zone!.pointsOfSale[0]!.id}`);
  });

  it("cuts a name too long for its cell with an ellipsis", async () => {
    const c = await company();
    const long = "Table by the big window overlooking the old harbour and the lighthouse";
    await zones(c, { name: "Terrace", pointsOfSale: [{ name: long }] });
    const [page] = await readSheets(bytesOf(await download("pdf", c.token)));
    const drawn = page?.cells[0]?.lines[0] ?? "";
    expect(drawn.endsWith("…")).toBe(true);
    expect(long.startsWith(drawn.slice(0, -1))).toBe(true);
  });
});

describe("POST /api/pointsofsales.csv", () => {
  it("lists zone, point of sale, id, descriptions, default flag and address under an English header", async () => {
    const c = await company();
    const [terrace] = await zones(c, {
      name: "Terrace",
      pointsOfSale: [{ name: "Table 1", description: "By the door", internalDescription: "Wobbly leg", isDefault: true }, { name: "Table 2" }],
    });
    const res = await download("csv", c.token);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain('filename="points-of-sale-all.csv"');
    const [one, two] = terrace!.pointsOfSale;
    expect(csvRows(res)).toEqual([
      ["Zone", "Point of sale", "ID", "Description", "Internal description", "Default", "Address"],
      ["Terrace", "Table 1", one!.id, "By the door", "Wobbly leg", "yes", address(c, one!.id)],
      ["Terrace", "Table 2", two!.id, "", "", "no", address(c, two!.id)],
    ]);
  });

  it("writes the header and names in the company's default language, or the one asked for", async () => {
    const c = await company("Bar Ana", { i18n: { defaultLanguage: "es", languages: [], hideTranslationTabs: false, enableAutomaticTranslation: false } });
    await zones(c, { name: "Terraza", pointsOfSale: [{ name: { en: "Table 1", es: "Mesa 1", de: "Tisch 1" } }] });
    const spanish = csvRows(await download("csv", c.token));
    expect(spanish[0]).toEqual(["Zona", "Punto de venta", "ID", "Descripción", "Descripción interna", "Predeterminado", "Dirección"]);
    expect(spanish[1]?.slice(0, 2)).toEqual(["Terraza", "Mesa 1"]);
    const german = csvRows(await download("csv", c.token, { language: "de" }));
    expect(german[0]?.[0]).toBe("Bereich");
    expect(german[1]?.[1]).toBe("Tisch 1");
  });

  it("neutralises cells a spreadsheet would run as formulas", async () => {
    const c = await company();
    await zones(c, { name: "=1+1", pointsOfSale: [{ name: '=HYPERLINK("http://evil.example")', description: "+34 600", internalDescription: "@boss" }] });
    const [, row] = csvRows(await download("csv", c.token));
    expect(row?.slice(0, 2)).toEqual(["'=1+1", `'=HYPERLINK("http://evil.example")`]);
    expect(row?.slice(3, 5)).toEqual(["'+34 600", "'@boss"]);
  });

  it("limits the rows to the zone asked for", async () => {
    const c = await company();
    const [, bar] = await zones(c, { name: "Terrace", pointsOfSale: tables("Table", 2) }, { name: "Bar", pointsOfSale: tables("Stool", 1) });
    const rows = csvRows(await download("csv", c.token, { zoneId: bar!.id }));
    expect(rows.slice(1).map((r) => r[1])).toEqual(["Stool 1"]);
  });

  it("answers just the header for a company without points of sale", async () => {
    const c = await company();
    expect(csvRows(await download("csv", c.token))).toHaveLength(1);
  });

  it("answers not-found for another company's zone", async () => {
    const c = await company();
    const [theirs] = await zones(await company("Bar Luis"), { name: "Terrace", pointsOfSale: tables("Table", 1) });
    expect((await download("csv", c.token, { zoneId: theirs!.id })).status).toBe(404);
  });

  it("refuses staff without the zones permission", async () => {
    const c = await company();
    const staff = await createStaff(c.id, ["orders", "products"]);
    expect((await download("csv", staff.token)).status).toBe(403);
  });

  it("refuses a language the admin does not have", async () => {
    const c = await company();
    const res = await download("csv", c.token, { language: "xx" });
    expect(res.status).toBe(400);
  });
});
