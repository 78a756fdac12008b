// Decimal input rule (spec §2): a comma becomes a dot, the text parses as a decimal, anything else is null.
// Local until shared/src/rules/numbers.ts (parseDecimal) lands; then re-export it from there.

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** "1,5" → 1.5, "1," → 1, "" / "abc" / "1.2.3" → null. */
export function parseDecimal(text: string | number | null | undefined): number | null {
  if (typeof text === "number") return Number.isFinite(text) ? text : null;
  if (text == null) return null;
  const normalized = text.trim().replace(",", ".");
  if (!DECIMAL.test(normalized)) return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

/** How a stored number is shown back in the input. */
export function formatDecimal(value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? "" : String(value);
}
