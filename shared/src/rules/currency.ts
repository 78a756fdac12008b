// Currency lookup table (code, symbol, minor-unit decimals); an unknown currency falls back to EUR.
// Formatting is left to Intl.NumberFormat in web/; this only knows how to round amounts.

export interface CurrencyInfo {
  code: string;
  symbol: string;
  decimals: number;
}

const TABLE = [
  { code: "EUR", symbol: "€", decimals: 2 },
  { code: "USD", symbol: "$", decimals: 2 },
  { code: "GBP", symbol: "£", decimals: 2 },
  { code: "CHF", symbol: "CHF", decimals: 2 },
  { code: "SEK", symbol: "kr", decimals: 2 },
  { code: "NOK", symbol: "kr", decimals: 2 },
  { code: "DKK", symbol: "kr", decimals: 2 },
  { code: "ISK", symbol: "kr", decimals: 0 },
  { code: "PLN", symbol: "zł", decimals: 2 },
  { code: "CZK", symbol: "Kč", decimals: 2 },
  { code: "HUF", symbol: "Ft", decimals: 2 },
  { code: "RON", symbol: "lei", decimals: 2 },
  { code: "BGN", symbol: "лв", decimals: 2 },
  { code: "TRY", symbol: "₺", decimals: 2 },
  { code: "MXN", symbol: "$", decimals: 2 },
  { code: "CAD", symbol: "$", decimals: 2 },
  { code: "AUD", symbol: "$", decimals: 2 },
  { code: "NZD", symbol: "$", decimals: 2 },
  { code: "BRL", symbol: "R$", decimals: 2 },
  { code: "CNY", symbol: "¥", decimals: 2 },
  { code: "HKD", symbol: "$", decimals: 2 },
  { code: "SGD", symbol: "$", decimals: 2 },
  { code: "JPY", symbol: "¥", decimals: 0 },
  { code: "KRW", symbol: "₩", decimals: 0 },
  { code: "INR", symbol: "₹", decimals: 2 },
  { code: "AED", symbol: "د.إ", decimals: 2 },
  { code: "ZAR", symbol: "R", decimals: 2 },
] as const satisfies readonly CurrencyInfo[];

export type CurrencyCode = (typeof TABLE)[number]["code"];
export const CURRENCIES: readonly CurrencyInfo[] = TABLE;
export const CURRENCY_CODES: readonly CurrencyCode[] = TABLE.map((c) => c.code);
export const DEFAULT_CURRENCY: CurrencyCode = "EUR";

const BY_CODE = new Map<string, CurrencyInfo>(TABLE.map((c) => [c.code, c]));

export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === "string" && BY_CODE.has(value);
}

/** The currency of a code (case-insensitive), or EUR when it is unknown or missing. */
export function currencyInfo(code: string | null | undefined): CurrencyInfo {
  return BY_CODE.get((code ?? "").trim().toUpperCase()) ?? BY_CODE.get(DEFAULT_CURRENCY)!;
}

/** Multiplies by 10^exponent in decimal notation, so 1.005 shifted by 2 is exactly 100.5. */
function shift(value: number, exponent: number): number {
  const [mantissa, power = "0"] = String(value).split("e");
  return Number(`${mantissa}e${Number(power) + exponent}`);
}

/**
 * Rounds an amount to the currency's decimals, half away from zero, without binary-float surprises
 * (1.005 EUR gives 1.01, not 1.00). A non-finite amount is returned unchanged.
 */
export function roundMoney(amount: number, currency: string | null | undefined): number {
  if (!Number.isFinite(amount)) return amount;
  const { decimals } = currencyInfo(currency);
  const sign = amount < 0 ? -1 : 1;
  const rounded = sign * shift(Math.round(shift(Math.abs(amount), decimals)), -decimals);
  return Object.is(rounded, -0) ? 0 : rounded;
}
