import { describe, expect, it } from "vitest";
import { companyAllows, subscriptionIsActive } from "./subscription";

describe("subscriptionIsActive", () => {
  it("follows the company flag, whatever the host", () => {
    expect(subscriptionIsActive({ hasAnActiveSubscription: true }, false)).toBe(true);
    expect(subscriptionIsActive({ hasAnActiveSubscription: false }, false)).toBe(false);
    expect(subscriptionIsActive(null, false)).toBe(false);
  });

  it("is active for every company where the deployment is configured so, even without a company document", () => {
    expect(subscriptionIsActive(null, true)).toBe(true);
  });
});

describe("companyAllows", () => {
  it("follows the gate table per feature", () => {
    const basic = { hasAnActiveSubscription: true, subscribedPlan: "basic", smsAddOn: false };
    expect(companyAllows(basic, "cashPayments", false)).toBe(true);
    expect(companyAllows(basic, "apiAccess", false)).toBe(false);
    expect(companyAllows({ ...basic, subscribedPlan: "pro" }, "apiAccess", false)).toBe(true);
    expect(companyAllows(null, "apiAccess", true)).toBe(true);
  });
});
