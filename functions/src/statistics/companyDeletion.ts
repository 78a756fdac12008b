// What a company's deletion removes of its statistics (company/deletionRegistry.ts joins every feature's).
import { COLLECTIONS } from "@comanda/shared";
import type { CompanyDeletionPart } from "../company/deletion";
import { STATISTICS_ORDERS } from "./orderStatistics";
import { STATISTICS_VIEWS } from "./views";

export const statisticsCompanyDeletion: CompanyDeletionPart = {
  feature: "statistics",
  documents: [
    // The server's records (each order's contribution, the view counters) go first, before the orders: an
    // order's delete then finds nothing of it to take from a day, so no statistics trigger writes a day of
    // the deleted company again.
    { collection: STATISTICS_ORDERS, by: "companyId", first: true },
    { collection: STATISTICS_VIEWS, by: "companyId", first: true },
    { collection: COLLECTIONS.statistics, by: "companyId" },
  ],
};
