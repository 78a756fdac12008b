// Columns a text takes on a receipt printer's fixed-pitch font: East Asian wide and fullwidth characters
// (Chinese, Japanese, Korean, fullwidth forms) take two columns, combining marks and control characters
// none, everything else one. Wrapping breaks on spaces, and between ideographs, which have no spaces.

/** Unicode East Asian Width "W" and "F" ranges (UAX #11), the ones a menu can hold. */
const WIDE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x115f], // Hangul Jamo initial consonants
  [0x231a, 0x231b],
  [0x2e80, 0x303e], // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation (、。「」)
  [0x3041, 0x33ff], // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK compatibility
  [0x3400, 0x4dbf], // CJK unified ideographs extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xa000, 0xa4cf], // Yi
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe19], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms, small form variants
  [0xff00, 0xff60], // fullwidth forms (，！？：；（）)
  [0xffe0, 0xffe6], // fullwidth signs (￥)
  [0x1f300, 0x1f64f], // pictographs and emoticons
  [0x1f900, 0x1f9ff],
  [0x20000, 0x3fffd], // CJK unified ideographs extensions B and later
];

const ZERO_WIDTH = /[\p{Mn}\p{Me}\p{Cc}\p{Cf}]/u;

/** Columns one character (code point) takes: 0, 1 or 2. */
export function charWidth(char: string): 0 | 1 | 2 {
  const code = char.codePointAt(0);
  if (code === undefined) return 0;
  if (ZERO_WIDTH.test(char)) return 0;
  for (const [from, to] of WIDE_RANGES) {
    if (code < from) break;
    if (code <= to) return 2;
  }
  return 1;
}

/** Columns a text takes (its characters' widths added up). */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/** The text padded with spaces to `width` columns (never cut). */
export function padRight(text: string, width: number): string {
  return text + " ".repeat(Math.max(0, width - textWidth(text)));
}

/** The text preceded by spaces up to `width` columns (never cut). */
export function padLeft(text: string, width: number): string {
  return " ".repeat(Math.max(0, width - textWidth(text))) + text;
}

// Punctuation that closes a phrase stays with the ideograph before it (no line starts with "，" or "。").
const CLOSING = /[\u3001\u3002\u300d\u300f\u3011\u3015\uff01\uff09\uff0c\uff0e\uff1a\uff1b\uff1f\u30fc]/u;

/** The pieces a line may break between; `space` when a space separated the piece from the one before. */
function pieces(text: string): Array<{ text: string; space: boolean }> {
  const out: Array<{ text: string; space: boolean }> = [];
  let current: { text: string; space: boolean } | null = null;
  let space = false;
  let lastWide = false;
  for (const char of text) {
    if (/\s/u.test(char)) {
      if (current) out.push(current);
      current = null;
      space = true;
      continue;
    }
    const wide = charWidth(char) === 2;
    const joins = current !== null && !space && (CLOSING.test(char) || (!wide && !lastWide));
    if (current && joins) {
      current.text += char;
    } else {
      if (current) out.push(current);
      current = { text: char, space };
    }
    lastWide = wide;
    space = false;
  }
  if (current) out.push(current);
  return out;
}

/** Cuts a text that is wider than `width` into pieces of at most `width` columns (at least one character each). */
function cut(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const char of text) {
    if (line && textWidth(line + char) > width) {
      lines.push(line);
      line = "";
    }
    line += char;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Splits a text into lines of at most `width` columns, breaking on spaces and between ideographs; a single
 * word wider than a line (a long name without spaces) is cut. Lines after the first may be narrower
 * (`nextWidth`), for a hanging indent. An empty text gives no line.
 */
export function wrapText(text: string, width: number, nextWidth: number = width): string[] {
  const lines: string[] = [];
  const limit = () => Math.max(1, lines.length === 0 ? width : nextWidth);
  let line = "";
  for (const piece of pieces(text)) {
    const candidate = line ? `${line}${piece.space ? " " : ""}${piece.text}` : piece.text;
    if (textWidth(candidate) <= limit() || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = piece.text;
    }
    while (textWidth(line) > limit()) {
      const [head, ...rest] = cut(line, limit());
      lines.push(head ?? "");
      line = rest.join("");
    }
  }
  if (line) lines.push(line);
  return lines;
}
