// The frame of the public auth screens: brand and language picker on top, one centred card, legal links below.
import type { ReactNode } from "react";
import { Flex } from "../kit";
import { FormattedMessage } from "react-intl";
import { Link } from "../kit/nav";
import { authMessages } from "../messages";
import { AuthTitle } from "./AuthText";
// Part of the page's first chunk: loaded later, its request would delay the page's largest paint on a phone.
import LanguagePicker from "./LanguagePicker";

/** The brand's mark (public/favicon.svg) drawn in the page: no image request before the page's largest paint. */
function Logo() {
  return (
    <svg aria-hidden focusable="false" viewBox="0 0 64 64" width={36} height={36}>
      <rect width="64" height="64" rx="14" fill="#c2410c" />
      <path d="M18 40c0-8 6-14 14-14s14 6 14 14" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <path d="M14 44h36" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <circle cx="32" cy="22" r="3" fill="#fff" />
    </svg>
  );
}

export interface AuthLayoutProps {
  title?: ReactNode;
  children: ReactNode;
}

export function AuthLayout({ title, children }: AuthLayoutProps) {
  return (
    <Flex
      className="kit-page"
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
          <Logo />
          <strong style={{ fontSize: 20, color: "#7c2d12" }}>
            <FormattedMessage {...authMessages.brand} />
          </strong>
        </Flex>
        <LanguagePicker />
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
