// /settings/printers (permission settings): the company's printers with their state in words, updated live
// and re-judged every few seconds (a printer that stops polling turns offline without a new document), the
// jobs each still has to print, add, edit and delete (spec §8 confirmation); below, the latest print jobs with
// cancel and print again.
import { useCallback, useEffect, useMemo, useState } from "react";
import { Alert, App, Button, Empty, Flex, Spin, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { useCompany, useFormatters } from "../../../company";
import { useErrorText } from "../../../i18n/errors";
import { uiMessages } from "../../../ui/messages";
import { PrinterTable, type PrinterRow } from "../components/PrinterTable";
import { PrintJobTable } from "../components/PrintJobTable";
import { printerListMessages as m, printJobMessages as j } from "../messages";
import { printerState } from "../model";
import { deletePrinter, useLatestPrintJobs, usePrinters, usePrinterStatuses, useWaitingJobCounts } from "../repository";
import { useLocationNames } from "./useLocationNames";
import { usePrintJobActions } from "./usePrintJobActions";
import { NEW_PRINTER_PATH, printerEditPath } from "../urls";
import "../printers.css";

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
  const { message, modal } = App.useApp();
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

  const onDelete = useCallback(
    (id: string) => {
      const name = printers.data.find((p) => p.id === id)?.name || t(uiMessages.noName);
      modal.confirm({
        title: t(m.deleteConfirm),
        content: t(m.deleteHint, { name }),
        okText: t(m.delete),
        okButtonProps: { danger: true },
        cancelText: t(m.cancel),
        onOk: async () => {
          try {
            await deletePrinter(id);
            void message.success(t(m.deleted));
          } catch (error) {
            void message.error(errorText(error));
          }
        },
      });
    },
    [printers.data, modal, message, errorText, t],
  );

  const onEdit = useCallback((id: string) => void navigate(printerEditPath(id)), [navigate]);
  const formatSince = useCallback((iso: string) => formatDateTime(iso), [formatDateTime]);

  let body;
  if (printers.error) body = <Alert type="error" showIcon title={t(m.loadFailed)} description={errorText(printers.error)} />;
  else if (printers.loading && rows.length === 0)
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  else if (rows.length === 0)
    body = (
      <Empty
        style={{ padding: "32px 16px", background: "var(--ant-color-bg-container, #fff)", borderRadius: 8 }}
        description={
          <Flex vertical gap={4}>
            <Typography.Text strong>{t(m.emptyTitle)}</Typography.Text>
            <Typography.Text type="secondary">{t(m.emptyText)}</Typography.Text>
          </Flex>
        }
      />
    );
  else body = <PrinterTable rows={rows} formatSince={formatSince} onEdit={onEdit} onDelete={onDelete} />;

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
    <div className="printers-page">
      <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {t(m.title)}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(NEW_PRINTER_PATH)}>
          {t(m.newPrinter)}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t(m.intro)}</Typography.Paragraph>
      {body}
      <section aria-labelledby="print-jobs-title" style={{ marginTop: 32 }}>
        <Typography.Title level={2} id="print-jobs-title" style={{ fontSize: 20 }}>
          {t(j.title)}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t(j.intro)}</Typography.Paragraph>
        {jobsBody}
      </section>
    </div>
  );
}
