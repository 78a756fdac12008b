// Each language named in itself, as a language picker shows it.
import type { LanguageCode } from "@comanda/shared";

export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  de: "Deutsch",
  en: "English",
  es: "Español",
  ca: "Català",
  fr: "Français",
  nl: "Nederlands",
  zh: "中文",
};
