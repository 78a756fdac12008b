// Company settings written by the settings screens (opening hours, delivery): a partial update of
// companySettings/{companyId} under the security rules (owner or `settings`). Read them with
// useCompany() / useCompanySettingsDoc.
import { doc, setDoc } from "firebase/firestore";
import type { CompanySettingsData } from "@comanda/shared";
import { getDb } from "../data/firebase";

/** Merges the given fields into the company's settings (other fields are left as they are). */
export async function saveCompanySettings(companyId: string, patch: Partial<CompanySettingsData>): Promise<void> {
  const db = await getDb();
  await setDoc(doc(db, "companySettings", companyId), patch, { merge: true });
}
