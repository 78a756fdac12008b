// Shown when a screen fails to load or render: a chunk that failed to download (spec §8), or a bug.
import { Button, Result } from "antd";
import { FormattedMessage } from "react-intl";
import { useRouteError } from "react-router-dom";
import { appMessages } from "./messages";

export function RouteError() {
  const error = useRouteError();
  const chunk = error instanceof Error && /dynamically imported module|Loading chunk|Importing a module script failed/i.test(error.message);
  return (
    <Result
      status="warning"
      title={<FormattedMessage {...(chunk ? appMessages.chunkLoadError : appMessages.screenError)} />}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          <FormattedMessage {...appMessages.reload} />
        </Button>
      }
    />
  );
}
