// The cart item modal (spec §2): quantity, note, course, addons, one value per option block and one
// product per product group of a combined product. Sold-out addons and values cannot be picked.
import { useMemo, useState } from "react";
import { Button, Checkbox, Flex, Form, Input, InputNumber, Modal, Radio, Select, Tag, Typography } from "antd";
import { MinusOutlined, PlusOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { isSoldOut, type CartItem, type Course, type LocalizedText, type Product } from "@comanda/shared";
import { useErrorText } from "../../../i18n/errors";
import { cartItemProblems, pickOption, pickSlot } from "../cartItem";
import { cartItemMessages as m } from "../messages";

export interface CartItemModalProps {
  product: Product;
  /** The line being edited, or a new line's start. */
  item: CartItem;
  editing: boolean;
  courses: readonly Course[];
  productsById: ReadonlyMap<string, Product>;
  nameOf: (text: LocalizedText | string | undefined | null) => string;
  formatMoney: (amount: number) => string;
  now: Date;
  fullScreen?: boolean;
  onSubmit: (item: CartItem) => void;
  onCancel: () => void;
}

const MAX_QUANTITY = 10_000;

export function CartItemModal({ product, item: initial, editing, courses, productsById, nameOf, formatMoney, now, fullScreen, onSubmit, onCancel }: CartItemModalProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [item, setItem] = useState<CartItem>(initial);
  const [tried, setTried] = useState(false);
  const problems = useMemo(() => cartItemProblems(item, product, now), [item, product, now]);
  const shown = tried ? problems : {};
  const name = nameOf(product.name);

  const submit = () => {
    setTried(true);
    if (Object.keys(problems).length === 0) onSubmit(item);
  };

  const status = (key: string) => (shown[key] ? ("error" as const) : undefined);
  const help = (key: string) => (shown[key] ? errorText(shown[key]) : undefined);
  const soldOutTag = <Tag color="red">{intl.formatMessage(m.soldOut)}</Tag>;
  const setQuantity = (quantity: number) => setItem((i) => ({ ...i, quantity: Math.min(MAX_QUANTITY, Math.max(1, Math.round(quantity))) }));

  return (
    <Modal
      open
      title={name}
      onCancel={onCancel}
      width={fullScreen ? "100%" : 560}
      className="order-modal"
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onCancel}>{intl.formatMessage(m.back)}</Button>
          <Button type="primary" onClick={submit} disabled={isSoldOut(product.soldOutUntil, now)}>
            {intl.formatMessage(editing ? m.update : m.addToOrder)}
          </Button>
        </Flex>
      }
    >
      <Form layout="vertical" component="div">
        <Typography.Paragraph type="secondary">{intl.formatMessage(m.price, { price: formatMoney(product.price) })}</Typography.Paragraph>
        {shown.productId ? <Typography.Paragraph type="danger">{errorText(shown.productId)}</Typography.Paragraph> : null}
        <Form.Item label={intl.formatMessage(m.quantity)} htmlFor="cart-item-quantity" validateStatus={status("quantity")} help={help("quantity")}>
          <Flex gap={8} align="center">
            <Button icon={<MinusOutlined aria-hidden />} aria-label={intl.formatMessage(m.decrease)} onClick={() => setQuantity(item.quantity - 1)} disabled={item.quantity <= 1} />
            <InputNumber
              id="cart-item-quantity"
              min={1}
              max={MAX_QUANTITY}
              precision={0}
              value={item.quantity}
              onChange={(v) => setQuantity(typeof v === "number" ? v : 1)}
              style={{ width: 96 }}
              inputMode="numeric"
            />
            <Button icon={<PlusOutlined aria-hidden />} aria-label={intl.formatMessage(m.increase)} onClick={() => setQuantity(item.quantity + 1)} />
          </Flex>
        </Form.Item>

        {product.type === "combined"
          ? (product.slots ?? []).map((slot) => {
              const key = `slotChoices.${slot.id}`;
              const picked = item.slotChoices?.find((c) => c.slotId === slot.id)?.productId;
              const heading = nameOf(slot.name);
              return (
                <Form.Item key={slot.id} label={heading} required validateStatus={status(key)} help={help(key)}>
                  <Radio.Group className="order-choice-list" aria-label={heading} value={picked} onChange={(e) => setItem((i) => pickSlot(i, slot.id, String(e.target.value)))}>
                    {slot.items.map((slotItem) => {
                      const member = productsById.get(slotItem.productId);
                      const soldOut = isSoldOut(member?.soldOutUntil, now);
                      return (
                        <Radio key={slotItem.productId} value={slotItem.productId} disabled={!member || soldOut}>
                          <span className="order-choice-label">
                            {member ? nameOf(member.name) : slotItem.productId}
                            {slotItem.correction ? <Typography.Text type="secondary">{formatSigned(formatMoney, slotItem.correction)}</Typography.Text> : null}
                            {soldOut ? soldOutTag : null}
                          </span>
                        </Radio>
                      );
                    })}
                  </Radio.Group>
                </Form.Item>
              );
            })
          : null}

        {(product.optionBlocks ?? []).map((block) => {
          const key = `options.${block.id}`;
          const picked = item.options?.find((o) => o.blockId === block.id)?.valueId;
          const heading = nameOf(block.heading);
          return (
            <Form.Item key={block.id} label={heading} required validateStatus={status(key)} help={help(key)}>
              <Radio.Group className="order-choice-list" aria-label={heading} value={picked} onChange={(e) => setItem((i) => pickOption(i, block.id, String(e.target.value)))}>
                {block.values.map((value) => {
                  const soldOut = isSoldOut(value.soldOutUntil, now);
                  return (
                    <Radio key={value.id} value={value.id} disabled={soldOut}>
                      <span className="order-choice-label">
                        {nameOf(value.name)}
                        {soldOut ? soldOutTag : null}
                      </span>
                    </Radio>
                  );
                })}
              </Radio.Group>
            </Form.Item>
          );
        })}

        {(product.addons ?? []).length > 0 ? (
          <Form.Item label={intl.formatMessage(m.addons)} validateStatus={status("addonIds")} help={help("addonIds")}>
            <div className="order-choice-list" role="group" aria-label={intl.formatMessage(m.addons)}>
              {product.addons.map((addon) => {
                const soldOut = isSoldOut(addon.soldOutUntil, now);
                const checked = item.addonIds.includes(addon.id);
                return (
                  <Checkbox
                    key={addon.id}
                    checked={checked}
                    // A sold-out addon picked earlier can still be unticked.
                    disabled={soldOut && !checked}
                    onChange={(e) =>
                      setItem((i) => ({ ...i, addonIds: e.target.checked ? [...i.addonIds, addon.id] : i.addonIds.filter((id) => id !== addon.id) }))
                    }
                  >
                    <span className="order-choice-label">
                      {nameOf(addon.name)}
                      <Typography.Text type="secondary">{formatSigned(formatMoney, addon.price)}</Typography.Text>
                      {soldOut ? soldOutTag : null}
                    </span>
                  </Checkbox>
                );
              })}
            </div>
          </Form.Item>
        ) : null}

        <Form.Item label={intl.formatMessage(m.course)} htmlFor="cart-item-course">
          <Select
            id="cart-item-course"
            value={item.courseId ?? ""}
            onChange={(v: string) => setItem((i) => ({ ...i, courseId: v || null }))}
            options={[{ value: "", label: intl.formatMessage(m.noCourse) }, ...courses.map((c) => ({ value: c.id, label: nameOf(c.name) }))]}
          />
        </Form.Item>
        <Form.Item label={intl.formatMessage(m.note)} htmlFor="cart-item-note">
          <Input.TextArea id="cart-item-note" rows={2} maxLength={2000} value={item.note ?? ""} onChange={(e) => setItem((i) => ({ ...i, note: e.target.value }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function formatSigned(formatMoney: (amount: number) => string, amount: number): string {
  return amount < 0 ? `−${formatMoney(-amount)}` : `+${formatMoney(amount)}`;
}
