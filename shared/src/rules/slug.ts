// Slug of the company's shop address (spec §5): normalisation, and refusal of reserved or bad slugs.
import { LANGUAGES } from "../languages";

/** Paths the shop's host already uses, and the language codes. */
export const RESERVED_SLUGS: readonly string[] = ["admin", "assets", "favico", "js", "css", "site.webmanifest", ...LANGUAGES];

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 100;

export type SlugError = "slug-reserved" | "slug-invalid";

/** "Café Olé Bar" → "cafe-ole-bar": accents stripped, lower case, spaces to dashes, other signs dropped. */
export function normalizeSlug(input: string): string {
  return input
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-$/, "");
}

/** slug-reserved for a reserved slug (any case), slug-invalid for anything but a-z, 0-9 and inner dashes, else null. */
export function slugError(slug: string): SlugError | null {
  if (RESERVED_SLUGS.includes(slug.trim().toLowerCase())) return "slug-reserved";
  if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return "slug-invalid";
  return null;
}
