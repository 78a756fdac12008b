// The add-order modal's product picker: visible products with search and category filter, in menu order under
// their categories; a product's photo where it has one (no empty boxes); a sold-out product is listed greyed
// out with its sold-out state and cannot be picked. Picking opens the cart item modal.
import { useMemo } from "react";
import { Modal, Tag } from "antd";
import { useIntl } from "react-intl";
import { isSoldOut, type Category, type LocalizedText, type Product } from "@comanda/shared";
import { ProductFinder } from "../../../menu/shared/ProductFinder";
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
  // Photos only where they exist; with none at all, no photo column.
  const photos = useMemo(() => products.some((p) => !!p.picture), [products]);
  const renderRow = (product: Product) => {
    const soldOut = isSoldOut(product.soldOutUntil, now);
    return (
      <button type="button" className="order-picker-row" disabled={soldOut} onClick={() => onPick(product)}>
        {product.picture ? (
          <img className="order-picker-thumb" src={product.picture} alt="" loading="lazy" />
        ) : photos ? (
          <span className="order-picker-thumb is-blank" aria-hidden />
        ) : null}
        <span className="order-picker-text">
          <span className="order-picker-name">{nameOf(product.name)}</span>
          {soldOut ? <span className="order-picker-meta">{soldOutStateText(intl, soldOutState(product.soldOutUntil, now, timezone), timezone)}</span> : null}
        </span>
        {product.type === "combined" ? <Tag>{intl.formatMessage(m.combined)}</Tag> : null}
        <span style={{ whiteSpace: "nowrap" }}>{formatMoney(product.price)}</span>
      </button>
    );
  };

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
      <ProductFinder
        products={products}
        categories={categories}
        nameOf={nameOf}
        messages={m}
        renderRow={renderRow}
        listClassName="order-picker-list"
        groupedWithout={m.noCategory}
      />
    </Modal>
  );
}
