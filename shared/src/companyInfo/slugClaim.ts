// Slug claims (spec §5): one document per slug (slugs/{slug}) says which company holds it. A company's
// current slug is held for good; the slug it left keeps leading to it for 90 days, so that printed QR
// codes go on working, and can then be claimed by another company.

export const OLD_SLUG_KEEP_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** slugs/{slug}: written only by the server. */
export interface SlugClaim {
  slug: string;
  companyId: string;
  /** The company's slug now; false for a slug it left. */
  current: boolean;
  claimedAt: string;
  /** When a left slug stops leading to the company (ISO date-time); null while current. */
  expiresAt: string | null;
}

/** The company a claim leads to at `now`, or null when there is no claim or a left slug has expired. */
export function slugClaimHolder(claim: SlugClaim | null | undefined, now: Date): string | null {
  if (!claim || typeof claim.companyId !== "string") return null;
  if (claim.current) return claim.companyId;
  if (typeof claim.expiresAt !== "string") return null;
  return Date.parse(claim.expiresAt) > now.getTime() ? claim.companyId : null;
}

/** The claim a company keeps on the slug it leaves at `now`: it leads to the company for 90 more days. */
export function leftSlugClaim(slug: string, companyId: string, claimedAt: string, now: Date): SlugClaim {
  return { slug, companyId, current: false, claimedAt, expiresAt: new Date(now.getTime() + OLD_SLUG_KEEP_DAYS * DAY_MS).toISOString() };
}

/** The claim on a company's current slug. */
export function currentSlugClaim(slug: string, companyId: string, now: Date): SlugClaim {
  return { slug, companyId, current: true, claimedAt: now.toISOString(), expiresAt: null };
}
