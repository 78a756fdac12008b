import { describe, expect, it } from "vitest";
import { companyFlagsOf, featureAllowed, FEATURE_RULES, statusIsActive, GATED_FEATURES, lowestPlanFor, planOf, PLANS, subscriptionActive, type GatedFeature } from "./features";

const basic = { hasAnActiveSubscription: true, subscribedPlan: "basic", smsAddOn: false };
const pro = { hasAnActiveSubscription: true, subscribedPlan: "pro", smsAddOn: false };

describe("the gate table", () => {
  it("names a rule for every gated feature, each with known plans", () => {
    for (const feature of GATED_FEATURES) {
      expect(FEATURE_RULES[feature].plans.length).toBeGreaterThan(0);
      for (const plan of FEATURE_RULES[feature].plans) expect(PLANS).toContain(plan);
    }
  });

  it("keeps API access for the pro plan and everything else of §1 for basic and pro", () => {
    expect(featureAllowed(pro, "apiAccess")).toBe(true);
    expect(featureAllowed(basic, "apiAccess")).toBe(false);
    const both: GatedFeature[] = ["onlinePayment", "paymentConnect", "cashPayments", "collectPhoneNumber", "collectCustomerName"];
    for (const feature of both) {
      expect(featureAllowed(basic, feature), feature).toBe(true);
      expect(featureAllowed(pro, feature), feature).toBe(true);
    }
  });

  it("refuses every feature without an active subscription, even with a plan name left behind", () => {
    const ended = { hasAnActiveSubscription: false, subscribedPlan: "pro", smsAddOn: true };
    for (const feature of GATED_FEATURES) {
      expect(featureAllowed(ended, feature), feature).toBe(false);
      expect(featureAllowed(null, feature), feature).toBe(false);
      expect(featureAllowed({}, feature), feature).toBe(false);
    }
  });

  it("refuses an active flag with no plan or an unknown plan", () => {
    expect(featureAllowed({ hasAnActiveSubscription: true, subscribedPlan: null }, "cashPayments")).toBe(false);
    expect(featureAllowed({ hasAnActiveSubscription: true, subscribedPlan: "enterprise" }, "cashPayments")).toBe(false);
  });

  it("sends the ready SMS only with the add-on on top of a plan", () => {
    expect(featureAllowed(pro, "smsNotification")).toBe(false);
    expect(featureAllowed({ ...basic, smsAddOn: true }, "smsNotification")).toBe(true);
    expect(featureAllowed({ hasAnActiveSubscription: false, subscribedPlan: null, smsAddOn: true }, "smsNotification")).toBe(false);
  });

  it("opens everything when the deployment counts every company as subscribed", () => {
    for (const feature of GATED_FEATURES) expect(featureAllowed(null, feature, { alwaysActive: true }), feature).toBe(true);
    expect(subscriptionActive(null, { alwaysActive: true })).toBe(true);
    expect(subscriptionActive({ hasAnActiveSubscription: false })).toBe(false);
    expect(subscriptionActive({ hasAnActiveSubscription: true })).toBe(true);
  });

  it("reads plan names whatever their case and spacing", () => {
    expect(planOf(" Pro ")).toBe("pro");
    expect(planOf("BASIC")).toBe("basic");
    expect(planOf("Comanda Pro")).toBeNull();
    expect(planOf(null)).toBeNull();
    expect(featureAllowed({ hasAnActiveSubscription: true, subscribedPlan: "PRO" }, "apiAccess")).toBe(true);
  });

  it("names the cheapest plan for a feature", () => {
    expect(lowestPlanFor("apiAccess")).toBe("pro");
    expect(lowestPlanFor("cashPayments")).toBe("basic");
  });
});

describe("companyFlagsOf", () => {
  it("is unsubscribed with no subscription or only ended ones", () => {
    const off = { hasAnActiveSubscription: false, subscribedPlan: null, smsAddOn: false };
    expect(companyFlagsOf([])).toEqual(off);
    expect(companyFlagsOf([{ name: "pro", status: "inactive", smsAddOn: true }, { name: "basic", status: "incomplete" }])).toEqual(off);
  });

  it("follows the highest active plan and the add-on of any active subscription", () => {
    expect(companyFlagsOf([{ name: "basic", status: "active", smsAddOn: true }, { name: "pro", status: "trialing" }])).toEqual({
      hasAnActiveSubscription: true,
      subscribedPlan: "pro",
      smsAddOn: true,
    });
  });

  it("keeps a newer active subscription when an older one has ended", () => {
    expect(companyFlagsOf([{ name: "pro", status: "inactive", smsAddOn: true }, { name: "basic", status: "active" }])).toEqual({
      hasAnActiveSubscription: true,
      subscribedPlan: "basic",
      smsAddOn: false,
    });
    expect(statusIsActive("trialing")).toBe(true);
    expect(statusIsActive("incomplete")).toBe(false);
  });
});
