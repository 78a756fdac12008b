// Addons: extras the customer can add to the product, each with a name per language, a price, allergens and sold out.
import { Button, Col, Empty, Flex, Form, Row, Typography } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { localized, type LanguageCode } from "@comanda/shared";
import { NumberField, TranslatedField } from "../../../../ui/form";
import { AllergenSelect } from "../../../shared/AllergenSelect";
import { SoldOutControl } from "../../../shared/SoldOutControl";
import { productEditorMessages as m } from "../messages";
import { newItemId, type AddonValues } from "../productForm";
import { ListField, RowActions } from "./EditableList";

export interface AddonsSectionProps {
  currencySymbol: string;
  timezone: string;
  language: LanguageCode;
}

export function AddonsSection({ currencySymbol, timezone, language }: AddonsSectionProps) {
  const intl = useIntl();
  return (
    <ListField<AddonValues>
      name={["addons"]}
      render={(addons, ops) => (
        <Flex vertical gap={12}>
          {addons.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(m.noAddons)} /> : null}
          {addons.map((addon, index) => {
            const title = intl.formatMessage(m.addon, { number: index + 1 });
            const what = localized(addon.name, language) || title;
            // Every addon's inputs show "Name" and "Price": screen readers hear which addon's they are.
            const told = (visible: string, full: string) => (
              <>
                <span aria-hidden>{visible}</span>
                <span className="sr-only">{full}</span>
              </>
            );
            return (
              <section key={addon.id} className="pe-row" aria-label={title}>
                <Flex justify="space-between" align="center" gap={8} className="pe-row-head">
                  <Typography.Text strong ellipsis>
                    {title}
                  </Typography.Text>
                  <RowActions index={index} count={addons.length} ops={ops} what={what} />
                </Flex>
                <Row gutter={12}>
                  <Col xs={24} md={15}>
                    <TranslatedField name={["addons", index, "name"]} label={told(intl.formatMessage(m.addonName), intl.formatMessage(m.addonNameOf, { number: index + 1 }))} required maxLength={200} />
                  </Col>
                  <Col xs={24} md={9}>
                    <NumberField name={["addons", index, "price"]} label={told(intl.formatMessage(m.addonPrice), intl.formatMessage(m.addonPriceOf, { number: index + 1 }))} required min={0} suffix={currencySymbol} />
                  </Col>
                </Row>
                <Flex gap={16} wrap align="flex-start">
                  <Form.Item name={["addons", index, "allergens"]} label={intl.formatMessage(m.sectionAllergens)} style={{ marginBottom: 8, flex: "0 1 auto", minWidth: 0 }}>
                    <AllergenSelect compact label={intl.formatMessage(m.allergensOf, { name: what })} />
                  </Form.Item>
                  <Form.Item name={["addons", index, "soldOutUntil"]} label={intl.formatMessage(m.soldOut)} style={{ marginBottom: 8 }}>
                    <SoldOutControl timezone={timezone} label={intl.formatMessage(m.soldOutOf, { name: what })} />
                  </Form.Item>
                </Flex>
              </section>
            );
          })}
          <Button
            icon={<PlusOutlined />}
            onClick={() => ops.add({ id: newItemId(), name: {}, price: null, allergens: [], soldOutUntil: null })}
            style={{ alignSelf: "flex-start" }}
          >
            {intl.formatMessage(m.addAddon)}
          </Button>
        </Flex>
      )}
    />
  );
}
