// What a company's deletion removes of its customers (company/deletionRegistry.ts joins every feature's).
import { COLLECTIONS } from "@comanda/shared";
import type { CompanyDeletionPart } from "../company/deletion";

export const customersCompanyDeletion: CompanyDeletionPart = {
  feature: "customers",
  documents: [
    { collection: COLLECTIONS.customers, by: "companyId" },
    // The claims of the customers' e-mails.
    { collection: COLLECTIONS.customerEmails, by: "companyId" },
  ],
};
