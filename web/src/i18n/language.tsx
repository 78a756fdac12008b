// The interface language: browser language if supported, else en; the user's choice persists.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { ConfigProvider, App as AntApp } from "antd";
import type { Locale } from "antd/es/locale";
import { LANGUAGES, isLanguage, pickLanguage, type LanguageCode } from "@comanda/shared";
import enCore from "./lang/en.json?part=core";

const STORAGE_KEY = "comanda.language";
type Messages = Record<string, string>;

// Two parts per language (see web/vite.config.ts): the core for the screens before login, the rest after.
const cores = import.meta.glob<Messages>("./lang/*.json", { query: "?part=core", import: "default" });
const rests = import.meta.glob<Messages>("./lang/*.json", { query: "?part=rest", import: "default" });
const part = (parts: typeof cores, lang: LanguageCode): Promise<Messages> => parts[`./lang/${lang}.json`]?.() ?? Promise.resolve({});
const antdLocales: Record<LanguageCode, () => Promise<Locale>> = {
  de: () => import("antd/es/locale/de_DE").then((m) => m.default),
  en: () => import("antd/es/locale/en_GB").then((m) => m.default),
  es: () => import("antd/es/locale/es_ES").then((m) => m.default),
  ca: () => import("antd/es/locale/ca_ES").then((m) => m.default),
  fr: () => import("antd/es/locale/fr_FR").then((m) => m.default),
  nl: () => import("antd/es/locale/nl_NL").then((m) => m.default),
  zh: () => import("antd/es/locale/zh_CN").then((m) => m.default),
};

/**
 * antd's texts and date formats for a language. English before login keeps antd's built-in English (the
 * screens before login show no date or calendar, and the login page's JS budget is spent); the day-first
 * en-GB formats load with the rest of the catalogue.
 */
function antdLocaleFor(language: LanguageCode, afterLogin: boolean): Promise<Locale | undefined> {
  if (language === "en" && !afterLogin) return Promise.resolve(undefined);
  return antdLocales[language]();
}

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
}
const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<LanguageCode>(initialLanguage);
  const [messages, setMessages] = useState<Messages>(enCore as Messages);
  // The rest of the catalogue loads once a screen after login asks for it (see useFullCatalogue).
  const [wantRest, setWantRest] = useState(false);
  const [completeFor, setCompleteFor] = useState<LanguageCode | null>(null);
  const [antdLocale, setAntdLocale] = useState<Locale | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    void Promise.all([part(cores, language), antdLocaleFor(language, wantRest)]).then(([m, l]) => {
      if (cancelled) return;
      // Any message a catalogue lacks falls back to English rather than to an id.
      setMessages((current) => ({ ...current, ...(enCore as Messages), ...m }));
      setAntdLocale(l);
    });
    document.documentElement.lang = language;
    return () => {
      cancelled = true;
    };
  }, [language, wantRest]);

  useEffect(() => {
    if (!wantRest) return;
    let cancelled = false;
    void Promise.all([part(cores, language), part(rests, language), language === "en" ? Promise.resolve({}) : part(rests, "en")]).then(([c, r, enRest]) => {
      if (cancelled) return;
      setMessages({ ...(enCore as Messages), ...enRest, ...c, ...r });
      setCompleteFor(language);
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

  const value = useMemo(() => ({ language, setLanguage, languages: LANGUAGES, complete, requestComplete }), [language, setLanguage, complete, requestComplete]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={language} messages={messages} defaultLocale="en" onError={onIntlError}>
        {/* Always a locale object: going from none to one would make antd remount the whole app (and wipe typed input). */}
        <ConfigProvider locale={antdLocale ?? { locale: language }} theme={THEME}>
          <AntApp>{children}</AntApp>
        </ConfigProvider>
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

// WCAG AA asks 4.5:1 for text: antd's quiet text (0.45 black, 3.4:1), placeholders (0.25, 1.8:1) and red
// (#ff4d4f, 3.3:1) and the primary colour's lighter hover (3.9:1) fall short, so they are darkened here.
const THEME = {
  token: { colorPrimary: "#c2410c", colorLink: "#c2410c", colorTextDescription: "rgba(0, 0, 0, 0.6)", colorTextPlaceholder: "rgba(0, 0, 0, 0.55)", colorError: "#cf1322", colorPrimaryHover: "#9a3412", borderRadius: 8 },
};

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
