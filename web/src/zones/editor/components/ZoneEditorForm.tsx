// The zone editor's form (presentational): every field of a zone in sections as an owner thinks of them,
// cards that stack on a phone with a list of sections beside them on a laptop, and a sticky save bar.
// Fields that do not apply (e.g. delivery times while delivery is off) are folded away, their values kept.
import type { ReactNode } from "react";
import { Alert, Anchor, Button, Card, Checkbox, Col, Flex, Form, Row, Typography, type FormInstance } from "antd";
import { FormattedMessage, useIntl, type MessageDescriptor } from "react-intl";
import { Link } from "react-router-dom";
import { deliveryOnInvoiceAllowed, DELIVERY_HOURS_RULES, DISPLAY_DELIVERY_TIME_RULES, TIME_UNITS, VISIBILITY_RULES, type FieldErrors, type OpeningHoursRange, type StripeConnectionState, type TimeUnit, type VisibilityRule } from "@comanda/shared";
import { CheckboxField, FormKit, NumberField, SelectField, SubmitButton, TextField, TranslatedField } from "../../../ui/form";
import { PaymentConnectionAlert } from "../../../settings/banking/NoPaymentConnectionWarning";
import { OpeningHoursEditor } from "../../../settings/hours/OpeningHoursEditor";
import { SubscribersOnlyBadge } from "../../../company/SubscribersOnlyBadge";
import type { GatedFeature } from "@comanda/shared";
import { zoneEditorMessages as m } from "../messages";
import type { PickerList } from "../pickers";
import type { ZoneFormValues } from "../zoneForm";
import { IdPicker } from "./IdPicker";
import "../zoneEditor.css";

export interface ZonePickers {
  categories: PickerList;
  pages: PickerList;
  stories: PickerList;
  discounts: PickerList;
}

export interface ZoneEditorFormProps {
  initialValues: ZoneFormValues;
  onSubmit: (values: ZoneFormValues) => Promise<void>;
  onCancel: () => void;
  serverErrors?: FieldErrors | null;
  /** The company's general settings: on-site payment there decides delivery on invoice (spec §4). */
  settings: { enableOfflinePayments?: boolean; cashPaymentsAuthorised?: boolean } | null;
  /** Length of an order slot in minutes (company settings, default 15). */
  slotMinutes: number;
  timezone: string;
  /** Feature badges (spec §1): the company's plan includes the feature (useCompany().allows); else the option says so. */
  allows: (feature: GatedFeature) => boolean;
  /** A company without a subscription can try checkout per zone (spec §1). */
  showCheckoutTestMode: boolean;
  pickers: ZonePickers;
  /** The company's connection to the card payment provider: online payment without one shows the §8 warning. */
  paymentConnection?: StripeConnectionState;
  /** Sections after the form's (the points of sale), each with an anchor id, its title in the section list, and content that brings its own heading. */
  after?: { id: string; title: string; content: ReactNode }[];
  promptOnLeave?: boolean;
}

export const SECTION_IDS = {
  general: "zone-general",
  checkout: "zone-checkout",
  service: "zone-service",
  visibility: "zone-visibility",
  notices: "zone-notices",
  limits: "zone-limits",
} as const;

const UNIT_MESSAGES: Record<TimeUnit, MessageDescriptor> = {
  days: m.unitDays,
  hours: m.unitHours,
  minutes: m.unitMinutes,
  workingDays: m.unitWorkingDays,
};
const VISIBILITY_MESSAGES: Record<VisibilityRule, MessageDescriptor> = {
  all: m.visibilityAll,
  onlySelected: m.visibilityOnlySelected,
  allExceptSelected: m.visibilityAllExceptSelected,
};
const DISPLAY_MESSAGES = { always: m.displayAlways, never: m.displayNever, longerThan: m.displayLongerThan } as const;
const HOURS_MESSAGES = { sameAsOpeningHours: m.sameAsOpeningHours, different: m.differentHours } as const;

export function ZoneEditorForm(props: ZoneEditorFormProps) {
  const { initialValues, onSubmit, onCancel, serverErrors, promptOnLeave = true, after = [] } = props;
  const intl = useIntl();
  const [form] = Form.useForm<ZoneFormValues>();
  const sections = [
    { key: SECTION_IDS.general, href: `#${SECTION_IDS.general}`, title: intl.formatMessage(m.sectionGeneral) },
    { key: SECTION_IDS.checkout, href: `#${SECTION_IDS.checkout}`, title: intl.formatMessage(m.sectionCheckout) },
    { key: SECTION_IDS.service, href: `#${SECTION_IDS.service}`, title: intl.formatMessage(m.sectionService) },
    { key: SECTION_IDS.visibility, href: `#${SECTION_IDS.visibility}`, title: intl.formatMessage(m.sectionVisibility) },
    { key: SECTION_IDS.notices, href: `#${SECTION_IDS.notices}`, title: intl.formatMessage(m.sectionNotices) },
    { key: SECTION_IDS.limits, href: `#${SECTION_IDS.limits}`, title: intl.formatMessage(m.sectionLimits) },
    ...after.map((s) => ({ key: s.id, href: `#${s.id}`, title: s.title })),
  ];
  return (
    <Row gutter={[16, 16]} className="ze-layout">
      <Col xs={24} lg={18} className="ze-main">
        <FormKit<ZoneFormValues> form={form} initialValues={initialValues} onSubmit={onSubmit} serverErrors={serverErrors} promptOnLeave={promptOnLeave} className="ze-form">
          <FormBody {...props} />
          <div className="ze-actions">
            <Flex gap={8} justify="flex-end" align="center" wrap>
              <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
              <SubmitButton />
            </Flex>
          </div>
        </FormKit>
        {/* Outside the form: these sections save themselves (a form inside a form is not allowed). */}
        {after.map((s) => (
          <div key={s.id} id={s.id} className="ze-section">
            {s.content}
          </div>
        ))}
      </Col>
      <Col xs={0} lg={6}>
        <nav aria-label={intl.formatMessage(m.sectionsNav)} className="ze-nav">
          {/* preventDefault: scroll without writing the hash into the history (the router would see a navigation). */}
          <Anchor items={sections} affix={false} targetOffset={72} onClick={(e) => e.preventDefault()} />
        </nav>
      </Col>
    </Row>
  );
}

/** A card of the form with an anchor id and a heading the page's section list points to. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="ze-section" aria-labelledby={`${id}-title`}>
      <Card size="small" title={<span id={`${id}-title`}>{title}</span>}>
        {children}
      </Card>
    </section>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="ze-group" role="group" aria-label={title}>
      <Typography.Text strong className="ze-group-title">
        {title}
      </Typography.Text>
      {children}
    </div>
  );
}

/** The delivery-on-invoice box: shown unticked and disabled while the rule does not allow it (the save then sends false). */
function InvoiceCheckbox({ id, checked, onChange, allowed, children }: { id?: string; checked?: boolean; onChange?: (checked: boolean) => void; allowed: boolean; children: ReactNode }) {
  return (
    <Checkbox id={id} checked={allowed && checked === true} disabled={!allowed} onChange={(e) => onChange?.(e.target.checked)}>
      {children}
    </Checkbox>
  );
}

/** The controlled hours editor inside a Form.Item (which hands it value and onChange). */
function DeliveryHoursInput({ value, onChange, timezone, label }: { value?: OpeningHoursRange[]; onChange?: (value: OpeningHoursRange[]) => void; timezone: string; label: string }) {
  return <OpeningHoursEditor value={value ?? []} onChange={(next) => onChange?.(next)} timezone={timezone} aria-label={label} />;
}

/** A watched value of the form; useWatch answers undefined before its first effect, so the initial value stands in. */
function useValue<K extends keyof ZoneFormValues>(form: FormInstance<ZoneFormValues>, initialValues: ZoneFormValues, key: K): ZoneFormValues[K] {
  return (Form.useWatch(key, form) as ZoneFormValues[K] | undefined) ?? initialValues[key];
}

function FormBody({ initialValues, settings, slotMinutes, timezone, allows, showCheckoutTestMode, pickers, paymentConnection }: ZoneEditorFormProps) {
  const intl = useIntl();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  const form = Form.useFormInstance<ZoneFormValues>();
  const enableOfflinePayment = useValue(form, initialValues, "enableOfflinePayment");
  const enableOnlinePayment = useValue(form, initialValues, "enableOnlinePayment");
  const enablePickup = useValue(form, initialValues, "enablePickup");
  const enableDelivery = useValue(form, initialValues, "enableDelivery");
  const displayRule = useValue(form, initialValues, "displayDeliveryTimeRule");
  const hoursRule = useValue(form, initialValues, "deliveryHoursRule");
  const categoryRule = useValue(form, initialValues, "categoryVisibilityRule");
  const pagesRule = useValue(form, initialValues, "pagesVisibilityRule");
  const storiesRule = useValue(form, initialValues, "storiesVisibilityRule");
  const slotLimits = useValue(form, initialValues, "enableSlotLimits");
  const warningEnabled = (Form.useWatch(["orderLimitWarning", "enabled"], form) as boolean | undefined) ?? initialValues.orderLimitWarning.enabled;

  const invoiceAllowed = deliveryOnInvoiceAllowed(settings, { enableOfflinePayment });
  const ruleOptions = VISIBILITY_RULES.map((rule) => ({ value: rule, label: t(VISIBILITY_MESSAGES[rule]) }));
  const settingsLink = (chunks: ReactNode[]) => <Link key="settings" to="/settings/general">{chunks}</Link>;
  const hoursLink = (chunks: ReactNode[]) => <Link key="hours" to="/settings/opening-hours">{chunks}</Link>;

  const visibility = (rule: VisibilityRule, ruleName: keyof ZoneFormValues, ruleLabel: MessageDescriptor, configName: keyof ZoneFormValues, pickerLabel: MessageDescriptor, list: PickerList) => (
    <div className="ze-visibility">
      <SelectField name={ruleName} label={t(ruleLabel)} options={ruleOptions} />
      {rule !== "all" ? (
        <Form.Item name={configName} label={t(pickerLabel)}>
          <IdPicker list={list} aria-label={t(pickerLabel)} />
        </Form.Item>
      ) : null}
    </div>
  );

  return (
    <Flex vertical gap={16}>
      <Section id={SECTION_IDS.general} title={t(m.sectionGeneral)}>
        <TextField name="name" label={t(m.name)} required maxLength={200} help={t(m.nameHelp)} />
        <TranslatedField name="description" label={t(m.description)} multiline rows={2} maxLength={5000} />
        <CheckboxField name="isDefault" label={t(m.isDefault)} help={t(m.isDefaultHelp)} />
      </Section>

      <Section id={SECTION_IDS.checkout} title={t(m.sectionCheckout)}>
        <CheckboxField name="enableCheckout" label={t(m.enableCheckout)} help={t(m.enableCheckoutHelp)} />
        {showCheckoutTestMode ? <CheckboxField name="checkoutTestMode" label={t(m.checkoutTestMode)} help={t(m.checkoutTestModeHelp)} /> : null}
        <Group title={t(m.groupPayment)}>
          <CheckboxField name="enableOnlinePayment" label={t(m.enableOnlinePayment)} />
          <PaymentConnectionAlert state={paymentConnection} onlinePayment={enableOnlinePayment === true} style={{ marginBottom: 12 }} />
          <CheckboxField name="enableOfflinePayment" label={t(m.enableOfflinePayment)} />
          {enableOfflinePayment && settings?.cashPaymentsAuthorised !== true ? (
            <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={<FormattedMessage {...m.cashNotAuthorised} values={{ link: settingsLink }} />} />
          ) : null}
          <Form.Item
            name="allowDeliveryOnInvoice"
            valuePropName="checked"
            extra={invoiceAllowed ? t(m.allowDeliveryOnInvoiceHelp) : <FormattedMessage {...m.deliveryOnInvoiceNeedsOffline} values={{ link: settingsLink }} />}
          >
            <InvoiceCheckbox allowed={invoiceAllowed}>{t(m.allowDeliveryOnInvoice)}</InvoiceCheckbox>
          </Form.Item>
          <CheckboxField name="enableVouchers" label={t(m.enableVouchers)} />
        </Group>
        <Group title={t(m.groupCustomer)}>
          {/* Switching a gated option on needs the plan (the server refuses it too); one already on can be switched off. */}
          <CheckboxField name="collectPhoneNumber" disabled={!allows("collectPhoneNumber") && initialValues.collectPhoneNumber !== true} label={<>{t(m.collectPhoneNumber)} <SubscribersOnlyBadge feature="collectPhoneNumber" allowed={allows("collectPhoneNumber")} className="ze-badge" /></>} />
          <CheckboxField name="collectCustomerName" disabled={!allows("collectCustomerName") && initialValues.collectCustomerName !== true} label={<>{t(m.collectCustomerName)} <SubscribersOnlyBadge feature="collectCustomerName" allowed={allows("collectCustomerName")} className="ze-badge" /></>} />
          <CheckboxField name="collectBillingAddress" label={t(m.collectBillingAddress)} />
          <CheckboxField name="enableGeneralNote" label={t(m.enableGeneralNote)} />
          <CheckboxField name="allowItemNotes" label={t(m.allowItemNotes)} />
        </Group>
        <Group title={t(m.groupCart)}>
          <CheckboxField name="showCourseSorting" label={t(m.showCourseSorting)} />
          <CheckboxField name="showProgressIndicator" label={t(m.showProgressIndicator)} />
        </Group>
      </Section>

      <Section id={SECTION_IDS.service} title={t(m.sectionService)}>
        <CheckboxField name="enablePickup" label={t(m.enablePickup)} />
        {enablePickup ? (
          <div className="ze-sub">
            <CheckboxField name="allowCustomPickupTime" label={t(m.allowCustomPickupTime)} />
          </div>
        ) : null}
        <CheckboxField name="enableTableService" label={t(m.enableTableService)} />
        <CheckboxField name="enableDelivery" label={t(m.enableDelivery)} />
        {enableDelivery ? (
          <div className="ze-sub">
            <CheckboxField name="allowCustomDeliveryTime" label={t(m.allowCustomDeliveryTime)} />
            <Row gutter={12}>
              <Col xs={24} md={12}>
                <NumberField name="averageDeliveryTime" label={t(m.averageDeliveryTime)} min={0} suffix={t(m.minutes)} />
              </Col>
              <Col xs={24} md={12}>
                <SelectField
                  name="displayDeliveryTimeRule"
                  label={t(m.displayDeliveryTimeRule)}
                  options={DISPLAY_DELIVERY_TIME_RULES.map((rule) => ({ value: rule, label: t(DISPLAY_MESSAGES[rule]) }))}
                />
              </Col>
            </Row>
            {displayRule === "longerThan" ? (
              <Row gutter={12}>
                <Col xs={12}>
                  <NumberField name="displayDeliveryTimeTreshold" label={t(m.threshold)} required min={0} />
                </Col>
                <Col xs={12}>
                  <SelectField
                    name="displayDeliveryTimeTresholdUnit"
                    label={t(m.unit)}
                    options={TIME_UNITS.map((unit) => ({ value: unit, label: t(UNIT_MESSAGES[unit]) }))}
                  />
                </Col>
              </Row>
            ) : null}
            <SelectField
              name="deliveryHoursRule"
              label={t(m.deliveryHoursRule)}
              options={DELIVERY_HOURS_RULES.map((rule) => ({ value: rule, label: t(HOURS_MESSAGES[rule]) }))}
              help={<FormattedMessage {...m.openingHoursLink} values={{ link: hoursLink }} />}
            />
            {hoursRule === "different" ? (
              <Form.Item name="deliveryHours" label={t(m.deliveryHours)}>
                <DeliveryHoursInput timezone={timezone} label={t(m.deliveryHours)} />
              </Form.Item>
            ) : null}
          </div>
        ) : null}
      </Section>

      <Section id={SECTION_IDS.visibility} title={t(m.sectionVisibility)}>
        {visibility(categoryRule, "categoryVisibilityRule", m.categoryVisibilityRule, "categoryVisibilityConfig", m.selectedCategories, pickers.categories)}
        {visibility(pagesRule, "pagesVisibilityRule", m.pagesVisibilityRule, "pagesVisibilityConfig", m.selectedPages, pickers.pages)}
        {visibility(storiesRule, "storiesVisibilityRule", m.storiesVisibilityRule, "storiesVisibilityConfig", m.selectedStories, pickers.stories)}
        <Form.Item name="autoAppliedDiscounts" label={t(m.autoAppliedDiscounts)} extra={t(m.autoAppliedDiscountsHelp)}>
          <IdPicker list={pickers.discounts} aria-label={t(m.autoAppliedDiscounts)} />
        </Form.Item>
      </Section>

      <Section id={SECTION_IDS.notices} title={t(m.sectionNotices)}>
        <TranslatedField name="frontpageNotice" label={t(m.frontpageNotice)} multiline rows={3} maxLength={5000} />
        <TranslatedField name="orderOptionsNotice" label={t(m.orderOptionsNotice)} multiline rows={3} maxLength={5000} />
        <TranslatedField name="checkoutNotice" label={t(m.checkoutNotice)} multiline rows={3} maxLength={5000} />
      </Section>

      <Section id={SECTION_IDS.limits} title={t(m.sectionLimits)}>
        <CheckboxField name="enableSlotLimits" label={t(m.enableSlotLimits)} />
        {slotLimits ? (
          <div className="ze-sub">
            <NumberField
              name="allowedOrdersPerSlot"
              label={t(m.allowedOrdersPerSlot)}
              required
              min={1}
              help={intl.formatMessage(m.allowedOrdersPerSlotHelp, { minutes: slotMinutes })}
            />
          </div>
        ) : null}
        <CheckboxField name={["orderLimitWarning", "enabled"]} label={t(m.orderLimitWarning)} />
        {warningEnabled ? (
          <div className="ze-sub">
            <NumberField name={["orderLimitWarning", "maxOpenOrders"]} label={t(m.maxOpenOrders)} required min={1} />
            <TranslatedField name={["orderLimitWarning", "text"]} label={t(m.orderLimitText)} multiline rows={2} maxLength={5000} />
          </div>
        ) : null}
      </Section>
    </Flex>
  );
}
