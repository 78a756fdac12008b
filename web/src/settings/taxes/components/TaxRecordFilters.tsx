// The tax records' filter bar: status, first and last day (the company's calendar), clear filters, and the
// CSV download of what the filters choose (the server makes it).
import { memo } from "react";
import { Button, Select } from "antd";
import { ClearOutlined, DownloadOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { TAX_RECORD_STATUSES, type TaxRecordStatus } from "@comanda/shared";
import { DateField } from "../../../i18n/DateField";
import type { RecordFilters } from "../model";
import { taxRecordStatusMessages, taxesMessages as m } from "../messages";

export interface TaxRecordFiltersProps {
  filters: RecordFilters;
  filtered: boolean;
  downloading: boolean;
  onStatuses: (statuses: TaxRecordStatus[]) => void;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  onClear: () => void;
  onDownload: () => void;
}

export const TaxRecordFilters = memo(function TaxRecordFilters({ filters, filtered, downloading, onStatuses, onFrom, onTo, onClear, onDownload }: TaxRecordFiltersProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <div className="tx-filters">
      <Select<TaxRecordStatus[]>
        mode="multiple"
        className="tx-filter-status"
        allowClear
        aria-label={t(m.statusFilter)}
        placeholder={t(m.statusFilter)}
        value={filters.statuses}
        onChange={onStatuses}
        options={TAX_RECORD_STATUSES.map((s) => ({ value: s, label: t(taxRecordStatusMessages[s]) }))}
        maxTagCount="responsive"
      />
      <label className="tx-day">
        <span>{t(m.fromDay)}</span>
        <DateField aria-label={t(m.fromDay)} value={filters.from} onChange={onFrom} allowClear />
      </label>
      <label className="tx-day">
        <span>{t(m.toDay)}</span>
        <DateField aria-label={t(m.toDay)} value={filters.to} onChange={onTo} allowClear />
      </label>
      <Button icon={<ClearOutlined aria-hidden />} disabled={!filtered} onClick={onClear}>
        {t(m.clearFilters)}
      </Button>
      <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={onDownload} className="tx-download">
        {t(m.downloadCsv)}
      </Button>
    </div>
  );
});
