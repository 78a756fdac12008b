// The company's live singletons as the admin reads them (spec §3): the shared document shapes, each field
// possibly missing in older data.
import type { CompanyData, CompanyInfoData, CompanySettingsData, I18nSettings, LanguageSetting } from "@comanda/shared";

/** companies/{companyId}: kept by the server (billing webhooks, payment provider). */
export type Company = { id: string } & Partial<CompanyData>;

/** companyInfos/{companyId}: "my establishment". */
export type CompanyInfo = { id: string } & Partial<CompanyInfoData>;

export type ContentLanguageSetting = LanguageSetting;
export type CompanyI18nSettings = Partial<I18nSettings>;

/** companySettings/{companyId}. */
export type CompanySettings = { id: string } & Partial<Omit<CompanySettingsData, "i18n" | "currency">> & {
  /** Kept as text: an unknown code must fall back to EUR, not break the screen. */
  currency?: string | null;
  i18n?: CompanyI18nSettings;
};
