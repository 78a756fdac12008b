// Tax ids: a Spanish NIF (DNI, or K/L/M for people without one), NIE (X/Y/Z) or CIF (companies and other
// organisations) checked by its control character, and another EU country's VAT id checked by its format
// (the country prefix and the pattern VIES publishes for it; no control digits). Answers are codes.
import type { CountryCode } from "../rules/countries";
import { isValidVatId } from "../api/generalSettings";

/**
 * tax-id-required: empty; tax-id-invalid: not the shape of any id of the country; tax-id-control: the
 * shape of a Spanish id whose control character is wrong.
 */
export type TaxIdError = "tax-id-required" | "tax-id-invalid" | "tax-id-control";
export type SpanishTaxIdKind = "nif" | "nie" | "cif";

/** Spaces, dots, dashes and slashes are how people write ids, not part of them. */
function compact(value: string): string {
  return value.replace(/[\s.\-/]/g, "").toUpperCase();
}

const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
const CIF_LETTERS = "JABCDEFGHI";

const DNI = /^(\d{8})([A-Z])$/;
/** K (Spanish under 14), L (Spanish non-resident), M (foreigner without NIE): letter, 7 digits, DNI letter. */
const KLM = /^([KLM])(\d{7})([A-Z])$/;
const NIE = /^([XYZ])(\d{7})([A-Z])$/;
const CIF = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/;

function dniLetter(digits: string): string {
  return DNI_LETTERS.charAt(Number(digits) % 23);
}

/** The CIF's control: odd places doubled (digits summed), even places as they are, then 10 - units. */
function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits.charAt(i));
    if (i % 2 === 1) sum += digit;
    else sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  }
  return (10 - (sum % 10)) % 10;
}

/** Which kind of Spanish id the text has the shape of (whatever its control character), or null. */
export function spanishTaxIdKind(value: string): SpanishTaxIdKind | null {
  const id = compact(value);
  if (DNI.test(id) || KLM.test(id)) return "nif";
  if (NIE.test(id)) return "nie";
  if (CIF.test(id)) return "cif";
  return null;
}

/** A Spanish NIF, NIE or CIF (an "ES" prefix is accepted): null when valid, else the code. */
export function spanishTaxIdError(value: string): TaxIdError | null {
  let id = compact(value);
  if (id === "") return "tax-id-required";
  if (id.startsWith("ES") && id.length === 11) id = id.slice(2);

  const dni = DNI.exec(id);
  if (dni) return dniLetter(dni[1] ?? "") === dni[2] ? null : "tax-id-control";
  const klm = KLM.exec(id);
  if (klm) return dniLetter(klm[2] ?? "") === klm[3] ? null : "tax-id-control";
  const nie = NIE.exec(id);
  if (nie) return dniLetter(`${"XYZ".indexOf(nie[1] ?? "")}${nie[2] ?? ""}`) === nie[3] ? null : "tax-id-control";
  const cif = CIF.exec(id);
  if (cif) {
    const [, type = "", digits = "", control = ""] = cif;
    const expected = cifControlDigit(digits);
    const asDigit = String(expected);
    const asLetter = CIF_LETTERS.charAt(expected);
    // Public bodies, non-profits, foreign entities and non-residents (digits starting 00) end in a letter;
    // companies (A, B), communities of owners (E) and co-owned estates (H) in a digit; the others in either.
    if ("NPQRSW".includes(type) || digits.startsWith("00")) return control === asLetter ? null : "tax-id-control";
    if ("ABEH".includes(type)) return control === asDigit ? null : "tax-id-control";
    return control === asDigit || control === asLetter ? null : "tax-id-control";
  }
  return "tax-id-invalid";
}

/**
 * The VAT id patterns of the EU member states, after their prefix (Greece's is EL; XI is Northern Ireland,
 * which VIES also answers for). Spain's is checked by spanishTaxIdError instead.
 */
const EU_VAT_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
};

/** The VAT prefix of a country: its ISO code, except Greece (EL). */
function vatPrefix(country: string): string {
  return country === "GR" ? "EL" : country;
}

/** Whether the country is an EU member state (or Northern Ireland) whose VAT ids have a known format. */
export function hasEuVatFormat(country: string): boolean {
  return country === "ES" || Object.hasOwn(EU_VAT_PATTERNS, vatPrefix(country));
}

/**
 * An EU VAT id of the given country by its format: the country prefix (added when missing) and the
 * pattern of that country. A Spanish one is checked by its control character.
 */
export function euVatIdError(value: string, country: string): TaxIdError | null {
  const id = compact(value);
  if (id === "") return "tax-id-required";
  if (country === "ES") return spanishTaxIdError(id);
  const prefix = vatPrefix(country);
  const pattern = EU_VAT_PATTERNS[prefix];
  if (!pattern) return "tax-id-invalid";
  const body = id.startsWith(prefix) ? id.slice(prefix.length) : id;
  return pattern.test(body) ? null : "tax-id-invalid";
}

/**
 * A tax id of a company or customer of the given country: Spanish by its control character, another EU
 * country's by its VAT format, any other country's by the general shape of tax ids (letters, digits and
 * separators, 2 to 40 characters).
 */
export function taxIdError(value: string | null | undefined, country: CountryCode): TaxIdError | null {
  const text = (value ?? "").trim();
  if (text === "") return "tax-id-required";
  if (hasEuVatFormat(country)) return euVatIdError(text, country);
  return isValidVatId(text) ? null : "tax-id-invalid";
}

/**
 * A tax id as the agency takes it: separators dropped, upper case; a Spanish one without its "ES" prefix
 * (NIF), another EU country's with its prefix (the VAT id of IDOtro).
 */
export function normalizeTaxId(value: string, country: CountryCode): string {
  const id = compact(value);
  if (country === "ES") return id.startsWith("ES") && id.length === 11 ? id.slice(2) : id;
  if (!hasEuVatFormat(country)) return id;
  const prefix = vatPrefix(country);
  return id.startsWith(prefix) ? id : `${prefix}${id}`;
}
