// The body of every product-choosing modal (the product selector of the catalogue, the add-order picker):
// a search box and a category filter over the given products, and the list of those that match, each row
// drawn by the caller. A long list can render only the rows in view; or the list is grouped like the menu
// (categories in tree order under their headings, products by their order in it).
import { useMemo, useRef, useState, type ReactNode } from "react";
import { Empty, Flex, Input, Select } from "antd";
import { SearchOutlined } from "@ant-design/icons";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useIntl, type MessageDescriptor } from "react-intl";
import type { LocalizedText } from "@comanda/shared";
import { categoryPaths, type CategoryNode } from "./categoryPaths";
import { filterProducts, menuGroups, type SelectableProduct } from "./productSelection";

export interface FinderCategory extends CategoryNode {
  name: LocalizedText;
}

export interface ProductFinderProps<P extends SelectableProduct & { sortOrder?: number }> {
  /** The products that may be chosen at all. */
  products: readonly P[];
  categories: readonly FinderCategory[];
  /** A name in the reader's language (with the company's fallbacks). */
  nameOf: (text: LocalizedText | undefined) => string;
  /** Each modal words its own filters and empty state. */
  messages: Record<"search" | "category" | "allCategories" | "noneFound", MessageDescriptor>;
  /** A row: the product with its category path (undefined without a category). */
  renderRow: (product: P, categoryPath: string | undefined) => ReactNode;
  /** Shown between the filters and the list. */
  note?: ReactNode;
  listClassName: string;
  /** From this many matches on, only the rows in view are rendered (rows must then be `rowHeight` high). */
  virtualizeFrom?: number;
  rowHeight?: number;
  /** Given: the list is in menu order under category headings (never virtualised), and this heads the products without a category. */
  groupedWithout?: MessageDescriptor;
}

export function ProductFinder<P extends SelectableProduct & { sortOrder?: number }>({
  products,
  categories,
  nameOf,
  messages: m,
  renderRow,
  note,
  listClassName,
  virtualizeFrom = Infinity,
  rowHeight = 56,
  groupedWithout,
}: ProductFinderProps<P>) {
  const intl = useIntl();
  const [search, setSearch] = useState("");
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const paths = useMemo(() => categoryPaths(categories, (c) => nameOf(c.name)), [categories, nameOf]);
  const pathById = useMemo(() => new Map(paths.map((p) => [p.id, p.label])), [paths]);
  const shown = useMemo(() => filterProducts(products, { search, categoryId }, categories), [products, search, categoryId, categories]);

  const scroller = useRef<HTMLDivElement>(null);
  const groups = useMemo(() => (groupedWithout ? menuGroups(shown, categories) : null), [groupedWithout, shown, categories]);
  const virtual = !groups && shown.length > virtualizeFrom;
  const virtualizer = useVirtualizer({
    count: virtual ? shown.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    initialRect: { width: 560, height: 420 },
  });
  const row = (product: P) => renderRow(product, product.categoryId ? pathById.get(product.categoryId) : undefined);

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Input
          allowClear
          autoFocus
          prefix={<SearchOutlined aria-hidden />}
          placeholder={intl.formatMessage(m.search)}
          aria-label={intl.formatMessage(m.search)}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ flex: "1 1 220px" }}
        />
        <Select
          aria-label={intl.formatMessage(m.category)}
          value={categoryId ?? ""}
          onChange={(v: string) => setCategoryId(v || null)}
          options={[{ value: "", label: intl.formatMessage(m.allCategories) }, ...paths.map((p) => ({ value: p.id, label: p.label }))]}
          showSearch={{ optionFilterProp: "label" }}
          style={{ flex: "1 1 200px", minWidth: 0 }}
        />
      </Flex>
      {note}
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(m.noneFound)} />
      ) : groups ? (
        <div className={listClassName}>
          {groups.map((group) => {
            const heading = group.categoryId ? (pathById.get(group.categoryId) ?? "") : intl.formatMessage(groupedWithout!);
            return (
              <div key={group.categoryId ?? ""}>
                <div className="product-finder-heading" role="heading" aria-level={3}>
                  {heading}
                </div>
                <div role="list" aria-label={heading}>
                  {group.products.map((product) => (
                    <div key={product.id} role="listitem">
                      {row(product)}
                    </div>
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      ) : (
        <div ref={scroller} className={listClassName} role="list">
          {virtual ? (
            <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
              {virtualizer.getVirtualItems().map((item) => (
                <div key={shown[item.index]!.id} role="listitem" style={{ position: "absolute", top: 0, left: 0, width: "100%", height: rowHeight, transform: `translateY(${item.start}px)` }}>
                  {row(shown[item.index]!)}
                </div>
              ))}
            </div>
          ) : (
            shown.map((product) => (
              <div key={product.id} role="listitem">
                {row(product)}
              </div>
            ))
          )}
        </div>
      )}
    </Flex>
  );
}
