// What a company's deletion removes of its discounts (company/deletionRegistry.ts joins every feature's).
import { COLLECTIONS } from "@comanda/shared";
import type { CompanyDeletionPart } from "../company/deletion";

export const discountsCompanyDeletion: CompanyDeletionPart = {
  feature: "discounts",
  documents: [
    // Each discount with its vouchers (discounts/{id}/vouchers).
    { collection: COLLECTIONS.discounts, by: "companyId", subcollections: [COLLECTIONS.vouchers] },
  ],
};
