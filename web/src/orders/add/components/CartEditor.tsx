// The cart as a form field: the lines, the "Add product" button, the product picker and the cart item
// modal. Every change goes through the field's onChange, so the form knows it has unsaved input.
import { useMemo, useState } from "react";
import { Button, Flex } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import type { CartItem, Category, Course, LocalizedText, Product } from "@comanda/shared";
import { newLineKey, type CartLine } from "../cart";
import { newCartItem, orderableProducts } from "../cartItem";
import { addOrderMessages } from "../messages";
import { CartField } from "./CartField";
import { CartItemModal } from "./CartItemModal";
import { ProductPicker } from "./ProductPicker";

export interface CartEditorProps {
  value?: CartLine[];
  onChange?: (lines: CartLine[]) => void;
  products: readonly Product[];
  categories: readonly Category[];
  courses: readonly Course[];
  nameOf: (text: LocalizedText | string | undefined | null) => string;
  formatMoney: (amount: number) => string;
  timezone: string;
  now: Date;
  lineErrors: Record<string, string[]>;
  /** A line was added or edited: its server errors no longer apply. */
  onLineChanged: (key: string) => void;
  fullScreen?: boolean;
  disabled?: boolean;
}

type Editing = { product: Product; item: CartItem; key: string | null };

export function CartEditor({ value = [], onChange, products, categories, courses, nameOf, formatMoney, timezone, now, lineErrors, onLineChanged, fullScreen, disabled }: CartEditorProps) {
  const intl = useIntl();
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const productsById = useMemo(() => new Map(products.map((p) => [p.id, p])), [products]);
  const offered = useMemo(() => orderableProducts(products), [products]);

  const save = (item: CartItem) => {
    if (!editing) return;
    const key = editing.key ?? newLineKey();
    const line: CartLine = { ...item, key };
    onChange?.(editing.key ? value.map((l) => (l.key === key ? line : l)) : [...value, line]);
    onLineChanged(key);
    setEditing(null);
  };

  return (
    <Flex vertical gap={8}>
      <CartField
        value={value}
        onChange={onChange}
        productsById={productsById}
        courses={courses}
        nameOf={nameOf}
        formatMoney={formatMoney}
        lineErrors={lineErrors}
        disabled={disabled}
        onEdit={(line) => {
          const product = productsById.get(line.productId);
          if (product) setEditing({ product, item: line, key: line.key });
        }}
      />
      <div>
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setPicking(true)} disabled={disabled}>
          {intl.formatMessage(addOrderMessages.addProduct)}
        </Button>
      </div>
      <ProductPicker
        open={picking}
        products={offered}
        categories={categories}
        nameOf={nameOf}
        formatMoney={formatMoney}
        timezone={timezone}
        now={now}
        fullScreen={fullScreen}
        onCancel={() => setPicking(false)}
        onPick={(product) => {
          setPicking(false);
          setEditing({ product, item: newCartItem(product), key: null });
        }}
      />
      {editing ? (
        <CartItemModal
          key={editing.key ?? "new"}
          product={editing.product}
          item={editing.item}
          editing={editing.key != null}
          courses={courses}
          productsById={productsById}
          nameOf={nameOf}
          formatMoney={formatMoney}
          now={now}
          fullScreen={fullScreen}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </Flex>
  );
}
