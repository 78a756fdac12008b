// The shop address part (slug) of a new company: derived from its name with the shared slug rules.
import { SLUG_MAX_LENGTH, normalizeSlug, slugError } from "@comanda/shared";

// Room for a "-NN" suffix when the plain slug is taken.
const BASE_MAX_LENGTH = SLUG_MAX_LENGTH - 10;

/** "Café & Bar Ñandú" → "cafe-bar-nandu"; a name without latin letters or digits gives "shop". */
export function slugBase(name: string): string {
  return normalizeSlug(name).slice(0, BASE_MAX_LENGTH).replace(/-+$/, "") || "shop";
}

/** Candidates in the order they are tried: the base, then base-2, base-3… (reserved slugs skipped). */
export function slugCandidates(base: string, count = 20): string[] {
  const out: string[] = [];
  for (let i = 1; out.length < count; i++) {
    const candidate = i === 1 ? base : `${base}-${i}`;
    if (slugError(candidate) === null) out.push(candidate);
  }
  return out;
}
