// Categories as a flat list in tree order, each labelled with its path ("Drinks › Wine"), for selects and filters.

export interface CategoryNode {
  id: string;
  sortOrder: number;
  parentId?: string | null;
}

export interface CategoryPath {
  id: string;
  /** Names from the top-level category down to this one. */
  names: string[];
  label: string;
  depth: number;
}

export const PATH_SEPARATOR = " › ";

function byOrder(a: CategoryNode, b: CategoryNode): number {
  return a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Every category once, parents before their children and siblings by sortOrder. A category whose parent
 * is missing (deleted) counts as top-level; a parent loop in bad data is cut where it closes.
 */
export function categoryPaths<T extends CategoryNode>(categories: readonly T[], nameOf: (category: T) => string): CategoryPath[] {
  const ids = new Set(categories.map((c) => c.id));
  const children = new Map<string | null, T[]>();
  for (const category of categories) {
    const parent = category.parentId && ids.has(category.parentId) && category.parentId !== category.id ? category.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(category);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort(byOrder);

  const out: CategoryPath[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, names: string[]) => {
    for (const category of children.get(parent) ?? []) {
      if (seen.has(category.id)) continue;
      seen.add(category.id);
      const path = [...names, nameOf(category)];
      out.push({ id: category.id, names: path, label: path.join(PATH_SEPARATOR), depth: path.length - 1 });
      walk(category.id, path);
    }
  };
  walk(null, []);
  // Categories only reachable through a loop: shown top-level rather than lost.
  for (const category of [...categories].sort(byOrder)) {
    if (seen.has(category.id)) continue;
    seen.add(category.id);
    const names = [nameOf(category)];
    out.push({ id: category.id, names, label: names[0]!, depth: 0 });
    walk(category.id, names);
  }
  return out;
}

/** The category and all categories below it. */
export function categoryWithDescendants(categories: readonly CategoryNode[], id: string): Set<string> {
  const found = new Set<string>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parentId && found.has(category.parentId) && !found.has(category.id)) {
        found.add(category.id);
        grew = true;
      }
    }
  }
  return found;
}
