// One point of sale's QR code: the image, the address it opens, copy, print and download as PNG.
import { useEffect, useState } from "react";
import { Alert, App, Button, Flex, Modal, Spin, Typography } from "antd";
import { CopyOutlined, DownloadOutlined, PrinterOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { posMessages as m } from "../messages";
import { qrFileName } from "../pointsOfSale";
import { printQrCode, qrDataUrl, saveDataUrl } from "../qr";

export interface QrCodeModalProps {
  name: string;
  address: string;
  onClose: () => void;
}

/** Pixels of the shown image and of the downloaded PNG (large enough to print sharp). */
const SHOWN_WIDTH = 320;
export const PNG_WIDTH = 1024;

export function QrCodeModal({ name, address, onClose }: QrCodeModalProps) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [image, setImage] = useState<{ address: string; url: string } | { address: string; failed: true } | null>(null);

  useEffect(() => {
    let cancelled = false;
    qrDataUrl(address, SHOWN_WIDTH).then(
      (url) => !cancelled && setImage({ address, url }),
      () => !cancelled && setImage({ address, failed: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [address]);

  const current = image?.address === address ? image : null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      void message.success(intl.formatMessage(m.copied));
    } catch {
      void message.error(intl.formatMessage(m.copyFailed));
    }
  };
  const download = async () => {
    try {
      saveDataUrl(await qrDataUrl(address, PNG_WIDTH), qrFileName(name));
    } catch {
      void message.error(intl.formatMessage(m.qrFailed));
    }
  };
  const print = async () => {
    try {
      printQrCode(await qrDataUrl(address, PNG_WIDTH), name, address);
    } catch {
      void message.error(intl.formatMessage(m.qrFailed));
    }
  };

  return (
    <Modal
      open
      title={intl.formatMessage(m.qrTitle, { name })}
      onCancel={onClose}
      destroyOnHidden
      width={420}
      footer={
        <Flex gap={8} wrap justify="end">
          <Button icon={<PrinterOutlined />} onClick={() => void print()} disabled={!current || "failed" in current}>
            {intl.formatMessage(m.print)}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void download()} disabled={!current || "failed" in current}>
            {intl.formatMessage(m.downloadPng)}
          </Button>
          <Button type="primary" onClick={onClose}>
            {intl.formatMessage(m.close)}
          </Button>
        </Flex>
      }
    >
      <Flex vertical align="center" gap={12}>
        {!current ? (
          <div style={{ width: SHOWN_WIDTH, maxWidth: "100%", aspectRatio: "1", display: "grid", placeItems: "center" }}>
            <Spin />
          </div>
        ) : "failed" in current ? (
          <Alert type="error" showIcon title={intl.formatMessage(m.qrFailed)} />
        ) : (
          <img src={current.url} alt={intl.formatMessage(m.qrAlt, { name })} width={SHOWN_WIDTH} height={SHOWN_WIDTH} style={{ maxWidth: "100%", height: "auto" }} data-address={address} />
        )}
        <Typography.Text type="secondary">{intl.formatMessage(m.qrAddress)}</Typography.Text>
        <Flex gap={8} align="center" wrap style={{ width: "100%" }}>
          <Typography.Text code style={{ flex: "1 1 200px", minWidth: 0, overflowWrap: "anywhere" }} data-testid="pos-qr-address">
            {address}
          </Typography.Text>
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {intl.formatMessage(m.copyLink)}
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
