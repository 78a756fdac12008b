// The catalogue's data (spec §3): categories, tags, courses, production locations and products of the
// signed-in company, read live under the security rules. Names and order of the simple lists are written
// directly (the rules check company and permission); product saves and the deletions that have usage
// rules go through /api, where they run in a transaction.
import { arrayRemove, collection, deleteDoc, doc, query, where, writeBatch, addDoc, updateDoc, type Firestore } from "firebase/firestore";
import {
  apiPath,
  nextSortOrder,
  PRODUCT_PHOTO_MAX_BYTES,
  PRODUCT_PHOTO_TYPES,
  type CreateUploadLinkRequest,
  type ProductPhotoType,
  type UploadLinkAnswer,
  type Category,
  type Course,
  type DeletedAnswer,
  type LocalizedText,
  type Location,
  type Product,
  type ProductRequest,
  type ProductSavedAnswer,
  type Tag,
} from "@comanda/shared";
import { useMemo } from "react";
import { apiDelete, apiPost } from "../data/api";
import { uploadThroughLink } from "../data/upload";
import { getDb } from "../data/firebase";
import { useLiveQuery, type Live } from "../data/live";

/** The simple, named and ordered lists of the catalogue screen. */
export type NamedListKind = "categories" | "tags" | "courses" | "locations";
export type NamedItem = Category | Tag | Course | Location;

function byCompany(companyId: string | null, name: string) {
  return companyId ? (db: Firestore) => query(collection(db, name), where("companyId", "==", companyId)) : null;
}

/** Items in display order: sortOrder, then id for equal orders (stable across clients). */
export function sortByOrder<T extends { id: string; sortOrder: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function useSorted<T extends { id: string; sortOrder: number }>(live: Live<T[]>): Live<T[]> {
  // The query is not ordered server-side: that would need a composite index per collection, and the
  // lists are small enough to sort here.
  const sorted = useMemo(() => sortByOrder(live.data), [live.data]);
  return useMemo(() => ({ ...live, data: sorted }), [live, sorted]);
}

export function useCategories(companyId: string | null): Live<Category[]> {
  return useSorted(useLiveQuery<Category>(byCompany(companyId, "categories"), [companyId]));
}

export function useTags(companyId: string | null): Live<Tag[]> {
  return useSorted(useLiveQuery<Tag>(byCompany(companyId, "tags"), [companyId]));
}

export function useCourses(companyId: string | null): Live<Course[]> {
  return useSorted(useLiveQuery<Course>(byCompany(companyId, "courses"), [companyId]));
}

export function useLocations(companyId: string | null): Live<Location[]> {
  return useSorted(useLiveQuery<Location>(byCompany(companyId, "locations"), [companyId]));
}

export function useProducts(companyId: string | null): Live<Product[]> {
  return useSorted(useLiveQuery<Product>(byCompany(companyId, "products"), [companyId]));
}

/** Adds a named item at the end of its list (a category at the end of its parent's children). */
export async function addNamedItem(
  kind: NamedListKind,
  companyId: string,
  name: LocalizedText,
  siblings: readonly { sortOrder: number }[],
  parentId: string | null = null,
): Promise<string> {
  const db = await getDb();
  const data: Record<string, unknown> = { companyId, name, sortOrder: nextSortOrder(siblings.map((s) => s.sortOrder)) };
  if (kind === "categories") data.parentId = parentId;
  const ref = await addDoc(collection(db, kind), data);
  return ref.id;
}

export async function renameNamedItem(kind: NamedListKind, id: string, name: LocalizedText): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, kind, id), { name });
}

/** Writes a new position; for categories also the (possibly new) parent. */
export async function moveNamedItem(kind: NamedListKind, id: string, sortOrder: number, parentId?: string | null): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, kind, id), kind === "categories" && parentId !== undefined ? { sortOrder, parentId } : { sortOrder });
}

/** Writes several positions at once (e.g. renumbering when neighbours got too close). */
export async function writeSortOrders(kind: NamedListKind | "products", orders: Record<string, number>): Promise<void> {
  const db = await getDb();
  const batch = writeBatch(db);
  for (const [id, sortOrder] of Object.entries(orders)) batch.update(doc(db, kind, id), { sortOrder });
  await batch.commit();
}

/**
 * Deletes a named item. Categories and courses go through /api, which refuses with
 * 'category-used' / 'subcategory-used' / 'course-used'; tags and locations have no usage rule.
 */
export async function deleteNamedItem(kind: NamedListKind, id: string): Promise<void> {
  if (kind === "categories") {
    await apiDelete<DeletedAnswer>(apiPath("deleteCategory", { id }));
    return;
  }
  if (kind === "courses") {
    await apiDelete<DeletedAnswer>(apiPath("deleteCourse", { id }));
    return;
  }
  const db = await getDb();
  await deleteDoc(doc(db, kind, id));
}

/**
 * Deletes a tag or production location and takes it off the given products (those that use it), so that
 * no product keeps pointing at it. Batches stay under Firestore's 500 writes; the item goes in the last one.
 */
export async function deleteDetachedItem(kind: "tags" | "locations", id: string, productIds: readonly string[]): Promise<void> {
  const db = await getDb();
  const detach = kind === "tags" ? { tags: arrayRemove(id) } : { locationId: null };
  const CHUNK = 450;
  for (let i = 0; i < productIds.length; i += CHUNK) {
    const batch = writeBatch(db);
    for (const productId of productIds.slice(i, i + CHUNK)) batch.update(doc(db, "products", productId), detach);
    await batch.commit();
  }
  await deleteDoc(doc(db, kind, id));
}

/** Creates (no id) or replaces a product; field errors come back as ApiError.fields. */
export function saveProduct(product: ProductRequest, id?: string): Promise<ProductSavedAnswer> {
  return apiPost<ProductSavedAnswer>(id ? apiPath("saveProduct", { id }) : apiPath("saveProduct"), product);
}

/** Deletes a product; refused with 'product-in-combined' while a combined product uses it. */
export async function deleteProduct(id: string): Promise<void> {
  await apiDelete<DeletedAnswer>(apiPath("deleteProduct", { id }));
}

/**
 * Uploads a product photo (checked by the caller against the photo rule) and answers the address to
 * save as the product's `picture` (failures: see uploadThroughLink).
 */
export function uploadProductPhoto(file: File): Promise<string> {
  return uploadThroughLink(file, {
    types: PRODUCT_PHOTO_TYPES,
    maxBytes: PRODUCT_PHOTO_MAX_BYTES,
    requestLink: (type) => apiPost<UploadLinkAnswer>(apiPath("createUploadLink"), { type: type as ProductPhotoType, purpose: "product-photo" } satisfies CreateUploadLinkRequest),
    passThrough: ["unauthenticated", "forbidden"],
  });
}

/** Shows or hides a product in the shop. */
export async function setProductHidden(id: string, hidden: boolean): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, "products", id), { hidden });
}

export async function moveProduct(id: string, sortOrder: number): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, "products", id), { sortOrder });
}
