// What a company's deletion removes: each feature declares its own collections (<feature>/companyDeletion.ts),
// no two features claim the same one, and no collection of the data model or of firestore.rules is forgotten.
import { readFileSync } from "node:fs";
import { COLLECTIONS } from "@comanda/shared";
import { describe, expect, it } from "vitest";
import { collectionsOf, deletionPlan } from "./deletion";
import { COMPANY_DELETION_PARTS, KEPT_ON_COMPANY_DELETION } from "./deletionRegistry";

const claimed = new Set(COMPANY_DELETION_PARTS.flatMap(collectionsOf));
const kept = new Set(Object.keys(KEPT_ON_COMPANY_DELETION));

/** Every collection firestore.rules matches (top-level and nested, e.g. discounts/{id}/vouchers). */
function rulesCollections(): string[] {
  const rules = readFileSync(new URL("../../../firestore.rules", import.meta.url), "utf8");
  const names = [...rules.matchAll(/match\s+\/([A-Za-z0-9_-]+)\/\{/g)].map((m) => m[1] as string);
  return [...new Set(names)].filter((name) => name !== "databases");
}

describe("account deletion", () => {
  it("has no collection claimed by two features", () => {
    const owners = new Map<string, string[]>();
    for (const part of COMPANY_DELETION_PARTS) {
      for (const name of collectionsOf(part)) owners.set(name, [...(owners.get(name) ?? []), part.feature]);
    }
    const shared = [...owners].filter(([, features]) => features.length > 1).map(([name, features]) => `${name}: ${features.join(", ")}`);
    expect(shared).toEqual([]);
    // One declaration per feature.
    const features = COMPANY_DELETION_PARTS.map((part) => part.feature);
    expect(new Set(features).size).toBe(features.length);
  });

  it("covers every collection firestore.rules knows, or keeps it on purpose", () => {
    const known = rulesCollections();
    // The scan reads the rules (a broken pattern would find nothing and pass).
    expect(known).toEqual(expect.arrayContaining(["orders", "vouchers", "printer-status", "orderCounters", "mail"]));
    expect(known.filter((name) => !claimed.has(name) && !kept.has(name))).toEqual([]);
  });

  it("covers every collection of the data model, or keeps it on purpose", () => {
    const missing = Object.values(COLLECTIONS).filter((name) => !claimed.has(name) && !kept.has(name));
    expect(missing).toEqual([]);
  });

  it("keeps nothing it also deletes", () => {
    expect([...kept].filter((name) => claimed.has(name))).toEqual([]);
  });

  it("takes the statistics' server records with the company, before the orders", () => {
    const plan = deletionPlan(COMPANY_DELETION_PARTS);
    const order = plan.byCompanyId.map((entry) => entry.collection);
    expect(order.indexOf("statisticsOrders")).toBeGreaterThanOrEqual(0);
    expect(order.indexOf("statisticsViews")).toBeGreaterThanOrEqual(0);
    expect(order.indexOf("statisticsOrders")).toBeLessThan(order.indexOf("orders"));
    expect(order.indexOf("statisticsViews")).toBeLessThan(order.indexOf("orders"));
  });

  it("finds the company's users through its access rights and user documents, and their devices by uid", () => {
    const plan = deletionPlan(COMPANY_DELETION_PARTS);
    expect(plan.userIds).toHaveLength(2);
    expect(plan.byUserField).toEqual(["devices"]);
    expect([...plan.userDocs].sort()).toEqual(["activity", "users"]);
    expect(plan.companyDocs).toEqual(expect.arrayContaining(["companies", "orderCounters", "zoneLocks", "companySettings"]));
    // Cancelling what Stripe still bills, and taking the custom domains out of Firebase Hosting, come before anything is deleted.
    const prepareOf = (feature: string) => COMPANY_DELETION_PARTS.find((part) => part.feature === feature)?.prepare;
    expect(plan.prepare).toEqual([prepareOf("subscriptions"), prepareOf("domains")]);
  });

  it("orders the steps: the `first` collections, then the others in the registry's order", () => {
    const plan = deletionPlan([
      { feature: "a", documents: [{ collection: "a1", by: "companyId" }, { collection: "a2", by: "companyDocId" }] },
      { feature: "b", documents: [{ collection: "b1", by: "companyId", first: true }, { collection: "b2", by: "userDocId" }, { collection: "b3", by: "userField" }] },
    ]);
    expect(plan.byCompanyId.map((entry) => entry.collection)).toEqual(["b1", "a1"]);
    expect(plan.companyDocs).toEqual(["a2"]);
    expect(plan.userDocs).toEqual(["b2"]);
    expect(plan.byUserField).toEqual(["b3"]);
  });
});
