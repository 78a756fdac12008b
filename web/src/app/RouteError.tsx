// Shown when a screen fails to load or render: a chunk that failed to download (spec §8), or a bug.
// Kept free of antd's Result, whose illustrations would weigh on the login page's bundle.
import { Button, Typography } from "antd";
import { FormattedMessage } from "react-intl";
import { useRouteError } from "react-router-dom";
import { appMessages } from "./messages";

export function RouteError() {
  const error = useRouteError();
  const chunk = error instanceof Error && /dynamically imported module|Loading chunk|Importing a module script failed|Unable to preload CSS/i.test(error.message);
  return (
    <div role="alert" style={{ display: "grid", placeItems: "center", minHeight: "60vh", padding: 24, textAlign: "center" }}>
      <div>
        <Typography.Title level={4}>
          <FormattedMessage {...(chunk ? appMessages.chunkLoadError : appMessages.screenError)} />
        </Typography.Title>
        <Button type="primary" onClick={() => window.location.reload()}>
          <FormattedMessage {...appMessages.reload} />
        </Button>
      </div>
    </div>
  );
}
