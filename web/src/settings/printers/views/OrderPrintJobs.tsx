// The order detail's printing part: the order's print jobs, live, with their status and the printer's error in
// words, cancel and print again (spec §4). Readable with `orders` or `settings`.
import { Alert, Flex, Typography } from "antd";
import { useIntl } from "react-intl";
import { useCompany, useFormatters } from "../../../company";
import { useErrorText } from "../../../i18n/errors";
import { PrintJobTable } from "../components/PrintJobTable";
import { printJobMessages as m } from "../messages";
import { useOrderPrintJobs } from "../repository";
import { usePrintJobActions } from "./usePrintJobActions";

export function OrderPrintJobs({ orderId, orderNumber }: { orderId: string; orderNumber: number | string | null | undefined }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const { companyId } = useCompany();
  const { formatDateTime } = useFormatters();
  const jobs = useOrderPrintJobs(companyId, orderId);
  const actions = usePrintJobActions();

  let body;
  if (jobs.error) body = <Alert type="warning" showIcon title={errorText(jobs.error)} />;
  else if (jobs.loading && jobs.data.length === 0) body = null;
  else if (jobs.data.length === 0) body = <Typography.Text type="secondary">{t(m.orderEmpty)}</Typography.Text>;
  else
    body = (
      <PrintJobTable
        jobs={jobs.data}
        withoutOrder
        label={`${t(m.orderTitle)} · ${t(m.orderNumber, { number: orderNumber ?? "" })}`}
        formatDate={formatDateTime}
        busy={actions.busy}
        onCancel={actions.cancel}
        onPrintAgain={actions.printAgain}
      />
    );

  return (
    <Flex vertical gap={8} data-testid="order-print-jobs">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t(m.orderTitle)}
      </Typography.Title>
      {body}
    </Flex>
  );
}
