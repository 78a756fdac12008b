// What a company's deletion removes of its access rights (company/deletionRegistry.ts joins every feature's).
import { COLLECTIONS } from "@comanda/shared";
import type { Firestore } from "firebase-admin/firestore";
import type { CompanyDeletionPart } from "../company/deletion";

/** The staff's user ids: an access right's uid, else its id. */
async function staffUserIds(db: Firestore, companyId: string): Promise<string[]> {
  const accounts = await db.collection(COLLECTIONS.accounts).where("companyId", "==", companyId).get();
  return accounts.docs.map((doc) => {
    const uid: unknown = doc.get("uid");
    return typeof uid === "string" && uid ? uid : doc.id;
  });
}

export const accountsCompanyDeletion: CompanyDeletionPart = {
  feature: "accounts",
  userIds: staffUserIds,
  documents: [
    { collection: COLLECTIONS.accounts, by: "companyId" },
    // The QR-login secrets of the staff's access rights.
    { collection: COLLECTIONS.accountKeys, by: "companyId" },
    // Last activity, keyed by user id (also found by companyId).
    { collection: COLLECTIONS.activity, by: "companyId" },
    { collection: COLLECTIONS.activity, by: "userDocId" },
  ],
};
