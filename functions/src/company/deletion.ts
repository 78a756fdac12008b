// What deleting a company removes, declared by each feature in its own folder (<feature>/companyDeletion.ts)
// and joined in company/deletionRegistry.ts; company/deleteCompany.ts runs them without knowing any feature's
// collections. A new feature adds its own declaration and one line to the registry.
import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import type { AppDeps } from "../deps";

/** How the documents of one collection are found when a company is deleted. */
export type CompanyDocuments =
  | {
      collection: string;
      /** The documents carrying the company's id in companyId. */
      by: "companyId";
      /** Deleted before every "companyId" collection without it (e.g. records whose absence keeps triggers quiet). */
      first?: boolean;
      /** Sub-collections of each document, emptied before it (e.g. a discount's vouchers). */
      subcollections?: readonly string[];
      /** A document of the server's that goes in the same batch as each one (e.g. an order's SMS marker). */
      alongside?: (db: Firestore, id: string) => DocumentReference;
    }
  /** The one document whose id is the company's id. */
  | { collection: string; by: "companyDocId" }
  /** The documents whose id is the id of one of the company's users (the owner included). */
  | { collection: string; by: "userDocId" }
  /** The documents whose `uid` field names one of the company's users. */
  | { collection: string; by: "userField" };

/** One feature's share of a company's deletion. */
export interface CompanyDeletionPart {
  /** The feature (folder of functions/src) that owns these collections. */
  feature: string;
  documents: readonly CompanyDocuments[];
  /**
   * Runs before anything is deleted; throwing stops the deletion with nothing deleted, so the owner can
   * repeat it (e.g. cancelling what Stripe still bills).
   */
  prepare?: (deps: AppDeps, companyId: string) => Promise<void>;
  /** Ids of the company's users this feature knows (their Auth users and user-keyed documents go too). */
  userIds?: (db: Firestore, companyId: string) => Promise<string[]>;
}

type ByCompanyId = Extract<CompanyDocuments, { by: "companyId" }>;

/** The steps of a deletion in their order, from the features' declarations (in the registry's order). */
export interface DeletionPlan {
  prepare: ((deps: AppDeps, companyId: string) => Promise<void>)[];
  userIds: ((db: Firestore, companyId: string) => Promise<string[]>)[];
  /** By companyId: the `first` ones, then the others, each group in the registry's order. */
  byCompanyId: ByCompanyId[];
  byUserField: string[];
  /** Deleted last, in batches: the documents keyed by the company's id, then those keyed by a user's id. */
  companyDocs: string[];
  userDocs: string[];
}

export function deletionPlan(parts: readonly CompanyDeletionPart[]): DeletionPlan {
  const documents = parts.flatMap((part) => part.documents);
  const byCompanyId = documents.filter((d): d is ByCompanyId => d.by === "companyId");
  const of = (by: CompanyDocuments["by"]) => documents.filter((d) => d.by === by).map((d) => d.collection);
  return {
    prepare: parts.flatMap((part) => (part.prepare ? [part.prepare] : [])),
    userIds: parts.flatMap((part) => (part.userIds ? [part.userIds] : [])),
    byCompanyId: [...byCompanyId.filter((d) => d.first), ...byCompanyId.filter((d) => !d.first)],
    byUserField: of("userField"),
    companyDocs: of("companyDocId"),
    userDocs: of("userDocId"),
  };
}

/** Every collection a part touches. */
export function collectionsOf(part: CompanyDeletionPart): string[] {
  return [...new Set(part.documents.flatMap((d) => [d.collection, ...(d.by === "companyId" ? (d.subcollections ?? []) : [])]))];
}
