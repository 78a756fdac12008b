// Adding or editing one delivery zone: name, countries, which postcodes, and the price brackets by weight.
// Every check is shared validateDeliveryZone's, shown under the field it is about.
import { useEffect, useMemo, useRef } from "react";
import { Button, Flex, Form, Input, Modal, Radio, Select, Tag, Typography } from "antd";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { POSTCODE_SCOPES, invalidPostcodePatterns, type DeliveryZoneError } from "@comanda/shared";
import { FormKit, NumberInput, SubmitButton } from "../../ui/form";
import { postcodePatterns, zoneEditorErrors, type ZoneEditorValues } from "../deliveryForm";
import { deliveryMessages as m } from "../messages";
import { useErrorText } from "../../i18n/errors";

export interface DeliveryZoneModalProps {
  /** "new" or the edited zone's name, for the title. */
  mode: "new" | "edit";
  initialValues: ZoneEditorValues;
  countryOptions: { value: string; label: string }[];
  currencySymbol: string;
  fullScreen?: boolean;
  onApply: (values: ZoneEditorValues) => void;
  onCancel: () => void;
}

const SCOPE_TEXT = { all: m.scopeAll, onlyListed: m.scopeOnlyListed, allExceptListed: m.scopeAllExceptListed } as const;

export function DeliveryZoneModal({ mode, initialValues, countryOptions, currencySymbol, fullScreen, onApply, onCancel }: DeliveryZoneModalProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [form] = Form.useForm<ZoneEditorValues>();
  const body = useRef<HTMLDivElement>(null);
  const scope = Form.useWatch("postcodeScope", form) ?? initialValues.postcodeScope;
  const postcodes = Form.useWatch("postcodes", form) ?? initialValues.postcodes;
  const brackets = Form.useWatch("priceBrackets", form);

  /** A rule that fails with the shared checks' texts for one field path ("priceBrackets.0.price"). */
  const ruleFor = useMemo(
    () =>
      (path: string): { validator: () => Promise<void> } => ({
        validator: async () => {
          const codes = zoneEditorErrors(form.getFieldsValue(true) as ZoneEditorValues)[path] ?? [];
          if (codes.length > 0) throw new Error(codes.map((c: DeliveryZoneError) => errorText(c)).join(" "));
        },
      }),
    [form, errorText],
  );

  // Two brackets with the same maximum weight are both marked: after an edit, recheck the rows that show an error.
  useEffect(() => {
    const shown = form.getFieldsError().filter((f) => f.errors.length > 0 && f.name[0] === "priceBrackets").map((f) => f.name);
    if (shown.length > 0) void form.validateFields(shown).catch(() => undefined);
  }, [brackets, form]);

  const patterns = postcodePatterns(postcodes ?? "");
  const invalid = new Set(invalidPostcodePatterns(postcodes ?? ""));

  return (
    <Modal
      open
      title={intl.formatMessage(mode === "new" ? m.newZone : m.editZone)}
      onCancel={onCancel}
      footer={null}
      width={fullScreen ? "100%" : 640}
      className="delivery-zone-modal"
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) body.current?.querySelector<HTMLInputElement>("input")?.focus();
      }}
    >
      <div ref={body}>
        <FormKit<ZoneEditorValues> form={form} initialValues={initialValues} promptOnLeave={false} onSubmit={(values) => onApply(values)}>
          <Form.Item name="name" label={intl.formatMessage(m.name)} required rules={[ruleFor("name")]}>
            <Input maxLength={200} placeholder={intl.formatMessage(m.namePlaceholder)} autoComplete="off" />
          </Form.Item>
          <Form.Item name="countries" label={intl.formatMessage(m.countries)} required rules={[ruleFor("countries")]}>
            <Select mode="multiple" options={countryOptions} showSearch={{ optionFilterProp: "label" }} allowClear />
          </Form.Item>
          <Form.Item name="postcodeScope" label={intl.formatMessage(m.postcodeScope)} rules={[ruleFor("postcodeScope")]}>
            <Radio.Group className="delivery-scope">
              {POSTCODE_SCOPES.map((s) => (
                <Radio key={s} value={s}>
                  {intl.formatMessage(SCOPE_TEXT[s])}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          {scope !== "all" && (
            <Form.Item name="postcodes" label={intl.formatMessage(m.postcodes)} extra={intl.formatMessage(m.postcodesHelp)} rules={[ruleFor("postcodes")]}>
              <Input placeholder="08001, 0802*" autoComplete="off" inputMode="text" />
            </Form.Item>
          )}
          {scope !== "all" && (
            <Flex wrap gap={4} className="delivery-patterns" aria-live="polite" style={{ marginTop: -8, marginBottom: 16 }}>
              {patterns.length === 0 ? (
                <Typography.Text type="secondary">{intl.formatMessage(m.postcodesEmpty)}</Typography.Text>
              ) : (
                patterns.map((p, i) => (
                  <Tag key={`${p}-${i}`} color={invalid.has(p) ? "error" : "blue"}>
                    {p}
                  </Tag>
                ))
              )}
            </Flex>
          )}

          <Typography.Text strong>{intl.formatMessage(m.priceBrackets)}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {intl.formatMessage(m.priceBracketsHelp)}
          </Typography.Paragraph>
          <Form.List name="priceBrackets" rules={[ruleFor("priceBrackets")]}>
            {(fields, { add, remove }, { errors }) => (
              <>
                {fields.map((field, index) => (
                  <Flex key={field.key} gap={8} align="flex-start" className="delivery-bracket">
                    <Form.Item
                      name={[field.name, "price"]}
                      label={intl.formatMessage(m.price)}
                      required
                      rules={[ruleFor(`priceBrackets.${index}.price`)]}
                      style={{ flex: 1, minWidth: 0 }}
                    >
                      <NumberInput suffix={currencySymbol} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, "maxWeightKg"]}
                      label={intl.formatMessage(m.maxWeight)}
                      rules={[ruleFor(`priceBrackets.${index}.maxWeightKg`)]}
                      style={{ flex: 1, minWidth: 0 }}
                    >
                      <NumberInput suffix="kg" placeholder={intl.formatMessage(m.noLimit)} />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      className="delivery-bracket-remove"
                      aria-label={intl.formatMessage(m.removeBracket, { index: index + 1 })}
                      title={intl.formatMessage(m.removeBracket, { index: index + 1 })}
                      onClick={() => remove(field.name)}
                    />
                  </Flex>
                ))}
                <Form.ErrorList errors={errors} />
                <Button icon={<PlusOutlined />} onClick={() => add({ price: null, maxWeightKg: null })} style={{ marginBottom: 16, minHeight: 40 }}>
                  {intl.formatMessage(m.addBracket)}
                </Button>
              </>
            )}
          </Form.List>

          <Flex justify="flex-end" gap={8} wrap>
            <Button onClick={onCancel} style={{ minHeight: 40 }}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <SubmitButton style={{ minHeight: 40 }}>{intl.formatMessage(m.apply)}</SubmitButton>
          </Flex>
        </FormKit>
      </div>
    </Modal>
  );
}
