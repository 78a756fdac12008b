// Spec §8 trial-mode warning on the orders screens: without an active subscription every order is an
// unpaid test order. It follows the company document (not the deployment setting of the feature badges),
// because it describes the orders themselves: the server marks them as test orders (`demo`).
import { Alert } from "antd";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { useCompany } from "../../company";
import { orderSharedMessages } from "./messages";

export default function TrialWarning() {
  const { company } = useCompany();
  if (!company || company.hasAnActiveSubscription === true) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="orders-trial-warning"
      title={<FormattedMessage {...orderSharedMessages.trialTitle} />}
      description={
        <>
          <FormattedMessage {...orderSharedMessages.trialText} /> <Link to="/profile"><FormattedMessage {...orderSharedMessages.trialLink} /></Link>
        </>
      }
    />
  );
}
