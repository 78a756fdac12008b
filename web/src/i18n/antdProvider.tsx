// antd's texts, date formats and theme for the signed-in admin (the public pages run without antd).
import { useEffect, useState, type ReactNode } from "react";
import { ConfigProvider, App as AntApp } from "antd";
import type { Locale } from "antd/es/locale";
import type { LanguageCode } from "@comanda/shared";
import { useLanguage } from "./language";

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
 * antd's texts and date formats for a language. English before the whole catalogue is asked for keeps antd's
 * built-in English; the day-first en-GB formats load with the rest of the catalogue.
 */
function antdLocaleFor(language: LanguageCode, afterLogin: boolean): Promise<Locale | undefined> {
  if (language === "en" && !afterLogin) return Promise.resolve(undefined);
  return antdLocales[language]();
}

// WCAG AA asks 4.5:1 for text: antd's quiet text (0.45 black, 3.4:1), placeholders (0.25, 1.8:1) and red
// (#ff4d4f, 3.3:1) and the primary colour's lighter hover (3.9:1) fall short, so they are darkened here.
const THEME = {
  token: { colorPrimary: "#c2410c", colorLink: "#c2410c", colorTextDescription: "rgba(0, 0, 0, 0.6)", colorTextPlaceholder: "rgba(0, 0, 0, 0.55)", colorError: "#cf1322", colorPrimaryHover: "#9a3412", borderRadius: 8 },
};

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
const STILL_THEME = { ...THEME, token: { ...THEME.token, motion: false } };

const reducedMotionQuery = (): MediaQueryList | null =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(REDUCED_MOTION) : null;

/** True while the device asks for less motion (an operating-system setting); follows changes to it. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => reducedMotionQuery()?.matches ?? false);
  useEffect(() => {
    const query = reducedMotionQuery();
    if (!query?.addEventListener) return;
    const changed = () => setReduced(query.matches);
    query.addEventListener("change", changed);
    return () => query.removeEventListener("change", changed);
  }, []);
  return reduced;
}

/**
 * antd's ConfigProvider (locale of the interface language, the theme) and App (its message and modal APIs).
 * A device set to reduce motion gets antd without its opening, closing and sliding animations (WCAG 2.3.3).
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { language, completeRequested } = useLanguage();
  const reducedMotion = useReducedMotion();
  const [antdLocale, setAntdLocale] = useState<Locale | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    void antdLocaleFor(language, completeRequested).then((l) => {
      if (!cancelled) setAntdLocale(l);
    });
    return () => {
      cancelled = true;
    };
  }, [language, completeRequested]);
  return (
    // Always a locale object: going from none to one would make antd remount the whole app (and wipe typed input).
    <ConfigProvider locale={antdLocale ?? { locale: language }} theme={reducedMotion ? STILL_THEME : THEME}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
