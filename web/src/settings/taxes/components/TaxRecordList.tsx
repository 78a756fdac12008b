// The tax records as a virtualised table in the window's scroll: only the rows on screen exist in the page, so
// a year of tickets (10,000 records and more) scrolls and filters fast, also on a phone (where each record is
// a card). A record with an error opens the §8 modal; an accepted receipt can be cancelled.
import { memo, useMemo } from "react";
import { Button, Tag } from "antd";
import { StopOutlined, WarningOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import type { TaxRecordKind, TaxRecordStatus } from "@comanda/shared";
import { VirtualList } from "../../../ui/list/VirtualList";
import { recordHasError, recordIsCancellable } from "../model";
import { taxesMessages as m } from "../messages";
import type { TaxRecord } from "../repository";

export const ROW_HEIGHT = 52;
export const CARD_HEIGHT = 112;
const OVERSCAN = 8;

export const STATUS_COLORS: Record<TaxRecordStatus, string> = {
  pending: "blue",
  unconfirmed: "gold",
  accepted: "green",
  acceptedWithErrors: "orange",
  rejected: "red",
  corrected: "default",
};

/** Texts and formats the rows need, made once per language and company, not per row. */
export interface RecordRowFormat {
  dateTime: (iso: string) => string;
  kind: Record<TaxRecordKind, string>;
  status: Record<TaxRecordStatus, string>;
  noAnswer: string;
  showError: string;
  showErrorOf: (number: string) => string;
  cancelTicket: string;
  cancelTicketOf: (number: string) => string;
}

/** What the last column says: the agency's error, else its verification code (CSV), else that none came yet. */
export function answerText(record: TaxRecord, noAnswer: string): string {
  const code = record.answer?.code;
  if (code) return [code, record.answer?.description].filter(Boolean).join(" · ");
  if (record.errorMessage) return record.errorMessage;
  if (record.answer?.csv) return `CSV ${record.answer.csv}`;
  return record.status === "pending" || record.status === "unconfirmed" ? noAnswer : "—";
}

interface RowProps {
  record: TaxRecord;
  compact: boolean;
  cancellable: boolean;
  format: RecordRowFormat;
  onOpenError: (id: string) => void;
  onCancel: (id: string) => void;
}

const RecordRow = memo(function RecordRow({ record, compact, cancellable, format, onOpenError, onCancel }: RowProps) {
  const error = recordHasError(record);
  const status = (
    <Tag color={STATUS_COLORS[record.status]} className="tx-status" data-status={record.status}>
      {format.status[record.status]}
    </Tag>
  );
  const answer = answerText(record, format.noAnswer);
  const actions = (
    <span className="tx-row-actions">
      {error ? (
        <Button size="small" danger icon={<WarningOutlined aria-hidden />} aria-label={format.showErrorOf(record.number)} onClick={(e) => {
            e.stopPropagation();
            onOpenError(record.id);
          }}>
          {compact ? null : format.showError}
        </Button>
      ) : null}
      {cancellable ? (
        <Button size="small" icon={<StopOutlined aria-hidden />} aria-label={format.cancelTicketOf(record.number)} onClick={(e) => {
            e.stopPropagation();
            onCancel(record.id);
          }}>
          {compact ? null : format.cancelTicket}
        </Button>
      ) : null}
    </span>
  );
  // A record with an error opens its modal from anywhere on the row; the button is the keyboard's way.
  const open = error ? () => onOpenError(record.id) : undefined;
  const className = `${compact ? "tx-card" : "tx-row"}${error ? " tx-row--error" : ""}`;
  if (compact)
    return (
      <div className={className} data-record-id={record.id} onClick={open}>
        <div className="tx-card-line">
          <span className="tx-number">{record.number}</span>
          {status}
          {actions}
        </div>
        <div className="tx-card-line tx-muted">
          <span>{format.dateTime(record.date)}</span>
          <span>{format.kind[record.kind]}</span>
        </div>
        <div className={`tx-card-line tx-ellipsis${error ? " tx-answer--error" : " tx-muted"}`} title={answer}>
          {answer}
        </div>
      </div>
    );
  return (
    <div className={className} data-record-id={record.id} onClick={open}>
      <span className="tx-number tx-ellipsis" title={record.number}>
        {record.number}
      </span>
      <span className="tx-ellipsis">{format.dateTime(record.date)}</span>
      <span className="tx-ellipsis">{format.kind[record.kind]}</span>
      <span>{status}</span>
      <span className={`tx-ellipsis${error ? " tx-answer--error" : " tx-muted"}`} title={answer}>
        {answer}
      </span>
      {actions}
    </div>
  );
});

export interface TaxRecordListProps {
  records: readonly TaxRecord[];
  /** Ids of the records a cancellation refers to: not cancelled twice. */
  cancelled: ReadonlySet<string>;
  compact: boolean;
  format: RecordRowFormat;
  onOpenError: (id: string) => void;
  onCancel: (id: string) => void;
}

export const TaxRecordList = memo(function TaxRecordList({ records, cancelled, compact, format, onOpenError, onCancel }: TaxRecordListProps) {
  const intl = useIntl();
  const columns = useMemo(
    () =>
      compact ? null : (
        <div className="tx-row tx-columns" aria-hidden>
          <span>{intl.formatMessage(m.columnNumber)}</span>
          <span>{intl.formatMessage(m.columnDate)}</span>
          <span>{intl.formatMessage(m.columnKind)}</span>
          <span>{intl.formatMessage(m.columnStatus)}</span>
          <span>{intl.formatMessage(m.columnAnswer)}</span>
          <span>
            <span className="sr-only">{intl.formatMessage(m.columnActions)}</span>
          </span>
        </div>
      ),
    [compact, intl],
  );
  return (
    <div className="tx-panel" aria-label={intl.formatMessage(m.recordsCard)} role="region">
      {columns}
      <VirtualList
        items={records}
        rowHeight={compact ? CARD_HEIGHT : ROW_HEIGHT}
        overscan={OVERSCAN}
        className="tx-list"
        slotClassName="tx-slot"
        renderRow={(record) => (
          <RecordRow
            record={record}
            compact={compact}
            cancellable={recordIsCancellable(record, cancelled)}
            format={format}
            onOpenError={onOpenError}
            onCancel={onCancel}
          />
        )}
      />
    </div>
  );
});
