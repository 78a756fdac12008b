// The interface language picker of the auth screens: a native select, light enough for the login page
// (antd's Select would add ~25 kB gzip before the form is usable) and the phone's own picker on mobile.
import { useIntl } from "react-intl";
import { isLanguage } from "@comanda/shared";
import { useLanguage } from "../../i18n/language";
import { LANGUAGE_NAMES } from "../../i18n/languageNames";
import { authMessages } from "../messages";
import "./languagePicker.css";

export default function LanguagePicker() {
  const intl = useIntl();
  const { language, setLanguage, languages } = useLanguage();
  return (
    <label className="auth-language">
      <svg aria-hidden viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </svg>
      <select
        aria-label={intl.formatMessage(authMessages.language)}
        value={language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) setLanguage(e.target.value);
        }}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
