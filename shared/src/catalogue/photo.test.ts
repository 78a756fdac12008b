import { describe, expect, it } from "vitest";
import { PRODUCT_PHOTO_MAX, PRODUCT_PHOTO_MIN, productPhotoError } from "./photo";

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
  it("treats unknown dimensions as too small", () => {
    expect(productPhotoError(Number.NaN, Number.NaN, "image/png")).toBe("photo-too-small");
  });
});
