// /settings/banking (permission settings; connecting needs a subscription, spec §1): the connection to the
// card payment provider (spec §4 not connected, waiting, connected) and its payouts. Stripe's onboarding
// sends the admin back here (?onboarding=return) or, for an expired link, asks for a new one (?onboarding=refresh).
import { useCallback, useEffect, useState } from "react";
import { App, Result } from "antd";
import { useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import type { BankingStatusAnswer } from "@comanda/shared";
import { useCompany, useFormatters } from "../../../company";
import { useErrorText } from "../../../i18n/errors";
import { PageSpinner } from "../../../ui/PageSpinner";
import { useMediaQuery } from "../../../ui/useMediaQuery";
import { BankingPanel } from "../components/BankingPanel";
import { bankingMessages as m } from "../messages";
import { companyConnectionState } from "../NoPaymentConnectionWarning";
import { createOnboardingLink, fetchBankingStatus, goToOnboarding, onboardingReturnOf } from "../repository";

export default function BankingView() {
  const intl = useIntl();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const location = useLocation();
  const { companyId, company, subscriptionActive, loading: companyLoading } = useCompany();
  const { formatDate } = useFormatters();
  const compact = useMediaQuery("(max-width: 575.98px)");
  const [status, setStatus] = useState<BankingStatusAnswer | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [linking, setLinking] = useState(false);
  const returned = onboardingReturnOf(location.search);

  const reload = useCallback(async () => {
    setRefreshing(true);
    try {
      setStatus(await fetchBankingStatus());
      setStatusError(null);
    } catch (error) {
      setStatusError(errorText(error));
    } finally {
      setRefreshing(false);
    }
  }, [errorText]);

  // Stripe's state is read on every visit (and after a return from the onboarding), and again when the
  // server learns of a change (account.updated moves the company document's state).
  const companyState = companyConnectionState(company);
  useEffect(() => {
    if (companyId) void reload();
  }, [companyId, companyState, reload]);

  if (companyLoading) return <PageSpinner />;
  if (!companyId) return <Result status="warning" title={intl.formatMessage(m.noCompany)} />;

  const connect = async () => {
    setLinking(true);
    try {
      // A fresh link each time: Stripe's work once and expire within minutes.
      const { url } = await createOnboardingLink();
      goToOnboarding(url);
    } catch (error) {
      void message.error(errorText(error));
      setLinking(false);
    }
  };

  return (
    <div style={{ maxWidth: 900 }}>
      <BankingPanel
        status={status}
        companyState={companyState}
        statusError={statusError}
        subscribed={subscriptionActive}
        returned={returned}
        linking={linking}
        refreshing={refreshing}
        compact={compact}
        formatDate={(iso) => formatDate(iso)}
        onConnect={() => void connect()}
        onReload={() => void reload()}
      />
    </div>
  );
}
