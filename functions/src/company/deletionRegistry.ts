// Everything a company's deletion removes, from each feature's own declaration (<feature>/companyDeletion.ts).
// Two features never claim the same collection, and every collection firestore.rules knows is claimed here
// or kept on purpose: the unit test of the registry checks both.
import { accountsCompanyDeletion } from "../accounts/companyDeletion";
import { apiAccessCompanyDeletion } from "../apiAccess/companyDeletion";
import { bankingCompanyDeletion } from "../banking/companyDeletion";
import { catalogueCompanyDeletion } from "../catalogue/companyDeletion";
import { contentCompanyDeletion } from "../content/companyDeletion";
import { customersCompanyDeletion } from "../customers/companyDeletion";
import { discountsCompanyDeletion } from "../discounts/companyDeletion";
import { domainsCompanyDeletion } from "../domains/companyDeletion";
import { ordersCompanyDeletion } from "../orders/companyDeletion";
import { paymentsCompanyDeletion } from "../payments/companyDeletion";
import { platformCompanyDeletion } from "../platform/companyDeletion";
import { printingCompanyDeletion } from "../printing/companyDeletion";
import { settingsCompanyDeletion } from "../settings/companyDeletion";
import { statisticsCompanyDeletion } from "../statistics/companyDeletion";
import { subscriptionsCompanyDeletion } from "../subscriptions/companyDeletion";
import { translationCompanyDeletion } from "../translation/companyDeletion";
import { verifactuCompanyDeletion } from "../verifactu/companyDeletion";
import { zonesCompanyDeletion } from "../zones/companyDeletion";
import { companyCompanyDeletion } from "./companyDeletion";
import type { CompanyDeletionPart } from "./deletion";

/** In this order within each step of the deletion (company/deletion.ts deletionPlan). */
export const COMPANY_DELETION_PARTS: readonly CompanyDeletionPart[] = [
  subscriptionsCompanyDeletion,
  accountsCompanyDeletion,
  platformCompanyDeletion,
  companyCompanyDeletion,
  statisticsCompanyDeletion,
  ordersCompanyDeletion,
  paymentsCompanyDeletion,
  catalogueCompanyDeletion,
  customersCompanyDeletion,
  discountsCompanyDeletion,
  contentCompanyDeletion,
  printingCompanyDeletion,
  settingsCompanyDeletion,
  zonesCompanyDeletion,
  bankingCompanyDeletion,
  apiAccessCompanyDeletion,
  translationCompanyDeletion,
  verifactuCompanyDeletion,
  domainsCompanyDeletion,
];

/** Collections a company's deletion keeps on purpose, with the reason. */
export const KEPT_ON_COMPANY_DELETION: Readonly<Record<string, string>> = {
  mail: "the server's outbox, not the company's (and may still be sending)",
  stripeEvents: "the ids of Stripe events already handled, by event and not by company: a repeated delivery must still do nothing",
  callerLimits: "the per-caller counters of the public calls, by caller address and not by company; they expire on their own",
};
