// Two parts of the product never handle the same Stripe event type: each event has one owner, and the
// merged table keeps every part's handlers.
import { describe, expect, it } from "vitest";
import { STRIPE_EVENT_HANDLERS, STRIPE_EVENT_PARTS } from "./registry";

describe("the Stripe event registry", () => {
  it("has no event type in two parts", () => {
    const owners = new Map<string, number[]>();
    STRIPE_EVENT_PARTS.forEach((part, index) => {
      for (const type of Object.keys(part)) owners.set(type, [...(owners.get(type) ?? []), index]);
    });
    const shared = [...owners].filter(([, parts]) => parts.length > 1).map(([type, parts]) => `${type} in parts ${parts.join(", ")}`);
    expect(shared).toEqual([]);
  });

  it("merges every part's handlers unchanged", () => {
    for (const part of STRIPE_EVENT_PARTS) {
      for (const [type, handler] of Object.entries(part)) expect(STRIPE_EVENT_HANDLERS[type as keyof typeof STRIPE_EVENT_HANDLERS]).toBe(handler);
    }
    const total = STRIPE_EVENT_PARTS.reduce((n, part) => n + Object.keys(part).length, 0);
    expect(Object.keys(STRIPE_EVENT_HANDLERS)).toHaveLength(total);
  });
});
