import type { Firestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { testConfig } from "../test/standIns";
import { requireFeature } from "./gates";

/** A Firestore that knows one collection of company documents (get only). */
function companies(docs: Record<string, object>): Firestore {
  return {
    collection: (name: string) => ({
      doc: (id: string) => ({
        get: async () => {
          if (name !== "companies") throw new Error(`unexpected read of ${name}`);
          return { exists: id in docs, data: () => docs[id] };
        },
      }),
    }),
  } as unknown as Firestore;
}

const db = companies({
  basic: { hasAnActiveSubscription: true, subscribedPlan: "basic", smsAddOn: false },
  pro: { hasAnActiveSubscription: true, subscribedPlan: "pro", smsAddOn: true },
  ended: { hasAnActiveSubscription: false, subscribedPlan: "pro", smsAddOn: true },
});

describe("requireFeature", () => {
  it("lets a company use what its plan includes", async () => {
    await expect(requireFeature({ db, config: testConfig }, "pro", "apiAccess")).resolves.toBeUndefined();
    await expect(requireFeature({ db, config: testConfig }, "basic", "cashPayments")).resolves.toBeUndefined();
    await expect(requireFeature({ db, config: testConfig }, "pro", "smsNotification")).resolves.toBeUndefined();
  });

  it("refuses with subscription-required: a plan without the feature, an ended subscription, an unknown company", async () => {
    for (const [companyId, feature] of [["basic", "apiAccess"], ["basic", "smsNotification"], ["ended", "cashPayments"], ["nobody", "collectPhoneNumber"]] as const) {
      await expect(requireFeature({ db, config: testConfig }, companyId, feature)).rejects.toMatchObject({ code: "subscription-required", status: 403 });
    }
  });

  it("lets everyone through when the deployment counts every company as subscribed, without reading", async () => {
    const config = { ...testConfig, stripe: { ...testConfig.stripe, subscriptionsAlwaysActive: true } };
    await expect(requireFeature({ db: companies({}), config }, "nobody", "apiAccess")).resolves.toBeUndefined();
  });
});
