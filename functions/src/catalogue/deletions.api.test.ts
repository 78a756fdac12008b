import "./testProject";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { clearProject, createStaff, db, testApp } from "../test/emulator";
import { company, created, slots, type Company } from "./testCatalogue";

beforeEach(clearProject);

function remove(token: string, collection: "products" | "categories" | "courses", id: string) {
  return request(testApp()).delete(`/api/${collection}/${id}`).set("Authorization", `Bearer ${token}`);
}

async function exists(collection: string, id: string): Promise<boolean> {
  return (await db.collection(collection).doc(id).get()).exists;
}

async function subCategory(c: Company, parentId: string): Promise<string> {
  return (await db.collection("categories").add({ companyId: c.id, name: { en: "Sub" }, sortOrder: 1000, parentId })).id;
}

describe("DELETE /api/categories/:id", () => {
  it("refuses a category used by a product", async () => {
    const c = await company();
    await created(c);
    const res = await remove(c.token, "categories", c.categoryId);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: "category-used" } });
    expect(await exists("categories", c.categoryId)).toBe(true);
  });

  it("refuses a category whose sub-category of a sub-category is used by a product", async () => {
    const c = await company();
    const sub = await subCategory(c, c.categoryId);
    const subSub = await subCategory(c, sub);
    await created(c, { categoryId: subSub });
    const res = await remove(c.token, "categories", c.categoryId);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: "subcategory-used" } });
    expect(await exists("categories", sub)).toBe(true);
  });

  it("deletes an unused category together with its unused sub-categories", async () => {
    const c = await company();
    const sub = await subCategory(c, c.categoryId);
    const subSub = await subCategory(c, sub);
    const res = await remove(c.token, "categories", c.categoryId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { deleted: true } });
    expect([await exists("categories", c.categoryId), await exists("categories", sub), await exists("categories", subSub)]).toEqual([false, false, false]);
  });

  it("deletes a sub-category without touching its parent", async () => {
    const c = await company();
    const sub = await subCategory(c, c.categoryId);
    expect((await remove(c.token, "categories", sub)).status).toBe(200);
    expect(await exists("categories", c.categoryId)).toBe(true);
  });

  it("answers 404 for another company's category and keeps it", async () => {
    const c = await company();
    const other = await company("Bar Luis");
    const res = await remove(c.token, "categories", other.categoryId);
    expect(res.status).toBe(404);
    expect(await exists("categories", other.categoryId)).toBe(true);
  });

  it("refuses staff without the products permission", async () => {
    const c = await company();
    const staff = await createStaff(c.id, ["content"]);
    expect((await remove(staff.token, "categories", c.categoryId)).status).toBe(403);
    expect(await exists("categories", c.categoryId)).toBe(true);
  });
});

describe("DELETE /api/courses/:id", () => {
  it("refuses a course used by a product", async () => {
    const c = await company();
    await created(c);
    const res = await remove(c.token, "courses", c.courseId);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: "course-used" } });
    expect(await exists("courses", c.courseId)).toBe(true);
  });

  it("deletes an unused course", async () => {
    const c = await company();
    await created(c, { courseId: null });
    const res = await remove(c.token, "courses", c.courseId);
    expect(res.status).toBe(200);
    expect(await exists("courses", c.courseId)).toBe(false);
  });

  it("answers 404 for another company's course", async () => {
    const c = await company();
    const other = await company("Bar Luis");
    expect((await remove(c.token, "courses", other.courseId)).status).toBe(404);
    expect(await exists("courses", other.courseId)).toBe(true);
  });
});

describe("DELETE /api/products/:id", () => {
  it("refuses a product used in a combined product", async () => {
    const c = await company();
    const burger = await created(c);
    await created(c, { type: "combined", slots: slots(burger) });
    const res = await remove(c.token, "products", burger);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: "product-in-combined" } });
    expect(await exists("products", burger)).toBe(true);
  });

  it("deletes a product no combined product uses, and a combined product itself", async () => {
    const c = await company();
    const burger = await created(c);
    const menu = await created(c, { type: "combined", slots: slots(burger) });
    expect((await remove(c.token, "products", menu)).body).toEqual({ data: { deleted: true } });
    expect((await remove(c.token, "products", burger)).status).toBe(200);
    expect([await exists("products", menu), await exists("products", burger)]).toEqual([false, false]);
  });

  it("answers 404 for another company's product and keeps it", async () => {
    const c = await company();
    const other = await company("Bar Luis");
    const theirs = await created(other);
    expect((await remove(c.token, "products", theirs)).status).toBe(404);
    expect(await exists("products", theirs)).toBe(true);
  });
});
