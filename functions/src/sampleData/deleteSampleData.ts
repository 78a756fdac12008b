// POST /api/sample-data/delete: removes, in one transaction, the sample documents the owner left untouched
// (their fingerprint still matches) and that nothing staying needs; every sample kept is the owner's from
// then on (its marker goes), so a second call finds nothing and removes nothing.
import {
  COLLECTIONS,
  SAMPLE_KINDS,
  countsOf,
  planSampleDeletion,
  type CatalogueForSamples,
  type SampleDataDeletedAnswer,
} from "@comanda/shared";
import { FieldValue } from "firebase-admin/firestore";
import type { AppDeps } from "../deps";
import { apiError } from "../http/errors";
import * as logs from "../logs";
import { runTransaction } from "../transactions";

export async function deleteSampleData(deps: AppDeps, companyId: string): Promise<SampleDataDeletedAnswer> {
  const { db } = deps;
  const answer = await runTransaction(db, async (tx) => {
    // Everything of the company's catalogue: a sample may only go when no product or category that stays
    // points at it, and those are not samples.
    const [products, categories, courses] = await Promise.all(
      SAMPLE_KINDS.map((kind) => tx.get(db.collection(COLLECTIONS[kind]).where("companyId", "==", companyId))),
    );
    const docs = (snap: typeof products) => (snap?.docs ?? []).map((d) => ({ ...d.data(), id: d.id }));
    const catalogue = { products: docs(products), categories: docs(categories), courses: docs(courses) } as CatalogueForSamples;
    const plan = planSampleDeletion(catalogue);
    for (const kind of SAMPLE_KINDS) {
      const collection = db.collection(COLLECTIONS[kind]);
      for (const id of plan.remove[kind]) tx.delete(collection.doc(id));
      for (const id of [...plan.keptChanged[kind], ...plan.keptInUse[kind]]) {
        tx.update(collection.doc(id), { sample: FieldValue.delete(), sampleFingerprint: FieldValue.delete() });
      }
    }
    return { removed: countsOf(plan.remove), keptChanged: countsOf(plan.keptChanged), keptInUse: countsOf(plan.keptInUse) };
  });
  logs.sampleDataDeleted(companyId, answer);
  return answer;
}

/** POST /api/intro: the owner's choice to hide (or show again) the start checklist, kept on the company. */
export async function setIntroHidden(deps: AppDeps, companyId: string, hidden: boolean): Promise<{ hidden: boolean }> {
  const ref = deps.db.collection(COLLECTIONS.companies).doc(companyId);
  try {
    await ref.update({ introHidden: hidden });
  } catch (error) {
    // gRPC NOT_FOUND: no company document to keep the choice on (update never creates one).
    if ((error as { code?: unknown }).code === 5) throw apiError("not-found");
    throw error;
  }
  return { hidden };
}
