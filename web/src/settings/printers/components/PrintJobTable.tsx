// Print jobs (presentational): order number, printer, ticket or receipt and its copy, status and the printer's
// error in words, date, with cancel (while waiting) and print again (once printed or canceled). Used by the
// printers screen and, without the order column, by the order detail.
import { Button, Flex, Tag } from "antd";
import { RedoOutlined, StopOutlined } from "@ant-design/icons";
import { useIntl, type IntlShape } from "react-intl";
import type { PrintJob, PrintJobStatus } from "@comanda/shared";
import { printErrorMessages as e, printJobMessages as m, printJobStatusMessages } from "../messages";
import { ScreenTable } from "../../../ui/screen/ScreenTable";
import { canCancelJob, canPrintJobAgain, knownPrintError } from "../model";

export interface PrintJobTableProps {
  jobs: readonly PrintJob[];
  /** Without the order column (the order detail shows one order's jobs). */
  withoutOrder?: boolean;
  formatDate: (iso: string) => string;
  /** Jobs whose action is being sent: their buttons wait. */
  busy: ReadonlySet<string>;
  onCancel: (job: PrintJob) => void;
  onPrintAgain: (job: PrintJob) => void;
  label?: string;
}

const STATUS_COLORS: Record<PrintJobStatus, string> = {
  new: "blue",
  queued: "geekblue",
  printing: "processing",
  printed: "green",
  canceled: "default",
};

/** "Kitchen ticket, copy 2" (the copy only from the second on). */
export function printJobDocument(intl: IntlShape, job: Pick<PrintJob, "kind" | "copy">): string {
  const document = intl.formatMessage(job.kind === "receipt" ? m.receipt : m.ticket);
  return (job.copy ?? 1) > 1 ? intl.formatMessage(m.withCopy, { document, copy: job.copy }) : document;
}

/** The printer's error code in words ("Paper out"), or "Error 599" for a code without words; "" for none. */
export function printErrorText(intl: IntlShape, code: string | null | undefined): string {
  if (!code) return "";
  const known = knownPrintError(code);
  return known ? intl.formatMessage(e[known]) : intl.formatMessage(e.other, { code });
}

export function PrintJobTable({ jobs, withoutOrder, formatDate, busy, onCancel, onPrintAgain, label }: PrintJobTableProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const labels = { printer: t(m.printer), kind: t(m.kind), status: t(m.status), error: t(m.printerError), date: t(m.date) };
  return (
    <ScreenTable
      label={label ?? t(m.listLabel)}
      columns={[...(withoutOrder ? [] : [t(m.order)]), labels.printer, labels.kind, labels.status, labels.error, labels.date]}
      actionsLabel={t(m.actions)}
    >
      {jobs.map((job) => {
        const number = job.orderNumber ?? "";
        const document = printJobDocument(intl, job);
        const names = { document, number, printer: job.printerName };
        const waiting = busy.has(job.id);
        return (
          <tr key={job.id} data-id={job.id} data-status={job.status}>
            {withoutOrder ? null : <th scope="row">{t(m.orderNumber, { number })}</th>}
            {withoutOrder ? (
              <th scope="row">{job.printerName}</th>
            ) : (
              <td data-label={labels.printer}>{job.printerName}</td>
            )}
            <td data-label={labels.kind}>{document}</td>
            <td data-label={labels.status} data-testid="print-job-status">
              <Tag color={STATUS_COLORS[job.status]} style={{ marginInlineEnd: 0 }}>
                {t(printJobStatusMessages[job.status])}
              </Tag>
            </td>
            <td data-label={labels.error} data-testid="print-job-error">
              {printErrorText(intl, job.errorCode) || "—"}
            </td>
            <td data-label={labels.date} className="screen-num">
              {formatDate(job.date)}
            </td>
            <td className="screen-actions">
              <Flex gap={4} wrap justify="flex-end">
                {canCancelJob(job.status) ? (
                  <Button size="small" icon={<StopOutlined />} loading={waiting} aria-label={t(m.cancelLabel, names)} onClick={() => onCancel(job)}>
                    {t(m.cancel)}
                  </Button>
                ) : null}
                {canPrintJobAgain(job.status) ? (
                  <Button size="small" icon={<RedoOutlined />} loading={waiting} aria-label={t(m.printAgainLabel, names)} onClick={() => onPrintAgain(job)}>
                    {t(m.printAgain)}
                  </Button>
                ) : null}
              </Flex>
            </td>
          </tr>
        );
      })}
    </ScreenTable>
  );
}
