// The voucher calls against the Firestore emulator: vouchers created with codes unique in the company (also
// 10,000 in one request), the CSV in the owner's language and formula-safe, the discount marked handed out, and
// every refusal: a discount for everyone, quantities out of range, another company's discount, staff without products.
import { beforeEach, describe, expect, it } from "vitest";
import { VOUCHER_ALPHABET, VOUCHER_CODE_LENGTH, formatVoucherCode } from "@comanda/shared";
import { errorCodeOf, fieldsOf } from "../orders/testOrders";
import { clearProject, createStaff, db } from "../test/emulator";
import { NOW, addDiscount, addVouchers, csvCall, discountOf, shop, vouchersCall, vouchersOf } from "./testDiscounts";

beforeEach(clearProject);

const CODE = new RegExp(`^[${VOUCHER_ALPHABET}]{${VOUCHER_CODE_LENGTH}}$`);

describe("POST /api/discounts/:id/voucher", () => {
  it("creates the vouchers: each its own code of the alphabet, status new, the batch's name, quantity and description", async () => {
    const s = await shop();
    const id = await addDiscount(s);
    const res = await vouchersCall(s.token, id, { name: " Flyer ", quantity: 25, internalDescription: "Handed out at the market" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { created: 25 } });
    const vouchers = await vouchersOf(id);
    expect(vouchers).toHaveLength(25);
    for (const { id: _id, code, ...voucher } of vouchers) {
      expect(code).toMatch(CODE);
      expect(voucher).toEqual({ companyId: s.id, discountId: id, name: "Flyer", quantity: 25, internalDescription: "Handed out at the market", status: "new", created: NOW.toISOString() });
    }
    expect(new Set(vouchers.map((v) => v.code)).size).toBe(25);
    expect(await discountOf(id)).toMatchObject({ status: "new" });
  });

  it("never gives a code the company already has, on any of its discounts", async () => {
    const s = await shop();
    const [first, second] = [await addDiscount(s), await addDiscount(s, { name: "Second" })];
    await addVouchers(s, first, 300);
    await addVouchers(s, second, 300);
    await addVouchers(s, first, 300);
    const codes = [...(await vouchersOf(first)), ...(await vouchersOf(second))].map((v) => v.code);
    expect(codes).toHaveLength(900);
    expect(new Set(codes).size).toBe(900);
  });

  it("creates 10,000 vouchers in one request, in well under 5 s", async () => {
    const s = await shop();
    const id = await addDiscount(s);
    const started = performance.now();
    const res = await vouchersCall(s.token, id, { name: "Big promotion", quantity: 10_000 });
    const took = performance.now() - started;
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { created: 10_000 } });
    console.log(`10,000 vouchers created in ${Math.round(took)} ms`);
    expect(took).toBeLessThan(5000);
    const codes = (await db.collection("discounts").doc(id).collection("vouchers").select("code").get()).docs.map((d) => d.get("code") as string);
    expect(codes).toHaveLength(10_000);
    expect(new Set(codes).size).toBe(10_000);
    expect(codes.every((code) => CODE.test(code))).toBe(true);
  }, 30_000);

  it("refuses vouchers for a discount valid for everyone", async () => {
    const s = await shop();
    const id = await addDiscount(s, { validFor: "everyone" });
    const res = await vouchersCall(s.token, id, { name: "Flyer", quantity: 5 });
    expect(res.status).toBe(409);
    expect(errorCodeOf(res)).toBe("discount-not-for-vouchers");
    expect(await vouchersOf(id)).toEqual([]);
  });

  it("refuses a quantity of 0, of 10,001 or not whole, a blank name and a description over 500 characters", async () => {
    const s = await shop();
    const id = await addDiscount(s);
    for (const quantity of [0, 10_001, 2.5, "3"]) {
      const res = await vouchersCall(s.token, id, { name: "Flyer", quantity });
      expect(res.status).toBe(400);
      expect(fieldsOf(res)).toHaveProperty("quantity");
    }
    const res = await vouchersCall(s.token, id, { name: " ", quantity: 1, internalDescription: "x".repeat(501) });
    expect(Object.keys(fieldsOf(res)).sort()).toEqual(["internalDescription", "name"]);
    expect(fieldsOf(await vouchersCall(s.token, id, { quantity: 1 }))).toHaveProperty("name");
    expect(await vouchersOf(id)).toEqual([]);
  });

  it("answers another company's discount, or none, as not found and creates nothing", async () => {
    const [a, b] = [await shop("Bar Ana"), await shop("Bar Berta")];
    const id = await addDiscount(a);
    for (const res of [await vouchersCall(b.token, id, { name: "Sneaky", quantity: 3 }), await vouchersCall(a.token, "no-such-discount", { name: "Flyer", quantity: 3 })]) {
      expect(res.status).toBe(404);
      expect(errorCodeOf(res)).toBe("not-found");
    }
    expect(await vouchersOf(id)).toEqual([]);
    expect(await vouchersOf("no-such-discount")).toEqual([]);
  });

  it("staff with products create vouchers; staff with every other permission may not", async () => {
    const s = await shop();
    const id = await addDiscount(s);
    const allowed = await createStaff(s.id, ["products"]);
    expect((await vouchersCall(allowed.token, id, { name: "Flyer", quantity: 2 })).status).toBe(201);
    const refused = await createStaff(s.id, ["orders", "customers", "settings", "zones", "accounts", "content", "statistics"]);
    const res = await vouchersCall(refused.token, id, { name: "Flyer", quantity: 2 });
    expect(res.status).toBe(403);
    expect(errorCodeOf(res)).toBe("forbidden");
    expect(await vouchersOf(id)).toHaveLength(2);
  });
});

describe("POST /api/discounts/:id/voucher/csv", () => {
  it("answers the codes in groups, the name, the status in words and the creation time, in the company's language", async () => {
    const s = await shop();
    const id = await addDiscount(s);
    await addVouchers(s, id, 3, "Flyer");
    const vouchers = await vouchersOf(id);
    await db.collection("discounts").doc(id).collection("vouchers").doc(vouchers[0]!.id).update({ status: "redeemed" });
    const { res, text } = await csvCall(s.token, id);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain("vouchers-2026-11-27.csv");
    const lines = text.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    // The shop's default language is Spanish, its time zone Europe/Madrid (20:30 UTC is 21:30 there).
    expect(lines[0]).toBe("Código,Nombre,Estado,Creado");
    expect(lines.slice(1).sort()).toEqual(
      vouchers.map((v, i) => `${formatVoucherCode(v.code)},Flyer,${i === 0 ? "Canjeado" : "Sin usar"},2026-11-27 21:30`).sort(),
    );
    expect(lines[1]).toMatch(/^[A-Z]{4}-[A-Z]{4}-[A-Z]{4},/);
  });

  it("answers in the language asked for", async () => {
    const s = await shop();
    const id = await addDiscount(s);
    await addVouchers(s, id, 1);
    const { text } = await csvCall(s.token, id, { language: "de" });
    expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("Code,Name,Status,Erstellt");
    expect(text).toContain(",Unbenutzt,");
    expect((await csvCall(s.token, id, { language: "xx" })).res.status).toBe(400);
  });

  it("neutralises a name a spreadsheet would run as a formula", async () => {
    const s = await shop();
    const id = await addDiscount(s);
    await addVouchers(s, id, 1, '=HYPERLINK("http://evil.example","Click")');
    await addVouchers(s, id, 1, "@SUM(A1)");
    const { text } = await csvCall(s.token, id, { language: "en" });
    const rows = text.replace(/^\uFEFF/, "").trimEnd().split("\r\n").slice(1);
    expect(rows.some((row) => row.includes(`,"'=HYPERLINK(""http://evil.example"",""Click"")",`))).toBe(true);
    expect(rows.some((row) => row.includes(",'@SUM(A1),"))).toBe(true);
    expect(rows.every((row) => !/,[=@+-]/.test(row))).toBe(true);
  });

  it("marks the discount handed out: distributed, or redeemed once every voucher is", async () => {
    const s = await shop();
    const id = await addDiscount(s);
    await addVouchers(s, id, 2);
    expect(await discountOf(id)).toMatchObject({ status: "new", handedOutAt: null });
    await csvCall(s.token, id);
    expect(await discountOf(id)).toMatchObject({ status: "distributed", handedOutAt: NOW.toISOString() });
    for (const v of await vouchersOf(id)) await db.collection("discounts").doc(id).collection("vouchers").doc(v.id).update({ status: "redeemed" });
    await csvCall(s.token, id);
    expect(await discountOf(id)).toMatchObject({ status: "redeemed", handedOutAt: NOW.toISOString() });
    // New vouchers for a redeemed discount: distributed again.
    await addVouchers(s, id, 1);
    expect(await discountOf(id)).toMatchObject({ status: "distributed" });
  });

  it("answers another company's discount as not found and marks nothing; staff without products are refused", async () => {
    const [a, b] = [await shop("Bar Ana"), await shop("Bar Berta")];
    const id = await addDiscount(a);
    await addVouchers(a, id, 1);
    const other = await csvCall(b.token, id);
    expect(other.res.status).toBe(404);
    const staff = await createStaff(a.id, ["orders", "customers", "settings", "zones", "accounts", "content", "statistics"]);
    const refused = await csvCall(staff.token, id);
    expect(refused.res.status).toBe(403);
    expect(await discountOf(id)).toMatchObject({ status: "new", handedOutAt: null });
  });
});
