// The configure modal (spec §2): the DNS records to create as a copyable table, the Check button and spec §8's
// message of the last check (connected; DNS changes can take several hours; DNS fine, certificate pending).
import { useState } from "react";
import { Alert, App, Button, Flex, Modal, Typography } from "antd";
import { useIntl, type MessageDescriptor } from "react-intl";
import type { CustomDomainData, DomainCheckMessage } from "@comanda/shared";
import { useFormatters } from "../../../company";
import { useErrorText } from "../../../i18n/errors";
import { domainMessages as m } from "../messages";
import { checkDomain } from "../repository";
import { DnsRecordsTable } from "./DnsRecordsTable";
import { DomainStatusTag } from "./DomainStatusTag";

const MESSAGES: Record<DomainCheckMessage, { type: "success" | "info" | "warning"; text: MessageDescriptor }> = {
  connected: { type: "success", text: m.checkConnected },
  "dns-pending": { type: "warning", text: m.checkDnsPending },
  "certificate-pending": { type: "info", text: m.checkCertificatePending },
};

export interface ConfigureDomainModalProps {
  /** The domain as stored (live); null: closed. */
  domain: CustomDomainData | null;
  onClose: () => void;
}

export function ConfigureDomainModal({ domain, onClose }: ConfigureDomainModalProps) {
  const t = useIntl().formatMessage;
  const errorText = useErrorText();
  const { message } = App.useApp();
  const { formatDateTime } = useFormatters();
  const [checking, setChecking] = useState(false);
  // The check's answer shows at once; the live document follows with the same.
  const [checked, setChecked] = useState<CustomDomainData | null>(null);
  const shown = checked && domain && checked.domain === domain.domain && checked.updatedAt >= domain.updatedAt ? checked : domain;

  const check = async () => {
    if (!shown) return;
    setChecking(true);
    try {
      setChecked(await checkDomain(shown.domain));
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setChecking(false);
    }
  };

  const close = () => {
    setChecked(null);
    onClose();
  };
  const info = shown?.message ? MESSAGES[shown.message] : null;
  return (
    <Modal
      open={shown !== null}
      title={shown ? t(m.configureDomain, { domain: shown.domain }) : null}
      onCancel={close}
      destroyOnHidden
      width={760}
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={close}>{t(m.close)}</Button>
          <Button type="primary" loading={checking} onClick={() => void check()}>
            {t(m.check)}
          </Button>
        </Flex>
      }
    >
      {shown && (
        <Flex vertical gap={8}>
          <Flex gap={8} align="center" wrap>
            <DomainStatusTag status={shown.status} />
            {shown.checkedAt && <Typography.Text type="secondary">{t(m.lastChecked, { time: formatDateTime(shown.checkedAt) })}</Typography.Text>}
          </Flex>
          <div role="status" aria-live="polite" data-testid="domain-check-message">
            {info ? <Alert type={info.type} showIcon title={t(info.text)} /> : <Alert type="info" showIcon title={t(m.checkUnknown)} />}
          </div>
          {shown.status !== "connected" && <Typography.Paragraph style={{ marginBottom: 0 }}>{t(m.recordsIntro)}</Typography.Paragraph>}
          {shown.records.length > 0 ? <DnsRecordsTable records={shown.records} /> : <Typography.Text type="secondary">{t(m.noRecords)}</Typography.Text>}
        </Flex>
      )}
    </Modal>
  );
}
