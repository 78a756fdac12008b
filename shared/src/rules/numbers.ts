// Number input rule of spec §2: a comma becomes a dot, the text parses as a decimal, else null.

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** "1,5" → 1.5, " 2 " → 2, "" / "abc" / "1.2.3" → null. A finite number passes through. */
export function parseDecimal(input: string | number | null | undefined): number | null {
  if (typeof input === "number") return Number.isFinite(input) ? input : null;
  if (typeof input !== "string") return null;
  const text = input.trim().replace(/,/g, ".");
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
