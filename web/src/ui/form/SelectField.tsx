// The kit's select field (its own module so that forms without a select don't load antd's Select).
import { Form, Select } from "antd";
import { useIntl } from "react-intl";
import { uiMessages } from "../messages";
import { PlainTextValue, useReadOnly, type BaseFieldProps } from "./fields";
import { useFieldRules } from "./rules";
import { toNamePath } from "./values";

export interface SelectOption {
  value: string;
  label?: string;
}

export interface SelectFieldProps extends BaseFieldProps {
  options: readonly SelectOption[];
  /** Shown for an option without a label; default '(no name)'. */
  fallbackLabel?: string;
  multiple?: boolean;
  allowClear?: boolean;
  showSearch?: boolean;
  placeholder?: string;
}

export function SelectField({ name, label, required, help, disabled, readOnly, options, fallbackLabel, multiple, allowClear, showSearch, placeholder }: SelectFieldProps) {
  const intl = useIntl();
  const ro = useReadOnly(readOnly);
  const rules = useFieldRules({ required });
  const fallback = fallbackLabel ?? intl.formatMessage(uiMessages.noName);
  const labelled = options.map((o) => ({ value: o.value, label: o.label?.trim() ? o.label : fallback }));
  const labelOf = (v: unknown) => labelled.find((o) => o.value === v)?.label ?? (v == null ? "" : String(v));
  return (
    <Form.Item name={toNamePath(name)} label={label} required={required && !ro} extra={help} rules={ro ? [] : rules}>
      {ro ? (
        <PlainTextValue render={(v) => (Array.isArray(v) ? v.map(labelOf).join(", ") : v == null || v === "" ? null : labelOf(v))} />
      ) : (
        <Select
          options={labelled}
          disabled={disabled}
          mode={multiple ? "multiple" : undefined}
          allowClear={allowClear}
          placeholder={placeholder}
          showSearch={showSearch ? { optionFilterProp: "label" } : undefined}
        />
      )}
    </Form.Item>
  );
}

