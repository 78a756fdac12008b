import { describe, expect, it } from "vitest";
import QRCode from "qrcode";
import { decodeQrFrame, scanSize, type Frame } from "./decode";

/** A QR code drawn as a camera would see it: `scale` pixels per module, a quiet zone, dark on light unless inverted. */
function qrFrame(text: string, { scale = 4, inverted = false } = {}): Frame {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const side = (modules.size + quiet * 2) * scale;
  const data = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - quiet;
      const col = Math.floor(x / scale) - quiet;
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      const dark = inside && modules.get(row, col) === 1;
      const value = dark !== inverted ? 0 : 255;
      const at = (y * side + x) * 4;
      data[at] = data[at + 1] = data[at + 2] = value;
      data[at + 3] = 255;
    }
  }
  return { data, width: side, height: side };
}

describe("decodeQrFrame", () => {
  it("reads the order payload of a receipt's QR code", () => {
    expect(decodeQrFrame(qrFrame("COMANDA-ORDER:7KQ2M9PX4T"))).toBe("COMANDA-ORDER:7KQ2M9PX4T");
  });

  it("answers null for a frame without a QR code", () => {
    const blank: Frame = { data: new Uint8ClampedArray(200 * 200 * 4).fill(255), width: 200, height: 200 };
    expect(decodeQrFrame(blank)).toBeNull();
  });

  it("answers null for a frame whose pixels do not fill its size", () => {
    expect(decodeQrFrame({ data: new Uint8ClampedArray(10), width: 100, height: 100 })).toBeNull();
  });

  it("reads a light-on-dark code only when asked to try inverted", () => {
    const frame = qrFrame("COMANDA-ORDER:ABCDEFGHJK", { inverted: true });
    expect(decodeQrFrame(frame)).toBeNull();
    expect(decodeQrFrame(frame, true)).toBe("COMANDA-ORDER:ABCDEFGHJK");
  });
});

describe("scanSize", () => {
  it("scales a large frame down to 640 pixels on its longer side", () => {
    expect(scanSize(1920, 1080)).toEqual({ width: 640, height: 360 });
  });

  it("keeps a small frame as it is", () => {
    expect(scanSize(320, 240)).toEqual({ width: 320, height: 240 });
  });
});
