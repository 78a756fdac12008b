// The "Tax records" card of /settings/taxes: the company's records live, newest first, filtered by status and
// by days (in the URL, so reload and Back keep them), the §8 error modal with its correction, the cancellation
// of an accepted receipt after a confirmation, and the CSV download.
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Alert, App, Button, Card, Empty, Flex, Spin, Typography } from "antd";
import { useIntl } from "react-intl";
import { TAX_RECORD_KINDS, TAX_RECORD_STATUSES, type TaxRecordKind, type TaxRecordStatus } from "@comanda/shared";
import { CONTACT_EMAIL } from "../../../app/shell/config";
import { useFormatters } from "../../../company";
import { useErrorText } from "../../../i18n/errors";
import { useLanguage } from "../../../i18n/language";
import { useUrlFilters, type UrlFilterFormat } from "../../../ui/useUrlFilters";
import { TaxRecordErrorModal } from "../components/TaxRecordErrorModal";
import { TaxRecordFilters } from "../components/TaxRecordFilters";
import { TaxRecordList, type RecordRowFormat } from "../components/TaxRecordList";
import { cancelledRecordIds, hasRecordFilters, NO_RECORD_FILTERS, readRecordFilters, recordRange, writeRecordFilters, type RecordFilters } from "../model";
import { taxesMessages as m, taxRecordKindMessages, taxRecordStatusMessages } from "../messages";
import { cancelTaxRecord, correctTaxRecord, downloadTaxRecordsCsv, useTaxRecords, type TaxRecord } from "../repository";

const IN_URL: UrlFilterFormat<RecordFilters> = { read: readRecordFilters, write: writeRecordFilters, cleared: NO_RECORD_FILTERS };

export interface TaxRecordsViewProps {
  companyId: string;
  timezone: string;
  compact: boolean;
}

export function TaxRecordsView({ companyId, timezone, compact }: TaxRecordsViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const { formatDateTime } = useFormatters();
  const { language } = useLanguage();
  const { filters, changeFilters, clearFilters } = useUrlFilters(IN_URL);

  const { from, to } = recordRange(filters, timezone);
  const { statuses } = filters;
  const live = useTaxRecords(companyId, from, to, statuses);
  const shown = useMemo(() => (statuses.length === 0 ? live.data : live.data.filter((r) => statuses.includes(r.status))), [live.data, statuses]);
  const cancelled = useMemo(() => cancelledRecordIds(live.data), [live.data]);
  const byId = useMemo(() => new Map(live.data.map((r) => [r.id, r])), [live.data]);

  const [openId, setOpenId] = useState<string | null>(null);
  const [correcting, setCorrecting] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const format = useMemo<RecordRowFormat>(
    () => ({
      dateTime: formatDateTime,
      kind: Object.fromEntries(TAX_RECORD_KINDS.map((k) => [k, t(taxRecordKindMessages[k])])) as Record<TaxRecordKind, string>,
      status: Object.fromEntries(TAX_RECORD_STATUSES.map((s) => [s, t(taxRecordStatusMessages[s])])) as Record<TaxRecordStatus, string>,
      noAnswer: t(m.noAnswer),
      showError: t(m.showError),
      showErrorOf: (number) => t(m.showErrorOf, { number }),
      cancelTicket: t(m.cancelTicket),
      cancelTicketOf: (number) => t(m.cancelTicketOf, { number }),
    }),
    [t, formatDateTime],
  );

  // The rows' actions read the records through a ref, so they keep their identity and no row re-renders.
  const latest = useRef(byId);
  useLayoutEffect(() => {
    latest.current = byId;
  });

  const onCancel = useCallback(
    (id: string) => {
      const record = latest.current.get(id);
      if (!record) return;
      modal.confirm({
        title: t(m.cancelConfirm, { number: record.number }),
        content: t(m.cancelConfirmText),
        okText: t(m.cancelTicket),
        okButtonProps: { danger: true },
        cancelText: t(m.cancelKeep),
        onOk: async () => {
          try {
            await cancelTaxRecord(id);
            void message.success(t(m.cancelled, { number: record.number }));
          } catch (error) {
            void message.error(errorText(error));
          }
        },
      });
    },
    [modal, message, t, errorText],
  );

  const onCorrect = useCallback(
    async (record: TaxRecord) => {
      setCorrecting(true);
      try {
        await correctTaxRecord(record.id);
        void message.success(t(m.correctQueued, { number: record.number }));
        setOpenId(null);
      } catch (error) {
        void message.error(errorText(error));
      } finally {
        setCorrecting(false);
      }
    },
    [message, t, errorText],
  );

  const onDownload = useCallback(async () => {
    setDownloading(true);
    try {
      await downloadTaxRecordsCsv({ statuses, from, to }, language);
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setDownloading(false);
    }
  }, [statuses, from, to, language, message, errorText]);

  const onStatuses = useCallback((next: TaxRecordStatus[]) => changeFilters({ statuses: next }), [changeFilters]);
  const onFrom = useCallback((day: string) => changeFilters({ from: day }), [changeFilters]);
  const onTo = useCallback((day: string) => changeFilters({ to: day }), [changeFilters]);
  const filtered = hasRecordFilters(filters);
  const daysChosen = filters.from !== "" || filters.to !== "";

  let body;
  if (live.error) body = <Alert type="error" showIcon title={t(m.loadFailed)} description={errorText(live.error)} />;
  // While the whole list is on its way only the newest records are here: none matching yet is no answer.
  else if (live.loading && shown.length === 0)
    body = (
      <Flex justify="center" className="tx-empty">
        <Spin />
      </Flex>
    );
  else if (live.data.length === 0) body = <Empty className="tx-empty" description={t(daysChosen ? m.emptyRange : m.empty)} />;
  else if (shown.length === 0)
    body = (
      <Empty className="tx-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(m.noMatches)}>
        <Button onClick={clearFilters}>{t(m.clearFilters)}</Button>
      </Empty>
    );
  else body = <TaxRecordList records={shown} cancelled={cancelled} compact={compact} format={format} onOpenError={setOpenId} onCancel={onCancel} />;

  return (
    <Card title={<h2 className="screen-card-title">{t(m.recordsCard)}</h2>} size="small" className="tx-records">
      <Typography.Paragraph type="secondary" className="tx-help">
        {t(m.recordsIntro)}
      </Typography.Paragraph>
      <TaxRecordFilters
        filters={filters}
        filtered={filtered}
        downloading={downloading}
        onStatuses={onStatuses}
        onFrom={onFrom}
        onTo={onTo}
        onClear={clearFilters}
        onDownload={() => void onDownload()}
      />
      <Typography.Text type="secondary" className="tx-count" aria-live="polite" hidden={live.loading}>
        {t(m.count, { shown: shown.length, total: live.data.length })} · {t(m.timezoneNote, { timezone })}
      </Typography.Text>
      {body}
      <TaxRecordErrorModal
        record={openId ? (byId.get(openId) ?? null) : null}
        supportEmail={CONTACT_EMAIL}
        correcting={correcting}
        onCorrect={(record) => void onCorrect(record)}
        onClose={() => setOpenId(null)}
      />
    </Card>
  );
}
