// The signed-in user's company for every screen inside the shell: live documents, subscription state,
// content languages and formatters. Signed out or no company: listeners stop and `missing` is true.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { DEFAULT_LANGUAGE, environmentForHost, type Environment, type GatedFeature, type LanguageCode } from "@comanda/shared";
import { useSession } from "../data/session";
import { ContentLanguagesProvider } from "../ui/contentLanguage";
import { createFormatters, currencyOrDefault, timezoneOrDefault, type Formatters } from "./formatters";
import { useCompanyDoc, useCompanyInfoDoc, useCompanySettingsDoc } from "./repository";
import { companyAllows, subscriptionIsActive } from "./subscription";
import type { Company, CompanyInfo, CompanySettings } from "./types";

export interface CompanyContextValue {
  companyId: string | null;
  company: Company | null;
  info: CompanyInfo | null;
  settings: CompanySettings | null;
  loading: boolean;
  /** Nobody is signed in, or the company document is absent or unreadable. */
  missing: boolean;
  environment: Environment;
  /** An active subscription, or a deployment configured to count every company as subscribed (company/subscription.ts). */
  subscriptionActive: boolean;
  /** The company may use the gated feature (the gate table of shared/src/subscription, as the server enforces it). */
  allows: (feature: GatedFeature) => boolean;
  /** ISO code, EUR when unset or unknown. */
  currency: string;
  /** IANA zone, Europe/Madrid when unset or unknown. */
  timezone: string;
  /** Display name: brand name, else company name, else "". */
  name: string;
}

const CompanyContext = createContext<CompanyContextValue | null>(null);

export interface ContentLanguageConfig {
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
  hideTranslationTabs: boolean;
}

/** The enabled content languages, the default first among them; at least the default language. */
export function contentLanguagesOf(settings: CompanySettings | null): ContentLanguageConfig {
  const i18n = settings?.i18n;
  const defaultLanguage = i18n?.defaultLanguage ?? DEFAULT_LANGUAGE;
  const enabled = (i18n?.languages ?? []).filter((l) => l.enabled).map((l) => l.language);
  const languages = [defaultLanguage, ...enabled.filter((l) => l !== defaultLanguage)];
  return { languages, defaultLanguage, hideTranslationTabs: i18n?.hideTranslationTabs === true };
}

export function CompanyProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const principal = session.status === "signedIn" ? session.principal : null;
  const companyId = principal?.companyId ?? null;
  // Every member of the company reads its info and settings (currency, time zone, languages, logo).
  const company = useCompanyDoc(companyId);
  const info = useCompanyInfoDoc(companyId);
  const settings = useCompanySettingsDoc(companyId);

  const environment = environmentForHost(window.location.hostname);
  const loading = company.loading || info.loading || settings.loading;
  const value = useMemo<CompanyContextValue>(
    () => ({
      companyId,
      company: company.data,
      info: info.data,
      settings: settings.data,
      loading,
      missing: !companyId || (!company.loading && !company.data),
      environment,
      subscriptionActive: subscriptionIsActive(company.data),
      allows: (feature: GatedFeature) => companyAllows(company.data, feature),
      currency: currencyOrDefault(settings.data?.currency),
      timezone: timezoneOrDefault(settings.data?.timezone),
      name: info.data?.brandName || info.data?.companyname || "",
    }),
    [companyId, company.data, company.loading, info.data, settings.data, loading, environment],
  );
  const content = useMemo(() => contentLanguagesOf(settings.data), [settings.data]);

  return (
    <CompanyContext.Provider value={value}>
      <ContentLanguagesProvider languages={content.languages} defaultLanguage={content.defaultLanguage} hideTranslationTabs={content.hideTranslationTabs}>
        {children}
      </ContentLanguagesProvider>
    </CompanyContext.Provider>
  );
}

export function useCompany(): CompanyContextValue {
  const ctx = useContext(CompanyContext);
  if (!ctx) throw new Error("useCompany must be used inside CompanyProvider");
  return ctx;
}

/** Formatters in the interface language with the company's currency and time zone. */
export function useFormatters(): Formatters {
  const { currency, timezone } = useCompany();
  const { locale } = useIntl();
  return useMemo(() => createFormatters({ locale, currency, timezone }), [locale, currency, timezone]);
}
