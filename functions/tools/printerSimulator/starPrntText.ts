// Reads StarPRNT command bytes back as the text a printer would print (what the simulated printer writes
// to its file): the commands shared/src/printing/starPrnt.ts emits are understood (initialise, UTF-8,
// alignment, size, emphasis, QR code, cut); each line is aligned in the paper's columns as the text/plain
// rendering does, a QR code becomes "[QR code: …]", the cut "--- cut ---", and any other command is shown
// in hex ("<1B 2A>") so that nothing is silently dropped.
import { textWidth } from "@comanda/shared";

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;
const CR = 0x0d;

type Align = "left" | "center" | "right";

const hex = (bytes: ArrayLike<number>) =>
  Array.from(bytes, (b) => b.toString(16).toUpperCase().padStart(2, "0")).join(" ");

/** The StarPRNT bytes as readable text lines (UTF-8), each ending with a line break. */
export function starPrntToText(bytes: Uint8Array, columns: number): string {
  const decoder = new TextDecoder("utf-8");
  const lines: string[] = [];
  /** The line's bytes not decoded yet, and its text so far. */
  let pending: number[] = [];
  let line = "";
  let align: Align = "left";
  let qrData: Uint8Array | null = null;

  const flush = () => {
    const text = line + decoder.decode(Uint8Array.from(pending));
    const room = Math.max(0, columns - textWidth(text));
    const left = align === "center" ? Math.floor(room / 2) : align === "right" ? room : 0;
    lines.push((" ".repeat(left) + text).trimEnd());
    pending = [];
    line = "";
  };
  /** Text that is not printed characters, in its place in the line. */
  const note = (text: string) => {
    line += decoder.decode(Uint8Array.from(pending)) + text;
    pending = [];
  };
  const unknown = (from: number, to: number) => note(`<${hex(bytes.subarray(from, Math.min(to, bytes.length)))}>`);

  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b === LF) {
      flush();
      i += 1;
      continue;
    }
    if (b === CR) {
      i += 1;
      continue;
    }
    if (b !== ESC) {
      pending.push(b);
      i += 1;
      continue;
    }
    const c1 = bytes[i + 1];
    if (c1 === 0x40) {
      // ESC @: initialise.
      align = "left";
      i += 2;
    } else if (c1 === 0x45 || c1 === 0x46) {
      // ESC E / ESC F: emphasis on / off (plain text has none).
      i += 2;
    } else if (c1 === 0x69) {
      // ESC i n1 n2: character expansion (plain text has one size).
      i += 4;
    } else if (c1 === 0x64) {
      // ESC d n: cut.
      if (pending.length > 0 || line) flush();
      lines.push("--- cut ---");
      i += 3;
    } else if (c1 === GS) {
      const c2 = bytes[i + 2];
      if (c2 === 0x61) {
        // ESC GS a n: alignment.
        const n = bytes[i + 3];
        align = n === 1 || n === 0x31 ? "center" : n === 2 || n === 0x32 ? "right" : "left";
        i += 4;
      } else if (c2 === 0x29 && bytes[i + 3] === 0x55) {
        // ESC GS ) U nL nH …: Unicode settings (UTF-8 is what this reader assumes).
        const n = (bytes[i + 4] ?? 0) + (bytes[i + 5] ?? 0) * 256;
        i += 6 + n;
      } else if (c2 === 0x79 && bytes[i + 3] === 0x53) {
        // ESC GS y S n m: QR code settings.
        i += 6;
      } else if (c2 === 0x79 && bytes[i + 3] === 0x44) {
        // ESC GS y D 1 m nL nH d…: QR code data.
        const n = (bytes[i + 6] ?? 0) + (bytes[i + 7] ?? 0) * 256;
        qrData = bytes.subarray(i + 8, i + 8 + n);
        i += 8 + n;
      } else if (c2 === 0x79 && bytes[i + 3] === 0x50) {
        // ESC GS y P: print the QR code.
        note(`[QR code: ${qrData ? decoder.decode(qrData) : ""}]`);
        i += 4;
      } else {
        unknown(i, i + 3);
        i += 3;
      }
    } else {
      unknown(i, i + 2);
      i += 2;
    }
  }
  if (pending.length > 0 || line) flush();
  return `${lines.join("\n")}\n`;
}
