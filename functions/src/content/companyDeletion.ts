// What a company's deletion removes of its pages and stories (company/deletionRegistry.ts joins every feature's).
import { COLLECTIONS } from "@comanda/shared";
import type { CompanyDeletionPart } from "../company/deletion";

export const contentCompanyDeletion: CompanyDeletionPart = {
  feature: "content",
  documents: [
    { collection: COLLECTIONS.pages, by: "companyId" },
    { collection: COLLECTIONS.stories, by: "companyId" },
  ],
};
