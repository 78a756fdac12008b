// What a company's deletion removes of its taxes (company/deletionRegistry.ts joins every feature's): its tax
// information, records, the end of its chain and its encrypted certificate. The records the agency received
// stay with the agency.
import { COLLECTIONS } from "@comanda/shared";
import type { CompanyDeletionPart } from "../company/deletion";

export const verifactuCompanyDeletion: CompanyDeletionPart = {
  feature: "verifactu",
  documents: [
    { collection: COLLECTIONS.taxRecords, by: "companyId" },
    { collection: COLLECTIONS.taxInfos, by: "companyDocId" },
    { collection: COLLECTIONS.taxChains, by: "companyDocId" },
    { collection: COLLECTIONS.taxCertificates, by: "companyDocId" },
  ],
};
