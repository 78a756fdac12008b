import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages";
import { validator } from "../validation";
import { COLLECTIONS } from "./collections";
import { defaultCompany, companySchema } from "./company";
import { companyInfoSchema, defaultCompanyInfo } from "./companyInfo";
import { companySettingsSchema, defaultCompanySettings, defaultI18nSettings, enabledLanguages } from "./companySettings";

describe("defaultCompanySettings", () => {
  it("uses the Madrid time zone and euros", () => {
    const settings = defaultCompanySettings();
    expect(settings.timezone).toBe("Europe/Madrid");
    expect(settings.currency).toBe("EUR");
  });
  it("opens the shop", () => {
    expect(defaultCompanySettings().isOpen).toBe(true);
  });
  it("lists all seven languages with only English enabled and English as default", () => {
    const { i18n } = defaultCompanySettings();
    expect(i18n.languages.map((l) => l.language)).toEqual([...LANGUAGES]);
    expect(i18n.languages.filter((l) => l.enabled).map((l) => l.language)).toEqual(["en"]);
    expect(i18n.defaultLanguage).toBe("en");
    expect([i18n.hideTranslationTabs, i18n.enableAutomaticTranslation]).toEqual([false, false]);
  });
  it("applies overrides over the defaults", () => {
    const settings = defaultCompanySettings({ currency: "GBP", timezone: "Europe/London" });
    expect([settings.currency, settings.timezone, settings.isOpen]).toEqual(["GBP", "Europe/London", true]);
  });
  it("gives each call its own lists", () => {
    const a = defaultCompanySettings();
    a.i18n.languages[0]!.enabled = true;
    a.vatRates.push({ name: "Reduced", rate: 10 });
    const b = defaultCompanySettings();
    expect(b.i18n.languages[0]!.enabled).toBe(false);
    expect(b.vatRates).toEqual([]);
  });
  it("is accepted by the settings schema", () => {
    expect(validator(companySettingsSchema)(defaultCompanySettings())).toMatchObject({ ok: true });
  });
});

describe("defaultCompanyInfo and defaultCompany", () => {
  it("gives a company info the schema accepts, with overrides applied", () => {
    const info = defaultCompanyInfo({ brandName: "Bar Ana", country: "ES" });
    expect(info.brandName).toBe("Bar Ana");
    expect(validator(companyInfoSchema)(info)).toMatchObject({ ok: true });
  });
  it("gives a company without subscription or payment connection", () => {
    const company = defaultCompany();
    expect([company.subscribedPlan, company.hasAnActiveSubscription, company.hasAValidStripeConnection]).toEqual([null, false, false]);
    expect(validator(companySchema)(company)).toMatchObject({ ok: true });
  });
});

describe("enabledLanguages", () => {
  it("gives the default language first, then the enabled ones in the usual order", () => {
    const i18n = { ...defaultI18nSettings(), defaultLanguage: "es" as const, languages: [{ language: "zh" as const, enabled: true }, { language: "de" as const, enabled: true }, { language: "en" as const, enabled: false }] };
    expect(enabledLanguages(i18n)).toEqual(["es", "de", "zh"]);
  });
  it("falls back to English alone without settings", () => {
    expect(enabledLanguages(undefined)).toEqual(["en"]);
  });
});

describe("COLLECTIONS", () => {
  it("names the printer status collection with a dash, as stored", () => {
    expect(COLLECTIONS.printerStatus).toBe("printer-status");
  });
  it("names every collection of the data model", () => {
    expect(Object.values(COLLECTIONS).sort()).toEqual(
      [
        "accounts", "accountKeys", "activity", "categories", "companies", "companyApiSettings", "companyInfos", "companySettings", "courses",
        "customDomains", "customers", "customerEmails", "devices", "discounts", "domainClaims", "locations", "mail", "notifications", "orders", "pages", "paymentAccounts", "pendingOrders", "printJobs", "printer-status",
        "printerKeys", "printerMacs", "printers", "products", "slugs", "statistics", "stories", "subscriptions", "tags", "taxCertificates", "taxChains", "taxInfos", "taxRecords", "users", "vatChanges", "vouchers", "zones",
      ].sort(),
    );
  });
});
