// Pickup codes: the 10-character code printed as the receipt's QR code, and reading it back from a scan or typed entry.

/** No 0/O, 1/I: a code read aloud or typed from paper stays unambiguous. */
export const PICKUP_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const PICKUP_CODE_LENGTH = 10;
export const ORDER_CODE_PREFIX = "COMANDA-ORDER:";

type CryptoLike = { getRandomValues<T extends Uint32Array>(array: T): T };

/** A uniform number in [0, 1) from the platform's cryptographic generator (Node 20+ and browsers). */
function cryptoRandom(): number {
  const crypto = (globalThis as { crypto?: CryptoLike }).crypto;
  if (!crypto) throw new Error("No cryptographic random generator available");
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return (value ?? 0) / 2 ** 32;
}

/** A new pickup code; `random` (values in [0, 1)) makes it deterministic for tests and demo data. */
export function newPickupCode(random: () => number = cryptoRandom): string {
  let code = "";
  for (let i = 0; i < PICKUP_CODE_LENGTH; i++) {
    const index = Math.min(PICKUP_CODE_ALPHABET.length - 1, Math.floor(random() * PICKUP_CODE_ALPHABET.length));
    code += PICKUP_CODE_ALPHABET[index];
  }
  return code;
}

/** The text the receipt's QR code carries. */
export function orderCodePayload(code: string): string {
  return `${ORDER_CODE_PREFIX}${code}`;
}

const CODE_PATTERN = new RegExp(`^[${PICKUP_CODE_ALPHABET}]{${PICKUP_CODE_LENGTH}}$`);

/**
 * The normalised pickup code in a scanned or typed text (the QR payload or the bare code, any case,
 * spaces and hyphens ignored), or null when the text is not an order code.
 */
export function parseOrderCode(text: unknown): string | null {
  if (typeof text !== "string") return null;
  let normalized = text.replace(/[\s-]/g, "").toUpperCase();
  const prefix = ORDER_CODE_PREFIX.replace(/-/g, "");
  if (normalized.startsWith(prefix)) normalized = normalized.slice(prefix.length);
  return CODE_PATTERN.test(normalized) ? normalized : null;
}
