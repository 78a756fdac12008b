import "./testProject";
import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import type { UploadLinkAnswer } from "@comanda/shared";
import { clearProject, createStaff, registeredOwner, testApp } from "../test/emulator";

beforeEach(clearProject);

const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);

function uploadLink(token: string, body: object) {
  return request(testApp()).post("/api/create-uploadlink/").set("Authorization", `Bearer ${token}`).set("Host", "127.0.0.1:5000").send(body);
}

describe("POST /api/create-uploadlink/", () => {
  it("answers a link for a product photo in the company's public folder", async () => {
    const owner = await registeredOwner();
    const res = await uploadLink(owner.token, { type: "image/jpeg", purpose: "product-photo" });
    expect(res.status).toBe(200);
    const answer = (res.body as { data: UploadLinkAnswer }).data;
    expect(answer.fileName).toMatch(new RegExp(`^companies/${owner.uid}/public/products/[\\w-]+\\.jpg$`));
    expect(answer.url).toMatch(/^http:\/\/127\.0\.0\.1:5000\/api\/local-uploads\/[a-f0-9]{48}$/);
  });

  it("stores the PUT photo where the public URL reads it", async () => {
    const owner = await registeredOwner();
    const answer = ((await uploadLink(owner.token, { type: "image/jpeg", purpose: "product-photo" })).body as { data: UploadLinkAnswer }).data;
    const put = await request(testApp()).put(new URL(answer.url).pathname).set("Content-Type", "image/jpeg").send(jpeg);
    expect(put.status).toBe(200);
    const get = await request(testApp()).get(new URL(answer.publicUrl).pathname).buffer(true);
    expect(get.headers["content-type"]).toBe("image/jpeg");
    expect(Buffer.compare(get.body as Buffer, jpeg)).toBe(0);
  });

  it("lets staff with the products permission create a link", async () => {
    const owner = await registeredOwner();
    const staff = await createStaff(owner.uid, ["products"]);
    expect((await uploadLink(staff.token, { type: "image/png", purpose: "product-photo" })).status).toBe(200);
  });

  it("refuses a product photo link to staff with only the content permission", async () => {
    const owner = await registeredOwner();
    const staff = await createStaff(owner.uid, ["content"]);
    const res = await uploadLink(staff.token, { type: "image/png", purpose: "product-photo" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: "forbidden" } });
  });

  it("refuses a type other than jpg or png", async () => {
    const owner = await registeredOwner();
    const res = await uploadLink(owner.token, { type: "image/gif", purpose: "product-photo" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "validation", fields: { type: ["enum"] } } });
  });
});
