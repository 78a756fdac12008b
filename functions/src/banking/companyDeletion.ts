// What a company's deletion removes of its banking (company/deletionRegistry.ts joins every feature's).
import { COLLECTIONS } from "@comanda/shared";
import type { CompanyDeletionPart } from "../company/deletion";

export const bankingCompanyDeletion: CompanyDeletionPart = {
  feature: "banking",
  // The company's Stripe connected account, keyed by company id.
  documents: [{ collection: COLLECTIONS.paymentAccounts, by: "companyDocId" }],
};
