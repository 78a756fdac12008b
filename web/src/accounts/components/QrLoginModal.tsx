// The QR-login modal (presentational apart from drawing the code): the code of an account's login address,
// the address itself, print / download PNG / copy link, and "New code" (the caller confirms and renews).
import { useEffect, useState } from "react";
import { Alert, Button, Flex, Input, Modal, Spin, Typography } from "antd";
import { CopyOutlined, DownloadOutlined, PrinterOutlined, ReloadOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { printQrCode, qrDataUrl, saveDataUrl } from "../../zones/pointsOfSale/qr";
import { accountEditorMessages as m } from "../messages";

/** The login address: null while it loads, "failed" when the key cannot be read. */
export type QrAddress = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; address: string };

export interface QrLoginModalProps {
  open: boolean;
  name: string;
  address: QrAddress;
  renewing: boolean;
  /** Whether "New code" is offered (the actor may manage this access right). */
  mayRenew: boolean;
  onCopy: (address: string) => void;
  onNewCode: () => void;
  onClose: () => void;
}

/** A file name of the account's name: letters, digits and dashes. */
function fileNameOf(name: string): string {
  const base = name.normalize("NFKD").replace(/[^\w-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60);
  return `${base || "access"}-qr-login.png`;
}

export function QrLoginModal({ open, name, address, renewing, mayRenew, onCopy, onNewCode, onClose }: QrLoginModalProps) {
  const t = useIntl().formatMessage;
  const text = address.kind === "ready" ? address.address : null;
  const [image, setImage] = useState<{ text: string; url: string } | null>(null);
  const [drawFailed, setDrawFailed] = useState(false);

  useEffect(() => {
    if (!open || !text) return;
    let live = true;
    qrDataUrl(text, 480).then(
      (url) => live && setImage({ text, url }),
      () => live && setDrawFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, text]);

  const dataUrl = image && image.text === text ? image.url : null;
  let body;
  if (address.kind === "failed" || drawFailed) body = <Alert type="error" showIcon title={t(m.qrFailed)} />;
  else if (address.kind === "loading" || !dataUrl)
    body = (
      <Flex justify="center" align="center" vertical gap={8} style={{ padding: 48 }}>
        <Spin />
        <Typography.Text type="secondary">{t(m.qrLoading)}</Typography.Text>
      </Flex>
    );
  else
    body = (
      <Flex vertical align="center" gap={12}>
        <img src={dataUrl} alt={t(m.qrImage, { name })} width={240} height={240} data-address={text ?? ""} />
        <Input.TextArea aria-label={t(m.qrLink)} value={text ?? ""} readOnly autoSize spellCheck={false} style={{ fontFamily: "monospace", fontSize: 12 }} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(m.qrSecretHint)}
        </Typography.Text>
        <Flex gap={8} wrap justify="center">
          <Button icon={<PrinterOutlined />} onClick={() => text && printQrCode(dataUrl, name, text)}>
            {t(m.qrPrint)}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => saveDataUrl(dataUrl, fileNameOf(name))}>
            {t(m.qrDownload)}
          </Button>
          <Button icon={<CopyOutlined />} onClick={() => text && onCopy(text)}>
            {t(m.qrCopy)}
          </Button>
        </Flex>
      </Flex>
    );

  return (
    <Modal
      open={open}
      title={t(m.qrTitle)}
      onCancel={onClose}
      // The footer's "Close" closes (and Escape): no second button of the same name in the corner.
      closable={false}
      destroyOnHidden
      footer={
        <Flex justify="space-between" gap={8} wrap>
          {mayRenew ? (
            <Button danger icon={<ReloadOutlined />} loading={renewing} disabled={address.kind !== "ready"} onClick={onNewCode}>
              {t(m.newCode)}
            </Button>
          ) : (
            <span />
          )}
          <Button type="primary" onClick={onClose}>
            {t(m.qrClose)}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t(m.qrIntro)}</Typography.Paragraph>
      {body}
    </Modal>
  );
}
