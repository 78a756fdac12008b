// The order list's filter bar: open/all switch, search, status, date range (all orders), sort, the red
// list icon while a filter is active (spec §2), clear filters and the CSV export.
import { memo, useEffect, useState } from "react";
import { Button, Input, Segmented, Select, Tooltip } from "antd";
import { ClearOutlined, DownloadOutlined, UnorderedListOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { DATE_RANGE_PRESETS, ORDER_STATUSES, type CustomDays, type DateRangePreset, type OrderStatus } from "@comanda/shared";
import { orderStatusMessages } from "../../shared/messages";
import { SORT_CHOICES, type ListMode, type SortChoice } from "../listQuery";
import { orderListMessages as m } from "../messages";
import { DateField } from "../../../i18n/DateField";

export const PRESET_MESSAGES: Record<DateRangePreset, (typeof m)[keyof typeof m]> = {
  today: m.presetToday,
  yesterday: m.presetYesterday,
  thisWeek: m.presetThisWeek,
  thisMonth: m.presetThisMonth,
  lastWeek: m.presetLastWeek,
  lastMonth: m.presetLastMonth,
  last30Days: m.presetLast30Days,
  last60Days: m.presetLast60Days,
  custom: m.presetCustom,
};
const SORT_MESSAGES: Record<SortChoice, (typeof m)[keyof typeof m]> = {
  "status-desc": m.sortStatusDesc,
  "status-asc": m.sortStatusAsc,
  "date-desc": m.sortDateDesc,
  "date-asc": m.sortDateAsc,
};

/** The search box alone re-renders per keystroke; the rest of the bar does not. */
export function OrderSearchBox({ value, onChange, compact }: { value: string; onChange: (text: string) => void; compact: boolean }) {
  const intl = useIntl();
  return (
    <Input.Search
      className="ol-filter-search"
      size={compact ? "large" : "middle"}
      allowClear
      value={value}
      aria-label={intl.formatMessage(m.searchLabel)}
      placeholder={intl.formatMessage(m.search)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export interface OrderFilterBarProps {
  mode: ListMode;
  statuses: readonly OrderStatus[];
  preset: DateRangePreset;
  /** The days the range covers (the custom days, or the preset's), for the date inputs. */
  days: CustomDays;
  sort: SortChoice;
  filtered: boolean;
  compact: boolean;
  exporting: boolean;
  onMode: (mode: ListMode) => void;
  onStatuses: (statuses: OrderStatus[]) => void;
  onPreset: (preset: DateRangePreset) => void;
  onCustom: (days: CustomDays) => void;
  onSort: (sort: SortChoice) => void;
  onClear: () => void;
  onExport: () => void;
}

/** Two day inputs that report a range once both days are set and in order. */
function CustomDaysInputs({ days, onCustom, compact }: { days: CustomDays; onCustom: (days: CustomDays) => void; compact: boolean }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(days);
  useEffect(() => setDraft(days), [days]);
  const change = (next: CustomDays) => {
    setDraft(next);
    if (next.from && next.to && next.from <= next.to) onCustom(next);
  };
  return (
    <span className="ol-days">
      <DateField size={compact ? "large" : "middle"} aria-label={intl.formatMessage(m.columnDate)} value={draft.from} onChange={(from) => change({ ...draft, from })} />
      <span aria-hidden>–</span>
      <DateField size={compact ? "large" : "middle"} aria-label={intl.formatMessage(m.columnDate)} value={draft.to} onChange={(to) => change({ ...draft, to })} />
    </span>
  );
}

export const OrderFilterBar = memo(function OrderFilterBar(props: OrderFilterBarProps) {
  const { mode, statuses, preset, days, sort, filtered, compact, exporting } = props;
  const intl = useIntl();
  const size = compact ? "large" : "middle";
  const filterLabel = intl.formatMessage(filtered ? m.filterActive : m.noFilter);
  return (
    <div className="ol-filters">
      <Segmented<ListMode>
        size={size}
        value={mode}
        onChange={props.onMode}
        options={[
          { value: "open", label: intl.formatMessage(m.openTab) },
          { value: "all", label: intl.formatMessage(m.allTab) },
        ]}
      />
      <Tooltip title={filterLabel}>
        <span role="img" aria-label={filterLabel} data-filtered={filtered ? "true" : "false"} className={filtered ? "ol-filter-icon ol-filter-icon--active" : "ol-filter-icon"}>
          <UnorderedListOutlined />
        </span>
      </Tooltip>
      <Select<OrderStatus[]>
        mode="multiple"
        size={size}
        className="ol-filter-status"
        allowClear
        aria-label={intl.formatMessage(m.statusFilter)}
        placeholder={intl.formatMessage(m.statusFilter)}
        value={[...statuses]}
        onChange={props.onStatuses}
        options={ORDER_STATUSES.map((s) => ({ value: s, label: intl.formatMessage(orderStatusMessages[s]) }))}
        maxTagCount="responsive"
      />
      {mode === "all" ? (
        <>
          <Select<DateRangePreset>
            size={size}
            className="ol-filter-range"
            aria-label={intl.formatMessage(m.dateRange)}
            value={preset}
            onChange={props.onPreset}
            options={DATE_RANGE_PRESETS.map((p) => ({ value: p, label: intl.formatMessage(PRESET_MESSAGES[p]) }))}
          />
          {preset === "custom" ? <CustomDaysInputs days={days} onCustom={props.onCustom} compact={compact} /> : null}
        </>
      ) : null}
      <Select<SortChoice>
        size={size}
        className="ol-filter-sort"
        aria-label={intl.formatMessage(m.sort)}
        value={sort}
        onChange={props.onSort}
        options={SORT_CHOICES.map((s) => ({ value: s, label: intl.formatMessage(SORT_MESSAGES[s]) }))}
      />
      <Button size={size} icon={<ClearOutlined />} disabled={!filtered} onClick={props.onClear}>
        {intl.formatMessage(m.clearFilters)}
      </Button>
      {mode === "all" ? (
        <Button size={size} icon={<DownloadOutlined />} loading={exporting} onClick={props.onExport}>
          {intl.formatMessage(m.exportCsv)}
        </Button>
      ) : null}
    </div>
  );
});
