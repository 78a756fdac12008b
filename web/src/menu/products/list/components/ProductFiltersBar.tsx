// The products list's filters: name search, category (sub-categories included), tag and visibility,
// with the count of products shown and a clear-filters action.
import { memo, useMemo } from "react";
import { Button, Flex, Input, Segmented, Select, TreeSelect, Typography } from "antd";
import { CloseCircleOutlined, SearchOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import type { CategoryOption } from "../categoryTree";
import { productListMessages as m } from "../messages";
import { NO_CATEGORY, hasFilters, type ProductFilters, type Visibility } from "../productFilters";

export interface ProductFiltersBarProps {
  filters: ProductFilters;
  /** The search box's text, ahead of the (deferred) filtering. */
  searchText: string;
  categories: readonly CategoryOption[];
  tags: readonly { value: string; label: string }[];
  shown: number;
  total: number;
  /** Phone layout: taller controls (40 px touch targets). */
  compact: boolean;
  onSearchText: (text: string) => void;
  onChange: (change: Partial<Omit<ProductFilters, "search">>) => void;
  onClear: () => void;
}

export const ProductFiltersBar = memo(function ProductFiltersBar({ filters, searchText, categories, tags, shown, total, compact, onSearchText, onChange, onClear }: ProductFiltersBarProps) {
  const intl = useIntl();
  const filtered = hasFilters(filters);
  const size = compact ? "large" : "middle";
  const treeData = useMemo(
    () => [...categories, { value: NO_CATEGORY, title: intl.formatMessage(m.noCategory), children: [] }],
    [categories, intl],
  );
  const visibilities = useMemo(
    () => [
      { value: "all" as const, label: intl.formatMessage(m.visibilityAll) },
      { value: "visible" as const, label: intl.formatMessage(m.visibilityVisible) },
      { value: "hidden" as const, label: intl.formatMessage(m.visibilityHidden) },
    ],
    [intl],
  );

  return (
    <div className="pl-filters">
      <Input
        className="pl-filter-search"
        size={size}
        type="search"
        prefix={<SearchOutlined aria-hidden />}
        allowClear
        value={searchText}
        placeholder={intl.formatMessage(m.search)}
        aria-label={intl.formatMessage(m.search)}
        onChange={(e) => onSearchText(e.target.value)}
      />
      <TreeSelect
        className="pl-filter-category"
        size={size}
        value={filters.categoryId ?? undefined}
        treeData={treeData}
        treeDefaultExpandAll
        showSearch={{ treeNodeFilterProp: "title" }}
        allowClear
        placeholder={intl.formatMessage(m.allCategories)}
        aria-label={intl.formatMessage(m.category)}
        popupMatchSelectWidth={false}
        onChange={(value: string | undefined) => onChange({ categoryId: value ?? null })}
      />
      <Select
        className="pl-filter-tag"
        size={size}
        value={filters.tagId ?? undefined}
        options={tags as { value: string; label: string }[]}
        showSearch={{ optionFilterProp: "label" }}
        allowClear
        placeholder={intl.formatMessage(m.allTags)}
        aria-label={intl.formatMessage(m.tag)}
        popupMatchSelectWidth={false}
        onChange={(value: string | undefined) => onChange({ tagId: value ?? null })}
      />
      <Segmented<Visibility>
        className="pl-filter-visibility"
        size={size}
        value={filters.visibility}
        options={visibilities}
        aria-label={intl.formatMessage(m.visibility)}
        onChange={(visibility) => onChange({ visibility })}
      />
      <Flex className="pl-filter-summary" align="center" gap={8}>
        <Typography.Text type="secondary" className="pl-count" aria-live="polite">
          {filtered ? intl.formatMessage(m.countFiltered, { shown, total }) : intl.formatMessage(m.count, { count: total })}
        </Typography.Text>
        {filtered ? (
          <Button type="link" size="small" icon={<CloseCircleOutlined />} onClick={onClear}>
            {intl.formatMessage(m.clearFilters)}
          </Button>
        ) : null}
      </Flex>
    </div>
  );
});
