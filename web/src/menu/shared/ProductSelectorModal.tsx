// The product selector modal (spec §2): search and category filter over the visible regular products,
// several picked at once; products already chosen are marked and cannot be picked twice.
import { useMemo, useState } from "react";
import { Checkbox, Flex, Modal, Tag, Typography } from "antd";
import { useIntl } from "react-intl";
import type { LocalizedText } from "@comanda/shared";
import { ProductFinder, type FinderCategory } from "./ProductFinder";
import { productSelectorMessages as m } from "./messages";
import { offerableProducts, type SelectableProduct } from "./productSelection";
import "./menuShared.css";

export interface SelectorProduct extends SelectableProduct {
  price?: number;
  picture?: string | null;
}

export type SelectorCategory = FinderCategory;

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
// A long catalogue (hundreds or thousands of products) renders only the rows in view.
const VIRTUALIZE_FROM = 60;

export function ProductSelectorModal(props: ProductSelectorModalProps) {
  // Mounted only while open: each opening starts with an empty search and selection.
  return props.open ? <SelectorDialog {...props} /> : null;
}

function SelectorDialog({ title, products, categories, chosenIds = [], excludeIds = [], nameOf, formatMoney, onSelect, onCancel }: ProductSelectorModalProps) {
  const intl = useIntl();
  const [picked, setPicked] = useState<string[]>([]);
  const chosen = useMemo(() => new Set(chosenIds), [chosenIds]);
  const offered = useMemo(() => offerableProducts(products, excludeIds), [products, excludeIds]);

  const toggle = (id: string) => setPicked((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

  const renderRow = (product: SelectorProduct, category: string | undefined) => {
    const isChosen = chosen.has(product.id);
    const name = nameOf(product.name);
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
      <ProductFinder
        products={offered}
        categories={categories}
        nameOf={nameOf}
        messages={m}
        renderRow={renderRow}
        listClassName="product-selector-list"
        virtualizeFrom={VIRTUALIZE_FROM}
        rowHeight={ROW_HEIGHT}
        note={
          <Flex justify="space-between" wrap gap={8}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {intl.formatMessage(m.onlyVisible)}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} aria-live="polite">
              {intl.formatMessage(m.selected, { count: picked.length })}
            </Typography.Text>
          </Flex>
        }
      />
    </Modal>
  );
}
