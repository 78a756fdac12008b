// What one row of the products list shows, derived from the stored product (names in the content
// language, category path, tag names, sold-out and availability state), and the changes the user just
// made that the live data has not confirmed yet.
import {
  SOLD_OUT_INDEFINITELY,
  isSoldOut,
  localized,
  type LanguageCode,
  type LocalizedText,
  type Product,
} from "@comanda/shared";

/** Sold out: until a moment (ISO), until further notice, or not at all. */
export type SoldOutState = { kind: "until"; until: string } | { kind: "indefinitely" } | null;

export function soldOutState(until: string | null | undefined, now: Date): SoldOutState {
  if (!isSoldOut(until, now)) return null;
  return until === SOLD_OUT_INDEFINITELY ? { kind: "indefinitely" } : { kind: "until", until: until! };
}

export interface ProductRow {
  id: string;
  name: string;
  /** "Drinks › Wines", or "" when the product has no (existing) category. */
  category: string;
  price: number;
  picture: string | null;
  combined: boolean;
  hidden: boolean;
  soldOut: SoldOutState;
  /** The product has availability windows (it can only be ordered at some times). */
  limited: boolean;
  tags: string[];
}

export interface RowContext {
  language: LanguageCode;
  defaultLanguage: LanguageCode;
  categoryPaths: ReadonlyMap<string, string>;
  tagNames: ReadonlyMap<string, LocalizedText>;
  now: Date;
}

export function productRow(product: Product, ctx: RowContext): ProductRow {
  return {
    id: product.id,
    name: localized(product.name, ctx.language, ctx.defaultLanguage),
    category: (product.categoryId && ctx.categoryPaths.get(product.categoryId)) || "",
    price: product.price,
    picture: product.picture || null,
    combined: product.type === "combined",
    hidden: product.hidden === true,
    soldOut: soldOutState(product.soldOutUntil, ctx.now),
    limited: (product.availability?.length ?? 0) > 0,
    tags: (product.tags ?? [])
      .map((id) => ctx.tagNames.get(id))
      .filter((name): name is LocalizedText => !!name)
      .map((name) => localized(name, ctx.language, ctx.defaultLanguage))
      .filter((name) => name !== ""),
  };
}

/** A write the user made that the live data may not show yet. */
export interface PendingChange {
  hidden?: boolean;
  sortOrder?: number;
}

interface Patchable {
  id: string;
  sortOrder: number;
  hidden: boolean;
}

/** The products with the pending changes applied, in display order again when an order changed. */
export function applyPending<T extends Patchable>(products: readonly T[], pending: ReadonlyMap<string, PendingChange>): readonly T[] {
  if (pending.size === 0) return products;
  let reorder = false;
  const patched = products.map((p) => {
    const change = pending.get(p.id);
    if (!change) return p;
    if (change.sortOrder !== undefined && change.sortOrder !== p.sortOrder) reorder = true;
    return { ...p, ...change };
  });
  return reorder ? patched.sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)) : patched;
}

/** The pending changes the live data does not show yet (confirmed ones and those of deleted products drop out). */
export function stillPending(products: readonly Patchable[], pending: ReadonlyMap<string, PendingChange>): Map<string, PendingChange> {
  const byId = new Map(products.map((p) => [p.id, p]));
  const left = new Map<string, PendingChange>();
  for (const [id, change] of pending) {
    const product = byId.get(id);
    if (!product) continue;
    const open: PendingChange = {};
    if (change.hidden !== undefined && change.hidden !== product.hidden) open.hidden = change.hidden;
    if (change.sortOrder !== undefined && change.sortOrder !== product.sortOrder) open.sortOrder = change.sortOrder;
    if (open.hidden !== undefined || open.sortOrder !== undefined) left.set(id, open);
  }
  return left;
}
