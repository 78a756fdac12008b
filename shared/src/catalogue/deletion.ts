// Deletion rules of spec §5: what still uses a category, course or product. The API runs these inside
// the deleting transaction on documents it read there; the screens run them to explain a refusal early.

export type CategoryDeletionBlocker = "category-used" | "subcategory-used";

/** Why the category cannot be deleted (used by a product, or a sub-category at any depth is), or null. */
export function categoryDeletionBlocker(
  categoryId: string,
  categories: readonly { id: string; parentId?: string | null }[],
  products: readonly { categoryId?: string | null }[],
): CategoryDeletionBlocker | null {
  const used = new Set(products.map((p) => p.categoryId).filter((id): id is string => typeof id === "string"));
  if (used.has(categoryId)) return "category-used";
  // Breadth-first over children; `seen` stops on a parent cycle in stored data.
  const seen = new Set([categoryId]);
  let level = [categoryId];
  while (level.length > 0) {
    const children = categories.filter((c) => c.parentId != null && level.includes(c.parentId) && !seen.has(c.id));
    for (const child of children) {
      if (used.has(child.id)) return "subcategory-used";
      seen.add(child.id);
    }
    level = children.map((c) => c.id);
  }
  return null;
}

/** "course-used" when a product uses the course, else null. */
export function courseDeletionBlocker(courseId: string, products: readonly { courseId?: string | null }[]): "course-used" | null {
  return products.some((p) => p.courseId === courseId) ? "course-used" : null;
}

/** "product-in-combined" when another product offers it in one of its slots, else null. */
export function productDeletionBlocker(
  productId: string,
  products: readonly { id: string; type: string; slots?: readonly { items: readonly { productId: string }[] }[] | null }[],
): "product-in-combined" | null {
  const usedElsewhere = products.some(
    (p) => p.id !== productId && (p.slots ?? []).some((slot) => slot.items.some((item) => item.productId === productId)),
  );
  return usedElsewhere ? "product-in-combined" : null;
}
