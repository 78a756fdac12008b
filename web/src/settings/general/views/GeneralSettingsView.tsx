// /settings/general (permission settings): time zone, default point of sale, currency, VAT with its change log,
// tips, payments, notification addresses, ready SMS, busy-kitchen message, expected delivery notice and the
// age check, saved through /api/settings/general. Live: a change saved elsewhere shows at once in a clean form.
import { useEffect, useMemo, useState } from "react";
import { App, Flex, Form, Result, Typography } from "antd";
import { useIntl } from "react-intl";
import { hasAnyPermission, isCurrency, localized, type LanguageCode, type VatRateInUseDetails } from "@comanda/shared";
import { useSession } from "../../../data/session";
import { ApiError } from "../../../data/api";
import { useCompany, useFormatters } from "../../../company";
import { useCompanyZones } from "../../../zones/repository";
import { companyConnectionState } from "../../banking/NoPaymentConnectionWarning";
import { FormKit, SubmitButton, type SelectOption } from "../../../ui/form";
import { PageSpinner } from "../../../ui/PageSpinner";
import {
  AgeSection,
  CurrencySection,
  DeliveryNoticeSection,
  NotificationsSection,
  PaymentsSection,
  SalesSection,
  SmsSection,
  ThrottleSection,
  TimeSection,
  TipsSection,
  VatSection,
} from "../components/GeneralSettingsSections";
import { generalSettingsMessages as m } from "../messages";
import { formValuesOf, placeFieldErrors, requestOf, vatRatesInUseOf, type GeneralFormValues } from "../model";
import { saveGeneralSettings, useVatChanges } from "../repository";

/** The current time, renewed every half minute so the local time follows the clock. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export default function GeneralSettingsView() {
  const intl = useIntl();
  const { message } = App.useApp();
  const { companyId, company, settings, allows, loading } = useCompany();
  const { formatDateTime } = useFormatters();
  const [form] = Form.useForm<GeneralFormValues>();
  const now = useNow();
  const [inUse, setInUse] = useState<VatRateInUseDetails["vatRateInUse"]>([]);

  // The zones (for the default point of sale and the cash warning) are read only by who may see them.
  const { session } = useSession();
  const mayReadZones = session.status === "signedIn" && hasAnyPermission(session.principal.permissions, ["zones", "orders"]);
  const zones = useCompanyZones(mayReadZones ? companyId : null);
  const log = useVatChanges(companyId);

  const initialValues = useMemo(() => formValuesOf(settings), [settings]);
  const timezone = (Form.useWatch("timezone", form) as string | undefined) ?? initialValues.timezone;
  const currency = (Form.useWatch("currency", form) as string | undefined) ?? initialValues.currency;
  const throttleOn = (Form.useWatch("enableThrottleMessage", form) as boolean | undefined) ?? initialValues.enableThrottleMessage;
  const ageOn = (Form.useWatch("enableLegalAgePopup", form) as boolean | undefined) ?? initialValues.enableLegalAgePopup;

  const language = intl.locale as LanguageCode;
  const pointOfSaleOptions = useMemo<SelectOption[]>(() => {
    const options = zones.data.flatMap((zone) => (zone.pointsOfSale ?? []).map((pos) => ({ value: pos.id, label: `${zone.name} · ${localized(pos.name, language) || pos.id}` })));
    const current = settings?.defaultPointofsaleId;
    // Without the zones (no permission, or still loading) the stored default is still shown by its id.
    return current && !options.some((o) => o.value === current) ? [{ value: current, label: current }, ...options] : options;
  }, [zones.data, language, settings?.defaultPointofsaleId]);
  const onlineZones = zones.data.some((z) => z.enableOnlinePayment === true && z.archived !== true);
  const cashZonesWaiting = useMemo(() => zones.data.filter((z) => z.enableOfflinePayment === true).map((z) => z.name), [zones.data]);

  if (loading) return <PageSpinner />;
  if (!companyId) return <Result status="warning" title={intl.formatMessage(m.noCompany)} />;

  const storedCurrency = settings?.currency ?? null;
  const storedUnknown = storedCurrency && !isCurrency(storedCurrency.toUpperCase()) ? storedCurrency : null;

  const submit = async (values: GeneralFormValues) => {
    setInUse([]);
    try {
      await saveGeneralSettings(requestOf(values));
    } catch (error) {
      if (error instanceof ApiError && error.code === "validation") {
        setInUse(vatRatesInUseOf(error.details));
        throw new ApiError(error.code, error.status, placeFieldErrors(error.fields), error.details);
      }
      throw error;
    }
    void message.success(intl.formatMessage(m.saved));
  };

  return (
    <div style={{ maxWidth: 860 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {intl.formatMessage(m.title)}
      </Typography.Title>
      <FormKit<GeneralFormValues> form={form} initialValues={initialValues} onSubmit={submit}>
        <Flex vertical gap={16}>
          <TimeSection timezone={timezone} now={now} />
          <SalesSection options={pointOfSaleOptions} readable={mayReadZones && !zones.error} />
          <CurrencySection currency={currency} storedUnknown={storedUnknown} />
          <VatSection inUse={inUse} log={{ entries: log.data, formatDateTime: (iso) => formatDateTime(iso) }} />
          <TipsSection />
          <PaymentsSection
            allows={allows}
            paymentConnection={companyConnectionState(company)}
            onlinePaymentOn={onlineZones}
            cashZonesWaiting={cashZonesWaiting}
            cashAuthorised={settings?.cashPaymentsAuthorised === true}
            cashStoredOn={settings?.enableOfflinePayments === true}
          />
          <NotificationsSection />
          <SmsSection />
          <ThrottleSection enabled={throttleOn} />
          <DeliveryNoticeSection />
          <AgeSection enabled={ageOn} />
          <div>
            <SubmitButton size="large" />
          </div>
        </Flex>
      </FormKit>
    </div>
  );
}
