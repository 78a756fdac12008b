// What a company's deletion removes of its online payments (company/deletionRegistry.ts joins every feature's).
import { COLLECTIONS } from "@comanda/shared";
import type { CompanyDeletionPart } from "../company/deletion";

export const paymentsCompanyDeletion: CompanyDeletionPart = {
  feature: "payments",
  // Orders still waiting for their online payment.
  documents: [{ collection: COLLECTIONS.pendingOrders, by: "companyId" }],
};
