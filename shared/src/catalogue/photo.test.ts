import { describe, expect, it } from "vitest";
import { PRODUCT_PHOTO_MAX, PRODUCT_PHOTO_MIN, productPhotoError, productPhotoFileError } from "./photo";

describe("productPhotoError", () => {
  it("accepts a square jpg of the smallest size", () => {
    expect(productPhotoError(PRODUCT_PHOTO_MIN, PRODUCT_PHOTO_MIN, "image/jpeg")).toBeNull();
  });
  it("accepts a square png of the largest size", () => {
    expect(productPhotoError(PRODUCT_PHOTO_MAX, PRODUCT_PHOTO_MAX, "image/png")).toBeNull();
  });
  it("accepts the content type in any case and with parameters", () => {
    expect(productPhotoError(1000, 1000, " IMAGE/PNG; charset=binary")).toBeNull();
  });
  it("accepts the unofficial image/jpg", () => {
    expect(productPhotoError(1000, 1000, "image/jpg")).toBeNull();
  });
  it.each(["image/gif", "image/webp", "application/pdf", ""])("refuses %j as photo-type", (type) => {
    expect(productPhotoError(1000, 1000, type)).toBe("photo-type");
  });
  it("reports the type before the size", () => {
    expect(productPhotoError(10, 20, "image/gif")).toBe("photo-type");
  });
  it("refuses a photo that is not square", () => {
    expect(productPhotoError(800, 801, "image/jpeg")).toBe("photo-not-square");
  });
  it("refuses a side one pixel below the minimum", () => {
    expect(productPhotoError(719, 719, "image/jpeg")).toBe("photo-too-small");
  });
  it("refuses a side one pixel above the maximum", () => {
    expect(productPhotoError(1241, 1241, "image/png")).toBe("photo-too-large");
  });
  it("treats unknown or zero dimensions as a damaged file", () => {
    expect(productPhotoError(Number.NaN, Number.NaN, "image/png")).toBe("photo-damaged");
    expect(productPhotoError(0, 0, "image/png")).toBe("photo-damaged");
  });
});

/** The first 24 bytes of a PNG: signature and IHDR with its size (all the reader needs). */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(24);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe("productPhotoFileError", () => {
  it("accepts a square PNG of 800 px", () => {
    expect(productPhotoFileError(pngHeader(800, 800))).toBeNull();
  });
  it("reports a missing file as photo-not-found", () => {
    expect(productPhotoFileError(null)).toBe("photo-not-found");
  });
  it("reports bytes that are no PNG or JPEG as photo-type", () => {
    expect(productPhotoFileError(Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]))).toBe("photo-type");
  });
  it("reports an empty file as photo-damaged, not as a wrong type", () => {
    expect(productPhotoFileError(new Uint8Array(0))).toBe("photo-damaged");
  });
  it("reports a PNG or JPEG that cannot be read (cut off, corrupt) as photo-damaged", () => {
    expect(productPhotoFileError(pngHeader(800, 800).slice(0, 12))).toBe("photo-damaged");
    expect(productPhotoFileError(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 2]))).toBe("photo-damaged");
  });
  it("applies the size rule to the size read from the file", () => {
    expect(productPhotoFileError(pngHeader(600, 600))).toBe("photo-too-small");
    expect(productPhotoFileError(pngHeader(800, 900))).toBe("photo-not-square");
  });
});
