// The fingerprint of a sample document's content: written with the sample at registration and compared
// when the sample data is deleted, so that only samples the owner left as they were are removed.
import type { SampleMarker } from "../entities/sample";

/**
 * Fields that are not content: the document id (readers add it to the body), the tenant, the position in a
 * list (moving a sample does not make it the owner's) and the marker itself.
 */
export const UNFINGERPRINTED_FIELDS: readonly string[] = ["id", "companyId", "sortOrder", "sample", "sampleFingerprint"];

/**
 * The content in one canonical form: keys sorted, and "nothing" (undefined, null, "", [] or {}) left out
 * at every depth, because the admin's editor writes an empty value in one of these forms where the
 * sample had another (no description vs. {}, weight null vs. absent). Array order counts.
 */
export function canonicalContent(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(canonicalContent).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.keys(value)
      .sort()
      .map((key) => [key, canonicalContent((value as Record<string, unknown>)[key])] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  if (value === null || value === undefined || value === "") return undefined;
  return value;
}

// A 64-bit non-cryptographic hash (two 32-bit lanes, cyrb53's mixing). Whoever may write a sample may
// delete it anyway, so a forged fingerprint gains nothing; it only has to tell a change apart.
function hash64(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, "0") + (h1 >>> 0).toString(16).padStart(8, "0");
}

/** The fingerprint of a document's content ("v1-" and 16 hex digits); the unfingerprinted fields do not count. */
export function sampleFingerprint(document: object): string {
  const content = Object.fromEntries(Object.entries(document).filter(([field]) => !UNFINGERPRINTED_FIELDS.includes(field)));
  return `v1-${hash64(JSON.stringify(canonicalContent(content) ?? {}))}`;
}

/** The document with its sample marker: the content's fingerprint at this moment. */
export function markedAsSample<T extends object>(document: T): T & Required<SampleMarker> {
  return { ...document, sample: true, sampleFingerprint: sampleFingerprint(document) };
}

/** A sample document whose content is still what the server wrote (its fingerprint matches). */
export function isUntouchedSample(document: object): boolean {
  const { sample, sampleFingerprint: stored } = document as SampleMarker;
  return sample === true && typeof stored === "string" && stored === sampleFingerprint(document);
}

export function isSample(document: object): boolean {
  return (document as SampleMarker).sample === true;
}
