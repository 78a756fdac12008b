// What "delete sample data" removes: exactly the sample documents the owner left untouched, and none that
// something staying still needs. The API runs this inside its transaction on the documents it read there.
import type { SampleMarker } from "../entities/sample";
import { isSample, isUntouchedSample } from "./fingerprint";

export const SAMPLE_KINDS = ["products", "categories", "courses"] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];
export type SampleCounts = Record<SampleKind, number>;

type Doc = SampleMarker & { id: string };
export interface CatalogueForSamples {
  products: readonly (Doc & { categoryId?: string | null; courseId?: string | null; slots?: readonly { items: readonly { productId: string }[] }[] | null })[];
  categories: readonly (Doc & { parentId?: string | null })[];
  courses: readonly Doc[];
}

export interface SampleDeletionPlan {
  /** Untouched samples nothing staying needs: deleted. */
  remove: Record<SampleKind, string[]>;
  /** Samples the owner changed: kept, and from now on the owner's (their marker goes). */
  keptChanged: Record<SampleKind, string[]>;
  /**
   * Untouched samples that something staying uses (the owner's product in a sample category, a changed
   * sample product offered in the owner's combined product…): kept, and the owner's from now on.
   */
  keptInUse: Record<SampleKind, string[]>;
}

const emptyIds = (): Record<SampleKind, string[]> => ({ products: [], categories: [], courses: [] });

export function countsOf(ids: Record<SampleKind, readonly string[]>): SampleCounts {
  return { products: ids.products.length, categories: ids.categories.length, courses: ids.courses.length };
}

export function planSampleDeletion(catalogue: CatalogueForSamples): SampleDeletionPlan {
  const plan: SampleDeletionPlan = { remove: emptyIds(), keptChanged: emptyIds(), keptInUse: emptyIds() };
  const candidates: Record<SampleKind, Set<string>> = { products: new Set(), categories: new Set(), courses: new Set() };
  for (const kind of SAMPLE_KINDS) {
    for (const doc of catalogue[kind]) {
      if (!isSample(doc)) continue;
      if (isUntouchedSample(doc)) candidates[kind].add(doc.id);
      else plan.keptChanged[kind].push(doc.id);
    }
  }

  // Whatever stays may need a candidate; each candidate kept for that stays too, so repeat until nothing moves.
  const keep = (kind: SampleKind, id: string) => {
    candidates[kind].delete(id);
    plan.keptInUse[kind].push(id);
  };
  let moved = true;
  while (moved) {
    moved = false;
    const stayingProducts = catalogue.products.filter((p) => !candidates.products.has(p.id));
    const stayingCategories = catalogue.categories.filter((c) => !candidates.categories.has(c.id));
    for (const id of [...candidates.products]) {
      if (stayingProducts.some((p) => (p.slots ?? []).some((slot) => slot.items.some((item) => item.productId === id)))) {
        keep("products", id);
        moved = true;
      }
    }
    for (const id of [...candidates.categories]) {
      if (stayingProducts.some((p) => p.categoryId === id) || stayingCategories.some((c) => c.parentId === id)) {
        keep("categories", id);
        moved = true;
      }
    }
    for (const id of [...candidates.courses]) {
      if (stayingProducts.some((p) => p.courseId === id)) {
        keep("courses", id);
        moved = true;
      }
    }
  }
  for (const kind of SAMPLE_KINDS) plan.remove[kind] = [...candidates[kind]];
  return plan;
}
