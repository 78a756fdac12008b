// /settings/info ("my establishment", permission settings): the company info, live from
// companyInfos/{companyId}, saved through /api/settings/info.
import { useMemo } from "react";
import { App, Result, Typography } from "antd";
import { useIntl } from "react-intl";
import { useCompany } from "../../../company";
import { useCountryOptions } from "../../../delivery/useDeliveryTexts";
import { PageSpinner } from "../../../ui/PageSpinner";
import { SHOP_BASE_URL } from "../../../zones/shopUrl";
import { InfoForm } from "../components/InfoForm";
import { infoMessages as m } from "../messages";
import { infoBody, infoFormValues, type InfoFormValues } from "../model";
import { saveInfoSettings, uploadLogo } from "../repository";
import "../info.css";

export default function InfoView() {
  const intl = useIntl();
  const { message } = App.useApp();
  const { companyId, info, loading } = useCompany();
  const countryOptions = useCountryOptions();
  // A change saved in another tab replaces a clean form at once (FormKit keeps a form being edited).
  const initialValues = useMemo(() => infoFormValues(info), [info]);

  if (loading) return <PageSpinner />;
  if (!companyId) return <Result status="warning" title={intl.formatMessage(m.noCompany)} />;

  const submit = async (values: InfoFormValues) => {
    await saveInfoSettings(infoBody(values));
    void message.success(intl.formatMessage(m.saved));
  };

  return (
    <div className="info-page">
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {intl.formatMessage(m.title)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{intl.formatMessage(m.intro)}</Typography.Paragraph>
      <InfoForm
        initialValues={initialValues}
        savedSlug={typeof info?.slug === "string" && info.slug !== "" ? info.slug : null}
        companyId={companyId}
        shopBaseUrl={SHOP_BASE_URL}
        countryOptions={countryOptions}
        onSubmit={submit}
        onUploadLogo={uploadLogo}
      />
    </div>
  );
}
