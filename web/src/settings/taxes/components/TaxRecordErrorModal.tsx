// Spec §8: 'An error has occurred' for a tax record the agency refused or accepted with errors: the receipt or
// invoice number, the agency's code and description, the advice (contact support), and "Correct and send
// again" (a new record with Subsanación, the chain unbroken) while the record can still be corrected.
import { Button, Descriptions, Modal, Typography } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { recordIsCorrectable } from "../model";
import { taxesMessages as m } from "../messages";
import type { TaxRecord } from "../repository";

export interface TaxRecordErrorModalProps {
  /** The record shown; null: closed. */
  record: TaxRecord | null;
  supportEmail: string;
  correcting: boolean;
  onCorrect: (record: TaxRecord) => void;
  onClose: () => void;
}

export function TaxRecordErrorModal({ record, supportEmail, correcting, onCorrect, onClose }: TaxRecordErrorModalProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (!record) return null;
  const numberLabel = record.kind === "receipt" ? m.errorReceipt : record.kind === "cancellation" ? m.errorCancellation : m.errorInvoice;
  const description = record.answer?.description ?? record.errorMessage ?? null;
  const correctable = recordIsCorrectable(record);
  const mail = `mailto:${supportEmail}?subject=${encodeURIComponent(`VERI*FACTU ${record.number}`)}`;
  return (
    <Modal
      open
      title={t(m.errorTitle)}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t(m.close)}
        </Button>,
        correctable ? (
          <Button key="correct" type="primary" loading={correcting} onClick={() => onCorrect(record)}>
            {t(m.correct)}
          </Button>
        ) : null,
      ]}
    >
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ marginBottom: 16 }}
        items={[
          { key: "number", label: t(numberLabel), children: <strong data-testid="tax-error-number">{record.number}</strong> },
          { key: "code", label: t(m.errorCode), children: record.answer?.code ?? "—" },
          { key: "description", label: t(m.errorDescription), children: description ?? t(m.errorNoDescription) },
        ]}
      />
      {record.status === "corrected" ? (
        <Typography.Paragraph>{t(m.errorCorrected)}</Typography.Paragraph>
      ) : (
        <Typography.Paragraph data-testid="tax-error-advice">
          <FormattedMessage {...m.errorAdvice} values={{ email: <a key="email" href={mail}>{supportEmail}</a> }} />
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
