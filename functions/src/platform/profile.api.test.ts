import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import type { UploadLinkAnswer } from "@comanda/shared";
import { auth, clearProject, createStaff, db, registeredOwner, testApp } from "../test/emulator";

beforeEach(clearProject);

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

describe("POST /api/me", () => {
  it("saves the profile and the Auth display name", async () => {
    const owner = await registeredOwner();
    const res = await request(testApp()).post("/api/me").set("Authorization", `Bearer ${owner.token}`).send({ name: " Ana María ", bio: "Chef" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { uid: owner.uid, name: "Ana María", bio: "Chef", picture: null } });
    expect((await db.collection("users").doc(owner.uid).get()).data()).toMatchObject({ name: "Ana María", displayName: "Ana María", bio: "Chef" });
    expect((await auth.getUser(owner.uid)).displayName).toBe("Ana María");
  });

  it("answers name: minLength for a name of 2 characters, changing nothing", async () => {
    const owner = await registeredOwner();
    const res = await request(testApp()).post("/api/me").set("Authorization", `Bearer ${owner.token}`).send({ name: "Al" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "validation", fields: { name: ["minLength"] } } });
    expect((await auth.getUser(owner.uid)).displayName).toBe("Ana Pérez");
  });

  it("keeps a staff member's profile in their company", async () => {
    const owner = await registeredOwner();
    const staff = await createStaff(owner.uid, ["orders"]);
    const res = await request(testApp()).post("/api/me").set("Authorization", `Bearer ${staff.token}`).send({ name: "Marc" });
    expect(res.status).toBe(200);
    expect((await db.collection("users").doc(staff.uid).get()).data()).toMatchObject({ companyId: owner.uid, name: "Marc" });
  });

  it("refuses a caller without a token", async () => {
    const res = await request(testApp()).post("/api/me").send({ name: "Alba" });
    expect(res.status).toBe(401);
  });
});

describe("profile picture upload", () => {
  async function uploadLink(token: string, type = "image/png") {
    const res = await request(testApp()).post("/api/create-profile-picture-uploadlink/").set("Authorization", `Bearer ${token}`).set("Host", "127.0.0.1:5000").send({ type });
    return { status: res.status, answer: (res.body as { data: UploadLinkAnswer }).data };
  }

  function pathOf(url: string): string {
    return new URL(url).pathname;
  }

  it("answers a link on this app, a file name in the user's folder and where to read it", async () => {
    const owner = await registeredOwner();
    const { status, answer } = await uploadLink(owner.token);
    expect(status).toBe(200);
    expect(answer.url).toMatch(/^http:\/\/127\.0\.0\.1:5000\/api\/local-uploads\/[a-f0-9]{48}$/);
    expect(answer.fileName).toMatch(new RegExp(`^users/${owner.uid}/profile/[\\w-]+\\.png$`));
    expect(answer.publicUrl.startsWith("http://127.0.0.1:5000/api/local-uploads/")).toBe(true);
  });

  it("stores the PUT file and serves it back, and the picture can be saved in the profile", async () => {
    const owner = await registeredOwner();
    const { answer } = await uploadLink(owner.token);
    const put = await request(testApp()).put(pathOf(answer.url)).set("Content-Type", "image/png").send(png);
    expect(put.status).toBe(200);
    const get = await request(testApp()).get(pathOf(answer.publicUrl)).buffer(true);
    expect(get.status).toBe(200);
    expect(get.headers["content-type"]).toBe("image/png");
    expect(Buffer.compare(get.body as Buffer, png)).toBe(0);
    const me = await request(testApp()).post("/api/me").set("Authorization", `Bearer ${owner.token}`).send({ name: "Ana Pérez", picture: answer.publicUrl });
    expect(me.body.data.picture).toBe(answer.publicUrl);
  });

  it("accepts a link once", async () => {
    const owner = await registeredOwner();
    const { answer } = await uploadLink(owner.token);
    await request(testApp()).put(pathOf(answer.url)).set("Content-Type", "image/png").send(png);
    const again = await request(testApp()).put(pathOf(answer.url)).set("Content-Type", "image/png").send(png);
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ error: { code: "upload-link-expired" } });
  });

  it("refuses a file of another type than the link was made for", async () => {
    const owner = await registeredOwner();
    const { answer } = await uploadLink(owner.token, "image/jpeg");
    const put = await request(testApp()).put(pathOf(answer.url)).set("Content-Type", "image/png").send(png);
    expect(put.status).toBe(415);
    expect(put.body).toEqual({ error: { code: "unsupported-media-type" } });
  });

  it("refuses a file over 5 MB", async () => {
    const owner = await registeredOwner();
    const { answer } = await uploadLink(owner.token);
    const put = await request(testApp()).put(pathOf(answer.url)).set("Content-Type", "image/png").send(Buffer.alloc(5 * 1024 * 1024 + 1));
    expect(put.status).toBe(413);
    expect(put.body).toEqual({ error: { code: "payload-too-large" } });
  });

  it("refuses a picture type other than jpeg and png", async () => {
    const owner = await registeredOwner();
    const { status } = await uploadLink(owner.token, "image/gif");
    expect(status).toBe(400);
  });

  it("answers 404 for a file that was never uploaded", async () => {
    const res = await request(testApp()).get("/api/local-uploads/users~nobody~profile~x.png");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "not-found" } });
  });
});
