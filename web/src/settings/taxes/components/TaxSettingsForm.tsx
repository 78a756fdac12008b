// The cards "Tax information" and "E-invoicing (VERI*FACTU)" of /settings/taxes, saved together. Pure: the view
// gives the values, the VAT rates of the general settings (shown, not copied), the certificate and the calls;
// the tax id is checked in the browser with the server's own rule, and a refused save shows each error under
// its field (FormKit) and keeps what was typed.
import { useEffect, type ReactNode } from "react";
import { Alert, Card, Col, Descriptions, Flex, Form, Input, Radio, Row, Switch, Typography } from "antd";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { invoiceNumber, TAX_ENVIRONMENTS, type CountryCode, type TaxCertificateInfo } from "@comanda/shared";
import { useErrorText } from "../../../i18n/errors";
import { FormKit, SelectField, SubmitButton, TextField, type SelectOption } from "../../../ui/form";
import { addressTyped, seriesRefusal, TAX_LIMITS, taxIdRefusal, type CertificateState, type TaxFormValues } from "../model";
import { taxEnvironmentMessages, taxesMessages as m } from "../messages";
import { CertificatePanel } from "./CertificatePanel";

export interface VatRatesShown {
  /** The default rate in percent (general settings' `vat`); null when none is set. */
  standard: number | null;
  additional: readonly { name: string; rate: number }[];
}

export interface TaxSettingsFormProps {
  initialValues: TaxFormValues;
  /** Some values come from 'my establishment' or the general settings and are not saved yet. */
  prefilled: boolean;
  vat: VatRatesShown;
  countryOptions: readonly SelectOption[];
  certificate: TaxCertificateInfo | null;
  certificateState: CertificateState;
  formatDate: (iso: string) => string;
  formatDateTime: (iso: string) => string;
  onSubmit: (values: TaxFormValues) => Promise<void>;
  /** Uploads the chosen file with its password; a refusal (an error with a code) shows in the certificate panel. */
  onUploadCertificate: (file: File, password: string) => Promise<void>;
}

function TaxIdField({ eInvoicing }: { eInvoicing: boolean }) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <Form.Item
      name="taxId"
      label={intl.formatMessage(m.taxId)}
      extra={intl.formatMessage(m.taxIdHelp)}
      required={eInvoicing}
      dependencies={[["address", "country"], "eInvoicingEnabled"]}
      rules={[
        ({ getFieldValue }) => ({
          validator: async (_rule, value: string | undefined) => {
            const code = taxIdRefusal(value, getFieldValue(["address", "country"]) as CountryCode | null, getFieldValue("eInvoicingEnabled") === true);
            if (code) throw new Error(errorText(code));
          },
        }),
        { max: TAX_LIMITS.taxId, message: errorText("maxLength") },
      ]}
    >
      <Input autoComplete="off" spellCheck={false} />
    </Form.Item>
  );
}

/** Legal name, tax id and address: the name and the id are needed for e-invoicing, the address once any line of it is typed. */
function TaxInfoFields({ countryOptions }: { countryOptions: readonly SelectOption[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const eInvoicing = Form.useWatch("eInvoicingEnabled") === true;
  const address = Form.useWatch("address") as Partial<TaxFormValues["address"]> | undefined;
  const needsAddress = addressTyped(address);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={14}>
          <TextField name="legalName" label={t(m.legalName)} help={t(m.legalNameHelp)} required={eInvoicing} maxLength={TAX_LIMITS.legalName} autoComplete="organization" />
        </Col>
        <Col xs={24} md={10}>
          <TaxIdField eInvoicing={eInvoicing} />
        </Col>
      </Row>
      <Typography.Text strong>{t(m.address)}</Typography.Text>
      <Row gutter={16} style={{ marginTop: 8 }}>
        <Col xs={24} md={12}>
          <TextField name={["address", "line1"]} label={t(m.line1)} required={needsAddress} maxLength={TAX_LIMITS.line} autoComplete="address-line1" />
        </Col>
        <Col xs={24} md={12}>
          <TextField name={["address", "line2"]} label={t(m.line2)} maxLength={TAX_LIMITS.line} autoComplete="address-line2" />
        </Col>
        <Col xs={24} md={6}>
          <TextField name={["address", "postalCode"]} label={t(m.postalCode)} required={needsAddress} maxLength={TAX_LIMITS.postalCode} autoComplete="postal-code" />
        </Col>
        <Col xs={24} md={9}>
          <TextField name={["address", "city"]} label={t(m.city)} required={needsAddress} maxLength={TAX_LIMITS.city} autoComplete="address-level2" />
        </Col>
        <Col xs={24} md={9}>
          <SelectField name={["address", "country"]} label={t(m.country)} required options={countryOptions} showSearch placeholder={t(m.countryPlaceholder)} />
        </Col>
      </Row>
    </>
  );
}

function VatRates({ vat }: { vat: VatRatesShown }) {
  const intl = useIntl();
  const percent = (rate: number) => intl.formatNumber(rate / 100, { style: "percent", maximumFractionDigits: 2 });
  const items: { key: string; label: ReactNode; children: ReactNode }[] = [
    { key: "standard", label: intl.formatMessage(m.vatDefault), children: vat.standard == null ? "—" : percent(vat.standard) },
    ...vat.additional.map((r, i) => ({ key: `r${i}`, label: r.name, children: percent(r.rate) })),
  ];
  return (
    <section aria-labelledby="tx-vat-title" className="tx-vat">
      <Typography.Text strong id="tx-vat-title">
        {intl.formatMessage(m.vatRates)}
      </Typography.Text>
      <Typography.Paragraph type="secondary" className="tx-help">
        {intl.formatMessage(m.vatRatesHelp)}
      </Typography.Paragraph>
      <Descriptions size="small" column={1} bordered items={items} data-testid="tax-vat-rates" />
      {vat.additional.length === 0 ? (
        <Typography.Paragraph type="secondary" className="tx-help" style={{ marginTop: 4 }}>
          {intl.formatMessage(m.vatNoAdditional)}
        </Typography.Paragraph>
      ) : null}
      <Link to="/settings/general">{intl.formatMessage(m.vatEdit)}</Link>
    </section>
  );
}

/**
 * Turning it on needs a certificate to send with, and not an expired one; the server says the same
 * (certificate-required, certificate-expired). Left on, an expired certificate is the panel's error, not a
 * reason to refuse other changes.
 */
function EInvoicingSwitch({ certificate, state, savedOn }: { certificate: TaxCertificateInfo | null; state: CertificateState; savedOn: boolean }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const form = Form.useFormInstance<TaxFormValues>();
  // A certificate uploaded after "certificate required" (or "expired") was said answers it: the switch is checked again.
  const usable = certificate !== null && state.kind !== "expired";
  useEffect(() => {
    if (usable && form.getFieldError("eInvoicingEnabled").length > 0) void form.validateFields(["eInvoicingEnabled"]).catch(() => undefined);
  }, [usable, form]);
  return (
    <Form.Item
      name="eInvoicingEnabled"
      valuePropName="checked"
      rules={[
        {
          validator: async (_rule, on: boolean | undefined) => {
            if (on !== true) return;
            if (!certificate) throw new Error(errorText("certificate-required"));
            if (state.kind === "expired" && !savedOn) throw new Error(errorText("certificate-expired"));
          },
        },
      ]}
      label={intl.formatMessage(m.eInvoicingEnabled)}
    >
      <Switch />
    </Form.Item>
  );
}

function SeriesField() {
  const intl = useIntl();
  const errorText = useErrorText();
  const series = (Form.useWatch("series") as string | undefined) ?? "";
  const shown = seriesRefusal(series) === null ? series.trim() : "T";
  return (
    <Form.Item
      name="series"
      label={intl.formatMessage(m.series)}
      required
      extra={intl.formatMessage(m.seriesHelp, { example: invoiceNumber(shown, 1), next: invoiceNumber(shown, 2) })}
      rules={[
        {
          validator: async (_rule, value: string | undefined) => {
            const code = (value ?? "").trim() === "" ? "required" : seriesRefusal(value);
            if (code) throw new Error(errorText(code));
          },
        },
      ]}
    >
      <Input maxLength={TAX_LIMITS.series} autoComplete="off" spellCheck={false} style={{ maxWidth: 200 }} />
    </Form.Item>
  );
}

export function TaxSettingsForm(props: TaxSettingsFormProps) {
  const { initialValues, prefilled, vat, countryOptions, certificate, certificateState, formatDate, formatDateTime, onSubmit, onUploadCertificate } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <FormKit<TaxFormValues> initialValues={initialValues} onSubmit={onSubmit}>
      <Flex vertical gap={16}>
        <Card title={<h2 className="screen-card-title">{t(m.infoCard)}</h2>} size="small">
          {prefilled ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t(m.prefilled)} /> : null}
          <TaxInfoFields countryOptions={countryOptions} />
          <VatRates vat={vat} />
        </Card>

        <Card id="e-invoicing" title={<h2 className="screen-card-title">{t(m.eInvoicingCard)}</h2>} size="small">
          <Typography.Paragraph type="secondary" className="tx-help">
            {t(m.eInvoicingIntro)}
          </Typography.Paragraph>
          <EInvoicingSwitch certificate={certificate} state={certificateState} savedOn={initialValues.eInvoicingEnabled} />
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="environment" label={t(m.environment)} extra={t(m.environmentHelp)}>
                <Radio.Group
                  optionType="button"
                  aria-label={t(m.environment)}
                  options={TAX_ENVIRONMENTS.map((env) => ({ value: env, label: t(taxEnvironmentMessages[env]) }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <SeriesField />
            </Col>
          </Row>
          <CertificatePanel certificate={certificate} state={certificateState} formatDate={formatDate} formatDateTime={formatDateTime} onUpload={onUploadCertificate} />
        </Card>

        <div className="tx-actions">
          <SubmitButton size="large" />
        </div>
      </Flex>
    </FormKit>
  );
}
