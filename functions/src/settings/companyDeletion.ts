// What a company's deletion removes of its settings (company/deletionRegistry.ts joins every feature's).
import { COLLECTIONS } from "@comanda/shared";
import type { CompanyDeletionPart } from "../company/deletion";

export const settingsCompanyDeletion: CompanyDeletionPart = {
  feature: "settings",
  documents: [
    { collection: COLLECTIONS.companyInfos, by: "companyDocId" },
    { collection: COLLECTIONS.companySettings, by: "companyDocId" },
    // The VAT change log goes with the company.
    { collection: COLLECTIONS.vatChanges, by: "companyId" },
  ],
};
