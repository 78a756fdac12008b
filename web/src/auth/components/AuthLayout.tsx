// The frame of the public auth screens: brand and language picker on top, one centred card, legal links below.
import { lazy, Suspense, type ReactNode } from "react";
import { Flex } from "../kit";
import { FormattedMessage } from "react-intl";
import { Link } from "../kit/nav";
import { BASE_PATH } from "@comanda/shared";
import { useLanguage } from "../../i18n/language";
import { LANGUAGE_NAMES } from "../../i18n/languageNames";
import { authMessages } from "../messages";
import { AuthTitle } from "./AuthText";

const LanguagePicker = lazy(() => import("./LanguagePicker"));

const LOGO = `${BASE_PATH}/favicon.svg`;

export interface AuthLayoutProps {
  title?: ReactNode;
  children: ReactNode;
}

export function AuthLayout({ title, children }: AuthLayoutProps) {
  const { language } = useLanguage();
  return (
    <Flex
      vertical
      align="center"
      gap={16}
      style={{
        minHeight: "100dvh",
        boxSizing: "border-box",
        padding: "16px 12px 24px",
        background: "linear-gradient(165deg, #fff7ed 0%, #ffedd5 55%, #fde4cf 100%)",
      }}
    >
      <Flex component="header" justify="space-between" align="center" gap={12} wrap style={{ width: "100%", maxWidth: 460 }}>
        <Flex align="center" gap={10}>
          <img src={LOGO} alt="" width={36} height={36} />
          <strong style={{ fontSize: 20, color: "#7c2d12" }}>
            <FormattedMessage {...authMessages.brand} />
          </strong>
        </Flex>
        <Suspense fallback={<span style={{ padding: "4px 11px" }}>{LANGUAGE_NAMES[language]}</span>}>
          <LanguagePicker />
        </Suspense>
      </Flex>
      <Flex component="main" vertical style={{ width: "100%", maxWidth: 460, flex: 1 }}>
        {/* A plain panel rather than antd's Card: Card brings tabs and menus that the login page does not need. */}
        <section style={{ width: "100%", boxSizing: "border-box", background: "#fff", borderRadius: 12, padding: "24px clamp(16px, 5vw, 32px)", boxShadow: "0 8px 28px rgba(124, 45, 18, 0.10)" }}>
          {title && <AuthTitle>{title}</AuthTitle>}
          {children}
        </section>
      </Flex>
      <Flex component="footer" gap={16} justify="center" wrap>
        <Link to="/privacy">
          <FormattedMessage {...authMessages.privacy} />
        </Link>
        <Link to="/terms-and-conditions">
          <FormattedMessage {...authMessages.terms} />
        </Link>
      </Flex>
    </Flex>
  );
}
