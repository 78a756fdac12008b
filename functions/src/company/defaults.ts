// First documents of a company created at registration: the shared defaults plus what the owner entered.
import {
  DEFAULT_LANGUAGE,
  defaultCompany,
  defaultCompanyInfo,
  defaultCompanySettings,
  defaultI18nSettings,
  type LanguageCode,
} from "@comanda/shared";

export function newCompany(companyId: string, createdAt: string) {
  return { ...defaultCompany(), companyId, createdAt };
}

export function newCompanyInfo(companyId: string, input: { companyname: string; email: string; name: string; slug: string }) {
  return { ...defaultCompanyInfo({ companyname: input.companyname.trim(), email: input.email, firstname: input.name.trim(), slug: input.slug }), companyId };
}

/** The shared defaults (Europe/Madrid, EUR, English as default language), with the owner's language enabled too. */
export function newCompanySettings(companyId: string, ownerLanguage: LanguageCode) {
  const i18n = defaultI18nSettings();
  i18n.languages = i18n.languages.map((l) => ({ ...l, enabled: l.language === DEFAULT_LANGUAGE || l.language === ownerLanguage }));
  return { ...defaultCompanySettings({ i18n }), companyId };
}
