// The public pages' form (login, registration, password): the form kit's behaviour (ui/form/FormKit.tsx)
// without antd. Labels above inputs with the required mark, each field checked as it is typed in and when
// it is left, a refused send focuses the first wrong field and says 'Check that all fields are filled in
// correctly.', the server's field errors stand under their fields (the rest above the form), and the form
// is locked while it is sent. The rules and their texts are the kit's (ui/form/rules.ts).
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import type { FieldErrors } from "@comanda/shared";
import { coreErrorMessages, fieldErrorText, useErrorText } from "../../i18n/coreErrors";
import { fieldErrorCodes, type RuleOptions } from "../../ui/form/rules";
import { Alert, Button, StatusIcon, type ButtonProps } from "./index";

type Values = Record<string, unknown>;

/** A page's handle on its form (antd's FormInstance in name): these pages only hand it to their FormKit. */
export interface FormInstance<T> {
  readonly values?: T;
}

/** `const [form] = Form.useForm<T>()`, as with antd; the FormKit keeps the values itself. */
export function useForm<T>(): [FormInstance<T>] {
  const [form] = useState<FormInstance<T>>(() => ({}));
  return [form];
}

interface Field {
  options: RuleOptions;
  element: () => HTMLElement | null;
}

interface FormContextValue {
  value: (name: string) => unknown;
  errors: (name: string) => readonly string[];
  locked: boolean;
  change: (name: string, value: unknown) => void;
  blur: (name: string) => void;
  register: (name: string, field: Field) => () => void;
}

const FormContext = createContext<FormContextValue | null>(null);

function useFormField(name: string, options: RuleOptions, element: () => HTMLElement | null) {
  const form = useContext(FormContext);
  if (!form) throw new Error("a field of the public pages must stand in their FormKit");
  const { register } = form;
  const { required, minLength, maxLength, email, mustBeChecked } = options;
  useEffect(() => register(name, { options: { required, minLength, maxLength, email, mustBeChecked }, element }), [register, name, required, minLength, maxLength, email, mustBeChecked, element]);
  return form;
}

const SCROLL: ScrollIntoViewOptions = { block: "center", behavior: "smooth" };
const NO_ERRORS: readonly string[] = [];

function focusField(element: HTMLElement | null) {
  if (!element) return;
  element.scrollIntoView?.(SCROLL);
  element.focus({ preventScroll: true });
}

export interface FormKitProps<T> {
  /** Accepted for the kit's signature (the page's `Form.useForm()`); the values live in the FormKit. */
  form?: FormInstance<T>;
  initialValues: T;
  onSubmit: (values: T) => Promise<void> | void;
  /** Field errors from the server (`ApiError.fields`), shown under the matching fields. */
  serverErrors?: FieldErrors | null;
  /** Accepted for the kit's signature; these pages never ask before leaving. */
  promptOnLeave?: false;
  children: ReactNode;
}

export function FormKit<T extends object>({ initialValues, onSubmit, serverErrors, children }: FormKitProps<T>) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [values, setValues] = useState<Values>(() => ({ ...(initialValues as Values) }));
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const fields = useRef(new Map<string, Field>());
  const valuesRef = useRef(values);
  const alertRef = useRef<HTMLDivElement>(null);
  const check = useCallback(
    (name: string, value: unknown): readonly string[] => {
      const field = fields.current.get(name);
      if (!field) return NO_ERRORS;
      return fieldErrorCodes(value, field.options).map((code) => fieldErrorText(intl, code, field.options));
    },
    [intl],
  );

  const register = useCallback((name: string, field: Field) => {
    fields.current.set(name, field);
    return () => {
      if (fields.current.get(name) === field) fields.current.delete(name);
    };
  }, []);

  const change = useCallback(
    (name: string, value: unknown) => {
      valuesRef.current = { ...valuesRef.current, [name]: value };
      setValues(valuesRef.current);
      setErrors((e) => ({ ...e, [name]: check(name, value) }));
    },
    [check],
  );
  const blur = useCallback((name: string) => setErrors((e) => ({ ...e, [name]: check(name, valuesRef.current[name]) })), [check]);

  /** The first of these fields on the page. */
  const firstOnPage = useCallback((names: string[]) => {
    const elements = names.map((n) => fields.current.get(n)?.element()).filter((e): e is HTMLElement => !!e);
    return elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0] ?? null;
  }, []);

  useEffect(() => {
    if (!toast) return;
    const t = setTimeout(() => setToast(null), 3000);
    return () => clearTimeout(t);
  }, [toast]);

  // Server errors go under the field of the same name; the rest above the form. The first refused field is focused.
  const [refused, setRefused] = useState<string[] | null>(null);
  useEffect(() => {
    if (!serverErrors || Object.keys(serverErrors).length === 0) {
      setUnmatched([]);
      return;
    }
    const rest: string[] = [];
    const under: Record<string, string[]> = {};
    for (const [path, codes] of Object.entries(serverErrors)) {
      const texts = codes.map((c) => errorText(c));
      if (fields.current.has(path)) under[path] = texts;
      else rest.push(...texts);
    }
    setErrors((e) => ({ ...e, ...under }));
    setUnmatched([...new Set(rest)]);
    setRefused(Object.keys(under));
  }, [serverErrors, errorText]);
  useEffect(() => {
    if (!refused || submitting) return;
    setRefused(null);
    const first = firstOnPage(refused);
    if (first) focusField(first);
    else alertRef.current?.scrollIntoView?.(SCROLL);
  }, [refused, submitting, firstOnPage]);

  async function submit() {
    const all = valuesRef.current;
    const found: Record<string, readonly string[]> = {};
    for (const name of fields.current.keys()) found[name] = check(name, all[name]);
    setErrors(found);
    const wrong = Object.keys(found).filter((n) => found[n]!.length > 0);
    if (wrong.length > 0) {
      focusField(firstOnPage(wrong));
      setToast(intl.formatMessage(coreErrorMessages.formInvalid));
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit({ ...all } as T);
    } catch (error) {
      setToast(errorText(error));
    } finally {
      setSubmitting(false);
    }
  }

  const context = useMemo<FormContextValue>(
    () => ({ value: (name) => values[name], errors: (name) => errors[name] ?? NO_ERRORS, locked: submitting, change, blur, register }),
    [values, errors, submitting, change, blur, register],
  );

  return (
    <FormContext.Provider value={context}>
      <form
        className="kit-form"
        // Our rules give translated messages; the browser's own checks (type="email") would block submit silently.
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!submitting) void submit();
        }}
      >
        {unmatched.length > 0 && (
          <Alert ref={alertRef} type="error" showIcon style={{ marginBottom: 16 }} title={unmatched.length === 1 ? unmatched[0] : undefined} description={unmatched.length > 1 ? <ul style={{ margin: 0, paddingInlineStart: 16 }}>{unmatched.map((t) => <li key={t}>{t}</li>)}</ul> : undefined} />
        )}
        {children}
      </form>
      {toast && (
        <div className="kit-toast">
          <StatusIcon status="error" className="kit-alert-icon" />
          <span>{toast}</span>
        </div>
      )}
    </FormContext.Provider>
  );
}

/** Errors under a field (antd's role="alert" list), or its hint when it has none. */
function Explain({ id, errors, help }: { id: string; errors: readonly string[]; help?: ReactNode }) {
  if (errors.length > 0) {
    return (
      <div id={id} className="kit-field-explain kit-field-explain-error" role="alert">
        {errors.map((text) => (
          <div key={text}>{text}</div>
        ))}
      </div>
    );
  }
  return help != null ? (
    <div id={id} className="kit-field-explain">
      {help}
    </div>
  ) : null;
}

export interface TextFieldProps {
  name: string;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  help?: ReactNode;
}

/** From this share of a length limit on, the input shows its character counter (as the kit's fields do). */
const COUNT_FROM = 0.8;

export function TextField({ name, label, type = "text", autoComplete, required, minLength, maxLength, help }: TextFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const element = useCallback(() => inputRef.current, []);
  const form = useFormField(name, { required, minLength, maxLength, email: type === "email" }, element);
  const [shown, setShown] = useState(false);
  const value = typeof form.value(name) === "string" ? (form.value(name) as string) : "";
  const errors = form.errors(name);
  const explainId = `${id}-help`;
  const hasExplain = errors.length > 0 || help != null;
  const count = [...value].length;
  return (
    <div className={errors.length > 0 ? "kit-field kit-field-error" : "kit-field"}>
      <label htmlFor={id} className={required ? "kit-field-label kit-required" : "kit-field-label"}>
        {label}
      </label>
      <span className={form.locked ? "kit-input kit-input-disabled" : "kit-input"}>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={type === "password" && shown ? "text" : type}
          inputMode={type === "email" ? "email" : undefined}
          autoComplete={autoComplete}
          aria-required={required || undefined}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={hasExplain ? explainId : undefined}
          disabled={form.locked}
          value={value}
          onChange={(e) => form.change(name, e.target.value)}
          onBlur={() => form.blur(name)}
        />
        {type !== "password" && maxLength != null && count >= maxLength * COUNT_FROM && (
          <span className={count > maxLength ? "kit-input-count kit-over" : "kit-input-count"}>
            {count} / {maxLength}
          </span>
        )}
        {type === "password" && (
          // antd's eye: shows or hides the typed password, by mouse or touch (the keyboard stays in the input).
          <span role="img" aria-label={shown ? "eye" : "eye-invisible"} className="kit-input-eye" onMouseDown={(e) => e.preventDefault()} onClick={() => setShown((s) => !s)}>
            <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden focusable="false">
              <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
              <circle cx="12" cy="12" r="3" />
              {!shown && <path d="M3 3l18 18" />}
            </svg>
          </span>
        )}
      </span>
      <Explain id={explainId} errors={errors} help={help} />
    </div>
  );
}

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  /** The box must be ticked to submit (accepting terms). */
  mustBeChecked?: boolean;
}

export function CheckboxField({ name, label, required, mustBeChecked }: CheckboxFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const element = useCallback(() => inputRef.current, []);
  const form = useFormField(name, { mustBeChecked: mustBeChecked || required }, element);
  const errors = form.errors(name);
  const explainId = `${id}-help`;
  return (
    <div className={errors.length > 0 ? "kit-field kit-field-error" : "kit-field"}>
      <label className="kit-check">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="checkbox"
          checked={form.value(name) === true}
          disabled={form.locked}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length > 0 ? explainId : undefined}
          onChange={(e) => form.change(name, e.target.checked)}
        />
        <span>
          {mustBeChecked || required ? (
            <span className="kit-required-mark" aria-hidden>
              *
            </span>
          ) : null}
          {label}
        </span>
      </label>
      <Explain id={explainId} errors={errors} />
    </div>
  );
}

/** The form's submit button: shows progress while the form is sent. */
export function SubmitButton({ children, ...props }: Omit<ButtonProps, "htmlType" | "type">) {
  const form = useContext(FormContext);
  return (
    <Button type="primary" htmlType="submit" loading={form?.locked} {...props}>
      {children}
    </Button>
  );
}
