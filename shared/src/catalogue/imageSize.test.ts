import { describe, expect, it } from "vitest";
import { imageSize } from "./imageSize";

function hex(text: string): Uint8Array {
  const clean = text.replace(/\s+/g, "");
  return Uint8Array.from({ length: clean.length / 2 }, (_, i) => parseInt(clean.slice(i * 2, i * 2 + 2), 16));
}

function concat(...parts: (Uint8Array | readonly number[])[]): Uint8Array {
  return Uint8Array.from(parts.flatMap((part) => [...part]));
}

const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];

// A 3 × 2 PNG and JPEG as a browser's canvas encodes them (the JPEG carries JFIF and ICC segments before its frame).
const REAL_PNG = hex(
  "89504e470d0a1a0a0000000d49484452000000030000000208060000009d74661a00000012494441547801623a636cfc1f8699189000000000ffffea9ec4a8000000064944415403007fb50698ee255baf0000000049454e44ae426082",
);
const REAL_JPEG = hex(
  "ffd8ffe000104a46494600010100000100010000ffe201d84943435f50524f46494c45000101000001c800000000043000006d6e74725247422058595a2007e00001000100000000000061637370000000000000000000000000000000000000000000000000000000010000f6d6000100000000d32d0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000964657363000000f0000000247258595a00000114000000146758595a00000128000000146258595a0000013c00000014777470740000015000000014725452430000016400000028675452430000016400000028625452430000016400000028637072740000018c0000003c6d6c756300000000000000010000000c656e5553000000080000001c007300520047004258595a200000000000006fa2000038f50000039058595a2000000000000062990000b785000018da58595a2000000000000024a000000f840000b6cf58595a20000000000000f6d6000100000000d32d706172610000000000040000000266660000f2a700000d59000013d000000a5b00000000000000006d6c756300000000000000010000000c656e5553000000200000001c0047006f006f0067006c006500200049006e0063002e00200032003000310036ffdb004300100b0c0e0c0a100e0d0e1211101318281a181616183123251d283a333d3c3933383740485c4e404457453738506d51575f626768673e4d71797064785c656763ffdb0043011112121815182f1a1a2f634238426363636363636363636363636363636363636363636363636363636363636363636363636363636363636363636363636363ffc00011080002000303012200021101031101ffc4001500010100000000000000000000000000000005ffc40014100100000000000000000000000000000000ffc4001501010100000000000000000000000000000406ffc40014110100000000000000000000000000000000ffda000c03010002110311003f009e006a47ffd9",
);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The signature and IHDR chunk of a PNG (CRC not checked by the reader, so zeros). */
function pngHeader(width: number, height: number): Uint8Array {
  return concat(PNG_SIGNATURE, be32(13), [0x49, 0x48, 0x44, 0x52], be32(width), be32(height), [8, 6, 0, 0, 0], be32(0));
}

/** A JPEG segment: marker and body, with the length that counts itself. */
function segment(marker: number, body: readonly number[]): number[] {
  return [0xff, marker, ...be16(body.length + 2), ...body];
}

const SOI = [0xff, 0xd8];
const frame = (marker: number, width: number, height: number) => segment(marker, [8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
const app = (n: number, size: number) => segment(0xe0 + n, new Array<number>(size).fill(0x41));

describe("imageSize of a PNG", () => {
  it("reads a real PNG's size", () => {
    expect(imageSize(REAL_PNG)).toEqual({ type: "image/png", width: 3, height: 2 });
  });

  it("reads width and height from the IHDR chunk", () => {
    expect(imageSize(pngHeader(800, 600))).toEqual({ type: "image/png", width: 800, height: 600 });
  });

  it("needs only the first 24 bytes", () => {
    expect(imageSize(pngHeader(1240, 1240).slice(0, 24))).toEqual({ type: "image/png", width: 1240, height: 1240 });
  });

  it("reads sizes of 2^31 - 1 without turning them negative", () => {
    expect(imageSize(pngHeader(0x7fffffff, 1))).toEqual({ type: "image/png", width: 0x7fffffff, height: 1 });
  });

  it("answers null for a PNG cut before the end of its height", () => {
    expect(imageSize(pngHeader(800, 800).slice(0, 23))).toBeNull();
  });

  it("answers null when the first chunk is not IHDR", () => {
    const header = pngHeader(800, 800);
    header.set([0x49, 0x44, 0x41, 0x54], 12);
    expect(imageSize(header)).toBeNull();
  });

  it("answers null for a zero width", () => {
    expect(imageSize(pngHeader(0, 800))).toBeNull();
  });

  it("answers null for a size beyond the PNG limit", () => {
    expect(imageSize(pngHeader(0x80000000, 800))).toBeNull();
  });
});

describe("imageSize of a JPEG", () => {
  it("reads a real JPEG's size past its JFIF and ICC segments", () => {
    expect(imageSize(REAL_JPEG)).toEqual({ type: "image/jpeg", width: 3, height: 2 });
  });

  it("reads width and height from a baseline frame header", () => {
    expect(imageSize(concat(SOI, frame(0xc0, 1000, 800)))).toEqual({ type: "image/jpeg", width: 1000, height: 800 });
  });

  it("reads a progressive frame header", () => {
    expect(imageSize(concat(SOI, app(0, 14), frame(0xc2, 720, 720)))).toEqual({ type: "image/jpeg", width: 720, height: 720 });
  });

  it("skips large APPn segments before the frame", () => {
    const bytes = concat(SOI, app(1, 65_000), app(2, 65_000), app(13, 40_000), frame(0xc0, 900, 900));
    expect(imageSize(bytes)).toEqual({ type: "image/jpeg", width: 900, height: 900 });
  });

  it("does not take a Huffman table (C4) for a frame header", () => {
    const table = segment(0xc4, [0, ...be16(50), ...be16(60), 0, 0, 0]);
    expect(imageSize(concat(SOI, table, frame(0xc0, 800, 800)))).toEqual({ type: "image/jpeg", width: 800, height: 800 });
  });

  it("skips fill bytes before a marker", () => {
    expect(imageSize(concat(SOI, [0xff, 0xff, 0xff], frame(0xc0, 750, 750).slice(1)))).toEqual({ type: "image/jpeg", width: 750, height: 750 });
  });

  it("skips standalone restart markers", () => {
    expect(imageSize(concat(SOI, [0xff, 0xd0], frame(0xc0, 800, 800)))).toEqual({ type: "image/jpeg", width: 800, height: 800 });
  });

  it("answers null when the data is cut inside a segment before the frame", () => {
    const bytes = concat(SOI, app(1, 1000), frame(0xc0, 800, 800));
    expect(imageSize(bytes.slice(0, 500))).toBeNull();
  });

  it("answers null when the data is cut inside the frame header", () => {
    const bytes = concat(SOI, frame(0xc0, 800, 800));
    expect(imageSize(bytes.slice(0, 9))).toBeNull();
  });

  it("answers null when a scan starts before any frame header", () => {
    expect(imageSize(concat(SOI, segment(0xda, [1, 1, 0, 0, 0x3f, 0]), frame(0xc0, 800, 800)))).toBeNull();
  });

  it("answers null for a segment length below two", () => {
    expect(imageSize(concat(SOI, [0xff, 0xe0, 0, 1], frame(0xc0, 800, 800)))).toBeNull();
  });

  it("answers null when a segment is not followed by a marker", () => {
    expect(imageSize(concat(SOI, app(0, 4), [0x12, 0x34], frame(0xc0, 800, 800)))).toBeNull();
  });

  it("answers null for a frame header of height 0 (size given later)", () => {
    expect(imageSize(concat(SOI, frame(0xc0, 800, 0)))).toBeNull();
  });

  it("answers null for only the start-of-image marker", () => {
    expect(imageSize(Uint8Array.from(SOI))).toBeNull();
  });
});

describe("imageSize of anything else", () => {
  it("answers null for a GIF", () => {
    expect(imageSize(concat([0x47, 0x49, 0x46, 0x38, 0x39, 0x61], be16(1).reverse(), be16(1).reverse()))).toBeNull();
  });

  it("answers null for no bytes", () => {
    expect(imageSize(new Uint8Array(0))).toBeNull();
  });

  it("answers null for text", () => {
    expect(imageSize(Uint8Array.from([...'<svg width="800" height="800"/>'].map((c) => c.charCodeAt(0))))).toBeNull();
  });
});
