// The integrator API's credentials: a random user name and password, and the password's slow hash.
// scrypt from node:crypto (no dependency, in Node's own maintained OpenSSL binding) with a random salt per
// password; its cost parameters are stored with the hash, so that they can be raised later and old hashes
// still verify. The password is 32 random bytes, so the slow hash guards a stolen hash document rather
// than a guessable password; a per-instance cache (VerifiedCache) spares the hash on each request.
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

export interface ScryptParams {
  /** CPU/memory cost (a power of two). */
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

/** 2^15 × 8 × 128 bytes = 32 MiB and about 50–100 ms per hash on a server core. */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1, keyLength: 32 };

/** What the server-only document keeps of a password. */
export interface PasswordHash {
  algorithm: "scrypt";
  params: ScryptParams;
  /** base64 */
  salt: string;
  /** base64 */
  hash: string;
}

function scryptAsync(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => scrypt(password, salt, params.keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** The API user name: "api-" and 16 hex digits (never a ':' that would break HTTP Basic). */
export function generateApiUser(): string {
  return `api-${randomBytes(8).toString("hex")}`;
}

/** A new password: 32 random bytes as 43 base64url characters. */
export function generateApiPassword(): string {
  return randomBytes(32).toString("base64url");
}

export async function hashApiPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, params);
  return { algorithm: "scrypt", params: { ...params }, salt: salt.toString("base64"), hash: hash.toString("base64") };
}

export async function verifyApiPassword(password: string, stored: PasswordHash): Promise<boolean> {
  if (stored.algorithm !== "scrypt") return false;
  const expected = Buffer.from(stored.hash, "base64");
  const actual = await scryptAsync(password, Buffer.from(stored.salt, "base64"), { ...stored.params, keyLength: expected.length });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<PasswordHash> | null = null;

/**
 * Spends the time of a real check when there is nothing to check against (an unknown user), so that the
 * answer's timing does not tell whether a user exists.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hashApiPassword(generateApiPassword());
  await verifyApiPassword(password, await dummy);
  return false;
}

/**
 * Passwords this instance has already checked against a stored hash. The key holds the stored hash itself,
 * so a regenerated password (a new hash) never matches an old entry: the old password stops at once on
 * every instance, each of which reads the hash document on every request anyway. Only a SHA-256 of the
 * presented password is kept, in memory, bounded.
 */
export class VerifiedCache {
  private readonly entries = new Set<string>();

  constructor(private readonly capacity = 1000) {}

  private key(password: string, stored: PasswordHash): string {
    return createHash("sha256").update(stored.hash).update("\0").update(stored.salt).update("\0").update(password).digest("base64");
  }

  async verify(password: string, stored: PasswordHash): Promise<boolean> {
    const key = this.key(password, stored);
    if (this.entries.has(key)) return true;
    const ok = await verifyApiPassword(password, stored);
    if (ok) {
      if (this.entries.size >= this.capacity) this.entries.clear();
      this.entries.add(key);
    }
    return ok;
  }
}
