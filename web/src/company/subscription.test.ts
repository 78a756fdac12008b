import { describe, expect, it } from "vitest";
import { subscriptionIsActive } from "./subscription";

describe("subscriptionIsActive", () => {
  it("follows the company flag in production", () => {
    expect(subscriptionIsActive({ hasAnActiveSubscription: true }, "production")).toBe(true);
    expect(subscriptionIsActive({ hasAnActiveSubscription: false }, "production")).toBe(false);
  });

  it("counts as active on the local emulators and in dev, even without a company document", () => {
    expect(subscriptionIsActive(null, "local")).toBe(true);
    expect(subscriptionIsActive(null, "dev")).toBe(true);
  });

  it("is inactive in demo without the flag", () => {
    expect(subscriptionIsActive({}, "demo")).toBe(false);
  });
});
