// The kit's simple fields: each an antd Form.Item with the kit's rules, plain text in read-only mode.
import { useCallback, useRef, useState, type ReactNode } from "react";
import { Form, Input, type InputProps } from "antd";
import { useIntl } from "react-intl";
import { uiMessages } from "../messages";
import { useFormKit } from "./FormKit";
import { normalizeLink, parseDecimal } from "@comanda/shared";
import { useFieldRules } from "./rules";
import { toNamePath, type FieldName } from "./values";

export interface BaseFieldProps {
  name: FieldName;
  label?: ReactNode;
  required?: boolean;
  /** Hint shown under the input (errors keep their own place). */
  help?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
}

/** Read-only mode of the whole form or of this field. */
export function useReadOnly(own?: boolean): boolean {
  return useFormKit().readOnly || !!own;
}

/** Plain-text rendering of a value given by Form.Item. */
export function PlainTextValue({ value, id, render }: { value?: unknown; id?: string; render?: (value: unknown) => ReactNode }) {
  const intl = useIntl();
  const shown = render ? render(value) : value == null || value === "" ? null : String(value);
  return (
    <div id={id} className="comanda-readonly" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      {shown == null || shown === "" ? <span>{intl.formatMessage(uiMessages.empty)}</span> : shown}
    </div>
  );
}

export const PASSWORD_MASK = "••••••••";

/** How a stored number is shown back in an input or as text. */
export function formatDecimal(value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? "" : String(value);
}

// ---- Length limits ---------------------------------------------------------------------------------------

/** From this share of a length limit on, the input shows its character counter. */
const COUNT_FROM = 0.8;
const characters = (value: string) => [...value].length;

/**
 * The character counter of an input with a length limit ("180 / 200"), shown from 80 % of the limit and
 * red beyond it. The input never cuts what is typed or pasted: the text stays whole, the rule says "At most
 * 200 characters." and the form is not saved until the text is shortened.
 */
export function lengthCount(maxLength: number | undefined): InputProps["count"] {
  if (maxLength == null) return undefined;
  return { max: maxLength, strategy: characters, show: ({ count }) => (count >= maxLength * COUNT_FROM ? `${count} / ${maxLength}` : null) };
}

// ---- Text -----------------------------------------------------------------------------------------------

export interface TextFieldProps extends BaseFieldProps {
  type?: "text" | "email" | "password" | "url";
  autoComplete?: string;
  minLength?: number;
  maxLength?: number;
  placeholder?: string;
  autoFocus?: boolean;
}

/** Adds https:// to a typed web address when the user leaves the input, if the address is acceptable. */
function UrlInput(props: { value?: string; onChange?: (value: string) => void } & Omit<React.ComponentProps<typeof Input>, "value" | "onChange">) {
  const { value, onChange, onBlur, ...rest } = props;
  return (
    <Input
      {...rest}
      type="url"
      inputMode="url"
      value={value ?? ""}
      onChange={(e) => onChange?.(e.target.value)}
      onBlur={(e) => {
        const link = normalizeLink(e.target.value);
        if (link.ok && link.href !== e.target.value) onChange?.(link.href);
        onBlur?.(e);
      }}
    />
  );
}

export function TextField({ name, label, required, help, disabled, readOnly, type = "text", autoComplete, minLength, maxLength, placeholder, autoFocus }: TextFieldProps) {
  const ro = useReadOnly(readOnly);
  const rules = useFieldRules({ required, minLength, maxLength, email: type === "email", url: type === "url" });
  // A password is not counted (its characters are not shown either); the rule still names its limit.
  const common = { disabled, autoComplete, placeholder, autoFocus };
  const count = type === "password" ? undefined : lengthCount(maxLength);
  return (
    <Form.Item name={toNamePath(name)} label={label} required={required && !ro} extra={help} rules={ro ? [] : rules}>
      {ro ? (
        <PlainTextValue render={type === "password" ? (v) => (v ? PASSWORD_MASK : null) : undefined} />
      ) : type === "password" ? (
        <Input.Password {...common} />
      ) : type === "url" ? (
        <UrlInput {...common} count={count} />
      ) : (
        <Input {...common} count={count} type={type} inputMode={type === "email" ? "email" : undefined} />
      )}
    </Form.Item>
  );
}

// ---- Text area -------------------------------------------------------------------------------------------

export interface TextAreaFieldProps extends BaseFieldProps {
  rows?: number;
  minLength?: number;
  maxLength?: number;
  placeholder?: string;
}

export function TextAreaField({ name, label, required, help, disabled, readOnly, rows = 4, minLength, maxLength, placeholder }: TextAreaFieldProps) {
  const ro = useReadOnly(readOnly);
  const rules = useFieldRules({ required, minLength, maxLength });
  return (
    <Form.Item name={toNamePath(name)} label={label} required={required && !ro} extra={help} rules={ro ? [] : rules}>
      {ro ? <PlainTextValue /> : <Input.TextArea rows={rows} disabled={disabled} count={lengthCount(maxLength)} placeholder={placeholder} />}
    </Form.Item>
  );
}

// ---- Number ----------------------------------------------------------------------------------------------

interface NumberInputProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  onText?: (text: string) => void;
  disabled?: boolean;
  suffix?: ReactNode;
  placeholder?: string;
  "aria-invalid"?: boolean;
}

/**
 * Keeps the text as typed ("1," stays "1,") and hands the form the parsed number (1), or null when the
 * text is empty or not a number.
 */
export function NumberInput({ id, value, onChange, onText, disabled, suffix, placeholder, ...aria }: NumberInputProps) {
  const [text, setText] = useState(() => formatDecimal(value));
  const [seen, setSeen] = useState<number | null | undefined>(value);
  // A value set from outside (reset, loaded document) replaces the text unless the text already means it.
  if (!Object.is(value ?? null, seen ?? null)) {
    setSeen(value);
    if (parseDecimal(text) !== (value ?? null)) setText(formatDecimal(value));
  }
  return (
    <Input
      {...aria}
      id={id}
      inputMode="decimal"
      autoComplete="off"
      disabled={disabled}
      suffix={suffix}
      placeholder={placeholder}
      value={text}
      onChange={(e) => {
        const next = e.target.value;
        const parsed = parseDecimal(next);
        setText(next);
        setSeen(parsed);
        onText?.(next);
        onChange?.(parsed);
      }}
    />
  );
}

export interface NumberFieldProps extends BaseFieldProps {
  min?: number;
  max?: number;
  suffix?: ReactNode;
  placeholder?: string;
}

export function NumberField({ name, label, required, help, disabled, readOnly, min, max, suffix, placeholder }: NumberFieldProps) {
  const ro = useReadOnly(readOnly);
  const typed = useRef("");
  const rawNumber = useCallback(() => typed.current, []);
  const rules = useFieldRules({ required, min, max, rawNumber });
  return (
    <Form.Item name={toNamePath(name)} label={label} required={required && !ro} extra={help} rules={ro ? [] : rules}>
      {ro ? (
        <PlainTextValue render={(v) => (typeof v === "number" ? <>{formatDecimal(v)}{suffix ? <> {suffix}</> : null}</> : null)} />
      ) : (
        <NumberInput disabled={disabled} suffix={suffix} placeholder={placeholder} onText={(t) => (typed.current = t)} />
      )}
    </Form.Item>
  );
}
