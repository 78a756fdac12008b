// The add/edit dialog of a point of sale: name plain or per language, descriptions, default flag and,
// when adding, how many to create at once (numbered 'Table 1', 'Table 2', …).
import { Button, Flex, Form, Modal, Switch } from "antd";
import { useIntl } from "react-intl";
import { localized, MAX_POINTS_OF_SALE_AT_ONCE, numberedPointOfSaleNames, type PointOfSaleName } from "@comanda/shared";
import { useLanguage } from "../../../i18n/language";
import { useContentLanguages } from "../../../ui/contentLanguage";
import { CheckboxField, FormKit, NumberField, SubmitButton, TextAreaField, TextField, TranslatedField } from "../../../ui/form";
import { zoneSharedMessages } from "../../shared/messages";
import { posMessages as m } from "../messages";
import { nameOf, type PointOfSaleFormValues } from "../pointsOfSale";

export interface PointOfSaleModalProps {
  mode: "add" | "edit";
  initialValues: PointOfSaleFormValues;
  /** Names already in the zone, for the numbering shown while adding. */
  existingNames: readonly PointOfSaleName[];
  /** Rejects with the server's refusal (field errors named as the form names them); the dialog then stays open. */
  onSubmit: (values: PointOfSaleFormValues) => Promise<void>;
  onCancel: () => void;
}

/** The switch between one name and a name per language; carries the typed name over. */
function NameModeSwitch({ id, checked, onChange }: { id?: string; checked?: boolean; onChange?: (checked: boolean) => void }) {
  const form = Form.useFormInstance<PointOfSaleFormValues>();
  const { defaultLanguage } = useContentLanguages();
  return (
    <Switch
      id={id}
      checked={checked}
      onChange={(next) => {
        const values = form.getFieldsValue(true) as PointOfSaleFormValues;
        if (next && !values.localizedName?.[defaultLanguage]?.trim() && values.plainName?.trim()) form.setFieldValue(["localizedName", defaultLanguage], values.plainName.trim());
        if (!next && !values.plainName?.trim()) form.setFieldValue("plainName", localized(values.localizedName, defaultLanguage));
        onChange?.(next);
      }}
    />
  );
}

function QuantityHelp({ existingNames }: { existingNames: readonly PointOfSaleName[] }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const form = Form.useFormInstance<PointOfSaleFormValues>();
  Form.useWatch([], form);
  const values = form.getFieldsValue(true) as PointOfSaleFormValues;
  const name = nameOf(values);
  const quantity = Math.max(2, Math.min(MAX_POINTS_OF_SALE_AT_ONCE, Math.trunc(values.quantity ?? 2) || 2));
  const names = numberedPointOfSaleNames(name, quantity, existingNames);
  const first = localized(names[0], language) || "—";
  const last = localized(names[names.length - 1], language) || "—";
  return <>{intl.formatMessage(m.quantityHelp, { max: MAX_POINTS_OF_SALE_AT_ONCE, first, last })}</>;
}

function SubmitLabel() {
  const intl = useIntl();
  const form = Form.useFormInstance<PointOfSaleFormValues>();
  const quantity = Form.useWatch("quantity", form);
  const count = Math.max(1, Math.min(MAX_POINTS_OF_SALE_AT_ONCE, Math.trunc(quantity ?? 1) || 1));
  return <>{intl.formatMessage(m.addSubmit, { count })}</>;
}

export function PointOfSaleModal({ mode, initialValues, existingNames, onSubmit, onCancel }: PointOfSaleModalProps) {
  const intl = useIntl();
  const [form] = Form.useForm<PointOfSaleFormValues>();
  const translate = Form.useWatch("translate", form) ?? initialValues.translate;
  const title = intl.formatMessage(mode === "add" ? m.addTitle : m.editTitle);
  return (
    <Modal open title={title} onCancel={onCancel} footer={null} destroyOnHidden mask={{ closable: false }} width={560}>
      <FormKit<PointOfSaleFormValues> form={form} initialValues={initialValues} onSubmit={onSubmit} promptOnLeave={false}>
        <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
          <Form.Item name="translate" valuePropName="checked" noStyle>
            <NameModeSwitch id="pos-translate-name" />
          </Form.Item>
          <label htmlFor="pos-translate-name">{intl.formatMessage(m.translateName)}</label>
        </Flex>
        {translate ? (
          <TranslatedField name="localizedName" label={intl.formatMessage(m.name)} required maxLength={100} />
        ) : (
          <TextField name="plainName" label={intl.formatMessage(m.name)} required maxLength={100} autoFocus />
        )}
        {mode === "add" && (
          <NumberField name="quantity" label={intl.formatMessage(m.quantity)} required min={1} max={MAX_POINTS_OF_SALE_AT_ONCE} help={<QuantityHelp existingNames={existingNames} />} />
        )}
        <TextAreaField name="description" label={intl.formatMessage(m.description)} help={intl.formatMessage(m.descriptionHelp)} rows={2} maxLength={1000} />
        <TextAreaField name="internalDescription" label={intl.formatMessage(m.internalDescription)} help={intl.formatMessage(m.internalDescriptionHelp)} rows={2} maxLength={1000} />
        <CheckboxField name="isDefault" label={intl.formatMessage(m.isDefault)} help={intl.formatMessage(m.isDefaultHelp)} />
        <Flex justify="end" gap={8} wrap>
          <Button onClick={onCancel}>{intl.formatMessage(zoneSharedMessages.cancel)}</Button>
          <SubmitButton>{mode === "add" ? <SubmitLabel /> : undefined}</SubmitButton>
        </Flex>
      </FormKit>
    </Modal>
  );
}
