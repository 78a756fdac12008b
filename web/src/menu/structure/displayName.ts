// The name of a catalogue item as the admin reads it: in the content language being edited, else in the
// company's default language (marked as a fallback so that missing translations stand out).
import type { LanguageCode, LocalizedText } from "@comanda/shared";

export interface DisplayName {
  text: string;
  /** The text is not in the wanted language (taken from the default language, or any other one). */
  fallback: boolean;
  /** No language has a name at all. */
  missing: boolean;
  /** The language the text is in (null when missing, or for an older plain-text name). */
  language: LanguageCode | null;
}

function filled(value: string | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

export function displayName(name: LocalizedText | string | null | undefined, language: LanguageCode, defaultLanguage: LanguageCode): DisplayName {
  const none: DisplayName = { text: "", fallback: false, missing: true, language: null };
  if (typeof name === "string") return filled(name) ? { text: name, fallback: false, missing: false, language: null } : none;
  const texts = name ?? {};
  const wanted = texts[language];
  if (filled(wanted)) return { text: wanted, fallback: false, missing: false, language };
  const byDefault = texts[defaultLanguage];
  if (filled(byDefault)) return { text: byDefault, fallback: true, missing: false, language: defaultLanguage };
  const any = (Object.entries(texts) as [LanguageCode, string | undefined][]).find(([, text]) => filled(text));
  return any ? { text: any[1]!, fallback: true, missing: false, language: any[0] } : none;
}

/** The name as stored: trimmed texts, empty languages left out. */
export function cleanName(name: LocalizedText | null | undefined): LocalizedText {
  const out: LocalizedText = {};
  for (const [language, text] of Object.entries(name ?? {}) as [LanguageCode, string | undefined][]) {
    if (filled(text)) out[language] = text.trim();
  }
  return out;
}
