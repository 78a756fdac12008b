import { describe, expect, it } from "vitest";
import { claimsAreStale, claimsNeedRefresh } from "./useClaimsRefresh";

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

describe("claimsNeedRefresh", () => {
  const issued = "Sun, 22 Nov 2026 09:00:00 GMT";

  it("compares the first stamp seen with the token's issue time", () => {
    expect(claimsNeedRefresh(null, "2026-11-22T09:00:05.000Z", issued)).toBe(true);
    expect(claimsNeedRefresh(null, "2026-11-22T08:00:00.000Z", issued)).toBe(false);
    expect(claimsNeedRefresh(null, undefined, issued)).toBe(false);
  });

  it("refreshes on any later change of the stamp, even within the token's second", () => {
    expect(claimsNeedRefresh({ stamp: undefined }, "2026-11-22T08:59:59.500Z", issued)).toBe(true);
    expect(claimsNeedRefresh({ stamp: "2026-11-22T08:00:00.000Z" }, "2026-11-22T08:00:01.000Z", issued)).toBe(true);
  });

  it("does not refresh when the stamp is unchanged or removed", () => {
    expect(claimsNeedRefresh({ stamp: "2026-11-22T09:00:05.000Z" }, "2026-11-22T09:00:05.000Z", issued)).toBe(false);
    expect(claimsNeedRefresh({ stamp: "2026-11-22T09:00:05.000Z" }, undefined, issued)).toBe(false);
  });
});
