// The form frame every screen uses (spec §2 "Form inputs"): antd Form with required marks, the form error
// toast, server field errors under their fields, read-only mode and the unsaved-changes prompt.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { Alert, App, Button, Form, message as staticMessage, Modal, type ButtonProps, type FormInstance } from "antd";
import type { AlertRef } from "antd/es/alert/Alert";
import type { MessageInstance } from "antd/es/message/interface";
import type { ModalStaticFunctions } from "antd/es/modal/confirm";
import { useIntl } from "react-intl";
import { UNSAFE_DataRouterContext, useBlocker } from "react-router-dom";
import type { FieldErrors } from "@comanda/shared";
import { coreErrorMessages as errorMessages, useErrorText } from "../../i18n/coreErrors";
import { uiMessages } from "../messages";
import { pathKey, sameValues } from "./values";

interface FormKitState {
  readOnly: boolean;
  submitting: boolean;
  dirty: boolean;
  /** Dotted paths ("name.en") of fields that currently show an error. */
  errorPaths: ReadonlySet<string>;
}

const NO_ERRORS: ReadonlySet<string> = new Set();
const FormKitContext = createContext<FormKitState>({ readOnly: false, submitting: false, dirty: false, errorPaths: NO_ERRORS });

/** State of the surrounding FormKit; fields used in a plain antd Form get an editable default. */
export function useFormKit(): FormKitState {
  return useContext(FormKitContext);
}

// ---- Toasts ----------------------------------------------------------------------------------------

/** antd's context-aware message API when inside antd's App, else the static one (tests, bare screens). */
function useMessageApi(): MessageInstance {
  const { message } = App.useApp();
  return typeof message?.error === "function" ? message : staticMessage;
}

function useModalApi(): Pick<ModalStaticFunctions, "confirm"> {
  const { modal } = App.useApp();
  return typeof modal?.confirm === "function" ? modal : Modal;
}

/** `const toast = useFormErrorToast(); toast()` shows 'Check that all fields are filled in correctly.' */
export function useFormErrorToast(): () => void {
  const api = useMessageApi();
  const intl = useIntl();
  return useCallback(() => {
    void api.error({ content: intl.formatMessage(errorMessages.formInvalid), key: "form-invalid" });
  }, [api, intl]);
}

// Mounted forms register their (translated, themed) toast so that plain code can call showFormErrorToast().
const toastStack: (() => void)[] = [];

/** Shows the form error toast through the innermost mounted FormKit (English static toast if none is mounted). */
export function showFormErrorToast(): void {
  const show = toastStack[toastStack.length - 1];
  if (show) show();
  // defaultMessage is dropped from builds (web/messageCatalogues.ts); the id then stands in.
  else void staticMessage.error({ content: errorMessages.formInvalid.defaultMessage ?? errorMessages.formInvalid.id, key: "form-invalid" });
}

// ---- Leaving with unsaved changes ---------------------------------------------------------------------

type When = boolean | (() => boolean);
const evaluate = (when: When) => (typeof when === "function" ? when() : when);

/** Asks the browser to confirm reload/close of the tab while `when` holds. */
export function useBeforeUnloadPrompt(when: When): void {
  const ref = useRef(when);
  useEffect(() => {
    ref.current = when;
  }, [when]);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!evaluate(ref.current)) return;
      event.preventDefault();
      // Older browsers only prompt when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, []);
}

/**
 * While `when` holds, leaving the page asks 'Do you really want to leave without saving?' (in-app
 * navigation through react-router's blocker, reload/close through beforeunload). Needs a data router.
 */
export function useLeavePrompt(when: When): void {
  const intl = useIntl();
  const modal = useModalApi();
  const ref = useRef(when);
  useEffect(() => {
    ref.current = when;
  }, [when]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    evaluate(ref.current) && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const blockerRef = useRef(blocker);
  useEffect(() => {
    blockerRef.current = blocker;
  }, [blocker]);
  useBeforeUnloadPrompt(when);

  // One dialog per blocked navigation, whatever else re-renders meanwhile: a new intl (a catalogue part
  // that arrives) or modal API must not close and reopen it. antd ignores destroy() on a dialog not yet
  // rendered, so closing also retries once the dialog has had a chance to render; otherwise it would stay
  // open, orphaned, over the page.
  const intlRef = useRef(intl);
  const modalRef = useRef(modal);
  useEffect(() => {
    intlRef.current = intl;
    modalRef.current = modal;
  }, [intl, modal]);
  const blocked = blocker.state === "blocked";
  useEffect(() => {
    if (!blocked) return;
    const t = intlRef.current;
    const dialog = modalRef.current.confirm({
      title: t.formatMessage(uiMessages.leavePrompt),
      okText: t.formatMessage(uiMessages.leave),
      cancelText: t.formatMessage(uiMessages.stay),
      okButtonProps: { danger: true },
      onOk: () => blockerRef.current.proceed?.(),
      onCancel: () => blockerRef.current.reset?.(),
    });
    return () => {
      dialog.destroy();
      setTimeout(() => dialog.destroy(), 0);
    };
  }, [blocked]);
}

function LeaveGuard({ when }: { when: () => boolean }) {
  useLeavePrompt(when);
  return null;
}

// ---- The form -------------------------------------------------------------------------------------------

export interface FormKitProps<T> {
  form?: FormInstance<T>;
  initialValues?: Partial<T>;
  /** Receives all values (edited and untouched initial ones). A rejection keeps the form dirty; an error carrying
   *  `fields` (ApiError of code "validation") is shown under the fields, any other error as a toast. */
  onSubmit: (values: T) => Promise<void> | void;
  readOnly?: boolean;
  disabled?: boolean;
  /** Field errors from the server (`ApiError.fields`), shown under the matching fields. */
  serverErrors?: FieldErrors | null;
  /** Ask before leaving while values differ from the initial ones (default true). */
  promptOnLeave?: boolean;
  /** Called whenever the form becomes dirty or clean. */
  onDirtyChange?: (dirty: boolean) => void;
  id?: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

const SCROLL: ScrollIntoViewOptions = { block: "center", behavior: "smooth" };

/** The field's input on the page: antd gives a Form.Item's control the id of its name path ("vatRates_1_rate"). */
function fieldElement(name: (string | number)[]): HTMLElement | null {
  return document.getElementById(name.join("_"));
}

/**
 * The fields in page order (registration order when a field is not on the page, e.g. a hidden translation
 * tab): the first one is where the user must look. A list row added later registers later but may stand above.
 */
export function inPageOrder(names: readonly (string | number)[][]): (string | number)[][] {
  const placed = names.map((name, index) => ({ name, index, element: fieldElement(name) }));
  return placed
    .sort((a, b) => {
      if (a.element && b.element && a.element !== b.element) return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
      return a.index - b.index;
    })
    .map((p) => p.name);
}

function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!error || typeof error !== "object" || !("fields" in error)) return null;
  const fields = (error as { fields: unknown }).fields;
  if (!fields || typeof fields !== "object") return null;
  const out: FieldErrors = {};
  for (const [path, codes] of Object.entries(fields)) if (Array.isArray(codes)) out[path] = codes.filter((c): c is string => typeof c === "string");
  return Object.keys(out).length ? out : null;
}

export function FormKit<T extends object>({
  form: given,
  initialValues,
  onSubmit,
  readOnly = false,
  disabled = false,
  serverErrors,
  promptOnLeave = true,
  onDirtyChange,
  id,
  className,
  style,
  children,
}: FormKitProps<T>) {
  const [own] = Form.useForm<T>();
  const form = given ?? own;
  const errorText = useErrorText();
  const messageApi = useMessageApi();
  const toast = useFormErrorToast();
  const hasDataRouter = useContext(UNSAFE_DataRouterContext) != null;

  const [dirty, setDirty] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [errorPaths, setErrorPaths] = useState<ReadonlySet<string>>(NO_ERRORS);
  const [thrownErrors, setThrownErrors] = useState<FieldErrors | null>(null);
  const [unmatched, setUnmatched] = useState<string[]>([]);
  // Server errors wait here until the form is enabled again (a disabled input takes no focus).
  const [refused, setRefused] = useState<{ fields: (string | number)[][]; above: boolean } | null>(null);
  const alertRef = useRef<AlertRef>(null);
  const dirtyRef = useRef(false);
  const submittingRef = useRef(false);
  const baselineRef = useRef<unknown>(initialValues ?? {});
  const initialRef = useRef<unknown>(initialValues ?? {});

  const markDirty = useCallback(
    (next: boolean) => {
      if (dirtyRef.current === next) return;
      dirtyRef.current = next;
      setDirty(next);
      onDirtyChange?.(next);
    },
    [onDirtyChange],
  );

  useEffect(() => {
    toastStack.push(toast);
    return () => {
      const at = toastStack.lastIndexOf(toast);
      if (at >= 0) toastStack.splice(at, 1);
    };
  }, [toast]);

  // New initial values (a document loaded or changed live) replace a clean form; edits in progress stay.
  useEffect(() => {
    const next = initialValues ?? {};
    if (sameValues(next, initialRef.current)) return;
    initialRef.current = next;
    if (dirtyRef.current) return;
    baselineRef.current = next;
    form.resetFields();
  }, [initialValues, form]);

  // The server's refusal of a field stands while the field holds the refused value: the form's own checks on
  // blur (e.g. after the refused field was focused) must not clear what only the server knows.
  const serverRefusedRef = useRef<Map<string, { name: (string | number)[]; value: unknown; errors: string[] }>>(new Map());
  const keepServerRefusals = useCallback(() => {
    const restore: { name: (string | number)[]; errors: string[] }[] = [];
    for (const [key, refusal] of serverRefusedRef.current) {
      const value = form.getFieldValue(refusal.name as never) as unknown;
      if (!sameValues(value, refusal.value)) {
        serverRefusedRef.current.delete(key);
        continue;
      }
      if (form.isFieldValidating(refusal.name as never)) continue;
      if (form.getFieldError(refusal.name as never).length === 0) restore.push({ name: refusal.name, errors: refusal.errors });
    }
    if (restore.length > 0) (form as unknown as FormInstance).setFields(restore);
  }, [form]);

  const refreshErrorPaths = useCallback(() => {
    const paths = new Set(form.getFieldsError().filter((f) => f.errors.length > 0).map((f) => pathKey(f.name)));
    setErrorPaths((prev) => (prev.size === paths.size && [...paths].every((p) => prev.has(p)) ? prev : paths));
  }, [form]);

  // Server errors go under the field whose name path matches ("name.en" → ["name", "en"]); the rest above the form.
  const shownServerErrors = thrownErrors ?? serverErrors ?? null;
  useEffect(() => {
    if (!shownServerErrors) {
      setUnmatched([]);
      return;
    }
    const registered = new Map(form.getFieldsError().map((f) => [pathKey(f.name), f.name] as const));
    const rest: string[] = [];
    const updates: { name: (string | number)[]; errors: string[] }[] = [];
    for (const [path, codes] of Object.entries(shownServerErrors)) {
      const texts = codes.map((c) => errorText(c));
      const name = registered.get(path);
      if (name) updates.push({ name, errors: texts });
      else rest.push(...texts);
    }
    // Field paths come from the server, so the untyped store view fits them better than FormInstance<T>.
    (form as unknown as FormInstance).setFields(updates);
    serverRefusedRef.current = new Map(updates.map((u) => [pathKey(u.name), { name: u.name, value: form.getFieldValue(u.name as never) as unknown, errors: u.errors }]));
    setUnmatched([...new Set(rest)]);
    refreshErrorPaths();
    setRefused({ fields: updates.map((u) => u.name), above: rest.length > 0 });
  }, [shownServerErrors, form, errorText, refreshErrorPaths]);

  // Every refused save shows where: the first refused field on the page is scrolled to and focused (as antd's
  // scrollToFirstError does for the form's own checks), or the errors above the form when no field matches.
  const locked = disabled || submitting;
  useEffect(() => {
    if (!refused || locked) return;
    setRefused(null);
    const first = inPageOrder(refused.fields).find((name) => fieldElement(name) !== null) ?? refused.fields[0];
    if (first) (form as unknown as FormInstance).scrollToField(first, { ...SCROLL, focus: true });
    else if (refused.above) alertRef.current?.nativeElement?.scrollIntoView?.(SCROLL);
  }, [refused, locked, form]);

  const handleFinish = useCallback(async () => {
    // All values, not only those of mounted fields: hidden translation tabs must not lose their texts.
    const values = form.getFieldsValue(true) as T;
    submittingRef.current = true;
    setSubmitting(true);
    setThrownErrors(null);
    try {
      await onSubmit(values);
      baselineRef.current = values;
      markDirty(!sameValues(form.getFieldsValue(true), values));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        setThrownErrors(fields);
        toast();
      } else {
        void messageApi.error(errorText(error));
      }
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }, [form, onSubmit, markDirty, toast, messageApi, errorText]);

  const shouldBlock = useCallback(() => dirtyRef.current && !submittingRef.current, []);
  useBeforeUnloadPrompt(promptOnLeave && !readOnly ? shouldBlock : false);

  const state = useMemo<FormKitState>(() => ({ readOnly, submitting, dirty, errorPaths }), [readOnly, submitting, dirty, errorPaths]);

  return (
    <FormKitContext.Provider value={state}>
      {hasDataRouter && promptOnLeave && !readOnly && <LeaveGuard when={shouldBlock} />}
      <Form<T>
        form={form}
        id={id}
        className={className}
        style={style}
        layout="vertical"
        // Our rules give translated messages; the browser's own checks (type="email") would block submit silently.
        noValidate
        // A field is checked as it is typed in and when it is left, never before: a new, untouched row
        // (e.g. an addon just added) shows no error until the user leaves one of its fields or saves.
        validateTrigger={VALIDATE_TRIGGER}
        requiredMark={!readOnly}
        disabled={disabled || submitting}
        initialValues={initialValues}
        scrollToFirstError={{ ...SCROLL, focus: true }}
        onFinish={() => void handleFinish()}
        onFinishFailed={() => {
          refreshErrorPaths();
          toast();
        }}
        onValuesChange={() => markDirty(!sameValues(form.getFieldsValue(true), baselineRef.current))}
        onFieldsChange={() => {
          keepServerRefusals();
          refreshErrorPaths();
        }}
      >
        {unmatched.length > 0 && (
          <Alert ref={alertRef} type="error" showIcon style={{ marginBottom: 16 }} title={unmatched.length === 1 ? unmatched[0] : undefined} description={unmatched.length > 1 ? <ul style={{ margin: 0, paddingInlineStart: 16 }}>{unmatched.map((t) => <li key={t}>{t}</li>)}</ul> : undefined} />
        )}
        {children}
      </Form>
    </FormKitContext.Provider>
  );
}

const VALIDATE_TRIGGER = ["onChange", "onBlur"];

/** The form's submit button: shows progress while saving, hidden in read-only mode. */
export function SubmitButton({ children, ...props }: Omit<ButtonProps, "htmlType">) {
  const { readOnly, submitting } = useFormKit();
  const intl = useIntl();
  if (readOnly) return null;
  return (
    <Button type="primary" htmlType="submit" loading={submitting} {...props}>
      {children ?? intl.formatMessage(uiMessages.save)}
    </Button>
  );
}
