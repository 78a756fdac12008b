import "./testProject";
import Papa from "papaparse";
import { beforeEach, describe, expect, it } from "vitest";
import { orderCodePayload, type OrderData } from "@comanda/shared";
import { clearProject, createStaff, db } from "../test/emulator";
import { errorCodeOf, fieldsOf, NOW, placed, post, shop, type Shop } from "./testOrders";

beforeEach(clearProject);

const LATER = new Date("2026-05-04T10:20:00.000Z");
const later = { now: () => LATER };

function setStatus(token: string, id: string, status: string) {
  return post(token, `/api/orders/${id}/status`, { status }, later);
}

async function stored(id: string): Promise<OrderData> {
  return (await db.collection("orders").doc(id).get()).data() as OrderData;
}

describe("POST /api/orders/:id/status", () => {
  it("moves an order forward and records the status it left and when", async () => {
    const s = await shop();
    const { id } = await placed(s);
    const res = await setStatus(s.token, id, "wip");
    expect(res.status).toBe(200);
    expect((res.body as { data: unknown }).data).toEqual({ id, status: "wip", previousStatus: "new" });
    expect(await stored(id)).toMatchObject({ status: "wip", previousStatus: "new", statusChangedAt: LATER.toISOString() });
  });

  it("undoes 'mark as done' back to the status before", async () => {
    const s = await shop();
    const { id } = await placed(s);
    expect((await setStatus(s.token, id, "ready")).status).toBe(200);
    expect((await setStatus(s.token, id, "done")).status).toBe(200);
    expect((await setStatus(s.token, id, "ready")).status).toBe(200);
    expect(await stored(id)).toMatchObject({ status: "ready", previousStatus: "done" });
  });

  it("refuses a move the order flow does not allow, and the same status", async () => {
    const s = await shop();
    const { id } = await placed(s);
    await setStatus(s.token, id, "wip");
    const back = await setStatus(s.token, id, "new");
    expect(back.status).toBe(409);
    expect(errorCodeOf(back)).toBe("transition-not-allowed");
    expect(errorCodeOf(await setStatus(s.token, id, "wip"))).toBe("transition-not-allowed");
    expect((await stored(id)).status).toBe("wip");
  });

  it("lets only one of two devices moving the same order at once succeed", async () => {
    const s = await shop();
    const { id } = await placed(s);
    const answers = await Promise.all([setStatus(s.token, id, "wip"), setStatus(s.token, id, "wip")]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stored(id)).toMatchObject({ status: "wip", previousStatus: "new" });
  });

  it("answers not-found for a missing order and for another company's", async () => {
    const s = await shop();
    const other = await shop("Bar Luis");
    const theirs = await placed(other);
    expect(errorCodeOf(await setStatus(s.token, "no-such-order", "wip"))).toBe("not-found");
    const res = await setStatus(s.token, theirs.id, "wip");
    expect(res.status).toBe(404);
    expect(errorCodeOf(res)).toBe("not-found");
    expect((await stored(theirs.id)).status).toBe("new");
  });

  it("refuses an unknown status", async () => {
    const s = await shop();
    const { id } = await placed(s);
    const res = await setStatus(s.token, id, "cancelled");
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toHaveProperty("status");
  });

  it("forbids staff without the orders permission", async () => {
    const s = await shop();
    const { id } = await placed(s);
    const staff = await createStaff(s.id, ["content"]);
    expect((await setStatus(staff.token, id, "wip")).status).toBe(403);
    expect((await stored(id)).status).toBe("new");
  });
});

describe("POST /api/orders/check-code", () => {
  function check(s: Shop, code: unknown) {
    return post(s.token, "/api/orders/check-code", { code });
  }

  it("finds the company's order from the QR payload", async () => {
    const s = await shop();
    const order = await placed(s, { name: "Ana" });
    const res = await check(s, orderCodePayload(order.pickupCode));
    expect(res.status).toBe(200);
    expect((res.body as { data: unknown }).data).toEqual({
      orderId: order.id,
      number: order.number,
      status: "new",
      name: "Ana",
      deliveryType: "table",
      pointofsaleId: s.tableId,
      paid: false,
      demo: true,
      cartTotal: 12.5,
      pickedUpAt: null,
      dateOrdered: NOW.toISOString(),
    });
  });

  it("finds the order from a typed code in lower case with hyphens", async () => {
    const s = await shop();
    const order = await placed(s);
    const typed = `${order.pickupCode.slice(0, 5)}-${order.pickupCode.slice(5)}`.toLowerCase();
    expect(((await check(s, typed)).body as { data: { orderId: string } }).data.orderId).toBe(order.id);
  });

  it("refuses another company's code as an invalid order code", async () => {
    const s = await shop();
    const other = await shop("Bar Luis");
    const theirs = await placed(other);
    const res = await check(s, theirs.pickupCode);
    expect(res.status).toBe(404);
    expect(errorCodeOf(res)).toBe("invalid-order-code");
  });

  it("refuses garbage and an unknown well-formed code", async () => {
    const s = await shop();
    await placed(s);
    for (const code of ["", "hello", "https://example.com", "COMANDA-ORDER:", "2222222222"]) {
      const res = await check(s, code);
      expect(res.status).toBe(404);
      expect(errorCodeOf(res)).toBe("invalid-order-code");
    }
  });

  it("refuses a body without a code by its schema", async () => {
    const s = await shop();
    expect((await post(s.token, "/api/orders/check-code", {})).status).toBe(400);
  });
});

describe("POST /api/orders/export", () => {
  function exportCsv(token: string, from: string, to: string, language?: string) {
    return post(token, "/api/orders/export", language ? { from, to, language } : { from, to });
  }

  function rows(text: string): string[][] {
    return Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
  }

  async function placedAt(s: Shop, iso: string, overrides: Parameters<typeof placed>[1] = {}) {
    return placed(s, overrides, { now: () => new Date(iso) });
  }

  it("answers a CSV of the company's orders in the period, oldest first, in its time zone and its default language", async () => {
    const s = await shop();
    const other = await shop("Bar Luis");
    // Placed out of date order; Madrid is UTC+2 in May.
    await placedAt(s, "2026-05-05T09:00:00.000Z", { name: "Second" });
    await placedAt(s, "2026-05-03T22:30:00.000Z", { name: "First" });
    await placedAt(s, "2026-05-03T21:59:59.000Z", { name: "Before" });
    await placedAt(s, "2026-05-10T22:00:00.000Z", { name: "After" });
    await placedAt(other, "2026-05-05T09:00:00.000Z", { name: "Theirs" });
    const res = await exportCsv(s.token, "2026-05-04T00:00:00+02:00", "2026-05-11T00:00:00+02:00");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="orders-2026-05-04-2026-05-11\.csv"/);
    const [header, ...data] = rows(res.text);
    expect(header?.slice(0, 4)).toEqual(["Número", "Fecha", "Hora", "Estado"]);
    expect(data.map((row) => row[7])).toEqual(["First", "Second"]);
    expect(data[0]?.slice(0, 7)).toEqual(["2", "2026-05-04", "00:30", "Nuevo", "Mesa", "Dining room", "Mesa 1"]);
    expect(data[0]?.slice(10, 16)).toEqual(["1× Hamburguesa", "12.50", "0.00", "0.00", "0.00", "12.50"]);
    expect(data[0]?.slice(16)).toEqual(["21%: 2.17", "En el local", "no", "sí", "0.00", "", ""]);
  });

  it("writes the header and the words in the language the request names", async () => {
    const s = await shop();
    await placedAt(s, "2026-05-04T10:00:00.000Z", { name: "Ana" });
    const res = await exportCsv(s.token, "2026-05-04T00:00:00Z", "2026-05-05T00:00:00Z", "en");
    const [header, row] = rows(res.text);
    expect(header?.slice(0, 4)).toEqual(["Number", "Date", "Time", "Status"]);
    expect([row?.[3], row?.[4], row?.[17]]).toEqual(["New", "Table", "On site"]);
  });

  it("neutralises cells a spreadsheet would run as formulas", async () => {
    const s = await shop();
    await placedAt(s, "2026-05-04T10:00:00.000Z", { name: "=1+2", phone: "+34 600", email: "x@example.com" });
    const res = await exportCsv(s.token, "2026-05-04T00:00:00Z", "2026-05-05T00:00:00Z");
    const [, row] = rows(res.text);
    expect([row?.[7], row?.[9]]).toEqual(["'=1+2", "'+34 600"]);
  });

  it("answers only the header when the period has no orders", async () => {
    const s = await shop();
    const res = await exportCsv(s.token, "2026-01-01T00:00:00Z", "2026-01-02T00:00:00Z");
    expect(res.status).toBe(200);
    expect(rows(res.text)).toHaveLength(1);
  });

  it("refuses an end not after the start, and a period over 366 days", async () => {
    const s = await shop();
    const backwards = await exportCsv(s.token, "2026-05-04T00:00:00Z", "2026-05-04T00:00:00Z");
    expect(backwards.status).toBe(400);
    expect(fieldsOf(backwards)).toEqual({ to: ["export-range-invalid"] });
    const long = await exportCsv(s.token, "2025-01-01T00:00:00Z", "2026-01-03T00:00:00Z");
    expect(fieldsOf(long)).toEqual({ to: ["export-range-too-long"] });
  });

  it("refuses dates that are not ISO date-times", async () => {
    const s = await shop();
    const res = await exportCsv(s.token, "yesterday", "2026-01-03T00:00:00Z");
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toHaveProperty("from");
  });

  it("forbids staff without the orders permission", async () => {
    const s = await shop();
    const staff = await createStaff(s.id, ["products"]);
    expect((await exportCsv(staff.token, "2026-05-04T00:00:00Z", "2026-05-05T00:00:00Z")).status).toBe(403);
  });
});
