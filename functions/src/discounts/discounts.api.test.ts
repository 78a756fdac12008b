// The discount calls against the Firestore emulator: create and edit (the server owns the company and the
// state), delete with the vouchers, and every refusal: field errors, another company's discount, staff without
// products, no token, a discount whose vouchers an order holds.
import { beforeEach, describe, expect, it } from "vitest";
import { errorCodeOf, fieldsOf } from "../orders/testOrders";
import { clearProject, createStaff, db } from "../test/emulator";
import { addDiscount, addVouchers, deleteCall, discountOf, discountRequest, saveCall, shop, vouchersOf } from "./testDiscounts";

beforeEach(clearProject);

const dataOf = (res: { body: unknown }) => (res.body as { data: Record<string, unknown> & { id: string } }).data;

describe("POST /api/discounts", () => {
  it("creates a discount of the caller's company, state new, and answers it as stored", async () => {
    const s = await shop();
    const res = await saveCall(s.token, discountRequest({ name: " Summer ", percentage: 12.5, validFor: "everyone", start: "2026-12-01T00:00:00+01:00", end: "2026-12-31T23:00:00.000Z" }));
    expect(res.status).toBe(201);
    const { id, ...answer } = dataOf(res);
    const stored = { companyId: s.id, name: "Summer", customerName: {}, percentage: 12.5, enabled: true, validFor: "everyone", start: "2026-11-30T23:00:00.000Z", end: "2026-12-31T23:00:00.000Z", status: "new", handedOutAt: null };
    expect(answer).toEqual(stored);
    expect(await discountOf(id)).toEqual(stored);
  });

  it("edits a discount and keeps the server's fields: a companyId or status in the body is refused", async () => {
    const s = await shop();
    const id = await addDiscount(s);
    await db.collection("discounts").doc(id).update({ status: "distributed", handedOutAt: "2026-11-20T10:00:00.000Z" });
    const res = await saveCall(s.token, discountRequest({ name: "Winter", percentage: 100, enabled: false }), id);
    expect(res.status).toBe(200);
    expect(dataOf(res)).toEqual({ id, companyId: s.id, name: "Winter", customerName: {}, percentage: 100, enabled: false, validFor: "voucher", start: null, end: null, status: "distributed", handedOutAt: "2026-11-20T10:00:00.000Z" });
    for (const extra of [{ companyId: "other" }, { status: "redeemed" }, { handedOutAt: null }]) {
      const refused = await saveCall(s.token, { ...discountRequest(), ...extra }, id);
      expect(refused.status).toBe(400);
      expect(errorCodeOf(refused)).toBe("validation");
    }
    expect(await discountOf(id)).toMatchObject({ companyId: s.id, name: "Winter", status: "distributed" });
  });

  it("refuses a blank name, a percentage of 0 or above 100, a wrong validFor and malformed instants, field by field", async () => {
    const s = await shop();
    const res = await saveCall(s.token, { name: "  ", percentage: 0, enabled: "yes", validFor: "staff", start: "tomorrow", end: "2026-13-01" });
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res)).sort()).toEqual(["enabled", "end", "name", "percentage", "start", "validFor"]);
    expect(errorCodeOf(await saveCall(s.token, discountRequest({ percentage: 100.5 })))).toBe("validation");
    expect(fieldsOf(await saveCall(s.token, discountRequest({ percentage: 100.5 })))).toHaveProperty("percentage");
    expect(fieldsOf(await saveCall(s.token, { enabled: true, validFor: "voucher" }))).toMatchObject({ name: expect.any(Array), percentage: expect.any(Array) });
    expect((await db.collection("discounts").where("companyId", "==", s.id).get()).size).toBe(0);
  });

  it("refuses an end that is not after the start under the end field", async () => {
    const s = await shop();
    for (const end of ["2026-12-01T00:00:00.000Z", "2026-11-30T00:00:00.000Z"]) {
      const res = await saveCall(s.token, discountRequest({ start: "2026-12-01T00:00:00.000Z", end }));
      expect(res.status).toBe(400);
      expect(fieldsOf(res)).toEqual({ end: ["export-range-invalid"] });
    }
    // An open side is no window error.
    expect((await saveCall(s.token, discountRequest({ start: null, end: "2026-11-30T00:00:00.000Z" }))).status).toBe(201);
  });

  it("answers an edit of another company's discount, or of none, as not found and changes nothing", async () => {
    const [a, b] = [await shop("Bar Ana"), await shop("Bar Berta")];
    const id = await addDiscount(a, { name: "Ana's" });
    for (const res of [await saveCall(b.token, discountRequest({ name: "Taken" }), id), await saveCall(a.token, discountRequest(), "no-such-discount")]) {
      expect(res.status).toBe(404);
      expect(errorCodeOf(res)).toBe("not-found");
    }
    expect(await discountOf(id)).toMatchObject({ companyId: a.id, name: "Ana's" });
    expect(await discountOf("no-such-discount")).toBeUndefined();
  });
});

describe("DELETE /api/discounts/:id", () => {
  it("deletes the discount with all its vouchers", async () => {
    const s = await shop();
    const id = await addDiscount(s);
    const kept = await addDiscount(s, { name: "Kept" });
    await addVouchers(s, id, 450);
    await addVouchers(s, kept, 2);
    const res = await deleteCall(s.token, id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { deleted: true } });
    expect(await discountOf(id)).toBeUndefined();
    expect(await vouchersOf(id)).toEqual([]);
    expect(await vouchersOf(kept)).toHaveLength(2);
  });

  it("refuses while an order holds one of its vouchers, and deletes nothing", async () => {
    const s = await shop();
    const id = await addDiscount(s);
    await addVouchers(s, id, 3);
    const [held] = await vouchersOf(id);
    await db.collection("discounts").doc(id).collection("vouchers").doc(held!.id).update({ status: "inUse" });
    const res = await deleteCall(s.token, id);
    expect(res.status).toBe(409);
    expect(errorCodeOf(res)).toBe("vouchers-in-use");
    expect(await discountOf(id)).toBeDefined();
    expect(await vouchersOf(id)).toHaveLength(3);
  });

  it("answers another company's discount as not found and keeps it", async () => {
    const [a, b] = [await shop("Bar Ana"), await shop("Bar Berta")];
    const id = await addDiscount(a);
    await addVouchers(a, id, 2);
    const res = await deleteCall(b.token, id);
    expect(res.status).toBe(404);
    expect(errorCodeOf(res)).toBe("not-found");
    expect(await discountOf(id)).toBeDefined();
    expect(await vouchersOf(id)).toHaveLength(2);
  });
});

describe("who may call", () => {
  it("staff with products create, edit and delete discounts", async () => {
    const s = await shop();
    const staff = await createStaff(s.id, ["products"]);
    const res = await saveCall(staff.token, discountRequest());
    expect(res.status).toBe(201);
    const { id } = dataOf(res);
    expect((await saveCall(staff.token, discountRequest({ name: "Renamed" }), id)).status).toBe(200);
    expect((await deleteCall(staff.token, id)).status).toBe(200);
  });

  it("staff holding every other permission may not save or delete", async () => {
    const s = await shop();
    const id = await addDiscount(s, { name: "Ana's" });
    const staff = await createStaff(s.id, ["orders", "customers", "settings", "zones", "accounts", "content", "statistics"]);
    for (const res of [await saveCall(staff.token, discountRequest()), await saveCall(staff.token, discountRequest({ name: "Taken" }), id), await deleteCall(staff.token, id)]) {
      expect(res.status).toBe(403);
      expect(errorCodeOf(res)).toBe("forbidden");
    }
    expect(await discountOf(id)).toMatchObject({ name: "Ana's" });
  });

  it("without a token nothing is saved", async () => {
    const s = await shop();
    const id = await addDiscount(s);
    for (const res of [await saveCall(null, discountRequest()), await deleteCall(null, id)]) {
      expect(res.status).toBe(401);
      expect(errorCodeOf(res)).toBe("unauthenticated");
    }
    expect(await discountOf(id)).toBeDefined();
  });
});
