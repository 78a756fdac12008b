// The interface and content languages (spec §1, §9).
export const LANGUAGES = ["de", "en", "es", "ca", "fr", "nl", "zh"] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = "en";

/** Admin-editable text stored per language: { "en": "…", "es": "…" }. */
export type LocalizedText = Partial<Record<LanguageCode, string>>;

export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The best supported language for a list of browser languages (e.g. navigator.languages), else en. */
export function pickLanguage(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The text of a language map in the wanted language, else the default language, else any non-empty one. */
export function localized(text: LocalizedText | string | null | undefined, language: LanguageCode, fallback: LanguageCode = DEFAULT_LANGUAGE): string {
  if (text == null) return "";
  if (typeof text === "string") return text;
  return text[language] || text[fallback] || Object.values(text).find((v) => !!v) || "";
}
