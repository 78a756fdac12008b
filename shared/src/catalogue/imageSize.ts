// Width, height and type of a PNG or JPEG picture read from the first bytes of its file, so the server
// can check an uploaded product photo (spec §5) without decoding it or downloading all of it.

export type ImageType = "image/png" | "image/jpeg";

export interface ImageSize {
  type: ImageType;
  width: number;
  height: number;
}

/**
 * How many leading bytes are enough for imageSize. A PNG needs 24; a JPEG's frame header comes after
 * its APPn segments (Exif with a thumbnail, ICC profile, XMP: each up to 64 KiB), so allow for several.
 */
export const IMAGE_HEADER_BYTES = 256 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
// "IHDR" in ASCII: the first chunk of every PNG, holding width and height.
const IHDR = [0x49, 0x48, 0x44, 0x52] as const;

function startsWith(bytes: Uint8Array, expected: readonly number[], at = 0): boolean {
  if (bytes.length < at + expected.length) return false;
  return expected.every((value, i) => bytes[at + i] === value);
}

function uint16(bytes: Uint8Array, at: number): number {
  return (bytes[at]! << 8) | bytes[at + 1]!;
}

function uint32(bytes: Uint8Array, at: number): number {
  // >>> 0 keeps values of 2^31 and above positive.
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
}

function pngSize(bytes: Uint8Array): ImageSize | null {
  // Signature (8), IHDR length (4) and type (4), then width (4) and height (4), big-endian.
  if (bytes.length < 24 || !startsWith(bytes, IHDR, 12)) return null;
  const width = uint32(bytes, 16);
  const height = uint32(bytes, 20);
  // The PNG specification allows 1 to 2^31 - 1 pixels a side.
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return null;
  return { type: "image/png", width, height };
}

/** Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Markers that stand alone, without a length: TEM and RST0–RST7. */
function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

const START_OF_SCAN = 0xda;
const END_OF_IMAGE = 0xd9;

function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // Any number of 0xFF fill bytes may precede a marker.
    while (at < bytes.length && bytes[at] === 0xff) at++;
    if (at >= bytes.length) return null;
    const marker = bytes[at]!;
    at++;
    if (isStandalone(marker)) continue;
    // Entropy-coded data follows a scan, and the frame header must come before the first one.
    if (marker === START_OF_SCAN || marker === END_OF_IMAGE || marker === 0x00 || marker === 0xd8) return null;
    if (at + 2 > bytes.length) return null;
    const length = uint16(bytes, at);
    // The length counts its own two bytes.
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      // Length (2), sample precision (1), height (2), width (2).
      if (length < 7 || at + 7 > bytes.length) return null;
      const height = uint16(bytes, at + 3);
      const width = uint16(bytes, at + 5);
      // A height of 0 means "given later by a DNL marker", which photo tools do not write.
      if (width === 0 || height === 0) return null;
      return { type: "image/jpeg", width, height };
    }
    at += length;
  }
  return null;
}

/** True when the bytes start like a PNG or a JPEG, readable or not: unreadable ones are damaged. */
export function hasImageSignature(bytes: Uint8Array): boolean {
  return startsWith(bytes, PNG_SIGNATURE) || startsWith(bytes, [0xff, 0xd8]);
}

/**
 * The type and pixel size of a PNG or JPEG file from its first bytes (IMAGE_HEADER_BYTES are enough for
 * any usual photo), or null for anything else: another format, truncated or corrupt data. The type comes
 * from the content, never from the file name. A JPEG's Exif orientation is not applied: a rotated photo
 * keeps its stored width and height, which does not matter for a square one.
 */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return pngSize(bytes);
  if (startsWith(bytes, [0xff, 0xd8])) return jpegSize(bytes);
  return null;
}
