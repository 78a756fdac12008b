// Rich text (spec §2: bold, italic, strike, headings 1–3, lists, links); the editor itself loads on demand.
import { lazy, Suspense } from "react";
import { Form, Skeleton } from "antd";
import { useIntl } from "react-intl";
import { uiMessages } from "../messages";
import { useReadOnly, type BaseFieldProps } from "./fields";
import { useFieldRules } from "./rules";
import { isRichTextEmpty, sanitizeRichText } from "./sanitize";
import { toNamePath } from "./values";
import type { RichTextEditorProps } from "./RichTextEditor";

const RichTextEditor = lazy(() => import("./RichTextEditor"));

/** The lazy editor with a placeholder while it loads (Form.Item hands its value/onChange to this component). */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const intl = useIntl();
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} title={false} aria-label={intl.formatMessage(uiMessages.editorLoading)} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** Stored rich text shown as HTML after sanitising: only the editor's own tags survive. */
export function RichTextView({ value, id }: { value?: string | null; id?: string }) {
  const intl = useIntl();
  if (isRichTextEmpty(value)) return <div id={id}>{intl.formatMessage(uiMessages.empty)}</div>;
  return <div id={id} className="comanda-richtext-view" dangerouslySetInnerHTML={{ __html: sanitizeRichText(value) }} />;
}

export type RichTextFieldProps = BaseFieldProps;

export function RichTextField({ name, label, required, help, disabled, readOnly }: RichTextFieldProps) {
  const ro = useReadOnly(readOnly);
  const rules = useFieldRules({ required, isEmpty: richTextIsEmpty });
  return (
    <Form.Item name={toNamePath(name)} label={label} required={required && !ro} extra={help} rules={ro ? [] : rules}>
      {ro ? <RichTextView /> : <LazyRichTextEditor disabled={disabled} />}
    </Form.Item>
  );
}

export function richTextIsEmpty(value: unknown): boolean {
  return typeof value !== "string" || isRichTextEmpty(value);
}
