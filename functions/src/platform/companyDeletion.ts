// What a company's deletion removes of its users' own documents (company/deletionRegistry.ts joins every feature's).
import { COLLECTIONS } from "@comanda/shared";
import type { Firestore } from "firebase-admin/firestore";
import type { CompanyDeletionPart } from "../company/deletion";

/** Every user document of the company. */
async function profileUserIds(db: Firestore, companyId: string): Promise<string[]> {
  const users = await db.collection(COLLECTIONS.users).where("companyId", "==", companyId).select().get();
  return users.docs.map((doc) => doc.id);
}

export const platformCompanyDeletion: CompanyDeletionPart = {
  feature: "platform",
  userIds: profileUserIds,
  documents: [
    // User profiles, keyed by user id (also found by companyId).
    { collection: COLLECTIONS.users, by: "companyId" },
    { collection: COLLECTIONS.users, by: "userDocId" },
    // The push tokens of the company's users, found by their uid.
    { collection: COLLECTIONS.devices, by: "userField" },
  ],
};
