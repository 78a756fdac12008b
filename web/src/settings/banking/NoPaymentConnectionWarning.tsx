// Spec §8 'no payment connection' warning, wherever online payment is on while the company has no complete
// connection to the card payment provider (companies/{id}, written by the server from Stripe): general
// settings, the zone editor, the orders screens. Links to /admin/settings/banking.
import type { CSSProperties } from "react";
import { Alert } from "antd";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import type { StripeConnectionState } from "@comanda/shared";
import { useCompany } from "../../company";
import { paymentWarningMessages as m } from "./warningMessages";

/** The connection the company document states (the flag of older documents counts as connected). */
export function companyConnectionState(company: { stripeConnectionState?: StripeConnectionState; hasAValidStripeConnection?: boolean } | null): StripeConnectionState {
  if (company?.stripeConnectionState) return company.stripeConnectionState;
  return company?.hasAValidStripeConnection === true ? "connected" : "notConnected";
}

export interface PaymentConnectionAlertProps {
  /** The company's connection; undefined while unknown (nothing shows). */
  state: StripeConnectionState | undefined;
  /** Online payment is on where this shows (a zone, any zone of the company). */
  onlinePayment: boolean;
  /**
   * "zone" (default): the screen's own switch is on (the zone editor); "zones": some sales zone's switch, on a
   * screen that has none (general settings, the orders screens), so the text names the zones.
   */
  switchIn?: "zone" | "zones";
  style?: CSSProperties;
}

/** The warning itself, for pure components that are given the connection's state. */
export function PaymentConnectionAlert({ state, onlinePayment, switchIn = "zone", style }: PaymentConnectionAlertProps) {
  if (!onlinePayment || state === undefined || state === "connected") return null;
  const text = switchIn === "zones" ? (state === "waiting" ? m.zonesWaitingText : m.zonesText) : state === "waiting" ? m.waitingText : m.text;
  return (
    <Alert
      type="warning"
      showIcon
      style={style}
      data-testid="no-payment-connection"
      title={<FormattedMessage {...m.title} />}
      description={
        <>
          <FormattedMessage {...text} />{" "}
          <Link to="/settings/banking">
            <FormattedMessage {...m.link} />
          </Link>
        </>
      }
    />
  );
}

/** The warning for the signed-in user's company (its document says the connection's state), on a screen without the switch. */
export function NoPaymentConnectionWarning({ onlinePayment, style }: Omit<PaymentConnectionAlertProps, "state" | "switchIn">) {
  const { company, loading } = useCompany();
  return <PaymentConnectionAlert state={loading || !company ? undefined : companyConnectionState(company)} onlinePayment={onlinePayment} switchIn="zones" style={style} />;
}
