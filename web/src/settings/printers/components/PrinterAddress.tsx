// The printer's address (presentational): the URL to type into the printer with a copy button and "New secret";
// before the first save, a line saying it appears then.
import { Alert, Button, Card, Flex, Input, Spin, Typography } from "antd";
import { CopyOutlined, KeyOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { printerEditorMessages as m } from "../messages";

export type AddressState = { kind: "unsaved" } | { kind: "loading" } | { kind: "failed" } | { kind: "ready"; address: string };

export interface PrinterAddressProps {
  state: AddressState;
  renewing: boolean;
  onCopy: (address: string) => void;
  onNewSecret: () => void;
}

export function PrinterAddress({ state, renewing, onCopy, onNewSecret }: PrinterAddressProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  let body;
  if (state.kind === "unsaved") body = <Typography.Text type="secondary">{t(m.addressAfterSave)}</Typography.Text>;
  else if (state.kind === "loading") body = <Spin />;
  else if (state.kind === "failed") body = <Alert type="error" showIcon title={t(m.addressUnavailable)} />;
  else
    body = (
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t(m.addressIntro)}</Typography.Text>
        <div>
          <label htmlFor="printer-address" className="printers-address-label">
            {t(m.addressLabel)}
          </label>
          {/* Sized by the browser to its text (printers.css), not measured once by script: the secret's end always shows. */}
          <Input.TextArea id="printer-address" readOnly rows={3} value={state.address} className="printers-address printers-address-url" onFocus={(e) => e.currentTarget.select()} />
        </div>
        <Flex gap={8} wrap>
          <Button icon={<CopyOutlined />} aria-label={t(m.copyAddress)} onClick={() => onCopy(state.address)}>
            {t(m.copy)}
          </Button>
          <Button icon={<KeyOutlined />} loading={renewing} onClick={onNewSecret}>
            {t(m.newSecret)}
          </Button>
        </Flex>
      </Flex>
    );
  return (
    <Card size="small" title={<h2 className="screen-card-title">{t(m.addressTitle)}</h2>}>
      {body}
    </Card>
  );
}
