// Product groups (slots) of a combined product: a name and the products the customer picks from, each
// with a price correction. Products are added through the product selector (visible regular ones only).
import { useState } from "react";
import { Button, Empty, Flex, Form, Tag, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { localized, type LanguageCode, type LocalizedText } from "@comanda/shared";
import { NumberField, TranslatedField } from "../../../../ui/form";
import { ProductSelectorModal, type SelectorCategory, type SelectorProduct } from "../../../shared/ProductSelectorModal";
import { productEditorMessages as m } from "../messages";
import { newItemId, type SlotItemValues, type SlotValues } from "../productForm";
import { ListField, RowActions, type ListOps } from "./EditableList";

export interface SlotsSectionProps {
  products: readonly SelectorProduct[];
  productsById: ReadonlyMap<string, SelectorProduct>;
  categories: readonly SelectorCategory[];
  /** The product being edited: never offered for its own groups. */
  productId?: string;
  currencySymbol: string;
  language: LanguageCode;
  nameOf: (text: LocalizedText | undefined) => string;
  formatMoney: (amount: number) => string;
}

export function SlotsSection(props: SlotsSectionProps) {
  const intl = useIntl();
  const { language } = props;
  const atLeastOneProduct = {
    validator: async (_: unknown, value: unknown) => {
      if (!Array.isArray(value) || value.length === 0) throw new Error(intl.formatMessage(m.slotItemsRequired));
    },
  };
  return (
    <ListField<SlotValues>
      name={["slots"]}
      rules={[
        {
          validator: async (_: unknown, value: unknown) => {
            if (!Array.isArray(value) || value.length === 0) throw new Error(intl.formatMessage(m.slotsRequired));
          },
        },
      ]}
      render={(slots, ops) => (
        <Flex vertical gap={12}>
          {slots.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(m.noSlots)} /> : null}
          {slots.map((slot, index) => {
            const title = intl.formatMessage(m.slot, { number: index + 1 });
            const what = localized(slot.name, language) || title;
            return (
              <section key={slot.id} className="pe-row" aria-label={title}>
                <Flex justify="space-between" align="center" gap={8} className="pe-row-head">
                  <Typography.Text strong ellipsis>
                    {title}
                  </Typography.Text>
                  <RowActions index={index} count={slots.length} ops={ops} what={what} />
                </Flex>
                <TranslatedField name={["slots", index, "name"]} label={intl.formatMessage(m.slotName)} required maxLength={200} />
                <Typography.Text type="secondary" style={{ display: "block", marginBottom: 8 }}>
                  {intl.formatMessage(m.slotProducts)}
                </Typography.Text>
                <ListField<SlotItemValues>
                  name={["slots", index, "items"]}
                  rules={[atLeastOneProduct]}
                  render={(items, itemOps) => <SlotItems {...props} slotIndex={index} slotName={localized(slot.name, language)} items={items} ops={itemOps} />}
                />
              </section>
            );
          })}
          <Button icon={<PlusOutlined />} onClick={() => ops.add({ id: newItemId(), name: {}, items: [] })} style={{ alignSelf: "flex-start" }}>
            {intl.formatMessage(m.addSlot)}
          </Button>
        </Flex>
      )}
    />
  );
}

interface SlotItemsProps extends SlotsSectionProps {
  slotIndex: number;
  slotName: string;
  items: SlotItemValues[];
  ops: ListOps<SlotItemValues>;
}

function SlotItems({ slotIndex, slotName, items, ops, products, productsById, categories, productId, currencySymbol, nameOf, formatMoney }: SlotItemsProps) {
  const intl = useIntl();
  const [selecting, setSelecting] = useState(false);
  return (
    <Flex vertical gap={8}>
      {items.map((item, index) => {
        const product = productsById.get(item.productId);
        const name = product ? nameOf(product.name) : intl.formatMessage(m.missingProduct);
        return (
          <div key={item.productId} className="pe-subrow pe-slot-item" role="group" aria-label={name}>
            <Form.Item name={["slots", slotIndex, "items", index, "productId"]} style={{ marginBottom: 0, flex: "1 1 200px", minWidth: 0 }}>
              <SlotProduct name={name} price={product?.price} hidden={product?.hidden === true} missing={!product} formatMoney={formatMoney} />
            </Form.Item>
            <div className="pe-slot-correction">
              <NumberField name={["slots", slotIndex, "items", index, "correction"]} label={intl.formatMessage(m.correction)} suffix={currencySymbol} />
            </div>
            <RowActions index={index} count={items.length} ops={ops} what={name} />
          </div>
        );
      })}
      <Button icon={<PlusOutlined />} onClick={() => setSelecting(true)} style={{ alignSelf: "flex-start" }}>
        {intl.formatMessage(m.addProducts)}
      </Button>
      <ProductSelectorModal
        open={selecting}
        title={intl.formatMessage(m.selectorTitle, { group: slotName || intl.formatMessage(m.noGroupName) })}
        products={products}
        categories={categories}
        chosenIds={items.map((i) => i.productId)}
        excludeIds={productId ? [productId] : []}
        nameOf={nameOf}
        formatMoney={formatMoney}
        onCancel={() => setSelecting(false)}
        onSelect={(ids) => {
          ops.add(...ids.map((id) => ({ productId: id, correction: 0 })));
          setSelecting(false);
        }}
      />
    </Flex>
  );
}

/** The chosen product of a slot item (its value is the product id; errors of the id show under it). */
function SlotProduct({ name, price, hidden, missing, formatMoney }: { value?: string; name: string; price?: number; hidden: boolean; missing: boolean; formatMoney: (n: number) => string }) {
  const intl = useIntl();
  return (
    <Flex vertical style={{ minWidth: 0, paddingTop: 4 }}>
      <Typography.Text strong={!missing} type={missing ? "danger" : undefined} ellipsis>
        {name}
      </Typography.Text>
      <Flex gap={6} align="center">
        {typeof price === "number" ? <Typography.Text type="secondary">{formatMoney(price)}</Typography.Text> : null}
        {hidden ? <Tag color="default">{intl.formatMessage(m.hiddenProduct)}</Tag> : null}
      </Flex>
    </Flex>
  );
}
