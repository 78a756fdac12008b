// The content language being edited (which translation tab is open), shared by all translated fields of a screen.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { DEFAULT_LANGUAGE, type LanguageCode } from "@comanda/shared";

export interface ContentLanguages {
  /** Languages the company enabled for its content, default language included. */
  languages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
  /** The company chose to edit only the default language (spec §1). */
  hideTranslationTabs: boolean;
  /** The language currently being edited. */
  language: LanguageCode;
  setLanguage: (language: LanguageCode) => void;
}

// Outside a provider (tests, screens before company settings load) content is English only, without tabs.
const FALLBACK: ContentLanguages = {
  languages: [DEFAULT_LANGUAGE],
  defaultLanguage: DEFAULT_LANGUAGE,
  hideTranslationTabs: true,
  language: DEFAULT_LANGUAGE,
  setLanguage: () => {},
};

const ContentLanguageContext = createContext<ContentLanguages>(FALLBACK);

export interface ContentLanguagesProviderProps {
  languages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
  hideTranslationTabs?: boolean;
  children: ReactNode;
}

export function ContentLanguagesProvider({ languages, defaultLanguage, hideTranslationTabs = false, children }: ContentLanguagesProviderProps) {
  // The default language is always editable, even if the settings forgot to list it.
  const enabled = useMemo(() => (languages.includes(defaultLanguage) ? [...languages] : [defaultLanguage, ...languages]), [languages, defaultLanguage]);
  const [chosen, setChosen] = useState<LanguageCode>(defaultLanguage);
  const language = enabled.includes(chosen) && !hideTranslationTabs ? chosen : defaultLanguage;

  useEffect(() => {
    if (!enabled.includes(chosen)) setChosen(defaultLanguage);
  }, [enabled, chosen, defaultLanguage]);

  const setLanguage = useCallback((next: LanguageCode) => setChosen(next), []);
  const value = useMemo<ContentLanguages>(
    () => ({ languages: enabled, defaultLanguage, hideTranslationTabs, language, setLanguage }),
    [enabled, defaultLanguage, hideTranslationTabs, language, setLanguage],
  );
  return <ContentLanguageContext.Provider value={value}>{children}</ContentLanguageContext.Provider>;
}

/** The content languages of the company; a safe English-only default outside a provider. */
export function useContentLanguages(): ContentLanguages {
  return useContext(ContentLanguageContext);
}
