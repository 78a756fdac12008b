// The interface language: browser language if supported, else en; the user's choice persists. No antd here:
// the login page runs without it; antd's locale and theme are AntdProvider's (i18n/antdProvider.tsx).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { LANGUAGES, isLanguage, pickLanguage, type LanguageCode } from "@comanda/shared";

const STORAGE_KEY = "comanda.language";
type Messages = Record<string, string>;

// Two parts per language (see web/messageCatalogues.ts): the core for the screens before login, the rest after.
// Every language's core is in the page's first chunk (about 2.5 kB gzip each): the login page shows in its
// language at its first paint, without waiting for one more request and without showing English first.
const cores = import.meta.glob<Messages>("./lang/*.json", { query: "?part=core", import: "default", eager: true });
const rests = import.meta.glob<Messages>("./lang/*.json", { query: "?part=rest", import: "default" });
const coreOf = (lang: LanguageCode): Messages => cores[`./lang/${lang}.json`] ?? {};
const part = (parts: typeof rests, lang: LanguageCode): Promise<Messages> => parts[`./lang/${lang}.json`]?.() ?? Promise.resolve({});

export function initialLanguage(): LanguageCode {
  const stored = typeof localStorage !== "undefined" ? localStorage.getItem(STORAGE_KEY) : null;
  if (isLanguage(stored)) return stored;
  return pickLanguage(typeof navigator !== "undefined" ? navigator.languages ?? [navigator.language] : []);
}

interface LanguageContextValue {
  language: LanguageCode;
  setLanguage: (language: LanguageCode) => void;
  languages: readonly LanguageCode[];
  /** False until the whole catalogue is loaded (the core alone serves the screens before login). */
  complete: boolean;
  /** Starts loading the whole catalogue (once); screens after login call it through useFullCatalogue. */
  requestComplete: () => void;
  /** True once a screen after login asked for the whole catalogue (antd's locale then loads too, see AntdProvider). */
  completeRequested: boolean;
}
const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<LanguageCode>(initialLanguage);
  // The rest of the catalogue loads once a screen after login asks for it (see useFullCatalogue).
  const [wantRest, setWantRest] = useState(false);
  const [rest, setRest] = useState<{ language: LanguageCode; messages: Messages } | null>(null);
  const completeFor = rest?.language ?? null;
  // Any message a catalogue lacks falls back to English rather than to an id. While another language's rest
  // loads, the previous one keeps the screen readable.
  const messages = useMemo(() => ({ ...coreOf("en"), ...rest?.messages, ...coreOf(language) }), [language, rest]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    if (!wantRest) return;
    let cancelled = false;
    void Promise.all([part(rests, language), language === "en" ? Promise.resolve({}) : part(rests, "en")]).then(([r, enRest]) => {
      if (cancelled) return;
      setRest({ language, messages: { ...enRest, ...r } });
    });
    return () => {
      cancelled = true;
    };
  }, [language, wantRest]);

  const requestComplete = useCallback(() => setWantRest(true), []);
  // While another language's rest loads, the previous complete catalogue keeps the screen readable.
  const complete = completeFor !== null;

  const setLanguage = useCallback((next: LanguageCode) => {
    localStorage.setItem(STORAGE_KEY, next);
    setLanguageState(next);
  }, []);

  const value = useMemo(
    () => ({ language, setLanguage, languages: LANGUAGES, complete, requestComplete, completeRequested: wantRest }),
    [language, setLanguage, complete, requestComplete, wantRest],
  );
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={language} messages={messages} defaultLocale="en" onError={onIntlError}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

function onIntlError(error: { code?: string }) {
  // Missing translations fall back to English by design; other formatting errors are real bugs.
  if (error.code === "MISSING_TRANSLATION") return;
  console.error(error);
}

export function useLanguage(): LanguageContextValue {
  const ctx = useContext(LanguageContext);
  if (!ctx) throw new Error("useLanguage must be used inside LanguageProvider");
  return ctx;
}

/** Loads the whole message catalogue when `needed` and answers whether it is there. */
export function useFullCatalogue(needed: boolean): boolean {
  const { complete, requestComplete } = useLanguage();
  useEffect(() => {
    if (needed) requestComplete();
  }, [needed, requestComplete]);
  return complete || !needed;
}
