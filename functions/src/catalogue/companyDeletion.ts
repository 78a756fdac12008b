// What a company's deletion removes of its catalogue (company/deletionRegistry.ts joins every feature's).
import { COLLECTIONS } from "@comanda/shared";
import type { CompanyDeletionPart } from "../company/deletion";

export const catalogueCompanyDeletion: CompanyDeletionPart = {
  feature: "catalogue",
  documents: [
    { collection: COLLECTIONS.categories, by: "companyId" },
    { collection: COLLECTIONS.courses, by: "companyId" },
    { collection: COLLECTIONS.locations, by: "companyId" },
    { collection: COLLECTIONS.products, by: "companyId" },
    { collection: COLLECTIONS.tags, by: "companyId" },
  ],
};
