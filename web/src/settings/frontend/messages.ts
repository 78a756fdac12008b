// Texts of /settings/frontend.
import { defineMessages } from "react-intl";

export const frontendSettingsMessages = defineMessages({
  title: { id: "settings.frontend.title", defaultMessage: "Languages and translation" },
  contentLanguages: { id: "settings.frontend.contentLanguages", defaultMessage: "Content languages" },
  contentLanguagesHelp: {
    id: "settings.frontend.contentLanguagesHelp",
    defaultMessage: "Product names, descriptions and other texts can be written in each enabled language. Customers see the menu in these languages.",
  },
  enabledLanguages: { id: "settings.frontend.enabledLanguages", defaultMessage: "Enabled languages" },
  defaultLanguage: { id: "settings.frontend.defaultLanguage", defaultMessage: "Default language" },
  defaultLanguageHelp: { id: "settings.frontend.defaultLanguageHelp", defaultMessage: "Shown when a text is missing in the customer's language." },
  translation: { id: "settings.frontend.translation", defaultMessage: "Translation" },
  hideTranslationTabs: { id: "settings.frontend.hideTranslationTabs", defaultMessage: "Hide the translation tabs" },
  hideTranslationTabsHelp: {
    id: "settings.frontend.hideTranslationTabsHelp",
    defaultMessage: "Texts are edited in the default language only. Texts already written in other languages are kept.",
  },
  automaticTranslation: { id: "settings.frontend.automaticTranslation", defaultMessage: "Translate texts automatically" },
  automaticTranslationHelp: {
    id: "settings.frontend.automaticTranslationHelp",
    defaultMessage:
      "After you save a name, a description or a page or story in one language, it is translated into the other enabled languages that are still empty. A text you wrote is never overwritten.",
  },
  catalanNotTranslated: { id: "settings.frontend.catalanNotTranslated", defaultMessage: "Catalan is not translated automatically: write the Catalan texts yourself." },
  saved: { id: "settings.frontend.saved", defaultMessage: "Language settings saved." },
  noCompany: { id: "settings.frontend.noCompany", defaultMessage: "Your account is not linked to a company." },
});
