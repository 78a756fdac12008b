// /customers (owner or `customers`): the company's customers, searched without accents or case, filtered
// by enabled or disabled, in a virtualised list; add, edit and delete; the CSV download in the user's
// language (the list as shown) and the CSV import with its preview.
import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { Alert, App, Button, Empty, Flex, Input, Select, Spin, Typography } from "antd";
import { DownloadOutlined, PlusOutlined, SearchOutlined, UploadOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { searchCustomers } from "@comanda/shared";
import { useCompany } from "../../../company";
import { useErrorText } from "../../../i18n/errors";
import { downloadCustomersCsv, useCustomerCsvTexts } from "../../csv";
import { customerListMessages as m } from "../../messages";
import { deleteCustomer, useCustomers } from "../../repository";
import { customerEditPath, NEW_CUSTOMER_PATH } from "../../urls";
import { CustomerList } from "../components/CustomerList";
import "../../customers.css";

// The import (its preview table and the CSV reader) loads when it is opened.
const CustomerImportModal = lazy(() => import("../components/CustomerImportModal").then((m) => ({ default: m.CustomerImportModal })));

const FILTERS = ["all", "enabled", "disabled"] as const;
type Filter = (typeof FILTERS)[number];
const FILTER_MESSAGES = { all: m.filterAll, enabled: m.filterEnabled, disabled: m.filterDisabled } as const;

export default function CustomersListView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const { companyId } = useCompany();
  const live = useCustomers(companyId);
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<Filter>("all");
  const [importing, setImporting] = useState(false);
  const csvTexts = useCustomerCsvTexts();

  const shown = useMemo(() => {
    const filtered = filter === "all" ? live.data : live.data.filter((c) => (c.enabled !== false) === (filter === "enabled"));
    return searchCustomers(filtered, search);
  }, [live.data, filter, search]);

  const onEdit = useCallback((id: string) => void navigate(customerEditPath(id)), [navigate]);
  const onDelete = useCallback(
    (id: string) => {
      const name = live.data.find((c) => c.id === id)?.name ?? "";
      modal.confirm({
        title: intl.formatMessage(m.deleteConfirm, { name }),
        content: intl.formatMessage(m.deleteHint),
        okText: intl.formatMessage(m.deleteAction),
        okButtonProps: { danger: true },
        cancelText: intl.formatMessage(m.cancel),
        onOk: async () => {
          try {
            await deleteCustomer(id);
            void message.success(intl.formatMessage(m.deleted, { name }));
          } catch (error) {
            void message.error(errorText(error));
          }
        },
      });
    },
    [live.data, modal, message, intl, errorText],
  );

  // The list as shown: every customer, or those the search and filter leave.
  const download = () => {
    downloadCustomersCsv(shown, csvTexts, new Date().toISOString().slice(0, 10));
    void message.success(intl.formatMessage(m.downloaded));
  };

  let body;
  if (live.error) body = <Alert type="error" showIcon title={intl.formatMessage(m.loadError)} description={errorText(live.error)} />;
  else if (live.loading) body = <Spin style={{ display: "block", margin: "48px auto" }} />;
  else if (live.data.length === 0) body = <Empty description={intl.formatMessage(m.empty)} />;
  else if (shown.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(m.noMatch)} />;
  else body = <CustomerList customers={shown} onEdit={onEdit} onDelete={onDelete} />;

  return (
    <div className="cu-page">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {intl.formatMessage(m.title)}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => void navigate(NEW_CUSTOMER_PATH)}>
            {intl.formatMessage(m.add)}
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} disabled={shown.length === 0} onClick={download}>
            {intl.formatMessage(m.download)}
          </Button>
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
            {intl.formatMessage(m.import)}
          </Button>
        </Flex>
      </Flex>
      <Flex gap={8} wrap className="cu-toolbar" align="center">
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={intl.formatMessage(m.search)}
          aria-label={intl.formatMessage(m.search)}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ flex: "1 1 240px", maxWidth: 420 }}
        />
        <Select<Filter>
          aria-label={intl.formatMessage(m.filter)}
          value={filter}
          onChange={setFilter}
          options={FILTERS.map((f) => ({ value: f, label: intl.formatMessage(FILTER_MESSAGES[f]) }))}
          style={{ minWidth: 180 }}
        />
        {!live.loading && live.data.length > 0 ? (
          <Typography.Text type="secondary" aria-live="polite">
            {intl.formatMessage(m.count, { shown: shown.length, total: live.data.length })}
          </Typography.Text>
        ) : null}
      </Flex>
      {body}
      {importing ? (
        <Suspense fallback={null}>
          <CustomerImportModal open onClose={() => setImporting(false)} texts={csvTexts} />
        </Suspense>
      ) : null}
    </div>
  );
}
