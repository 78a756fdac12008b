// The API access screen's content: the switch, the credentials with (re)generation, the new password
// shown once, and where the API and its description are. Pure: the view owns data, calls and dialogs.
import { Alert, Button, Card, Flex, Input, Space, Switch, Typography } from "antd";
import { useIntl } from "react-intl";
import { API_V1_RATE_LIMIT } from "@comanda/shared";
import { SubscribersOnlyBadge } from "../../../company/SubscribersOnlyBadge";
import { apiSettingsMessages as m } from "../messages";

export interface ApiSettingsPanelProps {
  /** What the switch shows (the pending value while a change is being saved). */
  enabled: boolean;
  user: string | null;
  generatedAt: string | null;
  subscribed: boolean;
  switching: boolean;
  regenerating: boolean;
  /** The password just generated; shown until dismissed, never again. */
  newPassword: string | null;
  address: { base: string; openApi: string };
  formatDateTime: (iso: string) => string;
  onToggle: (enabled: boolean) => void;
  onRegenerate: () => void;
  onCopy: (text: string) => void;
  onDismissPassword: () => void;
}

export function ApiSettingsPanel(props: ApiSettingsPanelProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { enabled, user, generatedAt, subscribed, newPassword, address } = props;
  // Without a subscription, access can be switched off but not on, and no password is given.
  const canSwitch = subscribed || enabled;
  const example = `curl -u ${user ?? "USER"}:PASSWORD ${address.base}/company`;

  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={8} wrap>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t(m.title)}
        </Typography.Title>
        <SubscribersOnlyBadge feature="apiAccess" allowed={subscribed} />
      </Flex>
      <Typography.Paragraph style={{ margin: 0 }}>{t(m.intro)}</Typography.Paragraph>
      {subscribed ? null : <Alert type="info" showIcon title={t(m.subscribersOnlyHelp)} />}

      <Card title={t(m.access)} size="small">
        <Flex gap={12} align="center">
          <Switch id="api-enabled" checked={enabled} loading={props.switching} disabled={!canSwitch || props.switching} onChange={props.onToggle} />
          <label htmlFor="api-enabled">{t(m.enabled)}</label>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ fontSize: 13, margin: "8px 0 0" }}>
          {t(m.enabledHelp)}
        </Typography.Paragraph>
      </Card>

      <Card title={t(m.credentials)} size="small">
        <Flex vertical gap={12}>
          {user ? (
            <div>
              <Typography.Text strong>{t(m.user)}</Typography.Text>
              <Flex gap={8} align="center" style={{ marginTop: 4 }}>
                <Typography.Text code data-testid="api-user">
                  {user}
                </Typography.Text>
                <Button size="small" onClick={() => props.onCopy(user)} aria-label={t(m.copyUser)}>
                  {t(m.copy)}
                </Button>
              </Flex>
            </div>
          ) : null}
          <div>
            <Typography.Text strong>{t(m.password)}</Typography.Text>
            <Typography.Paragraph style={{ margin: "4px 0 0" }}>
              {generatedAt ? t(m.generatedAt, { date: props.formatDateTime(generatedAt) }) : t(m.noPasswordYet)}
            </Typography.Paragraph>
          </div>

          {newPassword ? (
            <Alert
              type="warning"
              showIcon
              title={t(m.newPasswordTitle)}
              description={
                <Flex vertical gap={8}>
                  <strong>{t(m.newPasswordWarning)}</strong>
                  <Space.Compact style={{ width: "100%", maxWidth: 560 }}>
                    <Input readOnly value={newPassword} aria-label={t(m.newPasswordTitle)} style={{ fontFamily: "monospace" }} onFocus={(e) => e.target.select()} />
                    <Button type="primary" onClick={() => props.onCopy(newPassword)} aria-label={t(m.copyPassword)}>
                      {t(m.copy)}
                    </Button>
                  </Space.Compact>
                  <div>
                    <Button onClick={props.onDismissPassword}>{t(m.done)}</Button>
                  </div>
                </Flex>
              }
            />
          ) : null}

          <div>
            <Button danger={!!generatedAt} type={generatedAt ? "default" : "primary"} loading={props.regenerating} disabled={!subscribed} onClick={props.onRegenerate}>
              {t(generatedAt ? m.regenerate : m.generate)}
            </Button>
          </div>
        </Flex>
      </Card>

      <Card title={t(m.documentation)} size="small">
        <Flex vertical gap={8}>
          <div>
            <Typography.Text strong>{t(m.baseAddress)}</Typography.Text> <Typography.Text code>{address.base}</Typography.Text>
          </div>
          <div>
            <a href={address.openApi} target="_blank" rel="noreferrer">
              {t(m.openApi)}
            </a>
          </div>
          <Typography.Paragraph style={{ margin: 0 }}>{t(m.limits, { requests: API_V1_RATE_LIMIT.requests })}</Typography.Paragraph>
          <div>
            <Typography.Text strong>{t(m.example)}</Typography.Text>
            <pre style={{ margin: "4px 0 0", whiteSpace: "pre-wrap", wordBreak: "break-all", fontSize: 13 }}>{example}</pre>
          </div>
        </Flex>
      </Card>
    </Flex>
  );
}
