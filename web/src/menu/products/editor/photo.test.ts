import { describe, expect, it, vi } from "vitest";
import { productPhotoFileError } from "./photo";

const file = (type: string) => new File([new Uint8Array([1, 2, 3])], "photo", { type });
const sized = (width: number, height: number) => vi.fn(async () => ({ width, height }));

describe("productPhotoFileError", () => {
  it("accepts a square 800 px png", async () => {
    expect(await productPhotoFileError(file("image/png"), sized(800, 800))).toBeNull();
  });

  it("refuses a gif without decoding it", async () => {
    const read = sized(800, 800);
    expect(await productPhotoFileError(file("image/gif"), read)).toBe("photo-type");
    expect(read).not.toHaveBeenCalled();
  });

  it("refuses a photo that is not square", async () => {
    expect(await productPhotoFileError(file("image/jpeg"), sized(800, 600))).toBe("photo-not-square");
  });

  it("refuses a square photo below 720 px", async () => {
    expect(await productPhotoFileError(file("image/jpeg"), sized(500, 500))).toBe("photo-too-small");
  });

  it("refuses a square photo above 1240 px", async () => {
    expect(await productPhotoFileError(file("image/png"), sized(2000, 2000))).toBe("photo-too-large");
  });

  it("refuses a file the browser cannot decode as not being a jpg or png", async () => {
    expect(await productPhotoFileError(file("image/png"), vi.fn(async () => null))).toBe("photo-type");
  });
});
