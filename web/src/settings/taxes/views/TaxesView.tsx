// /settings/taxes (permission settings; spec §2, §3, §4, §8): the tax information and the e-invoicing
// (VERI*FACTU) settings, live from taxInfos/{companyId} and saved through /api/settings/taxes; the certificate
// upload; the warning of a paused transmission with Continue; and the company's tax records.
import { useMemo, useState } from "react";
import { App, Flex, Result, Typography } from "antd";
import { useIntl } from "react-intl";
import type { TaxCertificateInfo } from "@comanda/shared";
import { useCompany, useFormatters } from "../../../company";
import { useCountryOptions } from "../../../delivery/useDeliveryTexts";
import { useErrorText } from "../../../i18n/errors";
import { PageSpinner } from "../../../ui/PageSpinner";
import { useMediaQuery } from "../../../ui/useMediaQuery";
import { useMinuteClock } from "../../../ui/useMinuteClock";
import { withFields } from "../../repository";
import { readFileBase64 } from "../certificateFile";
import { TaxSettingsForm, type VatRatesShown } from "../components/TaxSettingsForm";
import { TransmissionPausedWarning } from "../components/TransmissionPausedWarning";
import { certificateState, placeTaxFieldErrors, taxFormStart, taxSettingsBody, type TaxFormValues } from "../model";
import { taxesMessages as m } from "../messages";
import { continueTransmission, saveTaxSettings, uploadTaxCertificate, useTaxInfoDoc } from "../repository";
import { TaxRecordsView } from "./TaxRecordsView";
import "../taxes.css";

/** The newer of two readings of the certificate (the live document, or the upload's answer before it arrives). */
function newer(a: TaxCertificateInfo | null, b: TaxCertificateInfo | null): TaxCertificateInfo | null {
  if (!a || !b) return a ?? b;
  return a.uploadedAt >= b.uploadedAt ? a : b;
}

export default function TaxesView() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { companyId, info, settings, timezone, loading } = useCompany();
  const { formatDate, formatDateTime } = useFormatters();
  const countryOptions = useCountryOptions();
  const compact = useMediaQuery("(max-width: 899.98px)");
  const now = useMinuteClock();
  const live = useTaxInfoDoc(companyId);
  const [uploaded, setUploaded] = useState<TaxCertificateInfo | null>(null);
  const [continuing, setContinuing] = useState(false);
  // The pause this tab continued: hidden until the live document says sending runs again (or pauses anew).
  const [continuedPause, setContinuedPause] = useState<string | null>(null);

  // A change saved elsewhere replaces a clean form at once (FormKit keeps a form being edited).
  const start = useMemo(() => taxFormStart(live.data, info, settings), [live.data, info, settings]);
  const vat = useMemo<VatRatesShown>(
    () => ({ standard: typeof settings?.vat === "number" ? settings.vat : null, additional: (settings?.vatRates ?? []).map((r) => ({ name: r.name, rate: r.rate })) }),
    [settings],
  );

  if (loading || live.loading) return <PageSpinner />;
  if (!companyId) return <Result status="warning" title={t(m.noCompany)} />;

  const taxInfo = live.data;
  const certificate = newer(taxInfo?.certificate ?? null, uploaded);
  const pausedKey = taxInfo?.pausedAt ?? "paused";
  const paused = taxInfo?.transmissionPaused === true && continuedPause !== pausedKey;

  const submit = async (values: TaxFormValues) => {
    try {
      await saveTaxSettings(taxSettingsBody(values));
    } catch (error) {
      throw withFields(error, placeTaxFieldErrors);
    }
    void message.success(t(m.saved));
  };

  const uploadCertificate = async (file: File, password: string) => {
    const answer = await uploadTaxCertificate(await readFileBase64(file), password);
    setUploaded(answer.certificate);
    void message.success(t(m.certificateUploaded));
  };

  const resume = async () => {
    setContinuing(true);
    try {
      await continueTransmission();
      setContinuedPause(pausedKey);
      void message.success(t(m.continued));
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setContinuing(false);
    }
  };

  return (
    <div className="screen-page tx-page">
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t(m.title)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(m.intro)}</Typography.Paragraph>
      <Flex vertical gap={16}>
        {paused ? (
          <TransmissionPausedWarning errorCount={taxInfo?.errorCount ?? 0} lastError={taxInfo?.lastError ?? null} continuing={continuing} onContinue={() => void resume()} />
        ) : null}
        <TaxSettingsForm
          initialValues={start.values}
          prefilled={start.prefilled}
          vat={vat}
          countryOptions={countryOptions}
          certificate={certificate}
          certificateState={certificateState(certificate, now)}
          formatDate={formatDate}
          formatDateTime={formatDateTime}
          onSubmit={submit}
          onUploadCertificate={uploadCertificate}
        />
        <TaxRecordsView companyId={companyId} timezone={timezone} compact={compact} />
      </Flex>
    </div>
  );
}
