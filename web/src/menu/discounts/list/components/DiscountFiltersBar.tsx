// The discounts list's filters (presentational): a search by name, valid for, state and enabled, with "clear
// filters" while any is on and how many discounts they leave.
import { Button, Flex, Input, Select, Typography } from "antd";
import { SearchOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { DISCOUNT_STATUSES, DISCOUNT_VALID_FOR } from "@comanda/shared";
import { discountListMessages as m, discountStateMessages as s } from "../../messages";
import { ENABLED_FILTERS, hasFilters, type DiscountFilters, type EnabledFilter } from "../../model";

export interface DiscountFiltersBarProps {
  filters: DiscountFilters;
  onSearch: (text: string) => void;
  onChange: (change: Partial<Omit<DiscountFilters, "search">>) => void;
  onClear: () => void;
  shown: number;
  total: number;
}

const ENABLED_LABELS = { all: m.anyEnabled, enabled: m.onlyEnabled, disabled: m.onlyDisabled } as const;
const VALID_FOR_LABELS = { everyone: m.everyone, voucher: m.voucher } as const;

export function DiscountFiltersBar({ filters, onSearch, onChange, onClear, shown, total }: DiscountFiltersBarProps) {
  const t = useIntl().formatMessage;
  return (
    <Flex gap={8} wrap align="center" className="discounts-filters">
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t(m.search)}
        aria-label={t(m.search)}
        value={filters.search}
        onChange={(e) => onSearch(e.target.value)}
        style={{ flex: "1 1 220px", maxWidth: 360 }}
      />
      <Select<DiscountFilters["validFor"]>
        aria-label={t(m.filterValidFor)}
        value={filters.validFor}
        onChange={(validFor) => onChange({ validFor })}
        options={[{ value: "all" as const, label: t(m.anyValidFor) }, ...DISCOUNT_VALID_FOR.map((v) => ({ value: v, label: t(VALID_FOR_LABELS[v]) }))]}
        popupMatchSelectWidth={false}
        style={{ minWidth: 170 }}
      />
      <Select<DiscountFilters["state"]>
        aria-label={t(m.filterState)}
        value={filters.state}
        onChange={(state) => onChange({ state })}
        options={[{ value: "all" as const, label: t(m.anyState) }, ...DISCOUNT_STATUSES.map((v) => ({ value: v, label: t(s[v]) }))]}
        popupMatchSelectWidth={false}
        style={{ minWidth: 140 }}
      />
      <Select<EnabledFilter>
        aria-label={t(m.filterEnabled)}
        value={filters.enabled}
        onChange={(enabled) => onChange({ enabled })}
        options={ENABLED_FILTERS.map((v) => ({ value: v, label: t(ENABLED_LABELS[v]) }))}
        popupMatchSelectWidth={false}
        style={{ minWidth: 170 }}
      />
      {hasFilters(filters) ? <Button onClick={onClear}>{t(m.clearFilters)}</Button> : null}
      <Typography.Text type="secondary" aria-live="polite">
        {t(m.count, { shown, total })}
      </Typography.Text>
    </Flex>
  );
}
