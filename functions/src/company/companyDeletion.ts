// What a company's deletion removes of the company itself, and of any admin screen that has no server folder
// yet (none now: pages and stories moved to content/companyDeletion.ts with their /api calls; issue 23).
import { COLLECTIONS } from "@comanda/shared";
import type { CompanyDeletionPart } from "./deletion";

export const companyCompanyDeletion: CompanyDeletionPart = {
  feature: "company",
  documents: [
    { collection: COLLECTIONS.companies, by: "companyDocId" },
    // The company's slug claims (current and left ones): deleting it frees its shop addresses.
    { collection: COLLECTIONS.slugs, by: "companyId" },
    // Written by several features (orders, printing, translation) for the company's users.
    { collection: COLLECTIONS.notifications, by: "companyId" },
  ],
};
