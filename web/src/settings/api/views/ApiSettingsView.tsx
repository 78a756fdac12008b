// /settings/api (permission settings; subscribers only, spec §1): switch integrator access, (re)generate
// the password after a confirmation that the old one stops working at once (spec §8), show it once.
import { useState } from "react";
import { App, Result } from "antd";
import { useIntl } from "react-intl";
import { useCompany, useFormatters } from "../../../company";
import { useErrorText } from "../../../i18n/errors";
import { PageSpinner } from "../../../ui/PageSpinner";
import { ApiSettingsPanel } from "../components/ApiSettingsPanel";
import { apiSettingsMessages as m } from "../messages";
import { integratorAddress, regenerateApiPassword, saveApiSettings, useApiSettingsDoc } from "../repository";

export default function ApiSettingsView() {
  const intl = useIntl();
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const { companyId, allows, loading: companyLoading } = useCompany();
  const { formatDateTime } = useFormatters();
  const live = useApiSettingsDoc(companyId);
  const [pendingEnabled, setPendingEnabled] = useState<boolean | null>(null);
  const [regenerating, setRegenerating] = useState(false);
  // The password this tab was answered, with the generation it belongs to.
  const [fresh, setFresh] = useState<{ password: string; generatedAt: string } | null>(null);

  if (companyLoading || live.loading) return <PageSpinner />;
  if (!companyId) return <Result status="warning" title={intl.formatMessage(m.noCompany)} />;

  const stored = live.data;
  const enabled = pendingEnabled ?? stored?.enabled === true;
  // Regenerated again elsewhere (another tab, another manager): the password shown here no longer works.
  const newPassword = fresh && !(stored?.generatedAt && stored.generatedAt > fresh.generatedAt) ? fresh.password : null;

  const toggle = async (next: boolean) => {
    // Shown at once; the live document confirms it, a refusal switches it back with the reason.
    setPendingEnabled(next);
    try {
      await saveApiSettings(next);
      void message.success(intl.formatMessage(next ? m.switchedOn : m.switchedOff));
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setPendingEnabled(null);
    }
  };

  const generate = async () => {
    setRegenerating(true);
    try {
      const answer = await regenerateApiPassword();
      setFresh({ password: answer.password, generatedAt: answer.settings.generatedAt ?? "" });
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setRegenerating(false);
    }
  };

  const regenerate = () => {
    // The first password replaces nothing; a new one cuts every system still using the old one.
    if (!stored?.generatedAt) {
      void generate();
      return;
    }
    modal.confirm({
      title: intl.formatMessage(m.confirmTitle),
      content: intl.formatMessage(m.confirmText),
      okText: intl.formatMessage(m.confirmOk),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage(m.cancel),
      onOk: generate,
    });
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(intl.formatMessage(m.copied));
    } catch {
      void message.error(intl.formatMessage(m.copyFailed));
    }
  };

  return (
    <div style={{ maxWidth: 900 }}>
      <ApiSettingsPanel
        enabled={enabled}
        user={stored?.user ?? null}
        generatedAt={stored?.generatedAt ?? null}
        subscribed={allows("apiAccess")}
        switching={pendingEnabled !== null}
        regenerating={regenerating}
        newPassword={newPassword}
        address={integratorAddress(window.location.origin)}
        formatDateTime={formatDateTime}
        onToggle={(next) => void toggle(next)}
        onRegenerate={regenerate}
        onCopy={(text) => void copy(text)}
        onDismissPassword={() => setFresh(null)}
      />
    </div>
  );
}
