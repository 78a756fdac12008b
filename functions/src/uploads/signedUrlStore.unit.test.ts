import { describe, expect, it } from "vitest";
import { fixedClock } from "../test/standIns";
import { SignedUrlUploadStore, type SigningBucket } from "./signedUrlStore";

const NAME = "companies/c1/public/products/p 1.png";

/** A bucket whose files answer downloads from `files` and record the options they were asked with. */
function bucket(files: Record<string, Buffer | { code: number }>, asked: unknown[] = []): SigningBucket {
  const fake = {
    name: "comanda-photos",
    file: (name: string) => ({
      async download(options: unknown) {
        asked.push(options);
        const found = files[name];
        if (!found) throw Object.assign(new Error("No such object"), { code: 404 });
        if (!Buffer.isBuffer(found)) throw Object.assign(new Error("Failed"), found);
        return [found];
      },
      async getSignedUrl() {
        return ["https://storage.googleapis.com/comanda-photos/signed"];
      },
    }),
  };
  // Only the members the store calls are given.
  return fake as unknown as SigningBucket;
}

describe("SignedUrlUploadStore reading back for checks", () => {
  it("maps the public URL it answers back to the object name", async () => {
    const store = new SignedUrlUploadStore(bucket({}), fixedClock);
    const link = await store.createUploadLink({ fileName: NAME, contentType: "image/png", maxBytes: 10, requestOrigin: "https://admin.example.com" });
    expect(store.fileNameOf(link.publicUrl)).toBe(NAME);
  });

  it("maps a Firebase Storage URL that carries a download token", () => {
    const store = new SignedUrlUploadStore(bucket({}), fixedClock);
    expect(store.fileNameOf(`https://firebasestorage.googleapis.com/v0/b/comanda-photos/o/${encodeURIComponent(NAME)}?alt=media&token=abc`)).toBe(NAME);
  });

  it("maps a plain Cloud Storage URL of its bucket", () => {
    const store = new SignedUrlUploadStore(bucket({}), fixedClock);
    expect(store.fileNameOf("https://storage.googleapis.com/comanda-photos/companies/c1/public/products/p%201.png")).toBe(NAME);
  });

  it.each([
    `https://firebasestorage.googleapis.com/v0/b/other-bucket/o/${encodeURIComponent(NAME)}?alt=media`,
    "https://storage.googleapis.com/other-bucket/companies/c1/public/products/p.png",
    "https://storage.googleapis.com/comanda-photos/",
    `http://firebasestorage.googleapis.com/v0/b/comanda-photos/o/${encodeURIComponent(NAME)}?alt=media`,
    "https://example.com/comanda-photos/companies/c1/public/products/p.png",
    "not a url",
  ])("answers null for %j, which is not one of its files", (url) => {
    expect(new SignedUrlUploadStore(bucket({}), fixedClock).fileNameOf(url)).toBeNull();
  });

  it("downloads only the first bytes", async () => {
    const asked: unknown[] = [];
    const store = new SignedUrlUploadStore(bucket({ [NAME]: Buffer.from([1, 2, 3]) }, asked), fixedClock);
    expect(await store.readStart(NAME, 65_536)).toEqual(Buffer.from([1, 2, 3]));
    expect(asked).toEqual([{ start: 0, end: 65_535, validation: false }]);
  });

  it("answers null for a missing object", async () => {
    expect(await new SignedUrlUploadStore(bucket({}), fixedClock).readStart(NAME, 10)).toBeNull();
  });

  it("answers no bytes for an empty object", async () => {
    expect(await new SignedUrlUploadStore(bucket({ [NAME]: { code: 416 } }), fixedClock).readStart(NAME, 10)).toEqual(new Uint8Array(0));
  });

  it("passes other storage failures on", async () => {
    await expect(new SignedUrlUploadStore(bucket({ [NAME]: { code: 503 } }), fixedClock).readStart(NAME, 10)).rejects.toThrow("Failed");
  });
});
