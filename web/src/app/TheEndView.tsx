// The fallback screen for a signed-in user with no permitted screen (spec §2).
import { Button, Result } from "antd";
import { FormattedMessage } from "react-intl";
import { useSession } from "../data/session";
import { appMessages } from "./messages";

export default function TheEndView() {
  const { logout } = useSession();
  return (
    <Result
      status="403"
      title={<FormattedMessage {...appMessages.theEndTitle} />}
      subTitle={<FormattedMessage {...appMessages.theEndText} />}
      extra={
        <Button onClick={() => void logout()}>
          <FormattedMessage {...appMessages.logout} />
        </Button>
      }
    />
  );
}
