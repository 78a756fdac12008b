import { COLLECTIONS, type CollectionKey } from "@comanda/shared";
import { describe, expect, it } from "vitest";
import { COMPANY_COLLECTIONS, COMPANY_SINGLETONS, NOT_COMPANY_DATA, STATISTICS_SERVER_COLLECTIONS, USER_KEYED_COLLECTIONS } from "./deleteCompany";

describe("account deletion", () => {
  it("covers every collection of the data model", () => {
    // Discounts go with their vouchers, orders with their SMS markers; devices are found by their users' ids.
    const handledApart: CollectionKey[] = ["discounts", "vouchers", "orders", "devices"];
    const covered = new Set<string>([...COMPANY_COLLECTIONS, ...COMPANY_SINGLETONS, ...USER_KEYED_COLLECTIONS, ...NOT_COMPANY_DATA, ...handledApart]);
    const missing = (Object.keys(COLLECTIONS) as CollectionKey[]).filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
  });

  it("takes the statistics' server records with the company: each order's contribution and the view counters", () => {
    expect([...STATISTICS_SERVER_COLLECTIONS].sort()).toEqual(["statisticsOrders", "statisticsViews"]);
  });
});
