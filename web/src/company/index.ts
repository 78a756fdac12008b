export { CompanyProvider, useCompany, useFormatters, contentLanguagesOf, type CompanyContextValue } from "./CompanyProvider";
export { createFormatters, currencyOrDefault, timezoneOrDefault, DEFAULT_CURRENCY, DEFAULT_TIMEZONE, type DateInput, type Formatters } from "./formatters";
export { companyAllows, subscriptionIsActive, SUBSCRIPTIONS_ALWAYS_ACTIVE } from "./subscription";
export type { Company, CompanyInfo, CompanySettings, CompanyI18nSettings, ContentLanguageSetting } from "./types";
