// Live reads of the company singletons (companies, companyInfos, companySettings), keyed by company id.
import { doc } from "firebase/firestore";
import { useLiveDoc, type Live } from "../data/live";
import type { Company, CompanyInfo, CompanySettings } from "./types";

/** companies/{companyId}; a null id stops listening. */
export function useCompanyDoc(companyId: string | null): Live<Company | null> {
  return useLiveDoc<Company>(companyId ? (db) => doc(db, "companies", companyId) : null, [companyId]);
}

/** companyInfos/{companyId}; a null id stops listening. */
export function useCompanyInfoDoc(companyId: string | null): Live<CompanyInfo | null> {
  return useLiveDoc<CompanyInfo>(companyId ? (db) => doc(db, "companyInfos", companyId) : null, [companyId]);
}

/** companySettings/{companyId}; a null id stops listening. */
export function useCompanySettingsDoc(companyId: string | null): Live<CompanySettings | null> {
  return useLiveDoc<CompanySettings>(companyId ? (db) => doc(db, "companySettings", companyId) : null, [companyId]);
}
