import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Clock } from "../clock";
import { LocalUploadStore } from "./localStore";
import { UPLOAD_LINK_LIFETIME_MS } from "./store";

let dir: string;
let now: Date;
const clock: Clock = { now: () => now };
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "comanda-uploads-test-"));
  now = new Date("2025-03-01T12:00:00.000Z");
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function link(store: LocalUploadStore) {
  const created = await store.createUploadLink({ fileName: "users/u1/profile/p.png", contentType: "image/png", maxBytes: 10, requestOrigin: "http://127.0.0.1:5000" });
  return { ...created, token: created.url.split("/").pop()! };
}

describe("LocalUploadStore", () => {
  it("links to this app's upload route and to a readable file", async () => {
    const created = await link(new LocalUploadStore(dir, clock));
    expect(created.url).toMatch(/^http:\/\/127\.0\.0\.1:5000\/api\/local-uploads\/[a-f0-9]{48}$/);
    expect(created.publicUrl).toBe("http://127.0.0.1:5000/api/local-uploads/users~u1~profile~p.png");
  });

  it("stores an upload and serves it back with its type", async () => {
    const store = new LocalUploadStore(dir, clock);
    const { token } = await link(store);
    expect(await store.accept(token, "image/png", png)).toEqual({ ok: true, fileKey: "users~u1~profile~p.png", bytes: png.length });
    expect(await store.read("users~u1~profile~p.png")).toEqual({ body: png, contentType: "image/png" });
  });

  it("accepts a token once", async () => {
    const store = new LocalUploadStore(dir, clock);
    const { token } = await link(store);
    await store.accept(token, "image/png", png);
    expect(await store.accept(token, "image/png", png)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a token after its lifetime", async () => {
    const store = new LocalUploadStore(dir, clock);
    const { token } = await link(store);
    now = new Date(now.getTime() + UPLOAD_LINK_LIFETIME_MS + 1);
    expect(await store.accept(token, "image/png", png)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses another content type and keeps the token for a retry", async () => {
    const store = new LocalUploadStore(dir, clock);
    const { token } = await link(store);
    expect(await store.accept(token, "image/jpeg", png)).toEqual({ ok: false, reason: "wrong-type" });
    expect((await store.accept(token, "image/png; charset=binary", png)).ok).toBe(true);
  });

  it("refuses a file over the limit", async () => {
    const store = new LocalUploadStore(dir, clock);
    const { token } = await link(store);
    expect(await store.accept(token, "image/png", Buffer.alloc(11))).toEqual({ ok: false, reason: "too-large" });
  });

  it("never reads outside its folder", async () => {
    const store = new LocalUploadStore(dir, clock);
    expect(await store.read("..")).toBeNull();
    expect(await store.read("../tokens")).toBeNull();
    expect(await store.accept("../../etc/passwd", "image/png", png)).toEqual({ ok: false, reason: "expired" });
  });
});

describe("LocalUploadStore reading back for checks", () => {
  async function stored(store: LocalUploadStore, body: Buffer): Promise<string> {
    const created = await store.createUploadLink({ fileName: "companies/c1/public/products/p.png", contentType: "image/png", maxBytes: 100, requestOrigin: "http://127.0.0.1:5000" });
    await store.accept(created.url.split("/").pop()!, "image/png", body);
    return created.publicUrl;
  }

  it("maps its public URL back to the file name", async () => {
    const store = new LocalUploadStore(dir, clock);
    expect(store.fileNameOf(await stored(store, png))).toBe("companies/c1/public/products/p.png");
  });

  it("maps the same file reached through another local origin", () => {
    const store = new LocalUploadStore(dir, clock);
    expect(store.fileNameOf("http://localhost:5173/api/local-uploads/companies~c1~public~products~p.png")).toBe("companies/c1/public/products/p.png");
  });

  it.each([
    "https://example.com/photo.png",
    "http://127.0.0.1:5000/api/other/companies~c1~public~products~p.png",
    "http://127.0.0.1:5000/api/local-uploads/..",
    "http://127.0.0.1:5000/api/local-uploads/companies~c1~p.png?v=2",
    "http://127.0.0.1:5000/api/local-uploads/%E0%A4%A",
    "ftp://127.0.0.1/api/local-uploads/companies~c1~p.png",
    "not a url",
  ])("answers null for %j, which is not one of its files", (url) => {
    expect(new LocalUploadStore(dir, clock).fileNameOf(url)).toBeNull();
  });

  it("reads the first bytes of a stored file", async () => {
    const store = new LocalUploadStore(dir, clock);
    await stored(store, png);
    expect(Buffer.from((await store.readStart("companies/c1/public/products/p.png", 4))!)).toEqual(png.subarray(0, 4));
  });

  it("reads a file shorter than asked for whole", async () => {
    const store = new LocalUploadStore(dir, clock);
    await stored(store, png);
    expect(Buffer.from((await store.readStart("companies/c1/public/products/p.png", 1000))!)).toEqual(png);
  });

  it("answers null for a file that was never uploaded", async () => {
    expect(await new LocalUploadStore(dir, clock).readStart("companies/c1/public/products/missing.png", 10)).toBeNull();
  });

  it("answers null for a name that would leave its folder", async () => {
    expect(await new LocalUploadStore(dir, clock).readStart("../tokens", 10)).toBeNull();
  });
});
