// The bottom of the side menu (spec §2): languages, account, legal links, contact, version, subscription, logout.
import { Button, Flex, Popover, Select, Tag, Typography } from "antd";
import { GlobalOutlined, LogoutOutlined, TranslationOutlined, UserOutlined } from "@ant-design/icons";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { LANGUAGES, isLanguage, planOf } from "@comanda/shared";
import { useLanguage } from "../../i18n/language";
import { LANGUAGE_NAMES } from "../../i18n/languageNames";
import { useContentLanguages } from "../../ui/contentLanguage";
import { useCompany } from "../../company";
import { CONTACT_EMAIL } from "./config";
import { menuMessages, shellMessages } from "./messages";
import { APP_VERSION } from "./version";

export interface MenuBottomProps {
  owner: boolean;
  /** Name or e-mail of a staff member (sub-account); null for the owner. */
  staffName: string | null;
  onNavigate: () => void;
  onLogout: () => void;
}

export function MenuBottom({ owner, staffName, onNavigate, onLogout }: MenuBottomProps) {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const content = useContentLanguages();
  const { company, subscriptionActive } = useCompany();

  // The plan's name in the user's language; a plan the admin does not know yet keeps Stripe's name.
  const plan = planOf(company?.subscribedPlan);
  const planName = plan === "pro" ? intl.formatMessage(shellMessages.planPro) : plan === "basic" ? intl.formatMessage(shellMessages.planBasic) : company?.subscribedPlan;
  const subscription = subscriptionActive ? (
    <Tag color="green">{planName || intl.formatMessage(shellMessages.subscribed)}</Tag>
  ) : (
    <Tag color="orange">
      <FormattedMessage {...shellMessages.noSubscription} />
    </Tag>
  );

  return (
    <Flex vertical gap={12} className="shell-menu-bottom">
      <Typography.Text type="secondary" className="shell-caption">
        <FormattedMessage {...shellMessages.interfaceLanguage} />
      </Typography.Text>
      <Select
        aria-label={intl.formatMessage(shellMessages.interfaceLanguage)}
        prefix={<GlobalOutlined />}
        value={language}
        onChange={(next: string) => isLanguage(next) && setLanguage(next)}
        options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
      />
      {content.languages.length > 1 && !content.hideTranslationTabs ? (
        <>
          <Typography.Text type="secondary" className="shell-caption">
            <FormattedMessage {...shellMessages.contentLanguage} />
          </Typography.Text>
          <Select
            aria-label={intl.formatMessage(shellMessages.contentLanguage)}
            prefix={<TranslationOutlined />}
            value={content.language}
            onChange={(next: string) => isLanguage(next) && content.setLanguage(next)}
            options={content.languages.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
          />
        </>
      ) : null}

      {owner ? (
        <Link to="/profile" onClick={onNavigate} className="shell-bottom-link">
          <UserOutlined /> <FormattedMessage {...menuMessages.profile} />
        </Link>
      ) : null}

      {staffName !== null ? (
        <Popover
          trigger="click"
          placement="top"
          content={
            <Flex vertical gap={8}>
              <Typography.Text type="secondary">
                <FormattedMessage {...shellMessages.signedInAs} />
              </Typography.Text>
              <Typography.Text strong>{staffName}</Typography.Text>
              <Button icon={<LogoutOutlined />} onClick={onLogout}>
                <FormattedMessage {...shellMessages.logout} />
              </Button>
            </Flex>
          }
        >
          <Button type="text" block icon={<UserOutlined />} className="shell-sub-account">
            <Typography.Text ellipsis>{staffName || intl.formatMessage(shellMessages.staffAccount)}</Typography.Text>
          </Button>
        </Popover>
      ) : null}

      <Flex wrap gap="4px 12px" className="shell-legal-links">
        <Link to="/terms-and-conditions" onClick={onNavigate}>
          <FormattedMessage {...shellMessages.terms} />
        </Link>
        <Link to="/privacy" onClick={onNavigate}>
          <FormattedMessage {...shellMessages.privacy} />
        </Link>
        <a href={`mailto:${CONTACT_EMAIL}`}>
          <FormattedMessage {...shellMessages.contact} />
        </a>
      </Flex>

      <Flex justify="space-between" align="center" gap={8}>
        {owner ? (
          <Link to="/profile" onClick={onNavigate} data-testid="subscription-badge">
            {subscription}
          </Link>
        ) : (
          <span data-testid="subscription-badge">{subscription}</span>
        )}
        <Typography.Text type="secondary" className="shell-version">
          <FormattedMessage {...shellMessages.version} values={{ version: APP_VERSION }} />
        </Typography.Text>
      </Flex>

      <Button icon={<LogoutOutlined />} onClick={onLogout} block>
        <FormattedMessage {...shellMessages.logout} />
      </Button>
    </Flex>
  );
}
