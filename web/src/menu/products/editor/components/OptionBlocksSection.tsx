// Option blocks: a heading and values (each a name, allergens, sold out); the customer picks one value per block.
import { Button, Empty, Flex, Form, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { localized, type LanguageCode } from "@comanda/shared";
import { TranslatedField } from "../../../../ui/form";
import { AllergenSelect } from "../../../shared/AllergenSelect";
import { SoldOutControl } from "../../../shared/SoldOutControl";
import { productEditorMessages as m } from "../messages";
import { newItemId, type OptionBlockValues, type OptionValueValues } from "../productForm";
import { ListField, RowActions, type ListOps } from "./EditableList";

export interface OptionBlocksSectionProps {
  timezone: string;
  language: LanguageCode;
}

const newValue = (): OptionValueValues => ({ id: newItemId(), name: {}, allergens: [], soldOutUntil: null });

export function OptionBlocksSection({ timezone, language }: OptionBlocksSectionProps) {
  const intl = useIntl();
  const atLeastOneValue = {
    validator: async (_: unknown, value: unknown) => {
      if (!Array.isArray(value) || value.length === 0) throw new Error(intl.formatMessage(m.valuesRequired));
    },
  };
  return (
    <ListField<OptionBlockValues>
      name={["optionBlocks"]}
      render={(blocks, ops) => (
        <Flex vertical gap={12}>
          {blocks.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(m.noBlocks)} /> : null}
          {blocks.map((block, index) => {
            const title = intl.formatMessage(m.block, { number: index + 1 });
            const what = localized(block.heading, language) || title;
            return (
              <section key={block.id} className="pe-row" aria-label={title}>
                <Flex justify="space-between" align="center" gap={8} className="pe-row-head">
                  <Typography.Text strong ellipsis>
                    {title}
                  </Typography.Text>
                  <RowActions index={index} count={blocks.length} ops={ops} what={what} />
                </Flex>
                <TranslatedField name={["optionBlocks", index, "heading"]} label={intl.formatMessage(m.blockHeading)} required maxLength={200} />
                <Typography.Text type="secondary" style={{ display: "block", marginBottom: 8 }}>
                  {intl.formatMessage(m.blockValues)}
                </Typography.Text>
                <ListField<OptionValueValues>
                  name={["optionBlocks", index, "values"]}
                  rules={[atLeastOneValue]}
                  render={(values, valueOps) => (
                    <Flex vertical gap={8}>
                      {values.map((value, v) => (
                        <OptionValueRow key={value.id} blockIndex={index} index={v} count={values.length} value={value} ops={valueOps} timezone={timezone} language={language} />
                      ))}
                      <Button icon={<PlusOutlined />} onClick={() => valueOps.add(newValue())} style={{ alignSelf: "flex-start" }}>
                        {intl.formatMessage(m.addValue)}
                      </Button>
                    </Flex>
                  )}
                />
              </section>
            );
          })}
          <Button icon={<PlusOutlined />} onClick={() => ops.add({ id: newItemId(), heading: {}, values: [newValue()] })} style={{ alignSelf: "flex-start" }}>
            {intl.formatMessage(m.addBlock)}
          </Button>
        </Flex>
      )}
    />
  );
}

interface OptionValueRowProps {
  blockIndex: number;
  index: number;
  count: number;
  value: OptionValueValues;
  ops: ListOps<OptionValueValues>;
  timezone: string;
  language: LanguageCode;
}

function OptionValueRow({ blockIndex, index, count, value, ops, timezone, language }: OptionValueRowProps) {
  const intl = useIntl();
  const title = intl.formatMessage(m.value, { number: index + 1 });
  const what = localized(value.name, language) || title;
  const base = ["optionBlocks", blockIndex, "values", index] as const;
  return (
    <div className="pe-subrow" role="group" aria-label={title}>
      <Flex gap={8} align="flex-start">
        <div style={{ flex: 1, minWidth: 0 }}>
          <TranslatedField name={[...base, "name"]} label={title} required maxLength={200} />
        </div>
        <RowActions index={index} count={count} ops={ops} what={what} />
      </Flex>
      <Flex gap={16} wrap align="flex-start">
        <Form.Item name={[...base, "allergens"]} label={intl.formatMessage(m.sectionAllergens)} style={{ marginBottom: 4, flex: "0 1 auto", minWidth: 0 }}>
          <AllergenSelect compact label={intl.formatMessage(m.allergensOf, { name: what })} />
        </Form.Item>
        <Form.Item name={[...base, "soldOutUntil"]} label={intl.formatMessage(m.soldOut)} style={{ marginBottom: 4 }}>
          <SoldOutControl timezone={timezone} label={intl.formatMessage(m.soldOutOf, { name: what })} />
        </Form.Item>
      </Flex>
    </div>
  );
}
