// DELETE /api/products/:id, /api/categories/:id, /api/courses/:id: the usage rules of spec §5, checked
// and applied in one transaction so that no product can start using the item in between.
import { COLLECTIONS, categoryDeletionBlocker, courseDeletionBlocker, productDeletionBlocker, type CategoryData, type ProductData } from "@comanda/shared";
import type { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";
import type { AppDeps } from "../deps";
import { apiError } from "../http/errors";
import * as logs from "../logs";
import { descendantCategoryIds } from "./rules";
import { runTransaction } from "../transactions";

// Firestore's limit of values in an "in" filter.
const IN_LIMIT = 30;

/** The document of the caller's company, or 404 (another company's id is answered like a missing one). */
async function companyDoc(tx: Transaction, ref: DocumentReference, companyId: string): Promise<void> {
  const snap = await tx.get(ref);
  if (!snap.exists || snap.get("companyId") !== companyId) throw apiError("not-found");
}

function companyProducts(db: Firestore, companyId: string) {
  return db.collection(COLLECTIONS.products).where("companyId", "==", companyId);
}

export async function deleteProduct(deps: AppDeps, companyId: string, productId: string): Promise<void> {
  const { db } = deps;
  const ref = db.collection(COLLECTIONS.products).doc(productId);
  await runTransaction(db, async (tx) => {
    await companyDoc(tx, ref, companyId);
    const combined = await tx.get(companyProducts(db, companyId).where("type", "==", "combined"));
    const blocker = productDeletionBlocker(
      productId,
      combined.docs.map((d) => {
        const data = d.data() as Partial<ProductData>;
        return { id: d.id, type: data.type ?? "combined", slots: data.slots ?? [] };
      }),
    );
    if (blocker) throw apiError(blocker);
    tx.delete(ref);
  });
  logs.catalogueItemDeleted(companyId, "product", productId, 1);
}

/** Deletes a category and its sub-categories, unless a product uses any of them. */
export async function deleteCategory(deps: AppDeps, companyId: string, categoryId: string): Promise<void> {
  const { db } = deps;
  const categories = db.collection(COLLECTIONS.categories);
  const ref = categories.doc(categoryId);
  const deleted = await runTransaction(db, async (tx) => {
    await companyDoc(tx, ref, companyId);
    const all = await tx.get(categories.where("companyId", "==", companyId));
    const tree = all.docs.map((d) => ({ id: d.id, parentId: (d.data() as Partial<CategoryData>).parentId ?? null }));
    const ids = [categoryId, ...descendantCategoryIds(categoryId, tree)];
    const users: { categoryId: string | null }[] = [];
    for (let i = 0; i < ids.length; i += IN_LIMIT) {
      const chunk = ids.slice(i, i + IN_LIMIT);
      const used = await tx.get(companyProducts(db, companyId).where("categoryId", "in", chunk).select("categoryId"));
      users.push(...used.docs.map((d) => ({ categoryId: (d.get("categoryId") as string | null) ?? null })));
    }
    const blocker = categoryDeletionBlocker(categoryId, tree, users);
    if (blocker) throw apiError(blocker);
    ids.forEach((id) => tx.delete(categories.doc(id)));
    return ids.length;
  });
  logs.catalogueItemDeleted(companyId, "category", categoryId, deleted);
}

export async function deleteCourse(deps: AppDeps, companyId: string, courseId: string): Promise<void> {
  const { db } = deps;
  const ref = db.collection(COLLECTIONS.courses).doc(courseId);
  await runTransaction(db, async (tx) => {
    await companyDoc(tx, ref, companyId);
    const used = await tx.get(companyProducts(db, companyId).where("courseId", "==", courseId).select("courseId").limit(1));
    const blocker = courseDeletionBlocker(
      courseId,
      used.docs.map((d) => ({ courseId: d.get("courseId") as string | null })),
    );
    if (blocker) throw apiError(blocker);
    tx.delete(ref);
  });
  logs.catalogueItemDeleted(companyId, "course", courseId, 1);
}
