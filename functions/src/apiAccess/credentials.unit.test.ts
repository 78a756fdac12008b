import { describe, expect, it } from "vitest";
import { VerifiedCache, generateApiPassword, generateApiUser, hashApiPassword, verifyAgainstNothing, verifyApiPassword, type ScryptParams } from "./credentials";
import { basicCredentials } from "./v1/authenticate";

// A cheap cost keeps the tests fast; the stored parameters are what verification uses.
const CHEAP: ScryptParams = { N: 2 ** 10, r: 8, p: 1, keyLength: 32 };

describe("API credentials", () => {
  it("gives users and passwords that fit HTTP Basic and are never the same twice", () => {
    const users = new Set(Array.from({ length: 50 }, generateApiUser));
    const passwords = new Set(Array.from({ length: 50 }, generateApiPassword));
    expect(users.size).toBe(50);
    expect(passwords.size).toBe(50);
    for (const user of users) expect(user).toMatch(/^api-[0-9a-f]{16}$/);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("stores a salted scrypt hash, never the password, and verifies only the right password", async () => {
    const password = generateApiPassword();
    const stored = await hashApiPassword(password, CHEAP);
    expect(JSON.stringify(stored)).not.toContain(password);
    expect(stored).toMatchObject({ algorithm: "scrypt", params: CHEAP });
    expect(await verifyApiPassword(password, stored)).toBe(true);
    expect(await verifyApiPassword(`${password}x`, stored)).toBe(false);
    expect(await verifyApiPassword(generateApiPassword(), stored)).toBe(false);
  });

  it("salts each hash: the same password twice gives two different hashes", async () => {
    const a = await hashApiPassword("same-password", CHEAP);
    const b = await hashApiPassword("same-password", CHEAP);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it("uses the default slow cost when none is given", async () => {
    const stored = await hashApiPassword("p");
    expect(stored.params.N).toBeGreaterThanOrEqual(2 ** 15);
  });

  it("answers false for an unknown user after the time of a real check", async () => {
    expect(await verifyAgainstNothing("whatever")).toBe(false);
  });

  it("remembers a verified password only for the hash it was checked against", async () => {
    const cache = new VerifiedCache();
    const old = await hashApiPassword("pw-1", CHEAP);
    expect(await cache.verify("pw-1", old)).toBe(true);
    // Regenerated: a new hash of a new password; the old password against it is checked, and fails.
    const fresh = await hashApiPassword("pw-2", CHEAP);
    expect(await cache.verify("pw-1", fresh)).toBe(false);
    expect(await cache.verify("pw-2", fresh)).toBe(true);
    expect(await cache.verify("wrong", old)).toBe(false);
  });
});

describe("basicCredentials", () => {
  const basic = (text: string) => `Basic ${Buffer.from(text).toString("base64")}`;

  it("reads user and password; the password may hold colons", () => {
    expect(basicCredentials(basic("api-0123456789abcdef:pa:ss"))).toEqual({ user: "api-0123456789abcdef", password: "pa:ss" });
  });

  it.each([
    ["no header", undefined],
    ["a bearer token", "Bearer abc"],
    ["no colon", basic("api-0123")],
    ["an empty user", basic(":secret")],
    ["an empty password", basic("api-0123:")],
    ["a user that could name another document", basic("a/b:secret")],
    ["not base64", "Basic ***"],
  ])("refuses %s", (_, header) => {
    expect(basicCredentials(header)).toBeNull();
  });
});
