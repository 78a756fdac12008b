import { describe, expect, it } from "vitest";
import { LOGO_MIN, logoError, logoFileError } from "./logo";

/** The first 24 bytes of a PNG: signature and IHDR with its size (all the reader needs). */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(24);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe("logoError", () => {
  it("accepts a square jpg or png of 527 px and larger ones", () => {
    expect(logoError(LOGO_MIN, LOGO_MIN, "image/jpeg")).toBeNull();
    expect(logoError(3000, 3000, "image/png")).toBeNull();
    expect(logoError(600, 600, "image/jpg")).toBeNull();
  });
  it("refuses other types", () => {
    expect(logoError(600, 600, "image/gif")).toBe("logo-type");
    expect(logoError(600, 600, "image/svg+xml")).toBe("logo-type");
  });
  it("refuses a logo that is not square", () => {
    expect(logoError(600, 601, "image/png")).toBe("logo-not-square");
  });
  it("refuses a square below 527 px", () => {
    expect(logoError(526, 526, "image/png")).toBe("logo-too-small");
  });
  it("calls a size that could not be read damaged", () => {
    expect(logoError(0, 0, "image/png")).toBe("logo-damaged");
  });
});

describe("logoFileError", () => {
  it("accepts a square PNG of 527 px read from its bytes", () => {
    expect(logoFileError(pngHeader(527, 527))).toBeNull();
  });
  it("reports a missing file as logo-not-found", () => {
    expect(logoFileError(null)).toBe("logo-not-found");
  });
  it("reports an empty file and a cut-off PNG as damaged, not as a wrong type", () => {
    expect(logoFileError(new Uint8Array(0))).toBe("logo-damaged");
    expect(logoFileError(pngHeader(600, 600).slice(0, 12))).toBe("logo-damaged");
  });
  it("reports bytes that are no PNG or JPEG as logo-type", () => {
    expect(logoFileError(Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]))).toBe("logo-type");
  });
  it("applies the size rule to the size in the file", () => {
    expect(logoFileError(pngHeader(500, 500))).toBe("logo-too-small");
    expect(logoFileError(pngHeader(800, 600))).toBe("logo-not-square");
  });
});
