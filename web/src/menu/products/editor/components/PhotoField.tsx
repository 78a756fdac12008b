// The product photo: checked in the browser (square jpg/png, 720–1240 px) before it is uploaded; preview,
// replace and remove. Refusals, upload failures and the server's own photo check show under the photo.
import { useRef, useState } from "react";
import { Button, Flex, Form, Typography } from "antd";
import { DeleteOutlined, PictureOutlined, UploadOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { PRODUCT_PHOTO_MAX, PRODUCT_PHOTO_MIN, PRODUCT_PHOTO_TYPES } from "@comanda/shared";
import { photoRefusalText, useErrorText } from "../../../../i18n/errors";
import { productEditorMessages as m } from "../messages";
import { productPhotoFileError } from "../photo";

const PHOTO_LIMITS = { min: PRODUCT_PHOTO_MIN, max: PRODUCT_PHOTO_MAX };

interface PhotoInputProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onUpload: (file: File) => Promise<string>;
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

function PhotoInput({ id, value, onChange, onUpload, onBusyChange, disabled }: PhotoInputProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const form = Form.useFormInstance();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const showError = (codeOrError: unknown) => form.setFields([{ name: ["picture"], errors: [errorText(codeOrError)] }]);

  const setBusyBoth = (next: boolean) => {
    setBusy(next);
    onBusyChange?.(next);
  };

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    setBusyBoth(true);
    try {
      const refusal = await productPhotoFileError(file);
      if (refusal) return form.setFields([{ name: ["picture"], errors: [photoRefusalText(intl, refusal, PHOTO_LIMITS)] }]);
      const url = await onUpload(file);
      onChange?.(url);
      form.setFields([{ name: ["picture"], errors: [] }]);
    } catch (error) {
      showError(error);
    } finally {
      setBusyBoth(false);
    }
  };

  return (
    <Flex gap={16} align="flex-start" wrap id={id}>
      <div className="pe-photo-frame">
        {value ? (
          <img src={value} alt={intl.formatMessage(m.photoPreview)} className="pe-photo-img" />
        ) : (
          <Flex vertical align="center" justify="center" gap={4} className="pe-photo-empty">
            <PictureOutlined style={{ fontSize: 28 }} aria-hidden />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {intl.formatMessage(m.noPhoto)}
            </Typography.Text>
          </Flex>
        )}
      </div>
      <Flex vertical gap={8} style={{ minWidth: 0, flex: "1 1 160px" }}>
        <Button icon={<UploadOutlined />} loading={busy} disabled={disabled} onClick={() => input.current?.click()}>
          {intl.formatMessage(value ? m.replacePhoto : m.choosePhoto)}
        </Button>
        {value ? (
          <Button icon={<DeleteOutlined />} danger disabled={disabled || busy} onClick={() => onChange?.(null)}>
            {intl.formatMessage(m.removePhoto)}
          </Button>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {intl.formatMessage(m.photoHint)}
        </Typography.Text>
      </Flex>
      <input
        ref={input}
        type="file"
        accept={PRODUCT_PHOTO_TYPES.join(",")}
        style={{ display: "none" }}
        aria-label={intl.formatMessage(m.photoFile)}
        data-testid="product-photo-input"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
    </Flex>
  );
}

export interface PhotoFieldProps {
  onUpload: (file: File) => Promise<string>;
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

export function PhotoField({ onUpload, onBusyChange, disabled }: PhotoFieldProps) {
  return (
    <Form.Item name="picture" style={{ marginBottom: 0 }}>
      <PhotoInput onUpload={onUpload} onBusyChange={onBusyChange} disabled={disabled} />
    </Form.Item>
  );
}
