import { describe, expect, it } from "vitest";
import { accountStatusOf, connectionState, connectionSummary, emptyRequirements, requirementTopic, requirementTopics, type AccountStatus } from "./connection";

function account(overrides: Partial<AccountStatus> & { req?: Partial<AccountStatus["requirements"]> } = {}): AccountStatus {
  const { req, ...rest } = overrides;
  return { detailsSubmitted: false, chargesEnabled: false, payoutsEnabled: false, requirements: { ...emptyRequirements(), ...req }, ...rest };
}

describe("connectionSummary", () => {
  it("is not connected without an account", () => {
    expect(connectionSummary(null)).toEqual({ state: "notConnected", waitingReason: null, missing: [], rejected: false });
    expect(connectionState(undefined)).toBe("notConnected");
  });

  it("waits for details when the onboarding was not finished", () => {
    const s = connectionSummary(account({ req: { currentlyDue: ["external_account", "tos_acceptance.date", "business_profile.url"] } }));
    expect(s).toEqual({ state: "waiting", waitingReason: "detailsMissing", missing: ["bankAccount", "businessDetails", "termsOfService"], rejected: false });
  });

  it("waits for details when the onboarding was left with nothing listed yet", () => {
    expect(connectionSummary(account()).waitingReason).toBe("detailsMissing");
  });

  it("waits for Stripe's review when everything was given but charges or payouts are not on yet", () => {
    const s = connectionSummary(account({ detailsSubmitted: true, chargesEnabled: true, req: { pendingVerification: ["individual.verification.document"] } }));
    expect(s).toMatchObject({ state: "waiting", waitingReason: "underReview", missing: [] });
  });

  it("waits for details when Stripe asks more after the onboarding", () => {
    const s = connectionSummary(account({ detailsSubmitted: true, req: { currentlyDue: ["individual.id_number"] } }));
    expect(s).toMatchObject({ state: "waiting", waitingReason: "detailsMissing", missing: ["taxId"] });
  });

  it("is paused when overdue details stopped charges or payouts", () => {
    const s = connectionSummary(
      account({ detailsSubmitted: true, chargesEnabled: true, req: { pastDue: ["external_account"], disabledReason: "requirements.past_due" } }),
    );
    expect(s).toMatchObject({ state: "waiting", waitingReason: "paused", missing: ["bankAccount"] });
  });

  it("is connected with charges and payouts on, and still lists what is due later on", () => {
    expect(connectionSummary(account({ detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true }))).toEqual({
      state: "connected",
      waitingReason: null,
      missing: [],
      rejected: false,
    });
    const dueSoon = connectionSummary(account({ detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true, req: { currentlyDue: ["company.tax_id"] } }));
    expect(dueSoon).toMatchObject({ state: "connected", missing: ["taxId"] });
  });

  it("needs both charges and payouts to be connected", () => {
    expect(connectionState(account({ detailsSubmitted: true, chargesEnabled: true }))).toBe("waiting");
    expect(connectionState(account({ detailsSubmitted: true, payoutsEnabled: true }))).toBe("waiting");
  });

  it("counts a rejected account as not connected", () => {
    const s = connectionSummary(account({ detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true, req: { disabledReason: "rejected.fraud" } }));
    expect(s).toEqual({ state: "notConnected", waitingReason: null, missing: [], rejected: true });
  });
});

describe("requirementTopic", () => {
  it.each([
    ["external_account", "bankAccount"],
    ["tos_acceptance.ip", "termsOfService"],
    ["individual.verification.document", "identity"],
    ["individual.dob.day", "identity"],
    ["individual.id_number", "taxId"],
    ["company.tax_id", "taxId"],
    ["representative.first_name", "representative"],
    ["owners.last_name", "owners"],
    ["company.owners_provided", "owners"],
    ["person_1AbC.verification.document", "owners"],
    ["business_profile.mcc", "businessDetails"],
    ["company.address.city", "businessDetails"],
    ["business_type", "businessDetails"],
    ["something.new", "other"],
  ] as const)("%s → %s", (path, topic) => {
    expect(requirementTopic(path)).toBe(topic);
  });

  it("lists each topic once, in a fixed order", () => {
    expect(requirementTopics(["tos_acceptance.date", "external_account", "individual.dob.day", "external_account", "individual.email"])).toEqual([
      "bankAccount",
      "identity",
      "termsOfService",
    ]);
  });
});

describe("accountStatusOf", () => {
  it("reads Stripe's snake_case account, the deadline as ISO time", () => {
    expect(
      accountStatusOf({
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: false,
        requirements: { currently_due: ["external_account"], past_due: [], eventually_due: ["company.tax_id"], pending_verification: null, disabled_reason: null, current_deadline: 1_700_000_000 },
      }),
    ).toEqual({
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: false,
      requirements: {
        currentlyDue: ["external_account"],
        pastDue: [],
        eventuallyDue: ["company.tax_id"],
        pendingVerification: [],
        disabledReason: null,
        currentDeadline: "2023-11-14T22:13:20.000Z",
      },
    });
  });

  it("takes missing parts as false and empty", () => {
    expect(accountStatusOf({})).toEqual({ detailsSubmitted: false, chargesEnabled: false, payoutsEnabled: false, requirements: emptyRequirements() });
  });
});
