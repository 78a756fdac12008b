// Reading a QR code out of a camera frame (RGBA pixels) with jsqr; pure, so it is tested without a camera.
import jsQR from "jsqr";

export interface Frame {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The text of the QR code in the frame, or null. `tryInverted` also reads light-on-dark codes (slower). */
export function decodeQrFrame(frame: Frame, tryInverted = false): string | null {
  if (frame.width <= 0 || frame.height <= 0 || frame.data.length < frame.width * frame.height * 4) return null;
  const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: tryInverted ? "attemptBoth" : "dontInvert" });
  return code?.data ? code.data : null;
}

/** The size a frame is scaled to before decoding: at most `max` pixels on its longer side (fast on phones). */
export function scanSize(width: number, height: number, max = 640): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
