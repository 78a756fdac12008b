import "./testProject";
import type request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { clearProject, createStaff, db } from "../test/emulator";
import { company, created, product, save, slots } from "./testCatalogue";

beforeEach(clearProject);

function fieldsOf(res: request.Response): Record<string, string[]> {
  return (res.body as { error: { fields: Record<string, string[]> } }).error.fields;
}

describe("POST /api/products", () => {
  it("creates a product in two languages in the caller's company", async () => {
    const c = await company();
    const res = await save(c.token, product(c));
    expect(res.status).toBe(201);
    const id = (res.body as { data: { id: string } }).data.id;
    const stored = (await db.collection("products").doc(id).get()).data();
    expect(stored).toMatchObject({ companyId: c.id, name: { en: "Cheeseburger", es: "Hamburguesa con queso" }, price: 12.5, vat: 21 });
  });

  it("gives the first product sortOrder 1000 and the next 1500", async () => {
    const c = await company();
    const first = await created(c);
    const second = await created(c, { name: { en: "Fries" } });
    expect((await db.collection("products").doc(first).get()).get("sortOrder")).toBe(1000);
    expect((await db.collection("products").doc(second).get()).get("sortOrder")).toBe(1500);
  });

  it("accepts an additional VAT rate of the company", async () => {
    const c = await company();
    expect((await save(c.token, product(c, { vat: 10 }))).status).toBe(201);
  });

  it("refuses a product without a name in the default language", async () => {
    const c = await company();
    const res = await save(c.token, product(c, { name: { es: "Hamburguesa" } }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toHaveProperty(["name.en"]);
    expect((await db.collection("products").get()).size).toBe(0);
  });

  it("refuses an unknown category", async () => {
    const c = await company();
    const res = await save(c.token, product(c, { categoryId: "no-such-category" }));
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(["categoryId"]);
  });

  it("refuses another company's category", async () => {
    const c = await company();
    const other = await company("Bar Luis");
    const res = await save(c.token, product(c, { categoryId: other.categoryId }));
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(["categoryId"]);
  });

  it("refuses an unknown course", async () => {
    const c = await company();
    const res = await save(c.token, product(c, { courseId: "no-such-course" }));
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(["courseId"]);
  });

  it("refuses an unknown production location", async () => {
    const c = await company();
    const res = await save(c.token, product(c, { locationId: "no-such-location" }));
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(["locationId"]);
  });

  it("refuses a VAT rate the company does not have", async () => {
    const c = await company();
    const res = await save(c.token, product(c, { vat: 7 }));
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(["vat"]);
  });

  it("refuses a combined product with a hidden product in a slot", async () => {
    const c = await company();
    const hidden = await created(c, { hidden: true });
    const res = await save(c.token, product(c, { type: "combined", slots: slots(hidden) }));
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(["slots.0.items.0.productId"]);
  });

  it("refuses a combined product with another company's product in a slot", async () => {
    const c = await company();
    const other = await company("Bar Luis");
    const theirs = await created(other);
    const res = await save(c.token, product(c, { type: "combined", slots: slots(theirs) }));
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(["slots.0.items.0.productId"]);
  });

  it("creates a combined product of visible products", async () => {
    const c = await company();
    const burger = await created(c);
    expect((await save(c.token, product(c, { type: "combined", slots: slots(burger) }))).status).toBe(201);
  });

  it("refuses a companyId other than the caller's", async () => {
    const c = await company();
    const other = await company("Bar Luis");
    const res = await save(c.token, { ...product(c), companyId: other.id });
    expect(res.status).toBe(400);
    expect(Object.keys(fieldsOf(res))).toEqual(["companyId"]);
    expect((await db.collection("products").where("companyId", "==", other.id).get()).size).toBe(0);
  });

  it("refuses unknown fields", async () => {
    const c = await company();
    const res = await save(c.token, { ...product(c), colour: "red" });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ colour: ["unknown-field"] });
  });

  it("refuses staff without the products permission", async () => {
    const c = await company();
    const staff = await createStaff(c.id, ["orders"]);
    const res = await save(staff.token, product(c));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: "forbidden" } });
  });

  it("lets staff with the products permission save", async () => {
    const c = await company();
    const staff = await createStaff(c.id, ["products"]);
    expect((await save(staff.token, product(c))).status).toBe(201);
  });
});

describe("POST /api/products/:id", () => {
  it("replaces the product and keeps its sortOrder", async () => {
    const c = await company();
    await created(c);
    const id = await created(c);
    const res = await save(c.token, product(c, { name: { en: "Veggie burger" }, price: 11 }), id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id } });
    expect((await db.collection("products").doc(id).get()).data()).toMatchObject({ name: { en: "Veggie burger" }, price: 11, sortOrder: 1500, companyId: c.id });
  });

  it("answers 404 for another company's product and leaves it alone", async () => {
    const c = await company();
    const other = await company("Bar Luis");
    const theirs = await created(other);
    const res = await save(c.token, product(c, { name: { en: "Taken over" } }), theirs);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "not-found" } });
    expect((await db.collection("products").doc(theirs).get()).get("name")).toEqual({ en: "Cheeseburger", es: "Hamburguesa con queso" });
  });

  it("answers 404 for a product that does not exist, creating nothing", async () => {
    const c = await company();
    const res = await save(c.token, product(c), "no-such-product");
    expect(res.status).toBe(404);
    expect((await db.collection("products").doc("no-such-product").get()).exists).toBe(false);
  });

  it("keeps a slot product that was hidden after it was added", async () => {
    const c = await company();
    const burger = await created(c);
    const menu = await created(c, { type: "combined", slots: slots(burger) });
    await db.collection("products").doc(burger).update({ hidden: true });
    expect((await save(c.token, product(c, { type: "combined", slots: slots(burger), price: 15 }), menu)).status).toBe(200);
  });
});
