import "./testProject";
import { crc32, deflateSync } from "node:zlib";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import type { UploadLinkAnswer } from "@comanda/shared";
import { clearProject, createStaff, db, testApp } from "../test/emulator";
import { company, created, product, save, slots, type Company } from "./testCatalogue";

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

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real, plain grey PNG of the given size. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  // Each row: filter byte 0, then one grey byte per pixel.
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The start of a baseline JPEG: its markers and frame header, all a size check reads. */
function jpegHeader(width: number, height: number): Buffer {
  const jfif = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const frame = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...jfif, ...frame, 0xff, 0xd9]);
}

/** Asks the API for a product photo link as the company, and PUTs `body` to it unless told not to. */
async function uploaded(c: Company, type: "image/png" | "image/jpeg", body: Buffer | null): Promise<string> {
  const link = await request(testApp())
    .post("/api/create-uploadlink/")
    .set("Authorization", `Bearer ${c.token}`)
    .set("Host", "127.0.0.1:5000")
    .send({ type, purpose: "product-photo" });
  if (link.status !== 200) throw new Error(`the upload link answered ${link.status}: ${JSON.stringify(link.body)}`);
  const answer = (link.body as { data: UploadLinkAnswer }).data;
  if (body) {
    const put = await request(testApp()).put(new URL(answer.url).pathname).set("Content-Type", type).send(body);
    if (put.status !== 200) throw new Error(`the upload answered ${put.status}: ${JSON.stringify(put.body)}`);
  }
  return answer.publicUrl;
}

describe("product photo (spec §5: square jpg or png, 720–1240 px a side)", () => {
  it("keeps a square 800 px PNG uploaded through the link", async () => {
    const c = await company();
    const picture = await uploaded(c, "image/png", png(800, 800));
    const res = await save(c.token, product(c, { picture }));
    expect(res.status).toBe(201);
    const id = (res.body as { data: { id: string } }).data.id;
    expect((await db.collection("products").doc(id).get()).get("picture")).toBe(picture);
  });

  it("keeps a square 1000 px JPEG", async () => {
    const c = await company();
    expect((await save(c.token, product(c, { picture: await uploaded(c, "image/jpeg", jpegHeader(1000, 1000)) }))).status).toBe(201);
  });

  it("refuses a 600 px photo as too small", async () => {
    const c = await company();
    const res = await save(c.token, product(c, { picture: await uploaded(c, "image/png", png(600, 600)) }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ picture: ["photo-too-small"] });
    expect((await db.collection("products").get()).size).toBe(0);
  });

  it("refuses a 1300 px photo as too large", async () => {
    const c = await company();
    const res = await save(c.token, product(c, { picture: await uploaded(c, "image/jpeg", jpegHeader(1300, 1300)) }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ picture: ["photo-too-large"] });
  });

  it("refuses a photo that is not square", async () => {
    const c = await company();
    const res = await save(c.token, product(c, { picture: await uploaded(c, "image/png", png(900, 800)) }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ picture: ["photo-not-square"] });
  });

  it("refuses a file that is neither PNG nor JPEG, whatever type it was uploaded as", async () => {
    const c = await company();
    const gif = Buffer.concat([Buffer.from("GIF89a", "ascii"), Buffer.from([0x20, 0x03, 0x20, 0x03]), Buffer.alloc(32)]);
    const res = await save(c.token, product(c, { picture: await uploaded(c, "image/png", gif) }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ picture: ["photo-type"] });
  });

  it("refuses an empty or cut-off photo as damaged, not as the wrong type", async () => {
    const c = await company();
    const empty = await save(c.token, product(c, { picture: await uploaded(c, "image/png", Buffer.alloc(0)) }));
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty)).toEqual({ picture: ["photo-damaged"] });
    const cut = await save(c.token, product(c, { picture: await uploaded(c, "image/png", Buffer.from(png(800, 800)).subarray(0, 12)) }));
    expect(fieldsOf(cut)).toEqual({ picture: ["photo-damaged"] });
  });

  it("refuses a link whose photo was never uploaded", async () => {
    const c = await company();
    const res = await save(c.token, product(c, { picture: await uploaded(c, "image/png", null) }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ picture: ["photo-not-found"] });
  });

  it("refuses another company's photo", async () => {
    const c = await company();
    const other = await company("Bar Luis");
    const theirs = await uploaded(other, "image/png", png(800, 800));
    const res = await save(c.token, product(c, { picture: theirs }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ picture: ["photo-not-found"] });
  });

  it("refuses a picture URL that is not an uploaded photo", async () => {
    const c = await company();
    const res = await save(c.token, product(c, { picture: "https://example.com/burger.png" }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ picture: ["photo-not-found"] });
  });

  it("reports the photo together with the product's other errors", async () => {
    const c = await company();
    const res = await save(c.token, product(c, { vat: 7, picture: await uploaded(c, "image/png", png(600, 600)) }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ vat: ["vat-rate-unknown"], picture: ["photo-too-small"] });
  });

  it("does not check again a picture the stored product already has", async () => {
    const c = await company();
    const id = await created(c);
    // A picture kept from before the check existed, which it would refuse now.
    await db.collection("products").doc(id).update({ picture: "https://example.com/old-burger.png" });
    const res = await save(c.token, product(c, { picture: "https://example.com/old-burger.png", price: 13 }), id);
    expect(res.status).toBe(200);
    expect((await db.collection("products").doc(id).get()).get("price")).toBe(13);
  });

  it("checks a picture that replaces the stored one", async () => {
    const c = await company();
    const id = await created(c, { picture: await uploaded(c, "image/png", png(800, 800)) });
    const res = await save(c.token, product(c, { picture: await uploaded(c, "image/png", png(700, 700)) }), id);
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ picture: ["photo-too-small"] });
  });

  it("lets a product drop its picture", async () => {
    const c = await company();
    const id = await created(c, { picture: await uploaded(c, "image/png", png(800, 800)) });
    expect((await save(c.token, product(c, { picture: null }), id)).status).toBe(200);
    expect((await db.collection("products").doc(id).get()).get("picture")).toBeNull();
  });
});
