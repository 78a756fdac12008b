// The products list's filters: name search, category (sub-categories included), tag and visibility,
// with the count of products shown and a clear-filters action. The search box and the choices are
// separate memoised parts, so a keystroke re-renders the box alone.
import { memo, useMemo } from "react";
import { Button, Flex, Input, Segmented, Select, TreeSelect, Typography } from "antd";
import { CloseCircleOutlined, SearchOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import type { CategoryOption } from "../categoryTree";
import { productListMessages as m } from "../messages";
import { NO_CATEGORY, hasFilters, type ProductFilters, type Visibility } from "../productFilters";

type Choices = Omit<ProductFilters, "search">;

export interface ProductFiltersBarProps {
  filters: ProductFilters;
  categories: readonly CategoryOption[];
  tags: readonly { value: string; label: string }[];
  shown: number;
  total: number;
  /** Phone layout: taller controls (40 px touch targets). */
  compact: boolean;
  onSearch: (text: string) => void;
  onChange: (change: Partial<Choices>) => void;
  onClear: () => void;
}

export function ProductFiltersBar({ filters, categories, tags, shown, total, compact, onSearch, onChange, onClear }: ProductFiltersBarProps) {
  const intl = useIntl();
  const filtered = hasFilters(filters);
  const size = compact ? "large" : "middle";
  return (
    <div className="pl-filters">
      <SearchBox value={filters.search} size={size} onSearch={onSearch} />
      <ChoiceFilters
        categoryId={filters.categoryId}
        tagId={filters.tagId}
        visibility={filters.visibility}
        categories={categories}
        tags={tags}
        size={size}
        onChange={onChange}
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
}

type Size = "large" | "middle";

const SearchBox = memo(function SearchBox({ value, size, onSearch }: { value: string; size: Size; onSearch: (text: string) => void }) {
  const intl = useIntl();
  return (
    <Input
      className="pl-filter-search"
      size={size}
      type="search"
      prefix={<SearchOutlined aria-hidden />}
      allowClear
      value={value}
      placeholder={intl.formatMessage(m.search)}
      aria-label={intl.formatMessage(m.search)}
      onChange={(e) => onSearch(e.target.value)}
    />
  );
});

interface ChoiceFiltersProps extends Choices {
  categories: readonly CategoryOption[];
  tags: readonly { value: string; label: string }[];
  size: Size;
  onChange: (change: Partial<Choices>) => void;
}

const ChoiceFilters = memo(function ChoiceFilters({ categoryId, tagId, visibility, categories, tags, size, onChange }: ChoiceFiltersProps) {
  const intl = useIntl();
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
    <>
      <TreeSelect
        className="pl-filter-category"
        size={size}
        value={categoryId ?? undefined}
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
        value={tagId ?? undefined}
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
        value={visibility}
        options={visibilities}
        aria-label={intl.formatMessage(m.visibility)}
        onChange={(value) => onChange({ visibility: value })}
      />
    </>
  );
});
