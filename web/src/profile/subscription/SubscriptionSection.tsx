// The profile's subscription: the live company document and subscriptions, the pricing table's settings,
// the return from Stripe's checkout (?session_id=) and the customer portal, over SubscriptionCard.
import { useEffect, useRef, useState } from "react";
import { App } from "antd";
import { useSearchParams } from "react-router-dom";
import { useCompany, useFormatters } from "../../company";
import { errorCode, useErrorText } from "../../i18n/errors";
import { SubscriptionCard, type CheckoutReturn } from "./SubscriptionCard";
import { customerPortalUrl, recordCheckoutSession, useCompanySubscriptions, usePricingTable } from "./repository";

export function SubscriptionSection({ owner }: { owner: boolean }) {
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { companyId, company } = useCompany();
  const { formatDate } = useFormatters();
  const subscriptions = useCompanySubscriptions(owner ? companyId : null);
  const pricing = usePricingTable(owner);
  const [params, setParams] = useSearchParams();
  const sessionId = params.get("session_id");
  const [checkout, setCheckout] = useState<CheckoutReturn>(sessionId ? { state: "recording" } : { state: "none" });
  const recorded = useRef<string | null>(null);
  const [openingPortal, setOpeningPortal] = useState(false);

  // Back from Stripe's checkout: the server reads the session from Stripe and records it; the live company
  // document then unlocks the features (the webhooks may have done it already).
  useEffect(() => {
    if (!sessionId || recorded.current === sessionId) return;
    recorded.current = sessionId;
    setCheckout({ state: "recording" });
    recordCheckoutSession(sessionId)
      .then(({ status }) => setCheckout(status === "active" || status === "trialing" ? { state: "recorded" } : { state: "waiting" }))
      .catch((error: unknown) => setCheckout(errorCode(error) === "checkout-session-unpaid" ? { state: "waiting" } : { state: "failed", message: errorText(error) }))
      .finally(() =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete("session_id");
            return next;
          },
          { replace: true },
        ),
      );
  }, [sessionId, setParams, errorText]);

  const latest = subscriptions.data[0] ?? null;
  const canManage = owner && subscriptions.data.some((s) => typeof s.customerId === "string" && s.customerId !== "");

  const manage = async () => {
    setOpeningPortal(true);
    try {
      window.location.assign(await customerPortalUrl(latest?.id));
    } catch (error) {
      void message.error(errorText(error));
      setOpeningPortal(false);
    }
  };

  return (
    <SubscriptionCard
      company={company}
      subscription={latest}
      alwaysActive={pricing.data?.alwaysActive === true}
      pricingTable={pricing.data}
      pricingError={pricing.error ? errorText(pricing.error) : null}
      checkout={checkout}
      canManage={canManage}
      openingPortal={openingPortal}
      onManage={() => void manage()}
      formatDate={formatDate}
    />
  );
}
