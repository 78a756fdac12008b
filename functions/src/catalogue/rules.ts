// The category tree as deletion sees it: a category goes together with all its sub-categories.

/** The ids of every sub-category of a category, at any depth (a parent cycle in stored data ends the walk). */
export function descendantCategoryIds(categoryId: string, categories: readonly { id: string; parentId?: string | null }[]): Set<string> {
  const found = new Set<string>();
  let level = [categoryId];
  while (level.length > 0) {
    const children = categories.filter((c) => c.parentId != null && level.includes(c.parentId) && !found.has(c.id) && c.id !== categoryId);
    children.forEach((c) => found.add(c.id));
    level = children.map((c) => c.id);
  }
  return found;
}
