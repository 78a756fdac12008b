// Body and checks of POST /api/settings/frontend (/settings/frontend): the content languages, the
// translation tabs and automatic translation (spec §1, §3 i18n). The screen runs the same checks.
import type { SchemaObject } from "ajv";
import { type I18nSettings, i18nSettingsSchema, type CompanySettingsData } from "../entities/companySettings";
import { objectSchema } from "../entities/common";
import { LANGUAGES, type LanguageCode } from "../languages";
import { addFieldError, type FieldErrors } from "../validation";

export const FRONTEND_SETTINGS_FIELDS = ["i18n"] as const;

/**
 * POST /api/settings/frontend (owner or permission `settings`): the screen's fields replace the stored ones.
 * Refusals, as field errors of a `validation` answer:
 * - i18n.languages: "languages-none-enabled" (no content language enabled), "languages-duplicate" (a language listed twice);
 * - i18n.defaultLanguage: "language-default-not-enabled" (the default language is not among the enabled ones);
 * - anything the stored shape does not allow: ajv keywords.
 * Stored: the seven languages in their fixed order, each enabled or not (a language left out is disabled).
 */
export type FrontendSettings = Pick<CompanySettingsData, (typeof FRONTEND_SETTINGS_FIELDS)[number]>;

export interface FrontendSettingsAnswer {
  settings: FrontendSettings;
}

export const frontendSettingsSchema: SchemaObject = objectSchema({ i18n: i18nSettingsSchema }, FRONTEND_SETTINGS_FIELDS);

/** The content-language checks of an i18n value that has the stored shape; `{}` when none. */
export function contentLanguageErrors(i18n: I18nSettings, prefix = "i18n"): FieldErrors {
  const fields: FieldErrors = {};
  const seen = new Set<LanguageCode>();
  for (const entry of i18n.languages) {
    if (seen.has(entry.language)) addFieldError(fields, `${prefix}.languages`, "languages-duplicate");
    seen.add(entry.language);
  }
  const enabled = i18n.languages.filter((l) => l.enabled).map((l) => l.language);
  if (enabled.length === 0) addFieldError(fields, `${prefix}.languages`, "languages-none-enabled");
  else if (!enabled.includes(i18n.defaultLanguage)) addFieldError(fields, `${prefix}.defaultLanguage`, "language-default-not-enabled");
  return fields;
}

/** What the screen would refuse in a body that passed frontendSettingsSchema; `{}` when none. */
export function frontendSettingsErrors(body: FrontendSettings): FieldErrors {
  return contentLanguageErrors(body.i18n);
}

/** The i18n settings as stored: every language once, in LANGUAGES order, enabled as given (absent: disabled). */
export function storedI18nSettings(i18n: I18nSettings): I18nSettings {
  const enabled = new Set(i18n.languages.filter((l) => l.enabled).map((l) => l.language));
  return {
    defaultLanguage: i18n.defaultLanguage,
    languages: LANGUAGES.map((language) => ({ language, enabled: enabled.has(language) })),
    hideTranslationTabs: i18n.hideTranslationTabs,
    enableAutomaticTranslation: i18n.enableAutomaticTranslation,
  };
}
