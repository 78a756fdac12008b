// What a company's deletion removes of its orders (company/deletionRegistry.ts joins every feature's).
import { COLLECTIONS } from "@comanda/shared";
import type { CompanyDeletionPart } from "../company/deletion";
import { readySmsMarker } from "./notifications";
import { ORDER_COUNTERS } from "./place";

export const ordersCompanyDeletion: CompanyDeletionPart = {
  feature: "orders",
  documents: [
    // Orders go with the marker of their ready SMS (orders/{id}/sms/ready), which the server writes.
    { collection: COLLECTIONS.orders, by: "companyId", alongside: readySmsMarker },
    // The running order number.
    { collection: ORDER_COUNTERS, by: "companyDocId" },
  ],
};
