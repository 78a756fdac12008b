// Deletes a company for good: every document of the company in every collection, the staff's Auth users and,
// last, the owner's, so that a failed run can be repeated by the owner. Which collections, and how each is
// found, every feature declares in its own folder (company/deletionRegistry.ts joins them).
import type { DocumentReference, Firestore, Query } from "firebase-admin/firestore";
import type { AppDeps } from "../deps";
import * as logs from "../logs";
import { deletionPlan, type CompanyDeletionPart, type CompanyDocuments } from "./deletion";
import { COMPANY_DELETION_PARTS } from "./deletionRegistry";

const PAGE = 400;
// Firestore's "in" filter takes at most 30 values.
const IN_LIMIT = 30;

async function deleteAll(db: Firestore, query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await query.select().limit(PAGE).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
  }
}

/**
 * The documents of one collection that carry companyId: each page's sub-collections emptied first, each
 * document deleted in one batch with the server's document that goes alongside it (counted: the documents
 * and their sub-collections' documents).
 */
async function deleteByCompanyId(db: Firestore, entry: Extract<CompanyDocuments, { by: "companyId" }>, companyId: string): Promise<number> {
  const query = db.collection(entry.collection).where("companyId", "==", companyId);
  const alongside: ((db: Firestore, id: string) => DocumentReference) | undefined = entry.alongside;
  // Half a page when each document takes two deletes in the batch.
  const size = alongside ? PAGE / 2 : PAGE;
  let deleted = 0;
  for (;;) {
    const page = await query.select().limit(size).get();
    if (page.empty) return deleted;
    for (const doc of page.docs) {
      for (const name of entry.subcollections ?? []) deleted += await deleteAll(db, doc.ref.collection(name));
    }
    const batch = db.batch();
    for (const doc of page.docs) {
      if (alongside) batch.delete(alongside(db, doc.id));
      batch.delete(doc.ref);
    }
    await batch.commit();
    deleted += page.size;
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The uids of the company's users: the owner and every user a feature knows (staff accounts, user documents). */
async function companyUserIds(db: Firestore, companyId: string, finders: ((db: Firestore, companyId: string) => Promise<string[]>)[]): Promise<string[]> {
  const uids = new Set<string>([companyId]);
  for (const find of finders) for (const uid of await find(db, companyId)) uids.add(uid);
  return [...uids];
}

export async function deleteCompany(
  deps: AppDeps,
  companyId: string,
  parts: readonly CompanyDeletionPart[] = COMPANY_DELETION_PARTS,
): Promise<{ documents: number; users: number }> {
  const { db, auth } = deps;
  const plan = deletionPlan(parts);
  for (const prepare of plan.prepare) await prepare(deps, companyId);
  const uids = await companyUserIds(db, companyId, plan.userIds);
  let documents = 0;

  for (const entry of plan.byCompanyId) documents += await deleteByCompanyId(db, entry, companyId);
  for (const name of plan.byUserField) {
    for (const group of chunks(uids, IN_LIMIT)) documents += await deleteAll(db, db.collection(name).where("uid", "in", group));
  }
  const keyed = [
    ...plan.companyDocs.map((name) => db.collection(name).doc(companyId)),
    ...plan.userDocs.flatMap((name) => uids.map((uid) => db.collection(name).doc(uid))),
  ];
  for (const group of chunks(keyed, PAGE)) {
    const batch = db.batch();
    for (const ref of group) batch.delete(ref);
    await batch.commit();
  }

  const staff = uids.filter((uid) => uid !== companyId);
  for (const group of chunks(staff, 1000)) await auth.deleteUsers(group);
  try {
    await auth.deleteUser(companyId);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== "auth/user-not-found") throw error;
  }
  logs.accountDeleted(companyId, documents, uids.length);
  return { documents, users: uids.length };
}
