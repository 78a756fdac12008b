// What a company's deletion removes of its integrator API access (company/deletionRegistry.ts joins every feature's).
import { COLLECTIONS } from "@comanda/shared";
import type { CompanyDeletionPart } from "../company/deletion";
import { API_CREDENTIALS } from "./settings";
import { API_RATE_LIMITS } from "./v1/rateLimit";

export const apiAccessCompanyDeletion: CompanyDeletionPart = {
  feature: "apiAccess",
  documents: [
    { collection: COLLECTIONS.companyApiSettings, by: "companyDocId" },
    // The API password's hash (keyed by API user) and the API rate counters (by window): found by their company.
    { collection: API_CREDENTIALS, by: "companyId" },
    { collection: API_RATE_LIMITS, by: "companyId" },
  ],
};
