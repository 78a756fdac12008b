// A picture of a form (a product's photo, the company's logo, and the next screens' pictures): checked in the
// browser before it is uploaded; preview, replace and remove. Refusals, upload failures and the server's own
// check show under the picture, as the field's error. A screen gives only its texts, its check and its upload.
import { useRef, useState, type CSSProperties } from "react";
import { Button, Flex, Form, Typography } from "antd";
import { DeleteOutlined, PictureOutlined, UploadOutlined } from "@ant-design/icons";
import { useIntl, type IntlShape, type MessageDescriptor } from "react-intl";
import { useErrorText } from "../../i18n/errors";
import "./imageField.css";

/** The field's texts, in the screen's words ("Choose photo", "Choose a logo", …). */
export interface ImageFieldMessages {
  /** The preview's alternative text. */
  preview: MessageDescriptor;
  /** Shown in the frame while there is no picture. */
  empty: MessageDescriptor;
  choose: MessageDescriptor;
  replace: MessageDescriptor;
  remove: MessageDescriptor;
  /** What the picture must be, under the buttons. */
  hint: MessageDescriptor;
  /** The hidden file input's label. */
  file: MessageDescriptor;
}

/** What kind of picture it is: the same for every form that holds one (a product's photo, the logo). */
export interface ImageKind {
  messages: ImageFieldMessages;
  /** Why the browser refuses this file, in the user's words, or null to upload it. */
  check: (file: File, intl: IntlShape) => Promise<string | null>;
  /** The file types the picker offers (MIME types). */
  accept: readonly string[];
  /** The hidden file input's test id. */
  testId: string;
  /** The frame's side in pixels. Default 160. */
  size?: number;
  /** The smallest width of the buttons' column before it wraps under the frame. Default 160. */
  minButtonsWidth?: number;
}

/** What one form gives the field. */
export interface ImageFieldUse {
  /** Uploads the file and answers its address. */
  onUpload: (file: File) => Promise<string>;
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

export interface ImageFieldProps extends ImageKind, ImageFieldUse {
  /** The form field holding the picture's address (null: none). Default "picture". */
  name?: string;
}

interface ImageInputProps extends Omit<ImageFieldProps, "name"> {
  name: string;
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
}

function ImageInput({ name, id, value, onChange, messages: m, check, onUpload, onBusyChange, disabled, accept, testId, size = 160, minButtonsWidth = 160 }: ImageInputProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const form = Form.useFormInstance();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const showError = (text: string) => form.setFields([{ name: [name], errors: text ? [text] : [] }]);
  const setBusyBoth = (next: boolean) => {
    setBusy(next);
    onBusyChange?.(next);
  };

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    setBusyBoth(true);
    try {
      const refusal = await check(file, intl);
      if (refusal) return showError(refusal);
      const url = await onUpload(file);
      onChange?.(url);
      showError("");
    } catch (error) {
      showError(errorText(error));
    } finally {
      setBusyBoth(false);
    }
  };

  return (
    <Flex gap={16} align="flex-start" wrap id={id}>
      <div className="image-field-frame" style={{ ["--image-field-size" as string]: `${size}px` } as CSSProperties}>
        {value ? (
          <img src={value} alt={intl.formatMessage(m.preview)} className="image-field-img" />
        ) : (
          <Flex vertical align="center" justify="center" gap={4} className="image-field-empty">
            <PictureOutlined style={{ fontSize: 28 }} aria-hidden />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {intl.formatMessage(m.empty)}
            </Typography.Text>
          </Flex>
        )}
      </div>
      <Flex vertical gap={8} style={{ minWidth: 0, flex: `1 1 ${minButtonsWidth}px` }}>
        <Button icon={<UploadOutlined />} loading={busy} disabled={disabled} onClick={() => input.current?.click()}>
          {intl.formatMessage(value ? m.replace : m.choose)}
        </Button>
        {value ? (
          <Button icon={<DeleteOutlined />} danger disabled={disabled || busy} onClick={() => onChange?.(null)}>
            {intl.formatMessage(m.remove)}
          </Button>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {intl.formatMessage(m.hint)}
        </Typography.Text>
      </Flex>
      <input
        ref={input}
        type="file"
        accept={accept.join(",")}
        style={{ display: "none" }}
        aria-label={intl.formatMessage(m.file)}
        data-testid={testId}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
    </Flex>
  );
}

/** The picture as a form field: its value is the picture's address, or null. */
export function ImageField({ name = "picture", ...props }: ImageFieldProps) {
  return (
    <Form.Item name={name} style={{ marginBottom: 0 }}>
      <ImageInput name={name} {...props} />
    </Form.Item>
  );
}

/** A form field for one kind of picture: `export const PhotoField = imageFieldOf(PRODUCT_PHOTO)`. */
export function imageFieldOf(kind: ImageKind) {
  return function KindImageField(props: ImageFieldUse & { name?: string }) {
    return <ImageField {...kind} {...props} />;
  };
}
