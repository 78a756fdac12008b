// The company's live singletons as the admin reads them (spec §3); every field may be missing in old data.
import type { LanguageCode } from "@comanda/shared";

/** companies/{companyId}: kept by the server (billing webhooks, payment provider). */
export interface Company {
  id: string;
  subscribedPlan?: string | null;
  hasAnActiveSubscription?: boolean;
  hasAValidStripeConnection?: boolean;
}

/** companyInfos/{companyId}: "my establishment". Only the fields the shell needs are named. */
export interface CompanyInfo {
  id: string;
  brandName?: string | null;
  companyname?: string | null;
  email?: string | null;
  picture?: string | null;
}

export interface ContentLanguageSetting {
  language: LanguageCode;
  enabled: boolean;
}

export interface CompanyI18nSettings {
  defaultLanguage?: LanguageCode;
  languages?: ContentLanguageSetting[];
  hideTranslationTabs?: boolean;
  enableAutomaticTranslation?: boolean;
}

/** companySettings/{companyId}: only the fields the shell needs are named. */
export interface CompanySettings {
  id: string;
  currency?: string | null;
  timezone?: string | null;
  i18n?: CompanyI18nSettings;
}
