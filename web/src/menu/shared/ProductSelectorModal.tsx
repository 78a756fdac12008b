// The product selector modal (spec §2): search and category filter over the visible regular products,
// several picked at once; products already chosen are marked and cannot be picked twice.
import { useMemo, useRef, useState } from "react";
import { Checkbox, Empty, Flex, Input, Modal, Select, Tag, Typography } from "antd";
import { SearchOutlined } from "@ant-design/icons";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useIntl } from "react-intl";
import type { LocalizedText } from "@comanda/shared";
import { categoryPaths, type CategoryNode } from "./categoryPaths";
import { productSelectorMessages as m } from "./messages";
import { filterProducts, offerableProducts, type SelectableProduct } from "./productSelection";
import "./menuShared.css";

export interface SelectorProduct extends SelectableProduct {
  price?: number;
  picture?: string | null;
}

export interface SelectorCategory extends CategoryNode {
  name: LocalizedText;
}

export interface ProductSelectorModalProps {
  open: boolean;
  title?: string;
  products: readonly SelectorProduct[];
  categories: readonly SelectorCategory[];
  /** Ids already chosen (e.g. in the slot): shown ticked and not selectable again. */
  chosenIds?: readonly string[];
  /** Ids never offered (e.g. the product being edited). */
  excludeIds?: readonly string[];
  /** A name in the reader's language (with the company's fallbacks). */
  nameOf: (text: LocalizedText | undefined) => string;
  formatMoney: (amount: number) => string;
  onSelect: (productIds: string[]) => void;
  onCancel: () => void;
}

const ROW_HEIGHT = 56;
const VIRTUALIZE_FROM = 60;

export function ProductSelectorModal(props: ProductSelectorModalProps) {
  // Mounted only while open: each opening starts with an empty search and selection.
  return props.open ? <SelectorDialog {...props} /> : null;
}

function SelectorDialog({ title, products, categories, chosenIds = [], excludeIds = [], nameOf, formatMoney, onSelect, onCancel }: ProductSelectorModalProps) {
  const intl = useIntl();
  const [search, setSearch] = useState("");
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const chosen = useMemo(() => new Set(chosenIds), [chosenIds]);

  const paths = useMemo(() => categoryPaths(categories, (c) => nameOf(c.name)), [categories, nameOf]);
  const pathById = useMemo(() => new Map(paths.map((p) => [p.id, p.label])), [paths]);
  const offered = useMemo(() => offerableProducts(products, excludeIds), [products, excludeIds]);
  const shown = useMemo(() => filterProducts(offered, { search, categoryId }, categories), [offered, search, categoryId, categories]);

  const scroller = useRef<HTMLDivElement>(null);
  // A long catalogue (hundreds or thousands of products) renders only the rows in view.
  const virtual = shown.length > VIRTUALIZE_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? shown.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 560, height: 420 },
  });

  const toggle = (id: string) => setPicked((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

  const renderRow = (product: SelectorProduct) => {
    const isChosen = chosen.has(product.id);
    const name = nameOf(product.name);
    const category = product.categoryId ? pathById.get(product.categoryId) : undefined;
    return (
      <label className={`product-selector-row${isChosen ? " is-chosen" : ""}`} style={{ height: ROW_HEIGHT }}>
        <Checkbox checked={isChosen || picked.includes(product.id)} disabled={isChosen} onChange={() => toggle(product.id)} aria-label={name} />
        {product.picture ? <img className="product-selector-thumb" src={product.picture} alt="" loading="lazy" /> : <span className="product-selector-thumb" aria-hidden />}
        <span className="product-selector-text">
          <span className="product-selector-name">{name}</span>
          <span className="product-selector-meta">{category ?? intl.formatMessage(m.noCategory)}</span>
        </span>
        {isChosen ? <Tag>{intl.formatMessage(m.alreadyAdded)}</Tag> : null}
        {typeof product.price === "number" ? <Typography.Text style={{ whiteSpace: "nowrap" }}>{formatMoney(product.price)}</Typography.Text> : null}
      </label>
    );
  };

  return (
    <Modal
      open
      title={title ?? intl.formatMessage(m.title)}
      onCancel={onCancel}
      onOk={() => onSelect(picked)}
      okText={intl.formatMessage(m.add, { count: picked.length })}
      okButtonProps={{ disabled: picked.length === 0 }}
      cancelText={intl.formatMessage(m.cancel)}
      width={640}
      destroyOnHidden
    >
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
        <Flex justify="space-between" wrap gap={8}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {intl.formatMessage(m.onlyVisible)}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} aria-live="polite">
            {intl.formatMessage(m.selected, { count: picked.length })}
          </Typography.Text>
        </Flex>
        {shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(m.noneFound)} />
        ) : (
          <div ref={scroller} className="product-selector-list" role="list">
            {virtual ? (
              <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
                {virtualizer.getVirtualItems().map((row) => (
                  <div key={shown[row.index]!.id} role="listitem" style={{ position: "absolute", top: 0, left: 0, width: "100%", height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}>
                    {renderRow(shown[row.index]!)}
                  </div>
                ))}
              </div>
            ) : (
              shown.map((product) => (
                <div key={product.id} role="listitem">
                  {renderRow(product)}
                </div>
              ))
            )}
          </div>
        )}
      </Flex>
    </Modal>
  );
}
