// How a customer sees the page or story in the shop, in the content language being edited: its picture, title
// and text, from what the editor holds now (not yet saved), shown read-only and sanitised as the shop shows it.
import { Modal, Typography } from "antd";
import { useIntl } from "react-intl";
import { localized, type LanguageCode } from "@comanda/shared";
import { RichTextView, isRichTextEmpty } from "../../../ui/form";
import { contentEditorMessages as m } from "../../messages";
import type { ContentFormValues } from "../../model";

export interface ContentPreviewProps {
  /** The values to show; null: closed. */
  values: ContentFormValues | null;
  language: LanguageCode;
  defaultLanguage: LanguageCode;
  onClose: () => void;
}

export function ContentPreview({ values, language, defaultLanguage, onClose }: ContentPreviewProps) {
  const t = useIntl().formatMessage;
  const title = values ? localized(values.title, language, defaultLanguage) : "";
  // The shop falls back to the default language for a text not written in the customer's.
  const html = values ? (isRichTextEmpty(values.content?.[language]) ? values.content?.[defaultLanguage] : values.content?.[language]) : "";
  const empty = !title && isRichTextEmpty(html);
  return (
    <Modal
      open={values !== null}
      title={t(m.previewTitle, { language: language.toUpperCase() })}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <article className="content-preview" lang={language} aria-label={t(m.preview)}>
        {values?.picture ? <img className="content-preview-picture" src={values.picture} alt="" /> : null}
        {title ? <h1 className="content-preview-title">{title}</h1> : null}
        {empty ? <Typography.Text type="secondary">{t(m.previewEmpty)}</Typography.Text> : isRichTextEmpty(html) ? null : <RichTextView value={html} />}
      </article>
    </Modal>
  );
}
