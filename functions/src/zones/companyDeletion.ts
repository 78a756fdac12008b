// What a company's deletion removes of its zones (company/deletionRegistry.ts joins every feature's).
import { COLLECTIONS } from "@comanda/shared";
import type { CompanyDeletionPart } from "../company/deletion";
import { ZONE_LOCKS } from "./save";

export const zonesCompanyDeletion: CompanyDeletionPart = {
  feature: "zones",
  documents: [
    { collection: COLLECTIONS.zones, by: "companyId" },
    // The lock of the company's zone saves.
    { collection: ZONE_LOCKS, by: "companyDocId" },
  ],
};
