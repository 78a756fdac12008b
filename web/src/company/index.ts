export { CompanyProvider, useCompany, useFormatters, contentLanguagesOf, type CompanyContextValue } from "./CompanyProvider";
export { createFormatters, currencyOrDefault, timezoneOrDefault, DEFAULT_CURRENCY, DEFAULT_TIMEZONE, type DateInput, type Formatters } from "./formatters";
export { subscriptionIsActive } from "./subscription";
export type { Company, CompanyInfo, CompanySettings, CompanyI18nSettings, ContentLanguageSetting } from "./types";
