// The add-order modal's product picker: visible products with search and category filter; a sold-out
// product is listed greyed out with its sold-out state and cannot be picked. Picking opens the cart item modal.
import { useMemo, useState } from "react";
import { Empty, Flex, Input, Modal, Select, Tag } from "antd";
import { SearchOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { isSoldOut, type Category, type LocalizedText, type Product } from "@comanda/shared";
import { categoryPaths } from "../../../menu/shared/categoryPaths";
import { filterProducts } from "../../../menu/shared/productSelection";
import { soldOutStateText } from "../../../menu/shared/SoldOutControl";
import { soldOutState } from "../../../menu/shared/soldOutChoice";
import { pickerMessages as m } from "../messages";

export interface ProductPickerProps {
  open: boolean;
  products: readonly Product[];
  categories: readonly Category[];
  nameOf: (text: LocalizedText | string | undefined | null) => string;
  formatMoney: (amount: number) => string;
  timezone: string;
  now: Date;
  onPick: (product: Product) => void;
  onCancel: () => void;
  fullScreen?: boolean;
}

export function ProductPicker(props: ProductPickerProps) {
  // Mounted only while open: each opening starts with an empty search.
  return props.open ? <PickerDialog {...props} /> : null;
}

function PickerDialog({ products, categories, nameOf, formatMoney, timezone, now, onPick, onCancel, fullScreen }: ProductPickerProps) {
  const intl = useIntl();
  const [search, setSearch] = useState("");
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const paths = useMemo(() => categoryPaths(categories, (c) => nameOf(c.name)), [categories, nameOf]);
  const pathById = useMemo(() => new Map(paths.map((p) => [p.id, p.label])), [paths]);
  const shown = useMemo(() => filterProducts(products, { search, categoryId }, categories), [products, search, categoryId, categories]);

  return (
    <Modal
      open
      title={intl.formatMessage(m.title)}
      onCancel={onCancel}
      footer={null}
      width={fullScreen ? "100%" : 640}
      className="order-modal"
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
        {shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(m.noneFound)} />
        ) : (
          <div className="order-picker-list" role="list">
            {shown.map((product) => {
              const soldOut = isSoldOut(product.soldOutUntil, now);
              const name = nameOf(product.name);
              const category = product.categoryId ? pathById.get(product.categoryId) : undefined;
              return (
                <div role="listitem" key={product.id}>
                  <button type="button" className="order-picker-row" disabled={soldOut} onClick={() => onPick(product)}>
                    {product.picture ? <img className="order-picker-thumb" src={product.picture} alt="" loading="lazy" /> : <span className="order-picker-thumb" aria-hidden />}
                    <span className="order-picker-text">
                      <span className="order-picker-name">{name}</span>
                      <span className="order-picker-meta">
                        {soldOut ? soldOutStateText(intl, soldOutState(product.soldOutUntil, now, timezone), timezone) : (category ?? intl.formatMessage(m.noCategory))}
                      </span>
                    </span>
                    {product.type === "combined" ? <Tag>{intl.formatMessage(m.combined)}</Tag> : null}
                    <span style={{ whiteSpace: "nowrap" }}>{formatMoney(product.price)}</span>
                  </button>
                </div>
              );
            })}
          </div>
        )}
      </Flex>
    </Modal>
  );
}
