// The customer editor's form (presentational): general data, the texts per content language, what the
// customer sees (as the zone decides, or only the selected), and the addresses, private or company.
import { useMemo, type ReactNode } from "react";
import { Button, Card, Col, Empty, Flex, Form, Row, Typography, type FormInstance } from "antd";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useIntl, type MessageDescriptor } from "react-intl";
import { ADDRESS_TYPES, COUNTRIES, type AddressType, type CountryCode } from "@comanda/shared";
import { CheckboxField, FormKit, SelectField, SubmitButton, TextAreaField, TextField, TranslatedField } from "../../../ui/form";
import { IdPicker } from "../../../zones/editor/components/IdPicker";
import type { PickerList } from "../../../zones/editor/pickers";
import { customerEditorMessages as m } from "../../messages";
import { DISPLAY_RULES, newAddress, type CustomerFormValues, type DisplayRule } from "../customerForm";

export interface CustomerPickers {
  categories: PickerList;
  pages: PickerList;
  stories: PickerList;
}

export interface CustomerEditorFormProps {
  initialValues: CustomerFormValues;
  onSubmit: (values: CustomerFormValues) => Promise<void>;
  onCancel: () => void;
  pickers: CustomerPickers;
  /** The country a new address starts with (the company's). */
  defaultCountry: CountryCode;
  promptOnLeave?: boolean;
}

const RULE_MESSAGES: Record<DisplayRule, MessageDescriptor> = { zone: m.ruleZone, onlySelected: m.ruleOnlySelected };
const TYPE_MESSAGES: Record<AddressType, MessageDescriptor> = { private: m.private, company: m.company };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Card size="small" title={title}>
        {children}
      </Card>
    </section>
  );
}

export function CustomerEditorForm({ initialValues, onSubmit, onCancel, pickers, defaultCountry, promptOnLeave = true }: CustomerEditorFormProps) {
  const intl = useIntl();
  const [form] = Form.useForm<CustomerFormValues>();
  return (
    <FormKit<CustomerFormValues> form={form} initialValues={initialValues} onSubmit={onSubmit} promptOnLeave={promptOnLeave} className="cu-form">
      <FormBody form={form} initialValues={initialValues} pickers={pickers} defaultCountry={defaultCountry} />
      <div className="cu-actions">
        <Flex gap={8} justify="flex-end" align="center" wrap>
          <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
          <SubmitButton />
        </Flex>
      </div>
    </FormKit>
  );
}

/** A watched value of the form; useWatch answers undefined before its first effect, so the initial value stands in. */
function useValue<K extends keyof CustomerFormValues>(form: FormInstance<CustomerFormValues>, initialValues: CustomerFormValues, key: K): CustomerFormValues[K] {
  return (Form.useWatch(key, form) as CustomerFormValues[K] | undefined) ?? initialValues[key];
}

function FormBody({ form, initialValues, pickers, defaultCountry }: { form: FormInstance<CustomerFormValues>; initialValues: CustomerFormValues; pickers: CustomerPickers; defaultCountry: CountryCode }) {
  const intl = useIntl();
  const t = (message: MessageDescriptor, values?: Record<string, string | number>) => intl.formatMessage(message, values);
  const categoriesRule = useValue(form, initialValues, "categoriesRule");
  const pagesRule = useValue(form, initialValues, "pagesRule");
  const storiesRule = useValue(form, initialValues, "storiesRule");
  const addresses = useValue(form, initialValues, "addresses");
  const ruleOptions = DISPLAY_RULES.map((rule) => ({ value: rule, label: t(RULE_MESSAGES[rule]) }));
  const typeOptions = ADDRESS_TYPES.map((type) => ({ value: type, label: t(TYPE_MESSAGES[type]) }));
  const countryOptions = useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: "region" });
    return COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  }, [intl.locale]);

  const visibility = (rule: DisplayRule, ruleName: keyof CustomerFormValues, label: MessageDescriptor, listName: keyof CustomerFormValues, listLabel: MessageDescriptor, list: PickerList) => (
    <div>
      <SelectField name={ruleName} label={t(label)} options={ruleOptions} />
      {rule === "onlySelected" ? (
        <Form.Item name={listName} label={t(listLabel)}>
          <IdPicker list={list} aria-label={t(listLabel)} />
        </Form.Item>
      ) : null}
    </div>
  );

  return (
    <Flex vertical gap={16}>
      <Section title={t(m.sectionGeneral)}>
        <TextField name="name" label={t(m.name)} required maxLength={200} />
        <Row gutter={12}>
          <Col xs={24} md={14}>
            <TextField name="email" type="email" label={t(m.email)} required maxLength={254} help={t(m.emailHelp)} autoComplete="off" />
          </Col>
          <Col xs={24} md={10}>
            <TextField name="phone" label={t(m.phone)} maxLength={40} autoComplete="off" />
          </Col>
        </Row>
        <TextAreaField name="internalNote" label={t(m.internalNote)} help={t(m.internalNoteHelp)} rows={2} maxLength={5000} />
        <CheckboxField name="enabled" label={t(m.enabled)} help={t(m.enabledHelp)} />
        <CheckboxField name="enableDiscounts" label={t(m.enableDiscounts)} />
      </Section>

      <Section title={t(m.sectionTexts)}>
        <TranslatedField name="welcomeText" label={t(m.welcomeText)} multiline rows={3} maxLength={5000} />
        <TranslatedField name="orderOptionsNotice" label={t(m.orderOptionsNotice)} multiline rows={3} maxLength={5000} />
        <TranslatedField name="checkoutNotice" label={t(m.checkoutNotice)} help={t(m.checkoutNoticeHelp)} multiline rows={3} maxLength={5000} />
      </Section>

      <Section title={t(m.sectionVisibility)}>
        {visibility(categoriesRule, "categoriesRule", m.categories, "displayedCategories", m.selectedCategories, pickers.categories)}
        {visibility(pagesRule, "pagesRule", m.pages, "displayedPages", m.selectedPages, pickers.pages)}
        {visibility(storiesRule, "storiesRule", m.stories, "displayedStories", m.selectedStories, pickers.stories)}
      </Section>

      <Section title={t(m.sectionAddresses)}>
        <Form.List name="addresses">
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(m.noAddresses)} /> : null}
              {fields.map((field, index) => {
                const isCompany = addresses[index]?.type === "company";
                return (
                  <div key={field.key} className="cu-address" role="group" aria-label={t(m.address, { number: index + 1 })}>
                    <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
                      <Typography.Text strong>{t(m.address, { number: index + 1 })}</Typography.Text>
                      <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t(m.removeAddress, { number: index + 1 })} onClick={() => remove(field.name)} />
                    </Flex>
                    <Row gutter={12}>
                      <Col xs={24} md={8}>
                        <SelectField name={[field.name, "type"]} label={t(m.addressType)} options={typeOptions} />
                      </Col>
                      {isCompany ? (
                        <>
                          <Col xs={24} md={8}>
                            <TextField name={[field.name, "companyName"]} label={t(m.companyName)} required maxLength={300} />
                          </Col>
                          <Col xs={24} md={8}>
                            <TextField name={[field.name, "vatId"]} label={t(m.vatId)} required maxLength={40} />
                          </Col>
                        </>
                      ) : null}
                    </Row>
                    <TextField name={[field.name, "name"]} label={t(m.addressName)} required maxLength={300} />
                    <TextField name={[field.name, "street"]} label={t(m.street)} required maxLength={300} />
                    <Row gutter={12}>
                      <Col xs={24} md={6}>
                        <TextField name={[field.name, "zip"]} label={t(m.zip)} required maxLength={20} />
                      </Col>
                      <Col xs={24} md={10}>
                        <TextField name={[field.name, "city"]} label={t(m.city)} required maxLength={300} />
                      </Col>
                      <Col xs={24} md={8}>
                        <SelectField name={[field.name, "country"]} label={t(m.country)} required options={countryOptions} showSearch />
                      </Col>
                    </Row>
                  </div>
                );
              })}
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add(newAddress(defaultCountry))}>
                {t(m.addAddress)}
              </Button>
            </>
          )}
        </Form.List>
        <div style={{ marginTop: 16 }}>
          <CheckboxField name="preventAddressChange" label={t(m.preventAddressChange)} help={t(m.preventAddressChangeHelp)} />
        </div>
      </Section>
    </Flex>
  );
}
