// Amounts in a currency's minor unit, as card payment providers count them (Stripe: "amount" is an
// integer of the smallest unit: 12.50 EUR is 1250, 500 JPY is 500, 1.250 KWD is 1250). The product keeps
// amounts in major units (12.5); these convert at the boundary, rounding half away from zero on the
// minor unit without binary-float surprises (1.005 EUR is 101 cents, not 100).

/** ISO 4217 currencies without a minor unit (Stripe's zero-decimal list). */
const ZERO_DECIMAL = new Set([
  "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "MGA", "PYG", "RWF", "UGX", "VND", "VUV", "XAF", "XOF", "XPF",
]);
/** ISO 4217 currencies with three decimals (thousandths: fils, baisa, millimes). */
const THREE_DECIMAL = new Set(["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]);
/**
 * Stripe's special cases (docs "Supported currencies: special cases"): ISK and UGX have no minor unit but
 * Stripe still takes them in hundredths, always a whole unit (5 ISK is 500).
 */
const STRIPE_WHOLE_HUNDREDTHS = new Set(["ISK", "UGX"]);

function normalise(currency: string | null | undefined): string {
  return (currency ?? "").trim().toUpperCase();
}

/** Digits of the currency's minor unit: 0 (JPY, KRW), 3 (KWD, BHD) or 2 (all others, an unknown one too). */
export function minorUnitDigits(currency: string | null | undefined): 0 | 2 | 3 {
  const code = normalise(currency);
  if (ZERO_DECIMAL.has(code)) return 0;
  if (THREE_DECIMAL.has(code)) return 3;
  return 2;
}

/** Multiplies by 10^exponent in decimal notation, so 1.005 shifted by 2 is exactly 100.5. */
function shift(value: number, exponent: number): number {
  const [mantissa, power = "0"] = String(value).split("e");
  return Number(`${mantissa}e${Number(power) + exponent}`);
}

/** Rounds to an integer, half away from zero (-0 becomes 0). */
function roundHalfAway(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * The amount in the currency's minor unit, rounded half away from zero: 12.5 EUR → 1250, 0.015 EUR → 2,
 * 1234.5 JPY → 1235, 1.2345 KWD → 1235. Throws RangeError for an amount that is not a finite number.
 */
export function toMinorUnits(amount: number, currency: string | null | undefined): number {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
  return roundHalfAway(shift(amount, minorUnitDigits(currency)));
}

/** The amount in major units of a count of minor units: 1250 EUR cents → 12.5, 500 JPY → 500, 1250 KWD fils → 1.25. */
export function fromMinorUnits(minor: number, currency: string | null | undefined): number {
  if (!Number.isFinite(minor)) throw new RangeError(`not an amount: ${minor}`);
  const value = shift(roundHalfAway(minor), -minorUnitDigits(currency));
  return Object.is(value, -0) ? 0 : value;
}

/**
 * The integer Stripe's `amount` takes for this amount and currency: the minor unit, except ISK and UGX
 * (whole units given in hundredths: 5 ISK → 500), and three-decimal currencies, whose last digit Stripe
 * wants to be 0: rounded to the hundredth first (1.2345 KWD → 1.23 → 1230; 1.235 KWD → 1.24 → 1240).
 */
export function toStripeAmount(amount: number, currency: string | null | undefined): number {
  const code = normalise(currency);
  if (STRIPE_WHOLE_HUNDREDTHS.has(code)) return toMinorUnits(amount, code) * 100;
  if (THREE_DECIMAL.has(code)) return roundHalfAway(shift(amount, 2)) * 10;
  return toMinorUnits(amount, code);
}

/** The amount (major units) of a Stripe `amount` in this currency; the inverse of toStripeAmount. */
export function fromStripeAmount(amount: number, currency: string | null | undefined): number {
  const code = normalise(currency);
  if (STRIPE_WHOLE_HUNDREDTHS.has(code)) return fromMinorUnits(amount / 100, code);
  return fromMinorUnits(amount, code);
}

/** Stripe's currency parameter: the ISO code in lower case ("eur"). */
export function stripeCurrency(currency: string | null | undefined): string {
  return normalise(currency).toLowerCase();
}
