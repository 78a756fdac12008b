import { describe, expect, it } from "vitest";
import { introChecklist, introComplete, INTRO_STEP_PATHS, INTRO_STEPS, type IntroFacts } from "./checklist";
import { matchRoute } from "../routes";

const fresh: IntroFacts = {
  company: { hasAValidStripeConnection: false, stripeConnectionState: "notConnected" },
  info: { companyname: "Bar Ana", email: "ana@example.com", street: "", zip: "", city: "", phone: "" },
  settings: { openingHours: [], enableOfflinePayments: false, cashPaymentsAuthorised: false },
  zones: [],
  ownProducts: 0,
};

describe("introChecklist", () => {
  it("ticks nothing for a company just registered", () => {
    expect(introChecklist(fresh)).toEqual({ establishment: false, products: false, zones: false, openingHours: false, payments: false });
    expect(introComplete(introChecklist(fresh))).toBe(false);
  });

  it("ticks the establishment once the address and a phone number are filled in", () => {
    const address = { ...fresh.info, street: "Carrer Major 1", zip: "08001", city: "Barcelona" };
    expect(introChecklist({ ...fresh, info: address }).establishment).toBe(false);
    expect(introChecklist({ ...fresh, info: { ...address, phone: "+34 600 000 000" } }).establishment).toBe(true);
    expect(introChecklist({ ...fresh, info: { ...address, mobile: "+34 600 000 000" } }).establishment).toBe(true);
    expect(introChecklist({ ...fresh, info: { ...address, city: "  ", phone: "1" } }).establishment).toBe(false);
  });

  it("ticks products only for a product the owner made", () => {
    expect(introChecklist({ ...fresh, ownProducts: 1 }).products).toBe(true);
  });

  it("ticks zones for a zone with a point of sale that is not deleted", () => {
    expect(introChecklist({ ...fresh, zones: [{ pointsOfSale: [] }] }).zones).toBe(false);
    expect(introChecklist({ ...fresh, zones: [{ archived: true, pointsOfSale: [{}] }] }).zones).toBe(false);
    expect(introChecklist({ ...fresh, zones: [{ pointsOfSale: [{}] }] }).zones).toBe(true);
  });

  it("ticks opening hours for a weekly open range, not for a closure or a one-off date", () => {
    const range = { id: "r", from: "09:00", to: "17:00" };
    const hours = (openingHours: NonNullable<IntroFacts["settings"]>["openingHours"]) => introChecklist({ ...fresh, settings: { ...fresh.settings, openingHours } }).openingHours;
    expect(hours([{ ...range, kind: "every", weekdays: [1], closed: true }])).toBe(false);
    expect(hours([{ ...range, kind: "at", date: "2026-12-24", closed: false }])).toBe(false);
    expect(hours([{ ...range, kind: "every", weekdays: [1, 2], closed: false }])).toBe(true);
  });

  it("ticks payments for a payment provider connection, or for cash that is enabled and authorised", () => {
    expect(introChecklist({ ...fresh, company: { hasAValidStripeConnection: true } }).payments).toBe(true);
    expect(introChecklist({ ...fresh, company: { stripeConnectionState: "connected" } }).payments).toBe(true);
    expect(introChecklist({ ...fresh, settings: { enableOfflinePayments: true, cashPaymentsAuthorised: false } }).payments).toBe(false);
    expect(introChecklist({ ...fresh, settings: { enableOfflinePayments: true, cashPaymentsAuthorised: true } }).payments).toBe(true);
  });

  it("is complete when every step is ticked", () => {
    expect(introComplete({ establishment: true, products: true, zones: true, openingHours: true, payments: true })).toBe(true);
  });

  it("links every step to a screen of the route table", () => {
    for (const step of INTRO_STEPS) expect(matchRoute(INTRO_STEP_PATHS[step]), step).toMatchObject({ path: INTRO_STEP_PATHS[step] });
  });
});
