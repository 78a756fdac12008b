import { describe, expect, it } from "vitest";
import { defaultI18nSettings, type I18nSettings } from "../entities/companySettings";
import { validator } from "../validation";
import { frontendSettingsErrors, frontendSettingsSchema, storedI18nSettings, type FrontendSettings } from "./frontendSettings";

const i18n: I18nSettings = {
  defaultLanguage: "es",
  languages: [
    { language: "es", enabled: true },
    { language: "en", enabled: true },
    { language: "ca", enabled: true },
  ],
  hideTranslationTabs: false,
  enableAutomaticTranslation: true,
};

const shape = validator<FrontendSettings>(frontendSettingsSchema);
/** Shape and screen checks together, as the server runs them. */
function errors(body: unknown) {
  const checked = shape(body);
  return checked.ok ? frontendSettingsErrors(checked.value) : checked.fields;
}

describe("frontend settings body", () => {
  it("accepts enabled languages with the default among them", () => {
    expect(errors({ i18n })).toEqual({});
  });

  it("refuses a list where no language is enabled", () => {
    const languages = i18n.languages.map((l) => ({ ...l, enabled: false }));
    expect(errors({ i18n: { ...i18n, languages } })).toEqual({ "i18n.languages": ["languages-none-enabled"] });
  });

  it("refuses a default language that is not enabled", () => {
    expect(errors({ i18n: { ...i18n, defaultLanguage: "de" } })).toEqual({ "i18n.defaultLanguage": ["language-default-not-enabled"] });
    const languages = i18n.languages.map((l) => (l.language === "es" ? { ...l, enabled: false } : l));
    expect(errors({ i18n: { ...i18n, languages } })).toEqual({ "i18n.defaultLanguage": ["language-default-not-enabled"] });
  });

  it("refuses a language listed twice", () => {
    expect(errors({ i18n: { ...i18n, languages: [...i18n.languages, { language: "en", enabled: false }] } })).toEqual({ "i18n.languages": ["languages-duplicate"] });
  });

  it("refuses an unknown language, a missing switch and fields of other screens", () => {
    expect(errors({ i18n: { ...i18n, defaultLanguage: "pt" } })).toEqual({ "i18n.defaultLanguage": ["enum"] });
    const { hideTranslationTabs: _, ...withoutTabs } = i18n;
    expect(errors({ i18n: withoutTabs })).toEqual({ "i18n.hideTranslationTabs": ["required"] });
    expect(errors({ i18n, currency: "USD" })).toEqual({ currency: ["unknown-field"] });
    expect(errors({})).toEqual({ i18n: ["required"] });
  });

  it("stores every language once in the fixed order, a language left out as disabled", () => {
    expect(storedI18nSettings(i18n).languages).toEqual([
      { language: "de", enabled: false },
      { language: "en", enabled: true },
      { language: "es", enabled: true },
      { language: "ca", enabled: true },
      { language: "fr", enabled: false },
      { language: "nl", enabled: false },
      { language: "zh", enabled: false },
    ]);
    expect(storedI18nSettings(i18n)).toMatchObject({ defaultLanguage: "es", hideTranslationTabs: false, enableAutomaticTranslation: true });
  });

  it("accepts the settings of a new company", () => {
    expect(errors({ i18n: defaultI18nSettings() })).toEqual({});
  });
});
