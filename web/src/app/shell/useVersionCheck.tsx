// Checks the deployed version at start and hourly; a different one brings a toast with an update button.
import { useEffect } from "react";
import { App, Button } from "antd";
import { useIntl } from "react-intl";
import { versionMessages } from "./messages";
import { APP_VERSION, VERSION_CHECK_INTERVAL_MS, fetchDeployedVersion, isNewVersion } from "./version";

const TOAST_KEY = "new-version";

const reloadPage = () => window.location.reload();

export function useVersionCheck(reload: () => void = reloadPage): void {
  const { notification } = App.useApp();
  const intl = useIntl();

  useEffect(() => {
    const controller = new AbortController();
    let announced: string | null = null;
    const check = async () => {
      const deployed = await fetchDeployedVersion(controller.signal);
      if (controller.signal.aborted || !isNewVersion(APP_VERSION, deployed) || deployed === announced) return;
      announced = deployed;
      notification.info({
        key: TOAST_KEY,
        title: intl.formatMessage(versionMessages.websiteVersionAvailable),
        duration: 0,
        actions: (
          <Button type="primary" size="small" onClick={reload}>
            {intl.formatMessage(versionMessages.update)}
          </Button>
        ),
      });
    };
    void check();
    const timer = setInterval(() => void check(), VERSION_CHECK_INTERVAL_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [notification, intl, reload]);
}
