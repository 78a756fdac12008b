// The shop address (slug) of each company, unique across companies: one claim document per slug
// (slugs/{slug}, server only), read and written inside the saving transaction, so that of two companies
// saving the same slug at once only one wins. A slug a company leaves keeps leading to it for 90 days.
import { COLLECTIONS, currentSlugClaim, leftSlugClaim, slugClaimHolder, type SlugClaim } from "@comanda/shared";
import type { Firestore, Transaction } from "firebase-admin/firestore";

function claimRef(db: Firestore, slug: string) {
  return db.collection(COLLECTIONS.slugs).doc(slug);
}

/**
 * Whether `slug` is free for `companyId` at `now` (read in `tx`, before any write): no live claim of another
 * company, and, for companies that predate claims, no other company info holding it.
 */
export async function slugFreeFor(tx: Transaction, db: Firestore, slug: string, companyId: string, now: Date): Promise<{ free: boolean; claim: SlugClaim | null }> {
  const snap = await tx.get(claimRef(db, slug));
  const claim = (snap.data() as SlugClaim | undefined) ?? null;
  const holder = slugClaimHolder(claim, now);
  if (holder !== null) return { free: holder === companyId, claim };
  if (claim) return { free: true, claim };
  const holders = await tx.get(db.collection(COLLECTIONS.companyInfos).where("slug", "==", slug).limit(2));
  return { free: holders.docs.every((doc) => doc.id === companyId), claim };
}

/** Writes in `tx` the claim on the company's new current slug and, if it had one, the 90-day claim on the slug it leaves. */
export function writeSlugClaims(tx: Transaction, db: Firestore, companyId: string, slug: string, left: { slug: string; claim: SlugClaim | null } | null, now: Date): void {
  tx.set(claimRef(db, slug), currentSlugClaim(slug, companyId, now));
  if (!left || left.slug === slug) return;
  // A claim of another company on the slug left (it could only come from data older than claims) stays as it is.
  if (left.claim && left.claim.companyId !== companyId) return;
  tx.set(claimRef(db, left.slug), leftSlugClaim(left.slug, companyId, left.claim?.claimedAt ?? now.toISOString(), now));
}

/** The slug's claim as read in `tx` (before any write), or null. */
export async function readSlugClaim(tx: Transaction, db: Firestore, slug: string): Promise<SlugClaim | null> {
  return ((await tx.get(claimRef(db, slug))).data() as SlugClaim | undefined) ?? null;
}

/**
 * The company a shop address leads to at `now`: its current slug, or one it left less than 90 days ago;
 * `slug` is then the company's current slug, for a redirect. Companies older than claims are found by their info.
 */
export async function resolveSlug(db: Firestore, slug: string, now: Date): Promise<{ companyId: string; slug: string | null } | null> {
  const claim = ((await claimRef(db, slug).get()).data() as SlugClaim | undefined) ?? null;
  let companyId = slugClaimHolder(claim, now);
  if (companyId === null && !claim) {
    const holders = await db.collection(COLLECTIONS.companyInfos).where("slug", "==", slug).limit(1).get();
    companyId = holders.docs[0]?.id ?? null;
  }
  if (companyId === null) return null;
  const info = await db.collection(COLLECTIONS.companyInfos).doc(companyId).get();
  const current = info.get("slug") as unknown;
  return { companyId, slug: typeof current === "string" ? current : null };
}
