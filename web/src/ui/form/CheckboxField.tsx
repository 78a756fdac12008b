// The kit's checkbox field, e.g. accepting terms (its own module: the login form doesn't need it).
import { Form, Checkbox } from "antd";
import { useIntl } from "react-intl";
import { uiMessages } from "../messages";
import { PlainTextValue, useReadOnly, type BaseFieldProps } from "./fields";
import { useFieldRules } from "./rules";
import { toNamePath } from "./values";

export interface CheckboxFieldProps extends BaseFieldProps {
  /** The box must be ticked to submit (accepting terms). */
  mustBeChecked?: boolean;
}

export function CheckboxField({ name, label, required, help, disabled, readOnly, mustBeChecked }: CheckboxFieldProps) {
  const intl = useIntl();
  const ro = useReadOnly(readOnly);
  const rules = useFieldRules({ mustBeChecked: mustBeChecked || required });
  return (
    <Form.Item name={toNamePath(name)} valuePropName={ro ? "value" : "checked"} extra={help} rules={ro ? [] : rules}>
      {ro ? (
        <PlainTextValue render={(v) => <>{label}{label ? ": " : null}{intl.formatMessage(v === true ? uiMessages.yes : uiMessages.no)}</>} />
      ) : (
        <Checkbox disabled={disabled}>
          {mustBeChecked || required ? (
            <span className="ui-required-mark" aria-hidden>
              *
            </span>
          ) : null}
          {label}
        </Checkbox>
      )}
    </Form.Item>
  );
}
