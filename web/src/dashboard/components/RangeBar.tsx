// The dashboard's period: a preset of spec §2 or custom days, the days it covers and the CSV download.
import { memo, useEffect, useState } from "react";
import { Button, Select, Typography } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { DATE_RANGE_PRESETS, type CustomDays, type DateRangePreset } from "@comanda/shared";
import { DateField } from "../../i18n/DateField";
import { orderListMessages } from "../../orders/list/messages";
import { dashboardMessages as m } from "../messages";

// The same words as the order list's period filter.
const PRESET_MESSAGES: Record<DateRangePreset, (typeof orderListMessages)[keyof typeof orderListMessages]> = {
  today: orderListMessages.presetToday,
  yesterday: orderListMessages.presetYesterday,
  thisWeek: orderListMessages.presetThisWeek,
  thisMonth: orderListMessages.presetThisMonth,
  lastWeek: orderListMessages.presetLastWeek,
  lastMonth: orderListMessages.presetLastMonth,
  last30Days: orderListMessages.presetLast30Days,
  last60Days: orderListMessages.presetLast60Days,
  custom: orderListMessages.presetCustom,
};

export interface RangeBarProps {
  preset: DateRangePreset;
  /** The days the period covers (the custom days, or the preset's). */
  days: CustomDays;
  /** "1 Nov 2026 – 26 Nov 2026". */
  rangeText: string;
  /** "Compared with … · time zone …". */
  comparisonText: string;
  compact: boolean;
  canDownload: boolean;
  onPreset: (preset: DateRangePreset) => void;
  onCustom: (days: CustomDays) => void;
  onDownload: () => void;
}

/** Two day inputs that report the days once both are set and in order. */
function CustomDaysInputs({ days, onCustom, compact }: { days: CustomDays; onCustom: (days: CustomDays) => void; compact: boolean }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(days);
  useEffect(() => setDraft(days), [days]);
  const change = (next: CustomDays) => {
    setDraft(next);
    if (next.from && next.to && next.from <= next.to) onCustom(next);
  };
  const size = compact ? "large" : "middle";
  return (
    <span className="dash-days">
      <DateField size={size} aria-label={intl.formatMessage(m.from)} value={draft.from} onChange={(from) => change({ ...draft, from })} />
      <span aria-hidden>–</span>
      <DateField size={size} aria-label={intl.formatMessage(m.to)} value={draft.to} onChange={(to) => change({ ...draft, to })} />
    </span>
  );
}

export const RangeBar = memo(function RangeBar(props: RangeBarProps) {
  const intl = useIntl();
  const size = props.compact ? "large" : "middle";
  return (
    <div className="dash-range">
      <div className="dash-range-controls">
        <Select<DateRangePreset>
          size={size}
          className="dash-range-preset"
          aria-label={intl.formatMessage(m.dateRange)}
          value={props.preset}
          onChange={props.onPreset}
          options={DATE_RANGE_PRESETS.map((p) => ({ value: p, label: intl.formatMessage(PRESET_MESSAGES[p]) }))}
        />
        {props.preset === "custom" ? <CustomDaysInputs days={props.days} onCustom={props.onCustom} compact={props.compact} /> : null}
        <Button size={size} icon={<DownloadOutlined />} disabled={!props.canDownload} onClick={props.onDownload}>
          {intl.formatMessage(m.downloadCsv)}
        </Button>
      </div>
      <Typography.Text className="dash-range-text">
        <strong>{props.rangeText}</strong> <span className="dash-muted">{props.comparisonText}</span>
      </Typography.Text>
    </div>
  );
});
