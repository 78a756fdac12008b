// The form of /settings/frontend: content languages, the default one, the translation tabs and automatic
// translation. Presentational: the view gives the stored values and saves.
import { Alert, Card, Checkbox, Flex, Form, Select, Switch, Typography } from "antd";
import { useIntl } from "react-intl";
import { LANGUAGES, NOT_AUTO_TRANSLATED } from "@comanda/shared";
import { LANGUAGE_NAMES } from "../../../i18n/languageNames";
import { FormKit, SubmitButton } from "../../../ui/form";
import type { FrontendFormValues } from "../frontendForm";
import { frontendSettingsMessages as m } from "../messages";

export interface FrontendSettingsFormProps {
  initialValues: FrontendFormValues;
  onSubmit: (values: FrontendFormValues) => Promise<void>;
}

const OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

function SwitchRow({ name, id, label, help }: { name: string[]; id: string; label: string; help: string }) {
  return (
    <div className="fes-switch">
      <Flex gap={12} align="center">
        <Form.Item name={name} valuePropName="checked" noStyle>
          <Switch id={id} aria-describedby={`${id}-help`} />
        </Form.Item>
        <label htmlFor={id}>{label}</label>
      </Flex>
      <Typography.Paragraph id={`${id}-help`} type="secondary" style={{ fontSize: 13, margin: "4px 0 12px" }}>
        {help}
      </Typography.Paragraph>
    </div>
  );
}

function CatalanNotice({ form }: { form: ReturnType<typeof Form.useFormInstance<FrontendFormValues>> }) {
  const intl = useIntl();
  const languages = Form.useWatch(["i18n", "languages"], form) ?? [];
  const automatic = Form.useWatch(["i18n", "enableAutomaticTranslation"], form) === true;
  if (!automatic || !languages.some((l) => NOT_AUTO_TRANSLATED.includes(l))) return null;
  return <Alert type="info" showIcon title={intl.formatMessage(m.catalanNotTranslated)} />;
}

export function FrontendSettingsForm({ initialValues, onSubmit }: FrontendSettingsFormProps) {
  const intl = useIntl();
  const [form] = Form.useForm<FrontendFormValues>();
  return (
    <FormKit<FrontendFormValues> form={form} initialValues={initialValues} onSubmit={onSubmit}>
      <Flex vertical gap={16}>
        <Card title={intl.formatMessage(m.contentLanguages)} size="small">
          <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
            {intl.formatMessage(m.contentLanguagesHelp)}
          </Typography.Paragraph>
          <Form.Item name={["i18n", "languages"]} label={intl.formatMessage(m.enabledLanguages)}>
            <Checkbox.Group options={OPTIONS} aria-label={intl.formatMessage(m.enabledLanguages)} />
          </Form.Item>
          <Form.Item name={["i18n", "defaultLanguage"]} label={intl.formatMessage(m.defaultLanguage)} extra={intl.formatMessage(m.defaultLanguageHelp)} required>
            <Select options={OPTIONS} style={{ maxWidth: 280 }} aria-label={intl.formatMessage(m.defaultLanguage)} />
          </Form.Item>
        </Card>

        <Card title={intl.formatMessage(m.translation)} size="small">
          <SwitchRow name={["i18n", "hideTranslationTabs"]} id="fes-hide-tabs" label={intl.formatMessage(m.hideTranslationTabs)} help={intl.formatMessage(m.hideTranslationTabsHelp)} />
          <SwitchRow
            name={["i18n", "enableAutomaticTranslation"]}
            id="fes-automatic"
            label={intl.formatMessage(m.automaticTranslation)}
            help={intl.formatMessage(m.automaticTranslationHelp)}
          />
          <CatalanNotice form={form} />
        </Card>

        <div>
          <SubmitButton size="large" />
        </div>
      </Flex>
    </FormKit>
  );
}
