// /settings/frontend (permission settings): content languages, translation tabs and automatic translation,
// live from companySettings and saved through /api/settings/frontend. The same checks run before the call.
import { useMemo } from "react";
import { App, Result, Typography } from "antd";
import { useIntl } from "react-intl";
import { hasFieldErrors } from "@comanda/shared";
import { useCompany } from "../../../company";
import { ApiError } from "../../../data/api";
import { PageSpinner } from "../../../ui/PageSpinner";
import { FrontendSettingsForm } from "../components/FrontendSettingsForm";
import { frontendFormErrors, frontendFormValues, frontendSettingsBody, type FrontendFormValues } from "../frontendForm";
import { frontendSettingsMessages as m } from "../messages";
import { saveFrontendSettings } from "../repository";

export default function FrontendSettingsView() {
  const intl = useIntl();
  const { message } = App.useApp();
  const { companyId, settings, loading } = useCompany();
  // New values from another tab replace a clean form (FormKit); edits in progress stay.
  const initialValues = useMemo(() => frontendFormValues(settings), [settings?.i18n]); // eslint-disable-line react-hooks/exhaustive-deps

  if (loading) return <PageSpinner />;
  if (!companyId) return <Result status="warning" title={intl.formatMessage(m.noCompany)} />;

  const submit = async (values: FrontendFormValues) => {
    const fields = frontendFormErrors(values);
    if (hasFieldErrors(fields)) throw new ApiError("validation", 400, fields);
    await saveFrontendSettings(frontendSettingsBody(values));
    void message.success(intl.formatMessage(m.saved));
  };

  return (
    <div style={{ maxWidth: 760 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {intl.formatMessage(m.title)}
      </Typography.Title>
      <FrontendSettingsForm initialValues={initialValues} onSubmit={submit} />
    </div>
  );
}
