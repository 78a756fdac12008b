// What a company's deletion removes of the company itself, and of the admin's screens that have no server
// folder yet: when one gets its folder, its lines move to its own declaration (company/deletionRegistry.ts).
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
    // Screens without a server folder yet.
    { collection: COLLECTIONS.pages, by: "companyId" },
    { collection: COLLECTIONS.stories, by: "companyId" },
  ],
};
