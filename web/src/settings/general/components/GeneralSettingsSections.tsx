// The sections of the general settings form, grouped as an owner thinks of the restaurant: time, sales, money,
// taxes, tips, payments, notifications, SMS, busy kitchen, delivery notice, age check. Presentational: the view
// hands them what they show (options, log, refused rates); the form values live in the surrounding FormKit.
import type { ReactNode } from "react";
import { Alert, Button, Card, Flex, Form, Input, Select, Typography } from "antd";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { CURRENCIES, GENERAL_SETTINGS_LIMITS, invalidEmails, type StripeConnectionState, type VatRateInUseDetails } from "@comanda/shared";
import { PaymentConnectionAlert } from "../../banking/NoPaymentConnectionWarning";
import { CheckboxField, NumberField, SelectField, TextField, TranslatedField, type SelectOption } from "../../../ui/form";
import { SubscribersOnlyBadge } from "../../../company/SubscribersOnlyBadge";
import type { GatedFeature } from "@comanda/shared";
import { generalSettingsMessages as m } from "../messages";
import { VAT_IN_USE_FIELD, localTimeIn, timezoneNames } from "../model";
import { VatLog, type VatLogProps } from "./VatLog";

function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card title={title} extra={extra} size="small" role="region" aria-label={title}>
      {children}
    </Card>
  );
}

export function TimeSection({ timezone, now }: { timezone: string; now: Date }) {
  const intl = useIntl();
  const options = timezoneNames(timezone).map((z) => ({ value: z, label: z.replace(/_/g, " ") }));
  const time = localTimeIn(timezone, intl.locale, now);
  return (
    <Section title={intl.formatMessage(m.timeSection)}>
      <SelectField name="timezone" label={intl.formatMessage(m.timezone)} required showSearch options={options} help={intl.formatMessage(m.timezoneHelp)} />
      {time ? (
        <Typography.Text data-testid="local-time">{intl.formatMessage(m.localTime, { time })}</Typography.Text>
      ) : null}
    </Section>
  );
}

export function SalesSection({ options, readable }: { options: readonly SelectOption[]; readable: boolean }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(m.salesSection)}>
      <Form.Item name="defaultPointofsaleId" label={intl.formatMessage(m.defaultPointofsale)} extra={intl.formatMessage(readable ? m.defaultPointofsaleHelp : m.zonesNotReadable)}>
        <Select
          disabled={!readable}
          showSearch={{ optionFilterProp: "label" }}
          options={[{ value: "", label: intl.formatMessage(m.noDefaultPointofsale) }, ...options.map((o) => ({ value: o.value, label: o.label ?? o.value }))]}
        />
      </Form.Item>
    </Section>
  );
}

export function CurrencySection({ currency, storedUnknown }: { currency: string; storedUnknown: string | null }) {
  const intl = useIntl();
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([intl.locale], { type: "currency" });
  } catch {
    names = null;
  }
  const options = CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} · ${names?.of(c.code) ?? c.code} (${c.symbol})` }));
  let example = "";
  try {
    example = new Intl.NumberFormat(intl.locale, { style: "currency", currency }).format(12.5);
  } catch {
    example = "";
  }
  return (
    <Section title={intl.formatMessage(m.currencySection)}>
      {storedUnknown ? <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={intl.formatMessage(m.currencyUnknown, { code: storedUnknown })} /> : null}
      <SelectField name="currency" label={intl.formatMessage(m.currency)} required showSearch options={options} />
      {example ? <Typography.Text data-testid="currency-example">{intl.formatMessage(m.currencyExample, { price: example })}</Typography.Text> : null}
    </Section>
  );
}

/** Under the additional rates: the products that still use a rate the refused save would have removed. */
function VatInUse({ inUse }: { value?: unknown; inUse: VatRateInUseDetails["vatRateInUse"] }) {
  const intl = useIntl();
  if (inUse.length === 0) return <span />;
  return (
    <div data-testid="vat-in-use">
      {inUse.map((entry) => (
        <Alert
          key={entry.rate}
          type="error"
          style={{ marginTop: 8 }}
          title={intl.formatMessage(m.vatInUseTitle, { rate: intl.formatNumber(entry.rate) })}
          description={
            <ul style={{ margin: 0 }}>
              {entry.products.map((p) => (
                <li key={p.id}>
                  <Link to={`/menu/products/${encodeURIComponent(p.id)}/edit`}>{p.name || p.id}</Link>
                </li>
              ))}
            </ul>
          }
        />
      ))}
    </div>
  );
}

export function VatSection({ inUse, log }: { inUse: VatRateInUseDetails["vatRateInUse"]; log: VatLogProps }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(m.vatSection)}>
      <Flex gap={16} wrap>
        <div style={{ minWidth: 160 }}>
          <NumberField name="vat" label={intl.formatMessage(m.vat)} required min={0} max={100} suffix="%" />
        </div>
        <div style={{ minWidth: 240, flex: 1 }}>
          <TextField name="vatId" label={intl.formatMessage(m.vatId)} maxLength={GENERAL_SETTINGS_LIMITS.vatIdLength} help={intl.formatMessage(m.vatIdHelp)} />
        </div>
      </Flex>
      <Typography.Text strong>{intl.formatMessage(m.vatRates)}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13, marginBottom: 8 }}>
        {intl.formatMessage(m.vatRatesHelp)}
      </Typography.Paragraph>
      <Form.List name="vatRates">
        {(rows, { add, remove }) => (
          <Flex vertical gap={4}>
            {rows.map((row, index) => (
              <Flex key={row.key} gap={8} align="start" wrap data-testid="vat-rate-row">
                <div style={{ flex: 1, minWidth: 180 }}>
                  <TextField name={[row.name, "name"]} label={intl.formatMessage(m.vatRateName, { index: index + 1 })} required maxLength={200} />
                </div>
                <div style={{ width: 160 }}>
                  <NumberField name={[row.name, "rate"]} label={intl.formatMessage(m.vatRateValue, { index: index + 1 })} required min={0} max={100} suffix="%" />
                </div>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={intl.formatMessage(m.removeVatRate, { index: index + 1 })}
                  onClick={() => remove(row.name)}
                  style={{ marginTop: 30 }}
                />
              </Flex>
            ))}
            {rows.length < GENERAL_SETTINGS_LIMITS.maxVatRates ? (
              <Button icon={<PlusOutlined />} onClick={() => add({ name: "", rate: null })} style={{ alignSelf: "flex-start" }}>
                {intl.formatMessage(m.addVatRate)}
              </Button>
            ) : null}
          </Flex>
        )}
      </Form.List>
      <Form.Item name={VAT_IN_USE_FIELD} style={{ marginBottom: 8 }}>
        <VatInUse inUse={inUse} />
      </Form.Item>
      <VatLog {...log} />
    </Section>
  );
}

export function TipsSection() {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(m.tipsSection)}>
      <CheckboxField name="tipIsEnabled" label={intl.formatMessage(m.tipIsEnabled)} />
      <Flex gap={16} wrap>
        <div style={{ minWidth: 160 }}>
          <NumberField name="defaultTipPercentage" label={intl.formatMessage(m.defaultTipPercentage)} min={0} max={100} suffix="%" />
        </div>
        <div style={{ minWidth: 160 }}>
          <NumberField name="vatForTips" label={intl.formatMessage(m.vatForTips)} min={0} max={100} suffix="%" />
        </div>
      </Flex>
      <CheckboxField name="tipIsTaxed" label={intl.formatMessage(m.tipIsTaxed)} />
    </Section>
  );
}

export interface PaymentsSectionProps {
  /** The company's plan includes the feature (useCompany().allows). */
  allows: (feature: GatedFeature) => boolean;
  /** The company's connection to the card payment provider (spec §4). */
  paymentConnection: StripeConnectionState;
  /** Some zone offers online payment: without a connection, the §8 warning shows. */
  onlinePaymentOn: boolean;
  /** Names of zones that offer payment on site while cash sales are not authorised. */
  cashZonesWaiting: readonly string[];
  cashAuthorised: boolean;
  /** Cash payments are on as stored: they can be switched off even without the plan. */
  cashStoredOn?: boolean;
}

export function PaymentsSection({ allows, paymentConnection, onlinePaymentOn, cashZonesWaiting, cashAuthorised, cashStoredOn }: PaymentsSectionProps) {
  const paymentConnected = paymentConnection === "connected";
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(m.paymentsSection)}>
      <Flex gap={8} align="center" style={{ marginBottom: 4 }}>
        <Typography.Text strong>{intl.formatMessage(m.onlinePayments)}</Typography.Text>
        <SubscribersOnlyBadge feature="onlinePayment" allowed={allows("onlinePayment")} />
      </Flex>
      {!paymentConnected && onlinePaymentOn ? (
        <PaymentConnectionAlert state={paymentConnection} onlinePayment switchIn="zones" style={{ marginBottom: 12 }} />
      ) : (
        <Typography.Paragraph>
          {intl.formatMessage(paymentConnected ? m.onlineConnected : m.onlineNotConnected)} <Link to="/settings/banking">{intl.formatMessage(m.onlineBankingLink)}</Link>
        </Typography.Paragraph>
      )}
      {!cashAuthorised && cashZonesWaiting.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={intl.formatMessage(m.cashNotAuthorised)}
          description={intl.formatMessage(m.cashNotAuthorisedZones, { zones: cashZonesWaiting.join(", ") })}
        />
      ) : null}
      <Flex gap={8} align="center">
        {/* Switching cash payments on needs the plan (the server refuses it too); switching them off never does. */}
        <CheckboxField name="enableOfflinePayments" disabled={!allows("cashPayments") && cashStoredOn !== true} label={intl.formatMessage(m.enableOfflinePayments)} />
        <SubscribersOnlyBadge feature="cashPayments" allowed={allows("cashPayments")} />
      </Flex>
      <CheckboxField name="cashPaymentsAuthorised" label={intl.formatMessage(m.cashPaymentsAuthorised)} help={intl.formatMessage(m.cashTermsHelp)} />
      <CheckboxField name="enableOfflinePaymentsConfirmation" label={intl.formatMessage(m.enableOfflinePaymentsConfirmation)} />
    </Section>
  );
}

/** Several addresses in one box; the check names the ones that are not addresses. */
function EmailListField({ name, label }: { name: string; label: string }) {
  const intl = useIntl();
  return (
    <Form.Item
      name={name}
      label={label}
      extra={intl.formatMessage(m.emailsHelp)}
      rules={[
        {
          validator: async (_, value: string | undefined) => {
            const wrong = invalidEmails(value);
            if (wrong.length > 0) throw new Error(intl.formatMessage(m.emailsInvalid, { addresses: wrong.join(", ") }));
          },
        },
      ]}
    >
      <Input.TextArea rows={2} maxLength={GENERAL_SETTINGS_LIMITS.emailListLength} autoComplete="off" spellCheck={false} />
    </Form.Item>
  );
}

export function NotificationsSection() {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(m.notificationsSection)}>
      <CheckboxField name="sendNewOrderNotifications" label={intl.formatMessage(m.sendNewOrderNotifications)} />
      <EmailListField name="sendNewOrderNotificationsTo" label={intl.formatMessage(m.sendNewOrderNotificationsTo)} />
      <CheckboxField name="sendCopyOfOrderReceipts" label={intl.formatMessage(m.sendCopyOfOrderReceipts)} />
      <EmailListField name="sendCopyOfOrderReceiptsTo" label={intl.formatMessage(m.sendCopyOfOrderReceiptsTo)} />
    </Section>
  );
}

export function SmsSection() {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(m.smsSection)}>
      <CheckboxField name="sendSMSOnOrderReady" label={intl.formatMessage(m.sendSMSOnOrderReady)} help={intl.formatMessage(m.smsHelp)} />
    </Section>
  );
}

export function ThrottleSection({ enabled }: { enabled: boolean }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(m.throttleSection)}>
      <CheckboxField name="enableThrottleMessage" label={intl.formatMessage(m.enableThrottleMessage)} />
      <div style={{ maxWidth: 260 }}>
        <NumberField name="throttleLimit" label={intl.formatMessage(m.throttleLimit)} required={enabled} min={1} max={GENERAL_SETTINGS_LIMITS.throttleLimitMax} suffix={intl.formatMessage(m.orders)} />
      </div>
      <TranslatedField name="throttleMessage" label={intl.formatMessage(m.throttleMessage)} required={enabled} multiline rows={2} maxLength={GENERAL_SETTINGS_LIMITS.textLength} />
    </Section>
  );
}

export function DeliveryNoticeSection() {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(m.deliveryNoticeSection)}>
      <TranslatedField
        name="expectedDeliveryNotice"
        label={intl.formatMessage(m.expectedDeliveryNotice)}
        help={intl.formatMessage(m.expectedDeliveryNoticeHelp)}
        multiline
        rows={2}
        maxLength={GENERAL_SETTINGS_LIMITS.textLength}
      />
    </Section>
  );
}

export function AgeSection({ enabled }: { enabled: boolean }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(m.ageSection)}>
      <CheckboxField name="enableLegalAgePopup" label={intl.formatMessage(m.enableLegalAgePopup)} />
      <TranslatedField name="legalAgePopupContent" label={intl.formatMessage(m.legalAgePopupContent)} required={enabled} multiline rows={2} maxLength={GENERAL_SETTINGS_LIMITS.textLength} />
      <TranslatedField name="legalAgePopupPositiveButtonLabel" label={intl.formatMessage(m.legalAgePopupPositiveButtonLabel)} required={enabled} maxLength={GENERAL_SETTINGS_LIMITS.buttonLabelLength} />
      <TranslatedField name="legalAgePopupNegativeButtonLabel" label={intl.formatMessage(m.legalAgePopupNegativeButtonLabel)} required={enabled} maxLength={GENERAL_SETTINGS_LIMITS.buttonLabelLength} />
    </Section>
  );
}
