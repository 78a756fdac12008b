// What a company's deletion removes of its printers (company/deletionRegistry.ts joins every feature's).
import { COLLECTIONS } from "@comanda/shared";
import type { CompanyDeletionPart } from "../company/deletion";

export const printingCompanyDeletion: CompanyDeletionPart = {
  feature: "printing",
  documents: [
    { collection: COLLECTIONS.printJobs, by: "companyId" },
    // Printers with their CloudPRNT keys and status; their MAC claims go too, so another company may add them.
    { collection: COLLECTIONS.printerKeys, by: "companyId" },
    { collection: COLLECTIONS.printerMacs, by: "companyId" },
    { collection: COLLECTIONS.printerStatus, by: "companyId" },
    { collection: COLLECTIONS.printers, by: "companyId" },
  ],
};
