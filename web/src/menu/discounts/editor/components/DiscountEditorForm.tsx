// The discount editor's form (presentational): the owner's name, the customer's name per content language, the
// percentage, enabled, who it is valid for, and the window typed on the company's clock with its time zone named.
// A refused save keeps everything typed; the server's field errors show under their fields (FormKit).
import { useEffect, useMemo } from "react";
import { Button, Card, Flex, Form, Radio, Typography, type FormRule } from "antd";
import { useIntl } from "react-intl";
import { DISCOUNT_VALID_FOR, type DiscountValidFor } from "@comanda/shared";
import { DateField } from "../../../../i18n/DateField";
import { useErrorText } from "../../../../i18n/errors";
import { CheckboxField, FormKit, NumberField, SubmitButton, TextField, TranslatedField } from "../../../../ui/form";
import { discountEditorMessages as m } from "../../messages";
import { windowIsValid, type DiscountFormValues } from "../../model";

/** The smallest percentage the form takes: the server refuses 0 (above 0, at most 100). */
export const MIN_PERCENTAGE = 0.01;

export interface DiscountEditorFormProps {
  initialValues: DiscountFormValues;
  onSubmit: (values: DiscountFormValues) => Promise<void>;
  onCancel: () => void;
  /** The company's IANA time zone: the window is typed on its clock. */
  timezone: string;
  /** Told whenever "valid for" changes (the screen shows the vouchers section for voucher codes). */
  onValidForChange?: (validFor: DiscountValidFor) => void;
  promptOnLeave?: boolean;
}

const VALID_FOR_LABELS = { everyone: m.validForEveryone, voucher: m.validForVoucher } as const;

export function DiscountEditorForm({ initialValues, onSubmit, onCancel, timezone, onValidForChange, promptOnLeave = true }: DiscountEditorFormProps) {
  const t = useIntl().formatMessage;
  const errorText = useErrorText();
  const [form] = Form.useForm<DiscountFormValues>();
  const validFor = (Form.useWatch("validFor", form) as DiscountValidFor | undefined) ?? initialValues.validFor;
  useEffect(() => onValidForChange?.(validFor), [validFor, onValidForChange]);

  const endRules = useMemo<FormRule[]>(
    () => [
      ({ getFieldValue }) => ({
        validator: (_rule, end: unknown) =>
          windowIsValid(String(getFieldValue("start") ?? ""), typeof end === "string" ? end : "", timezone) ? Promise.resolve() : Promise.reject(new Error(errorText("export-range-invalid"))),
      }),
    ],
    [timezone, errorText],
  );
  const timezoneNote = t(m.timezone, { timezone });

  return (
    <FormKit<DiscountFormValues> form={form} initialValues={initialValues} onSubmit={onSubmit} promptOnLeave={promptOnLeave}>
      <Flex vertical gap={16}>
        <Card size="small" title={<h2 className="screen-card-title">{t(m.sectionDiscount)}</h2>}>
          <TextField name="name" label={t(m.name)} required maxLength={200} help={t(m.nameHelp)} />
          <TranslatedField name="customerName" label={t(m.customerName)} maxLength={200} help={t(m.customerNameHelp)} />
          <NumberField name="percentage" label={t(m.percentage)} required min={MIN_PERCENTAGE} max={100} suffix="%" />
          <Form.Item name="validFor" label={t(m.validFor)}>
            <Radio.Group options={DISCOUNT_VALID_FOR.map((value) => ({ value, label: t(VALID_FOR_LABELS[value]) }))} />
          </Form.Item>
          <CheckboxField name="enabled" label={t(m.enabled)} help={t(m.enabledHelp)} />
        </Card>
        <Card size="small" title={<h2 className="screen-card-title">{t(m.sectionWindow)}</h2>}>
          <div className="discounts-window">
            <Form.Item name="start" label={t(m.start)}>
              <DateField withTime allowClear />
            </Form.Item>
            <Form.Item name="end" label={t(m.end)} dependencies={["start"]} rules={endRules}>
              <DateField withTime allowClear />
            </Form.Item>
          </div>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {timezoneNote}
          </Typography.Paragraph>
        </Card>
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={onCancel}>{t(m.cancel)}</Button>
          <SubmitButton />
        </Flex>
      </Flex>
    </FormKit>
  );
}
