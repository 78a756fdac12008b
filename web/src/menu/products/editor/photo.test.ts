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
    expect(await productPhotoFileError(file("image/gif"), read)).toEqual({ code: "photo-type" });
    expect(read).not.toHaveBeenCalled();
  });

  it("refuses a photo that is not square", async () => {
    expect(await productPhotoFileError(file("image/jpeg"), sized(800, 600))).toEqual({ code: "photo-not-square", width: 800, height: 600 });
  });

  it("refuses a square photo below 720 px", async () => {
    expect(await productPhotoFileError(file("image/jpeg"), sized(500, 500))).toEqual({ code: "photo-too-small", width: 500, height: 500 });
  });

  it("refuses a square photo above 1240 px", async () => {
    expect(await productPhotoFileError(file("image/png"), sized(2000, 2000))).toEqual({ code: "photo-too-large", width: 2000, height: 2000 });
  });

  it("refuses a file the browser cannot decode as damaged, not as a wrong type", async () => {
    expect(await productPhotoFileError(file("image/png"), vi.fn(async () => null))).toEqual({ code: "photo-damaged" });
  });

  it("refuses an empty file as damaged without decoding it", async () => {
    const read = sized(800, 800);
    expect(await productPhotoFileError(new File([], "photo.png", { type: "image/png" }), read)).toEqual({ code: "photo-damaged" });
    expect(read).not.toHaveBeenCalled();
  });
});
