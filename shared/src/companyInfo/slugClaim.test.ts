import { describe, expect, it } from "vitest";
import { currentSlugClaim, leftSlugClaim, OLD_SLUG_KEEP_DAYS, slugClaimHolder } from "./slugClaim";

const now = new Date("2026-11-25T10:00:00.000Z");
const day = 24 * 60 * 60 * 1000;

describe("slug claims", () => {
  it("a current slug leads to its company for good", () => {
    expect(slugClaimHolder(currentSlugClaim("casa-pepe", "c1", now), new Date(now.getTime() + 1000 * day))).toBe("c1");
  });

  it("a slug left today leads to the company for 90 days, then to nobody", () => {
    const left = leftSlugClaim("casa-pepe", "c1", "2025-01-01T00:00:00.000Z", now);
    expect(OLD_SLUG_KEEP_DAYS).toBe(90);
    expect(left).toMatchObject({ current: false, expiresAt: "2027-02-23T10:00:00.000Z", claimedAt: "2025-01-01T00:00:00.000Z" });
    expect(slugClaimHolder(left, new Date(now.getTime() + 89 * day))).toBe("c1");
    expect(slugClaimHolder(left, new Date(now.getTime() + 90 * day))).toBeNull();
  });

  it("no claim, or a broken one, leads nowhere", () => {
    expect(slugClaimHolder(null, now)).toBeNull();
    expect(slugClaimHolder({ slug: "x", companyId: "c1", current: false, claimedAt: "", expiresAt: null }, now)).toBeNull();
  });
});
