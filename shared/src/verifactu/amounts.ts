// Amounts as the agency receives them: a dot and two decimals ("12.30", "-4.50"), counted in whole cents
// (VeriFactu is in euros).
import { toMinorUnits } from "../rules/money";

/** Whole cents of an amount in major units (12.3 → 1230), rounded half away from zero. */
export function euroCents(amount: number): number {
  return toMinorUnits(amount, "EUR");
}

/** Cents as the agency's text: 1230 → "12.30", -450 → "-4.50". */
export function centsText(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** An amount as the agency's text, two decimals and a dot: 12.3 → "12.30". */
export function amountText(amount: number): string {
  return centsText(euroCents(amount));
}

/** The cents of an amount text the agency received ("12.30" → 1230). */
export function textCents(text: string): number {
  return euroCents(Number(text));
}
