// The product editor's form (presentational): every field of a product, in cards that stack on a phone and
// sit in two columns on a laptop, with a sticky bar of actions.
import { useMemo, useState } from "react";
import { Button, Card, Col, Flex, Form, Row, Segmented, Typography } from "antd";
import { DeleteOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { combinedProductAllergens, TIME_UNITS, type AllergenSource, type FieldErrors, type LanguageCode, type LocalizedText, type TimeUnit } from "@comanda/shared";
import { CheckboxField, FormKit, NumberField, SelectField, SubmitButton, TranslatedField } from "../../../../ui/form";
import { AllergenSelect, AllergenTags } from "../../../shared/AllergenSelect";
import { categoryPaths } from "../../../shared/categoryPaths";
import type { SelectorCategory, SelectorProduct } from "../../../shared/ProductSelectorModal";
import { SoldOutControl } from "../../../shared/SoldOutControl";
import { productEditorMessages as m } from "../messages";
import { priceParts, vatKey, type ProductFormValues, type VatChoice } from "../productForm";
import { AddonsSection } from "./AddonsSection";
import { AvailabilitySection } from "./AvailabilitySection";
import { OptionBlocksSection } from "./OptionBlocksSection";
import { PhotoField } from "./PhotoField";
import { SlotsSection } from "./SlotsSection";
import "../productEditor.css";

export interface NamedOption {
  id: string;
  name: LocalizedText;
}

export interface ProductEditorFormProps {
  /** The stored product's id when editing. */
  productId?: string;
  initialValues: ProductFormValues;
  categories: readonly SelectorCategory[];
  courses: readonly NamedOption[];
  locations: readonly NamedOption[];
  tags: readonly NamedOption[];
  /** The company's products with what the selector and the allergen summary need. */
  products: readonly (SelectorProduct & AllergenSource)[];
  vatChoices: readonly VatChoice[];
  currency: string;
  currencySymbol: string;
  timezone: string;
  /** The interface language, for names in the lists. */
  language: LanguageCode;
  nameOf: (text: LocalizedText | undefined) => string;
  formatMoney: (amount: number) => string;
  onSubmit: (values: ProductFormValues) => Promise<void>;
  onUploadPhoto: (file: File) => Promise<string>;
  onCancel: () => void;
  onDelete?: () => void;
  serverErrors?: FieldErrors | null;
  /** Off once the product is deleted: leaving then needs no confirmation. */
  promptOnLeave?: boolean;
  busy?: boolean;
}

const UNIT_MESSAGES: Record<TimeUnit, (typeof m)[keyof typeof m]> = {
  days: m.unitDays,
  hours: m.unitHours,
  minutes: m.unitMinutes,
  workingDays: m.unitWorkingDays,
};

export function ProductEditorForm(props: ProductEditorFormProps) {
  const { initialValues, onSubmit, serverErrors, promptOnLeave = true, busy } = props;
  const intl = useIntl();
  const [form] = Form.useForm<ProductFormValues>();
  const [uploading, setUploading] = useState(false);
  return (
    <FormKit<ProductFormValues> form={form} initialValues={initialValues} onSubmit={onSubmit} serverErrors={serverErrors} promptOnLeave={promptOnLeave} disabled={busy} className="pe-form">
      <FormBody {...props} setUploading={setUploading} />
      <div className="pe-actions">
        <Flex gap={8} justify="space-between" align="center" wrap>
          <div>
            {props.onDelete ? (
              <Button danger icon={<DeleteOutlined />} onClick={props.onDelete} disabled={busy}>
                {intl.formatMessage(m.delete)}
              </Button>
            ) : null}
          </div>
          <Flex gap={8}>
            <Button onClick={props.onCancel}>{intl.formatMessage(m.cancel)}</Button>
            <SubmitButton disabled={uploading || busy} />
          </Flex>
        </Flex>
      </div>
    </FormKit>
  );
}

function FormBody({
  initialValues,
  productId,
  categories,
  courses,
  locations,
  tags,
  products,
  vatChoices,
  currency,
  currencySymbol,
  timezone,
  language,
  nameOf,
  formatMoney,
  onUploadPhoto,
  setUploading,
}: ProductEditorFormProps & { setUploading: (busy: boolean) => void }) {
  const intl = useIntl();
  const form = Form.useFormInstance<ProductFormValues>();
  // useWatch answers undefined until its first effect: the initial values stand in, so that a combined
  // product's groups are there on the first render (and server errors find their fields).
  const type = Form.useWatch("type", form) ?? initialValues.type;
  const price = Form.useWatch("price", form);
  const vat = Form.useWatch("vat", form);
  const slots = Form.useWatch("slots", form);
  const allergens = Form.useWatch("allergens", form);
  const addons = Form.useWatch("addons", form);
  const optionBlocks = Form.useWatch("optionBlocks", form);
  const combined = type === "combined";

  const productsById = useMemo(() => new Map(products.map((p) => [p.id, p])), [products]);
  const categoryOptions = useMemo(() => categoryPaths(categories, (c) => nameOf(c.name)).map((p) => ({ value: p.id, label: p.label })), [categories, nameOf]);
  const named = (list: readonly NamedOption[]) => list.map((item) => ({ value: item.id, label: nameOf(item.name) }));
  const percent = (rate: number) => intl.formatNumber(rate / 100, { style: "percent", maximumFractionDigits: 2 });
  const vatOptions = vatChoices.map((c) => ({
    value: vatKey(c.rate),
    label: c.name || c.isDefault ? intl.formatMessage(m.vatOption, { name: c.name ?? intl.formatMessage(m.vatDefault), rate: percent(c.rate) }) : percent(c.rate),
  }));
  const rate = vat == null ? null : Number(vat);
  const parts = typeof price === "number" && price >= 0 && rate != null && Number.isFinite(rate) ? priceParts(price, rate, currency) : null;
  const mayMeet = useMemo(
    () => (combined ? combinedProductAllergens({ allergens, addons, optionBlocks, slots: (slots ?? []).map((s) => ({ items: s.items ?? [] })) }, productsById) : []),
    [combined, allergens, addons, optionBlocks, slots, productsById],
  );

  return (
    <Row gutter={[16, 16]} className="pe-layout">
      <Col xs={24} lg={15} className="pe-main">
        <Card title={intl.formatMessage(m.sectionGeneral)} size="small">
          <Form.Item name="type" label={intl.formatMessage(m.type)} extra={combined ? intl.formatMessage(m.typeCombinedHelp) : undefined}>
            <Segmented
              block
              options={[
                { value: "regular", label: intl.formatMessage(m.typeRegular) },
                { value: "combined", label: intl.formatMessage(m.typeCombined) },
              ]}
            />
          </Form.Item>
          <TranslatedField name="name" label={intl.formatMessage(m.name)} required maxLength={200} />
          <TranslatedField name="description" label={intl.formatMessage(m.description)} multiline rows={3} maxLength={5000} />
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <SelectField name="categoryId" label={intl.formatMessage(m.category)} options={categoryOptions} allowClear showSearch placeholder={intl.formatMessage(m.none)} />
            </Col>
            <Col xs={24} md={12}>
              <SelectField name="courseId" label={intl.formatMessage(m.course)} options={named(courses)} allowClear placeholder={intl.formatMessage(m.none)} />
            </Col>
            <Col xs={24} md={12}>
              <SelectField name="locationId" label={intl.formatMessage(m.location)} options={named(locations)} allowClear placeholder={intl.formatMessage(m.none)} />
            </Col>
            <Col xs={24} md={12}>
              <SelectField name="tags" label={intl.formatMessage(m.tags)} options={named(tags)} multiple allowClear showSearch placeholder={intl.formatMessage(m.none)} />
            </Col>
          </Row>
        </Card>

        <Card title={intl.formatMessage(m.sectionPrice)} size="small">
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <NumberField
                name="price"
                label={intl.formatMessage(m.price)}
                required
                min={0}
                suffix={currencySymbol}
                help={parts ? intl.formatMessage(m.priceParts, { net: formatMoney(parts.net), vat: formatMoney(parts.vat) }) : undefined}
              />
            </Col>
            <Col xs={24} md={12}>
              <SelectField
                name="vat"
                label={intl.formatMessage(m.vat)}
                required
                options={vatOptions}
                help={vatChoices.length === 0 ? intl.formatMessage(m.noVatRates) : undefined}
              />
            </Col>
          </Row>
        </Card>

        {combined ? (
          <Card title={intl.formatMessage(m.sectionSlots)} size="small">
            <SlotsSection
              products={products}
              productsById={productsById}
              categories={categories}
              productId={productId}
              currencySymbol={currencySymbol}
              language={language}
              nameOf={nameOf}
              formatMoney={formatMoney}
            />
            <div className="pe-may-meet" role="group" aria-label={intl.formatMessage(m.slotAllergens)}>
              <Typography.Text type="secondary" style={{ display: "block", marginBottom: 4 }}>
                {intl.formatMessage(m.slotAllergens)}
              </Typography.Text>
              <AllergenTags value={mayMeet} />
            </div>
          </Card>
        ) : null}

        <Card title={intl.formatMessage(m.sectionAddons)} size="small">
          <AddonsSection currencySymbol={currencySymbol} timezone={timezone} language={language} />
        </Card>

        <Card title={intl.formatMessage(m.sectionOptions)} size="small">
          <OptionBlocksSection timezone={timezone} language={language} />
        </Card>
      </Col>

      <Col xs={24} lg={9} className="pe-side">
        <Card title={intl.formatMessage(m.sectionPhoto)} size="small">
          <PhotoField onUpload={onUploadPhoto} onBusyChange={setUploading} />
        </Card>

        <Card title={intl.formatMessage(m.sectionAvailability)} size="small">
          <CheckboxField name="hidden" label={intl.formatMessage(m.hidden)} help={intl.formatMessage(m.hiddenHelp)} />
          <Form.Item name="soldOutUntil" label={intl.formatMessage(m.soldOut)} extra={intl.formatMessage(m.soldOutHelp)}>
            <SoldOutControl timezone={timezone} label={intl.formatMessage(m.soldOut)} />
          </Form.Item>
          <Typography.Text strong style={{ display: "block", marginBottom: 4 }}>
            {intl.formatMessage(m.orderTimes)}
          </Typography.Text>
          <AvailabilitySection timezone={timezone} />
        </Card>

        <Card title={intl.formatMessage(m.sectionAllergens)} size="small">
          <Form.Item name="allergens" extra={intl.formatMessage(m.allergensHelp)} style={{ marginBottom: 0 }}>
            <AllergenSelect label={intl.formatMessage(m.sectionAllergens)} />
          </Form.Item>
        </Card>

        <Card title={intl.formatMessage(m.sectionProduction)} size="small">
          <Row gutter={12}>
            <Col xs={12}>
              <NumberField name={["productionTime", "value"]} label={intl.formatMessage(m.productionTime)} min={0} />
            </Col>
            <Col xs={12}>
              <SelectField
                name={["productionTime", "unit"]}
                label={intl.formatMessage(m.unit)}
                options={TIME_UNITS.map((unit) => ({ value: unit, label: intl.formatMessage(UNIT_MESSAGES[unit]) }))}
              />
            </Col>
          </Row>
          <Typography.Text type="secondary" style={{ display: "block", marginTop: -12, marginBottom: 12, fontSize: 12 }}>
            {intl.formatMessage(m.productionTimeHelp)}
          </Typography.Text>
          <CheckboxField name={["productionTime", "limitedToOpeningHours"]} label={intl.formatMessage(m.limitedToOpeningHours)} />
          <CheckboxField name={["productionTime", "divisibleAcrossOpeningHours"]} label={intl.formatMessage(m.divisibleAcrossOpeningHours)} />
          <NumberField name="weight" label={intl.formatMessage(m.weight)} min={0} suffix={intl.formatMessage(m.grams)} help={intl.formatMessage(m.weightHelp)} />
        </Card>
      </Col>
    </Row>
  );
}
