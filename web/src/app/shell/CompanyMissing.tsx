// The calm message shown instead of a screen when the signed-in user's company cannot be found (spec §8).
import { Button, Result } from "antd";
import { FormattedMessage } from "react-intl";
import { shellMessages } from "./messages";

export function CompanyMissing({ onLogout }: { onLogout: () => void }) {
  return (
    <Result
      status="info"
      title={<FormattedMessage {...shellMessages.companyMissingTitle} />}
      subTitle={<FormattedMessage {...shellMessages.companyMissingText} />}
      extra={
        <Button onClick={onLogout}>
          <FormattedMessage {...shellMessages.logout} />
        </Button>
      }
    />
  );
}
