// The logo: checked in the browser (square jpg/png, at least 527 px) before it is uploaded; preview,
// replace and remove. Refusals, upload failures and the server's own check show under the logo.
import { useRef, useState } from "react";
import { Button, Flex, Form, Typography } from "antd";
import { DeleteOutlined, PictureOutlined, UploadOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { LOGO_MIN, PRODUCT_PHOTO_TYPES } from "@comanda/shared";
import { logoRefusalText, useErrorText } from "../../../i18n/errors";
import { logoFileRefusal } from "../logo";
import { infoMessages as m } from "../messages";

interface LogoInputProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  onUpload: (file: File) => Promise<string>;
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

function LogoInput({ id, value, onChange, onUpload, onBusyChange, disabled }: LogoInputProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const form = Form.useFormInstance();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const setBusyBoth = (next: boolean) => {
    setBusy(next);
    onBusyChange?.(next);
  };

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    setBusyBoth(true);
    try {
      const refusal = await logoFileRefusal(file);
      if (refusal) return form.setFields([{ name: ["picture"], errors: [logoRefusalText(intl, refusal, LOGO_MIN)] }]);
      const url = await onUpload(file);
      onChange?.(url);
      form.setFields([{ name: ["picture"], errors: [] }]);
    } catch (error) {
      form.setFields([{ name: ["picture"], errors: [errorText(error)] }]);
    } finally {
      setBusyBoth(false);
    }
  };

  return (
    <Flex gap={16} align="flex-start" wrap id={id}>
      <div className="info-logo-frame">
        {value ? (
          <img src={value} alt={intl.formatMessage(m.logoPreview)} className="info-logo-img" />
        ) : (
          <Flex vertical align="center" justify="center" gap={4} className="info-logo-empty">
            <PictureOutlined style={{ fontSize: 28 }} aria-hidden />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {intl.formatMessage(m.noLogo)}
            </Typography.Text>
          </Flex>
        )}
      </div>
      <Flex vertical gap={8} style={{ minWidth: 0, flex: "1 1 200px" }}>
        <Button icon={<UploadOutlined />} loading={busy} disabled={disabled} onClick={() => input.current?.click()}>
          {intl.formatMessage(value ? m.replaceLogo : m.chooseLogo)}
        </Button>
        {value ? (
          <Button icon={<DeleteOutlined />} danger disabled={disabled || busy} onClick={() => onChange?.(null)}>
            {intl.formatMessage(m.removeLogo)}
          </Button>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {intl.formatMessage(m.logoHint)}
        </Typography.Text>
      </Flex>
      <input
        ref={input}
        type="file"
        accept={PRODUCT_PHOTO_TYPES.join(",")}
        style={{ display: "none" }}
        aria-label={intl.formatMessage(m.logoFile)}
        data-testid="logo-input"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
    </Flex>
  );
}

export interface LogoFieldProps {
  onUpload: (file: File) => Promise<string>;
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

export function LogoField({ onUpload, onBusyChange, disabled }: LogoFieldProps) {
  return (
    <Form.Item name="picture" style={{ marginBottom: 0 }}>
      <LogoInput onUpload={onUpload} onBusyChange={onBusyChange} disabled={disabled} />
    </Form.Item>
  );
}
