// The page of /settings/info: company, address, contact, logo, shop address and legal links. Pure: the
// view hands it the values, the save and the logo upload; a refused save keeps every value typed and
// shows each error under its field (FormKit).
import { useState } from "react";
import { Card, Col, Flex, Form, Input, Row, Typography } from "antd";
import { useIntl } from "react-intl";
import { INFO_LIMITS, phoneError } from "@comanda/shared";
import { useErrorText } from "../../../i18n/errors";
import { FormKit, SelectField, SubmitButton, TextField, TranslatedField, type SelectOption } from "../../../ui/form";
import type { InfoFormValues } from "../model";
import { infoMessages as m } from "../messages";
import { LogoField } from "./LogoField";
import { SlugField } from "./SlugField";

export interface InfoFormProps {
  initialValues: InfoFormValues;
  /** The slug as saved, for the address warning. */
  savedSlug: string | null;
  companyId: string;
  shopBaseUrl: string;
  countryOptions: readonly SelectOption[];
  onSubmit: (values: InfoFormValues) => Promise<void>;
  onUploadLogo: (file: File) => Promise<string>;
}

function PhoneField({ name, label }: { name: "phone" | "mobile"; label: string }) {
  const errorText = useErrorText();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        { max: INFO_LIMITS.phone, message: errorText("maxLength") },
        {
          validator: async (_rule, value: string | undefined) => {
            const code = phoneError(value ?? "");
            if (code) throw new Error(errorText(code));
          },
        },
      ]}
    >
      <Input type="tel" inputMode="tel" autoComplete="tel" />
    </Form.Item>
  );
}

export function InfoForm({ initialValues, savedSlug, companyId, shopBaseUrl, countryOptions, onSubmit, onUploadLogo }: InfoFormProps) {
  const intl = useIntl();
  const [uploading, setUploading] = useState(false);
  const t = intl.formatMessage;
  return (
    <FormKit<InfoFormValues> initialValues={initialValues} onSubmit={onSubmit}>
      <Flex vertical gap={16}>
        <Card title={t(m.company)} size="small">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <TextField name="brandName" label={t(m.brandName)} help={t(m.brandNameHelp)} maxLength={INFO_LIMITS.line} />
            </Col>
            <Col xs={24} md={12}>
              <TextField name="companyname" label={t(m.companyname)} required maxLength={INFO_LIMITS.line} />
            </Col>
            <Col xs={24} md={12}>
              <TextField name="firstname" label={t(m.firstname)} maxLength={INFO_LIMITS.line} autoComplete="given-name" />
            </Col>
            <Col xs={24} md={12}>
              <TextField name="lastname" label={t(m.lastname)} maxLength={INFO_LIMITS.line} autoComplete="family-name" />
            </Col>
          </Row>
          <TranslatedField name="description" label={t(m.description)} multiline rows={3} maxLength={INFO_LIMITS.description} />
        </Card>

        <Card title={t(m.logo)} size="small">
          <LogoField onUpload={onUploadLogo} onBusyChange={setUploading} />
        </Card>

        <Card title={t(m.address)} size="small">
          <TextField name="street" label={t(m.street)} maxLength={INFO_LIMITS.line} autoComplete="street-address" />
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <TextField name="zip" label={t(m.zip)} maxLength={INFO_LIMITS.zip} autoComplete="postal-code" />
            </Col>
            <Col xs={24} md={16}>
              <TextField name="city" label={t(m.city)} maxLength={INFO_LIMITS.line} autoComplete="address-level2" />
            </Col>
          </Row>
          <SelectField name="country" label={t(m.country)} options={countryOptions} showSearch allowClear placeholder={t(m.countryPlaceholder)} />
        </Card>

        <Card title={t(m.contact)} size="small">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <TextField name="email" type="email" label={t(m.email)} maxLength={INFO_LIMITS.email} autoComplete="email" />
            </Col>
            <Col xs={24} md={12}>
              <TextField name="website" type="url" label={t(m.website)} maxLength={INFO_LIMITS.url} />
            </Col>
            <Col xs={24} md={12}>
              <PhoneField name="phone" label={t(m.phone)} />
            </Col>
            <Col xs={24} md={12}>
              <PhoneField name="mobile" label={t(m.mobile)} />
            </Col>
          </Row>
        </Card>

        <Card title={t(m.shop)} size="small">
          <SlugField savedSlug={savedSlug} companyId={companyId} shopBaseUrl={shopBaseUrl} />
        </Card>

        <Card title={t(m.legal)} size="small">
          <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
            {t(m.legalHelp)}
          </Typography.Paragraph>
          <TextField name="customPrivacyUrl" type="url" label={t(m.customPrivacyUrl)} maxLength={INFO_LIMITS.url} />
          <TextField name="customTermsUrl" type="url" label={t(m.customTermsUrl)} maxLength={INFO_LIMITS.url} />
        </Card>

        <div className="info-actions">
          <SubmitButton size="large" disabled={uploading} />
        </div>
      </Flex>
    </FormKit>
  );
}
