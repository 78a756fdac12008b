// The add-order modal's cart as one form value (the lines): quantities, edit, remove, each line's server
// errors under it, and the empty state 'No products selected yet.'.
import { Button, Form, Typography } from "antd";
import { DeleteOutlined, EditOutlined, MinusOutlined, PlusOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import type { Course, LocalizedText, Product } from "@comanda/shared";
import { useErrorText } from "../../../i18n/errors";
import { unitPricePreview, type CartLine } from "../cart";
import { addOrderMessages, cartMessages as m } from "../messages";

export interface CartFieldProps {
  value?: CartLine[];
  onChange?: (lines: CartLine[]) => void;
  productsById: ReadonlyMap<string, Product>;
  courses: readonly Course[];
  nameOf: (text: LocalizedText | string | undefined | null) => string;
  formatMoney: (amount: number) => string;
  /** Server error codes per line key. */
  lineErrors: Record<string, string[]>;
  onEdit: (line: CartLine) => void;
  disabled?: boolean;
}

export function CartField({ value = [], onChange, productsById, courses, nameOf, formatMoney, lineErrors, onEdit, disabled }: CartFieldProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { status } = Form.Item.useStatus();

  if (value.length === 0) {
    // The field's own error already says 'No products selected yet.' in red: not twice.
    return status === "error" ? null : <div className="order-empty">{intl.formatMessage(addOrderMessages.noProducts)}</div>;
  }

  const setQuantity = (key: string, quantity: number) =>
    onChange?.(value.map((line) => (line.key === key ? { ...line, quantity: Math.max(1, Math.min(10_000, quantity)) } : line)));
  const remove = (key: string) => onChange?.(value.filter((line) => line.key !== key));

  return (
    <div className="order-cart" role="list">
      {value.map((line) => {
        const product = productsById.get(line.productId);
        const name = product ? nameOf(product.name) : intl.formatMessage(m.unknownProduct);
        const details = lineDetails(line, product, productsById, courses, nameOf, (course) => intl.formatMessage(m.course, { course }));
        const errors = lineErrors[line.key] ?? [];
        return (
          <div key={line.key} role="listitem" aria-label={name} className={`order-cart-line${errors.length ? " has-error" : ""}`}>
            <span className="order-cart-text">
              <Typography.Text strong>{name}</Typography.Text>
              {details.length ? <span className="order-cart-details">{details.join(" · ")}</span> : null}
              {line.note?.trim() ? <span className="order-cart-details">{intl.formatMessage(m.note, { note: line.note.trim() })}</span> : null}
              {errors.map((code) => (
                <Typography.Text key={code} type="danger" style={{ display: "block" }}>
                  {errorText(code)}
                </Typography.Text>
              ))}
            </span>
            <span className="order-cart-actions">
              <Button size="middle" icon={<MinusOutlined aria-hidden />} aria-label={intl.formatMessage(m.decrease, { product: name })} disabled={disabled || line.quantity <= 1} onClick={() => setQuantity(line.key, line.quantity - 1)} />
              <span className="order-cart-qty" aria-label={intl.formatMessage(m.quantityOf, { product: name })}>
                {line.quantity}
              </span>
              <Button icon={<PlusOutlined aria-hidden />} aria-label={intl.formatMessage(m.increase, { product: name })} disabled={disabled} onClick={() => setQuantity(line.key, line.quantity + 1)} />
            </span>
            <Typography.Text style={{ minWidth: 72, textAlign: "end", whiteSpace: "nowrap" }}>{formatMoney(unitPricePreview(line, productsById) * line.quantity)}</Typography.Text>
            <span className="order-cart-actions">
              <Button icon={<EditOutlined aria-hidden />} aria-label={intl.formatMessage(m.edit, { product: name })} disabled={disabled || !product} onClick={() => onEdit(line)} />
              <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={intl.formatMessage(m.remove, { product: name })} disabled={disabled} onClick={() => remove(line.key)} />
            </span>
          </div>
        );
      })}
    </div>
  );
}

/** Picked product-group products, option values, addons and the course, as short texts. */
function lineDetails(
  line: CartLine,
  product: Product | undefined,
  productsById: ReadonlyMap<string, Product>,
  courses: readonly Course[],
  nameOf: (text: LocalizedText | string | undefined | null) => string,
  courseLabel: (course: string) => string,
): string[] {
  if (!product) return [];
  const out: string[] = [];
  for (const choice of line.slotChoices ?? []) {
    const member = productsById.get(choice.productId);
    if (member) out.push(nameOf(member.name));
  }
  for (const option of line.options ?? []) {
    const value = product.optionBlocks?.find((b) => b.id === option.blockId)?.values.find((v) => v.id === option.valueId);
    if (value) out.push(nameOf(value.name));
  }
  for (const addon of product.addons ?? []) if (line.addonIds.includes(addon.id)) out.push(`+ ${nameOf(addon.name)}`);
  const course = line.courseId ? courses.find((c) => c.id === line.courseId) : undefined;
  if (course) out.push(courseLabel(nameOf(course.name)));
  return out;
}
