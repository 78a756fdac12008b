// How many products use each category, course, tag and production location (shown beside each name).
import type { Product } from "@comanda/shared";

export interface ProductCounts {
  categories: ReadonlyMap<string, number>;
  courses: ReadonlyMap<string, number>;
  tags: ReadonlyMap<string, number>;
  locations: ReadonlyMap<string, number>;
}

type Usage = Pick<Product, "categoryId" | "courseId" | "locationId" | "tags">;

function add(counts: Map<string, number>, id: string | null | undefined): void {
  if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
}

export function productCounts(products: readonly Partial<Usage>[]): ProductCounts {
  const categories = new Map<string, number>();
  const courses = new Map<string, number>();
  const tags = new Map<string, number>();
  const locations = new Map<string, number>();
  for (const p of products) {
    add(categories, p.categoryId);
    add(courses, p.courseId);
    add(locations, p.locationId);
    // A product lists a tag once, whatever older data may repeat.
    for (const tag of new Set(Array.isArray(p.tags) ? p.tags : [])) add(tags, tag);
  }
  return { categories, courses, tags, locations };
}
