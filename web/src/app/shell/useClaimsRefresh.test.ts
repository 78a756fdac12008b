import { describe, expect, it } from "vitest";
import { claimsAreStale } from "./useClaimsRefresh";

describe("claimsAreStale", () => {
  const issued = "Sun, 22 Nov 2026 09:00:00 GMT";

  it("is stale when the claims changed after the token was issued", () => {
    expect(claimsAreStale("2026-11-22T09:00:05.000Z", issued)).toBe(true);
  });

  it("is fresh when the token was issued after the change", () => {
    expect(claimsAreStale("2026-11-22T08:59:59.000Z", issued)).toBe(false);
  });

  it("is fresh when no change was ever stamped or the stamp is unreadable", () => {
    expect(claimsAreStale(undefined, issued)).toBe(false);
    expect(claimsAreStale("not a date", issued)).toBe(false);
  });
});
