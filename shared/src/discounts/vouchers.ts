// Voucher codes: made by the server from the platform's cryptographic generator, read back from what a customer
// types off a printed card, and shown in groups that are easy to read aloud.
//
// The alphabet is the 23 upper-case letters left once the look-alikes of digits and of each other are out
// (I and L look like 1, O like 0): voucher codes carry letters only (the entity's pattern), so 0 and 1 never
// appear either. 12 letters give 23^12 ≈ 2.2 × 10^16 codes: with 10,000 vouchers of a company alive, a million
// guesses hit one with a probability of about 4.5 × 10^-7, before the per-caller limit stops the guesser.

export const VOUCHER_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ";
export const VOUCHER_CODE_LENGTH = 12;
/** How a code is shown and printed: in groups of four, "KQTM-XRAP-HZWB". */
export const VOUCHER_CODE_GROUP = 4;

type CryptoLike = { getRandomValues<T extends Uint8Array>(array: T): T };

/** Random bytes from the platform's cryptographic generator (Node 20+ and browsers). */
function cryptoBytes(length: number): Uint8Array {
  const crypto = (globalThis as { crypto?: CryptoLike }).crypto;
  if (!crypto) throw new Error("No cryptographic random generator available");
  return crypto.getRandomValues(new Uint8Array(length));
}

/**
 * A new voucher code. Each letter comes from one random byte below the largest multiple of the alphabet's
 * length (rejection sampling), so every letter is equally likely. `bytes` makes it deterministic in tests.
 */
export function newVoucherCode(bytes: (length: number) => Uint8Array = cryptoBytes): string {
  const size = VOUCHER_ALPHABET.length;
  const limit = Math.floor(256 / size) * size;
  let code = "";
  while (code.length < VOUCHER_CODE_LENGTH) {
    for (const byte of bytes(VOUCHER_CODE_LENGTH * 2)) {
      if (byte >= limit) continue;
      code += VOUCHER_ALPHABET[byte % size];
      if (code.length === VOUCHER_CODE_LENGTH) break;
    }
  }
  return code;
}

/** `count` distinct new codes, none of them in `taken` (the company's existing codes). */
export function newVoucherCodes(count: number, taken: ReadonlySet<string> = new Set(), bytes?: (length: number) => Uint8Array): string[] {
  const made = new Set<string>();
  while (made.size < count) {
    const code = newVoucherCode(bytes);
    if (!taken.has(code)) made.add(code);
  }
  return [...made];
}

/** The code in groups for reading aloud and printing. */
export function formatVoucherCode(code: string): string {
  return code.match(new RegExp(`.{1,${VOUCHER_CODE_GROUP}}`, "g"))?.join("-") ?? code;
}

const CODE_PATTERN = new RegExp(`^[${VOUCHER_ALPHABET}]{${VOUCHER_CODE_LENGTH}}$`);

/**
 * The code a customer typed, as stored: any case, spaces, hyphens and dots ignored, full-width letters folded
 * (NFKC). Answers null when what is left cannot be a code (wrong length or a letter no code has): such a text is
 * refused as unknown without looking anything up.
 */
export function normalizeVoucherCode(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const code = input.normalize("NFKC").toUpperCase().replace(/[\s\-.·_]/g, "");
  return CODE_PATTERN.test(code) ? code : null;
}
