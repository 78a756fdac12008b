// The form model of /settings/frontend: the stored i18n settings ↔ what the form edits (the enabled
// languages as a list of codes), and the shared checks run in the browser before the call.
import {
  LANGUAGES,
  defaultI18nSettings,
  frontendSettingsErrors,
  isLanguage,
  type I18nSettings,
  type FieldErrors,
  type FrontendSettings,
  type LanguageCode,
} from "@comanda/shared";

export interface FrontendFormValues {
  i18n: {
    /** The enabled content languages, in LANGUAGES order. */
    languages: LanguageCode[];
    defaultLanguage: LanguageCode;
    hideTranslationTabs: boolean;
    enableAutomaticTranslation: boolean;
  };
}

/**
 * The form's values for the stored settings, which may be partial (a new company: English only, no automatic
 * translation). The default language is counted as enabled, as the editors do (enabledLanguages).
 */
export function frontendFormValues(settings: { i18n?: Partial<I18nSettings> | null } | null | undefined): FrontendFormValues {
  const fallback = defaultI18nSettings();
  const i18n = settings?.i18n ?? fallback;
  const defaultLanguage = isLanguage(i18n.defaultLanguage) ? i18n.defaultLanguage : fallback.defaultLanguage;
  const enabled = new Set([defaultLanguage, ...(i18n.languages ?? []).filter((l) => l?.enabled).map((l) => l.language)]);
  return {
    i18n: {
      languages: LANGUAGES.filter((l) => enabled.has(l)),
      defaultLanguage,
      hideTranslationTabs: i18n.hideTranslationTabs === true,
      enableAutomaticTranslation: i18n.enableAutomaticTranslation === true,
    },
  };
}

/** The call's body for the form's values: every language, enabled or not. */
export function frontendSettingsBody(values: FrontendFormValues): FrontendSettings {
  const enabled = new Set(values.i18n?.languages ?? []);
  return {
    i18n: {
      defaultLanguage: values.i18n.defaultLanguage,
      languages: LANGUAGES.map((language) => ({ language, enabled: enabled.has(language) })),
      hideTranslationTabs: values.i18n.hideTranslationTabs === true,
      enableAutomaticTranslation: values.i18n.enableAutomaticTranslation === true,
    },
  };
}

/** The server's checks on the body, so that the form shows the same errors before any call. */
export function frontendFormErrors(values: FrontendFormValues): FieldErrors {
  return frontendSettingsErrors(frontendSettingsBody(values));
}
