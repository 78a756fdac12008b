// The printer editor's form (presentational): name, paper width, MAC address, enabled, the production locations
// it prints (all or only selected) and what it prints with how many copies. A refused save keeps everything
// typed; the server's field errors show under their fields (FormKit).
import { useMemo } from "react";
import { Alert, Button, Card, Checkbox, Flex, Form, Input, Radio, Select, type FormRule } from "antd";
import { useIntl } from "react-intl";
import { normalizeMac, PAPER_WIDTHS } from "@comanda/shared";
import { CheckboxField, FormKit, NumberField, SubmitButton, TextField } from "../../../ui/form";
import { useErrorText } from "../../../i18n/errors";
import { printerEditorMessages as m } from "../messages";
import { COPIES_MAX, COPIES_MIN, type PrinterFormValues } from "../model";

export interface LocationChoice {
  id: string;
  name: string;
}

export interface PrinterEditorFormProps {
  initialValues: PrinterFormValues;
  onSubmit: (values: PrinterFormValues) => Promise<void>;
  onCancel: () => void;
  /** The company's production locations; `readable` false: they could not be read (the stored choice stays). */
  locations: { list: readonly LocationChoice[]; readable: boolean };
  promptOnLeave?: boolean;
}

const PAPER_LABELS = { 58: "paper58", 80: "paper80" } as const;

export function PrinterEditorForm({ initialValues, onSubmit, onCancel, locations, promptOnLeave = true }: PrinterEditorFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const [form] = Form.useForm<PrinterFormValues>();
  const mode = (Form.useWatch("locationsMode", form) as PrinterFormValues["locationsMode"] | undefined) ?? initialValues.locationsMode;
  const tickets = (Form.useWatch("printOrderTickets", form) as boolean | undefined) ?? initialValues.printOrderTickets;
  const receipts = (Form.useWatch("printOrderReceipts", form) as boolean | undefined) ?? initialValues.printOrderReceipts;

  const macRules = useMemo<FormRule[]>(
    () => [
      {
        validator: (_rule, value: unknown) => {
          const text = typeof value === "string" ? value.trim() : "";
          if (text === "") return Promise.reject(new Error(errorText("required")));
          return normalizeMac(text) ? Promise.resolve() : Promise.reject(new Error(errorText("invalid-mac")));
        },
      },
    ],
    [errorText],
  );
  const locationRules = useMemo<FormRule[]>(() => [{ type: "array", min: 1, required: true, message: t(m.locationsRequired) }], [t]);

  // Stored choices the list does not know (deleted, or the list unreadable) stay visible by their id.
  const options = useMemo(() => {
    const known = locations.list.map((l) => ({ value: l.id, label: l.name }));
    const ids = new Set(known.map((o) => o.value));
    const stray = initialValues.locationsFilter.filter((id) => !ids.has(id)).map((id) => ({ value: id, label: id }));
    return [...known, ...stray];
  }, [locations.list, initialValues.locationsFilter]);

  return (
    <FormKit<PrinterFormValues> form={form} initialValues={initialValues} onSubmit={onSubmit} promptOnLeave={promptOnLeave}>
      <Flex vertical gap={16}>
        <Card size="small" title={<h2 className="screen-card-title">{t(m.sectionPrinter)}</h2>}>
          <TextField name="name" label={t(m.name)} required maxLength={200} placeholder={t(m.namePlaceholder)} />
          <Form.Item name="mac" label={t(m.mac)} required extra={t(m.macHelp)} rules={macRules}>
            <Input autoComplete="off" spellCheck={false} placeholder="00:11:62:AA:BB:CC" className="printers-address" />
          </Form.Item>
          <Form.Item name="paperWidth" label={t(m.paperWidth)}>
            <Radio.Group optionType="button" options={PAPER_WIDTHS.map((width) => ({ value: width, label: t(m[PAPER_LABELS[width]]) }))} />
          </Form.Item>
          <CheckboxField name="enabled" label={t(m.enabled)} help={t(m.enabledHelp)} />
        </Card>
        <Card size="small" title={<h2 className="screen-card-title">{t(m.sectionPrinting)}</h2>}>
          <Form.Item name="locationsMode" label={t(m.locations)} extra={t(m.locationsHelp)}>
            <Radio.Group
              options={[
                { value: "all", label: t(m.locationsAll) },
                { value: "selected", label: t(m.locationsSelected) },
              ]}
            />
          </Form.Item>
          {mode === "selected" ? (
            <>
              {!locations.readable ? <Alert type="warning" showIcon title={t(m.locationsUnreadable)} style={{ marginBottom: 12 }} /> : null}
              {locations.readable && locations.list.length === 0 ? <Alert type="info" showIcon title={t(m.noLocations)} style={{ marginBottom: 12 }} /> : null}
              <Form.Item name="locationsFilter" label={t(m.locationsPick)} rules={locationRules}>
                <Select mode="multiple" options={options} optionFilterProp="label" showSearch />
              </Form.Item>
            </>
          ) : null}
          <Form.Item name="printOrderTickets" valuePropName="checked" style={{ marginBottom: tickets ? 8 : undefined }}>
            <Checkbox>{t(m.printTickets)}</Checkbox>
          </Form.Item>
          {tickets ? <NumberField name="ticketCopies" label={t(m.ticketCopies)} required min={COPIES_MIN} max={COPIES_MAX} /> : null}
          <Form.Item name="printOrderReceipts" valuePropName="checked" style={{ marginBottom: receipts ? 8 : undefined }}>
            <Checkbox>{t(m.printReceipts)}</Checkbox>
          </Form.Item>
          {receipts ? <NumberField name="receiptCopies" label={t(m.receiptCopies)} required min={COPIES_MIN} max={COPIES_MAX} /> : null}
        </Card>
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={onCancel}>{t(m.cancel)}</Button>
          <SubmitButton />
        </Flex>
      </Flex>
    </FormKit>
  );
}
