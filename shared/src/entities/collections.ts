// Names of the Firestore collections. Top-level documents carry companyId; the company singletons are
// keyed by company id; vouchers are a sub-collection of discounts.
export const COLLECTIONS = {
  accounts: "accounts",
  /** An account's QR-login secret, keyed by account id (shared/src/entities/account.ts AccountKeyData): server written, accounts reads. */
  accountKeys: "accountKeys",
  activity: "activity",
  categories: "categories",
  companies: "companies",
  companyApiSettings: "companyApiSettings",
  companyInfos: "companyInfos",
  companySettings: "companySettings",
  courses: "courses",
  /** A company's custom domains, keyed by `${companyId}_${domain}` (shared/src/api/domains.ts): server written, settings reads. */
  customDomains: "customDomains",
  customers: "customers",
  /** E-mail claims, keyed by `${companyId}_${sha256 of the trimmed lower-case e-mail}` (functions/src/customers): server only. */
  customerEmails: "customerEmails",
  devices: "devices",
  discounts: "discounts",
  /** Domain claims, keyed by the domain (one domain, one company): server only. */
  domainClaims: "domainClaims",
  locations: "locations",
  mail: "mail",
  notifications: "notifications",
  orders: "orders",
  pages: "pages",
  /** Orders awaiting their online payment (shared/src/orders/pendingOrders.ts): server only. */
  pendingOrders: "pendingOrders",
  /** The company's Stripe connected account, keyed by company id (shared/src/banking): server only. */
  paymentAccounts: "paymentAccounts",
  printJobs: "printJobs",
  printerStatus: "printer-status",
  printers: "printers",
  /** A printer's CloudPRNT address secret, its MAC and enabled (shared/src/printing/printerKey.ts): server written, settings reads. */
  printerKeys: "printerKeys",
  /** MAC claims, keyed by the upper-case MAC (one printer across all companies): server only. */
  printerMacs: "printerMacs",
  products: "products",
  /** Slug claims, keyed by slug (companyInfo/slugClaim.ts): server only. */
  slugs: "slugs",
  statistics: "statistics",
  stories: "stories",
  subscriptions: "subscriptions",
  tags: "tags",
  /** The company's qualified certificate, encrypted, keyed by company id (functions/src/verifactu/certificates.ts): server only. */
  taxCertificates: "taxCertificates",
  /** The end of the company's chain of tax records (TaxChainState), keyed by company id: server only. */
  taxChains: "taxChains",
  taxInfos: "taxInfos",
  taxRecords: "taxRecords",
  users: "users",
  /** VAT changes of a company, written by the server only (shared/src/api/generalSettings.ts VatChangeData). */
  vatChanges: "vatChanges",
  /** Sub-collection: discounts/{discountId}/vouchers/{voucherId}. */
  vouchers: "vouchers",
  zones: "zones",
} as const;

export type CollectionKey = keyof typeof COLLECTIONS;
export type CollectionName = (typeof COLLECTIONS)[CollectionKey];
