// /settings/printers (permission settings): the company's printers with their state in words, updated live
// and re-judged every few seconds (a printer that stops polling turns offline without a new document), the
// jobs each still has to print, add, edit and delete (spec §8 confirmation); below, the latest print jobs with
// cancel and print again.
import { useCallback, useEffect, useMemo, useState } from "react";
import { Alert, Flex, Spin, Typography } from "antd";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { useCompany, useFormatters } from "../../../company";
import { useErrorText } from "../../../i18n/errors";
import { uiMessages } from "../../../ui/messages";
import { ListScreen, useConfirmDelete, type ConfirmDeleteMessages } from "../../../ui/screen";
import { PrinterTable, type PrinterRow } from "../components/PrinterTable";
import { PrintJobTable } from "../components/PrintJobTable";
import { printerListMessages as m, printJobMessages as j } from "../messages";
import { printerState } from "../model";
import { deletePrinter, useLatestPrintJobs, usePrinters, usePrinterStatuses, useWaitingJobCounts } from "../repository";
import { useLocationNames } from "./useLocationNames";
import { usePrintJobActions } from "./usePrintJobActions";
import { NEW_PRINTER_PATH, printerEditPath } from "../urls";

const DELETE_MESSAGES: ConfirmDeleteMessages = { confirm: m.deleteConfirm, hint: m.deleteHint, ok: m.delete, cancel: m.cancel, done: m.deleted };

/** How often the states are judged again: offline shows within this long of the moment it starts. */
const STATE_TICK_MS = 5_000;

/** The current time in milliseconds, renewed every `everyMs`. */
export function useTicker(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

export default function PrintersView() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { companyId } = useCompany();
  const { formatDateTime } = useFormatters();
  const now = useTicker(STATE_TICK_MS);

  const printers = usePrinters(companyId);
  const statuses = usePrinterStatuses(companyId);
  const waiting = useWaitingJobCounts(companyId);
  const locations = useLocationNames(companyId);
  const jobs = useLatestPrintJobs(companyId);
  const jobActions = usePrintJobActions();

  const rows = useMemo<PrinterRow[]>(
    () =>
      printers.data.map((printer) => {
        const filter = printer.locationsFilter ?? [];
        return {
          id: printer.id,
          name: printer.name,
          state: statuses.loading && statuses.data.size === 0 ? null : printerState(statuses.data.get(printer.id), now),
          paperWidth: printer.paperWidth,
          locations:
            filter.length === 0
              ? null
              : locations.readable
                ? filter.map((id) => locations.byId.get(id) ?? t(m.unknownLocation))
                : [t(m.someLocations, { count: filter.length })],
          enabled: printer.enabled !== false,
          waiting: waiting.data.get(printer.id) ?? 0,
        };
      }),
    [printers.data, statuses.loading, statuses.data, waiting.data, locations, now, t],
  );

  const confirmDelete = useConfirmDelete(DELETE_MESSAGES, deletePrinter);
  const onDelete = useCallback(
    (id: string) => confirmDelete(id, printers.data.find((p) => p.id === id)?.name || t(uiMessages.noName)),
    [printers.data, confirmDelete, t],
  );

  const onEdit = useCallback((id: string) => void navigate(printerEditPath(id)), [navigate]);
  const formatSince = useCallback((iso: string) => formatDateTime(iso), [formatDateTime]);

  let jobsBody;
  if (jobs.error) jobsBody = <Alert type="error" showIcon title={t(j.loadFailed)} description={errorText(jobs.error)} />;
  else if (jobs.loading && jobs.data.length === 0)
    jobsBody = (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  else if (jobs.data.length === 0) jobsBody = <Typography.Paragraph type="secondary">{t(j.empty)}</Typography.Paragraph>;
  else
    jobsBody = (
      <PrintJobTable
        jobs={jobs.data}
        formatDate={formatDateTime}
        busy={jobActions.busy}
        onCancel={jobActions.cancel}
        onPrintAgain={jobActions.printAgain}
      />
    );

  return (
    <ListScreen
      title={t(m.title)}
      addLabel={t(m.newPrinter)}
      onAdd={() => void navigate(NEW_PRINTER_PATH)}
      intro={t(m.intro)}
      list={{ loading: printers.loading, error: printers.error, empty: rows.length === 0 }}
      loadFailed={t(m.loadFailed)}
      emptyTitle={t(m.emptyTitle)}
      emptyText={t(m.emptyText)}
      after={
        <section aria-labelledby="print-jobs-title" style={{ marginTop: 32 }}>
          <Typography.Title level={2} id="print-jobs-title" style={{ fontSize: 20 }}>
            {t(j.title)}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t(j.intro)}</Typography.Paragraph>
          {jobsBody}
        </section>
      }
    >
      <PrinterTable rows={rows} formatSince={formatSince} onEdit={onEdit} onDelete={onDelete} />
    </ListScreen>
  );
}
