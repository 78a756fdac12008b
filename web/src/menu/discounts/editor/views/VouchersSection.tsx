// The vouchers of a saved voucher discount, below its editor: their counts, the list (live, virtualised), "Add
// vouchers" (the modal), and the codes handed out as a CSV download or a printable PDF sheet, in the user's
// language. Either download marks the discount as distributed (on the server).
import { useCallback, useMemo, useState } from "react";
import { Alert, App, Button, Card, Empty, Flex, Spin, Typography } from "antd";
import { FilePdfOutlined, FileTextOutlined, PlusOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { voucherCounts, type CreateVouchersRequest } from "@comanda/shared";
import { useCompany, useFormatters } from "../../../../company";
import { useErrorText } from "../../../../i18n/errors";
import { languageOf } from "../../../../i18n/dateTime";
import { AddVouchersModal } from "../components/AddVouchersModal";
import { VoucherList } from "../components/VoucherList";
import { countsText } from "../../list/components/DiscountTable";
import { addVouchersMessages as a, voucherMessages as m } from "../../messages";
import { createVouchers, downloadVouchersCsv, downloadVouchersPdf, useVouchers } from "../../repository";

export const VOUCHERS_SECTION_ID = "discount-vouchers";

export function VouchersSection({ discountId }: { discountId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { message } = App.useApp();
  const errorText = useErrorText();
  // The interface language: the CSV's header and statuses, and the sheet, read as the screen does.
  const language = languageOf(intl.locale);
  const { companyId } = useCompany();
  const { formatDateTime } = useFormatters();
  const vouchers = useVouchers(companyId, discountId);
  const counts = useMemo(() => voucherCounts(vouchers.data), [vouchers.data]);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<"csv" | "pdf" | null>(null);

  const add = useCallback(
    async (request: CreateVouchersRequest) => {
      const created = await createVouchers(discountId, request);
      setAdding(false);
      void message.success(t(a.done, { count: created }));
    },
    [discountId, message, t],
  );

  const download = async (kind: "csv" | "pdf") => {
    setBusy(kind);
    try {
      await (kind === "csv" ? downloadVouchersCsv : downloadVouchersPdf)(discountId, language);
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (vouchers.error) body = <Alert type="error" showIcon title={t(m.loadFailed)} description={errorText(vouchers.error)} />;
  else if (vouchers.loading && vouchers.data.length === 0)
    body = (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  else if (vouchers.data.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(m.empty)} />;
  else body = <VoucherList vouchers={vouchers.data} formatDateTime={formatDateTime} />;

  const none = vouchers.data.length === 0;
  return (
    <Card id={VOUCHERS_SECTION_ID} size="small" style={{ marginTop: 16 }} title={<h2 className="screen-card-title">{t(m.title)}</h2>}>
      <Typography.Paragraph type="secondary">{t(m.intro)}</Typography.Paragraph>
      <Flex gap={8} wrap className="discounts-vouchers-actions" style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          {t(m.add)}
        </Button>
        <Button icon={<FileTextOutlined aria-hidden />} loading={busy === "csv"} disabled={none || busy !== null} onClick={() => void download("csv")}>
          {t(m.downloadCsv)}
        </Button>
        <Button icon={<FilePdfOutlined aria-hidden />} loading={busy === "pdf"} disabled={none || busy !== null} onClick={() => void download("pdf")}>
          {t(m.printPdf)}
        </Button>
      </Flex>
      {!vouchers.loading || !none ? (
        <Typography.Paragraph aria-live="polite" data-testid="voucher-counts">
          {countsText(intl, counts)}
        </Typography.Paragraph>
      ) : null}
      {!none ? (
        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
          {t(m.handedOutHint)}
        </Typography.Paragraph>
      ) : null}
      {body}
      <AddVouchersModal open={adding} onSubmit={add} onClose={() => setAdding(false)} />
    </Card>
  );
}
