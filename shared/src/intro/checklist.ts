// The intro widget's start checklist (spec §2): which first steps a company has taken, from its real data.
import type { CompanyData } from "../entities/company";
import type { CompanyInfoData } from "../entities/companyInfo";
import type { CompanySettingsData } from "../entities/companySettings";

export const INTRO_STEPS = ["establishment", "products", "zones", "openingHours", "payments"] as const;
export type IntroStep = (typeof INTRO_STEPS)[number];

/** Where each step is done (admin routes, shared/src/routes.ts). */
export const INTRO_STEP_PATHS: Readonly<Record<IntroStep, string>> = {
  establishment: "/settings/info",
  products: "/menu/products",
  zones: "/zones",
  openingHours: "/settings/opening-hours",
  payments: "/settings/general",
};

/** What the checklist looks at; every document field may be missing in older data. */
export interface IntroFacts {
  company: Partial<CompanyData> | null;
  info: Partial<CompanyInfoData> | null;
  settings: Partial<Pick<CompanySettingsData, "openingHours" | "enableOfflinePayments" | "cashPaymentsAuthorised">> | null;
  /** The company's zones that are not deleted (archived). */
  zones: readonly { archived?: boolean; pointsOfSale?: readonly unknown[] | null }[];
  /** Products that are not samples: the owner made them (or took a sample over by deleting the sample data). */
  ownProducts: number;
}

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

export function introChecklist(facts: IntroFacts): Record<IntroStep, boolean> {
  const { company, info, settings } = facts;
  return {
    // Registration fills in the name and e-mail; the address and a phone number are the owner's step.
    establishment: filled(info?.companyname) && filled(info?.street) && filled(info?.zip) && filled(info?.city) && (filled(info?.phone) || filled(info?.mobile)),
    products: facts.ownProducts > 0,
    zones: facts.zones.some((zone) => zone.archived !== true && (zone.pointsOfSale?.length ?? 0) > 0),
    // A weekly opening range; one-off dates and closures alone do not open the shop.
    openingHours: (settings?.openingHours ?? []).some((range) => range.kind === "every" && !range.closed),
    // Card payments through a valid provider connection, or cash authorised in the general settings.
    payments:
      company?.hasAValidStripeConnection === true ||
      company?.stripeConnectionState === "connected" ||
      (settings?.enableOfflinePayments === true && settings.cashPaymentsAuthorised === true),
  };
}

export function introComplete(steps: Record<IntroStep, boolean>): boolean {
  return INTRO_STEPS.every((step) => steps[step]);
}
