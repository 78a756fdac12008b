// /delivery (settings): 'Zones and fees' (delivery on/off, the delivery zones with their postcodes and price
// brackets) and the delivery hours, saved through /api/settings/delivery; beside them, "try an address".
import { useMemo, useState } from "react";
import { Alert, App, Card, Flex, Form, Radio, Skeleton, Switch, Typography } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { hasAnyPermission, type DeliveryZone, type OpeningHoursRange } from "@comanda/shared";
import { useSession } from "../../data/session";
import { useCompany } from "../../company";
import { saveDeliverySettings, withFields } from "../../settings/repository";
import { OpeningHoursEditor } from "../../settings/hours/OpeningHoursEditor";
import { FormKit, SubmitButton } from "../../ui/form";
import { useMediaQuery } from "../../ui/useMediaQuery";
import { useCompanyZones } from "../../zones/repository";
import { DeliveryZoneList } from "../components/DeliveryZoneList";
import { TryAddressCard } from "../components/TryAddressCard";
import { formValuesOf, settingsPatchOf, shownZoneRefusals, splitRefusal, type DeliveryFormValues, type RefusedZone } from "../deliveryForm";
import { deliveryMessages as m } from "../messages";
import { currencySymbol, useCountryOptions } from "../useDeliveryTexts";
import "../delivery.css";

/** OpeningHoursEditor as a form control (Form.Item hands value/onChange). */
function HoursControl({ value, onChange, timezone, label }: { value?: OpeningHoursRange[]; onChange?: (value: OpeningHoursRange[]) => void; timezone: string; label: string }) {
  return <OpeningHoursEditor value={value ?? []} onChange={(next) => onChange?.(next)} timezone={timezone} aria-label={label} />;
}

/** The note that delivery is on but no sales zone offers it; only for those who may read the zones. */
function NoSalesZoneNote({ companyId }: { companyId: string }) {
  const zones = useCompanyZones(companyId);
  if (zones.loading || zones.error || zones.data.some((z) => z.enableDelivery)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={<FormattedMessage {...m.noSalesZone} values={{ link: (text) => <Link key="zones" to="/zones">{text}</Link> }} />}
    />
  );
}

export default function DeliveryView() {
  const intl = useIntl();
  const { message } = App.useApp();
  const { session } = useSession();
  const { companyId, settings, info, loading, timezone, currency } = useCompany();
  const [form] = Form.useForm<DeliveryFormValues>();
  const compact = useMediaQuery("(max-width: 767.98px)");
  const countryOptions = useCountryOptions();
  const symbol = useMemo(() => currencySymbol(intl.locale, currency), [intl.locale, currency]);
  const initialValues = useMemo(() => formValuesOf(settings), [settings]);

  const zones = Form.useWatch("deliveryZones", form) as DeliveryZone[] | undefined;
  const enabled = Form.useWatch("deliveryEnabled", form) as boolean | undefined;
  const hoursRule = Form.useWatch("deliveryHoursRule", form) ?? initialValues.deliveryHoursRule;
  const principal = session.status === "signedIn" ? session.principal : null;
  const mayReadZones = principal != null && hasAnyPermission(principal.permissions, ["zones", "orders"]);
  const companyCountry = info?.country ?? null;
  const [refusedZones, setRefusedZones] = useState<Record<string, RefusedZone>>({});
  const zoneRefusals = useMemo(() => shownZoneRefusals(refusedZones, zones ?? initialValues.deliveryZones), [refusedZones, zones, initialValues.deliveryZones]);

  const save = async (values: DeliveryFormValues) => {
    if (!companyId) return;
    const sent = settingsPatchOf(values);
    setRefusedZones({});
    try {
      await saveDeliverySettings(sent);
    } catch (error) {
      // The form keeps every value; a refused zone is marked on its card, the rest under the fields.
      throw withFields(error, (fields) => {
        const refusal = splitRefusal(fields, sent);
        setRefusedZones(refusal.zones);
        return refusal.fields;
      });
    }
    void message.success(intl.formatMessage(m.saved));
  };

  if (loading || !companyId) return <Skeleton active style={{ padding: 24 }} />;

  return (
    <div className="delivery-page">
      <Typography.Title level={1} style={{ fontSize: 24, marginBottom: 4 }}>
        {intl.formatMessage(m.title)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{intl.formatMessage(m.intro)}</Typography.Paragraph>
      <div className="delivery-layout">
        <FormKit<DeliveryFormValues> form={form} initialValues={initialValues} onSubmit={save} className="delivery-form">
          <Card title={intl.formatMessage(m.zonesAndFees)} style={{ marginBottom: 16 }}>
            <Form.Item name="deliveryEnabled" label={intl.formatMessage(m.enabled)} valuePropName="checked" extra={intl.formatMessage(m.enabledHelp)}>
              <Switch />
            </Form.Item>
            {enabled && mayReadZones && <NoSalesZoneNote companyId={companyId} />}
            <Typography.Paragraph type="secondary">{intl.formatMessage(m.zonesHint)}</Typography.Paragraph>
            <Form.Item name="deliveryZones" noStyle>
              <DeliveryZoneList countryOptions={countryOptions} currencySymbol={symbol} defaultCountry={companyCountry} compact={compact} refusals={zoneRefusals} />
            </Form.Item>
          </Card>
          <Card title={intl.formatMessage(m.hours)} style={{ marginBottom: 16 }}>
            <Form.Item name="deliveryHoursRule" className="delivery-hours-rule">
              <Radio.Group aria-label={intl.formatMessage(m.hours)}>
                <Flex vertical={compact} gap={compact ? 8 : 0}>
                  <Radio value="sameAsOpeningHours">{intl.formatMessage(m.hoursSame)}</Radio>
                  <Radio value="different">{intl.formatMessage(m.hoursDifferent)}</Radio>
                </Flex>
              </Radio.Group>
            </Form.Item>
            {hoursRule === "different" && (
              <Form.Item name="deliveryHours">
                <HoursControl timezone={timezone} label={intl.formatMessage(m.hours)} />
              </Form.Item>
            )}
          </Card>
          <div className="delivery-actions">
            <SubmitButton size="large">{intl.formatMessage(m.save)}</SubmitButton>
          </div>
        </FormKit>
        <aside className="delivery-aside">
          <TryAddressCard
            zones={zones ?? initialValues.deliveryZones}
            deliveryEnabled={enabled ?? initialValues.deliveryEnabled}
            defaultCountry={companyCountry ?? "ES"}
            countryOptions={countryOptions}
          />
        </aside>
      </div>
    </div>
  );
}
