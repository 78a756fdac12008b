// The frame of the public auth screens: brand and language picker on top, one centred card, legal links below.
import type { ReactNode } from "react";
import { Card, Flex, Select, Typography } from "antd";
import { GlobalOutlined } from "@ant-design/icons";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { BASE_PATH, type LanguageCode } from "@comanda/shared";
import { useLanguage } from "../../i18n/language";
import { LANGUAGE_NAMES } from "../../i18n/languageNames";
import { authMessages } from "../messages";

const LOGO = `${BASE_PATH}/favicon.svg`;

export interface AuthLayoutProps {
  title?: ReactNode;
  children: ReactNode;
}

export function AuthLayout({ title, children }: AuthLayoutProps) {
  const intl = useIntl();
  const { language, setLanguage, languages } = useLanguage();
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
          <Typography.Text strong style={{ fontSize: 20, color: "#7c2d12" }}>
            <FormattedMessage {...authMessages.brand} />
          </Typography.Text>
        </Flex>
        <Select<LanguageCode>
          aria-label={intl.formatMessage(authMessages.language)}
          value={language}
          onChange={setLanguage}
          prefix={<GlobalOutlined aria-hidden />}
          variant="borderless"
          popupMatchSelectWidth={false}
          options={languages.map((code) => ({ value: code, label: <span lang={code}>{LANGUAGE_NAMES[code]}</span> }))}
        />
      </Flex>
      <Flex component="main" vertical style={{ width: "100%", maxWidth: 460, flex: 1 }}>
        <Card style={{ width: "100%", boxShadow: "0 8px 28px rgba(124, 45, 18, 0.10)" }} styles={{ body: { padding: "24px clamp(16px, 5vw, 32px)" } }}>
          {title && (
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              {title}
            </Typography.Title>
          )}
          {children}
        </Card>
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
