// Tells a user the navigation guard sent away why it did, once: the refusal rides in the history entry's state
// (router.tsx), and each entry is told about at most once, however often the shell renders or mounts.
import { useEffect } from "react";
import { App } from "antd";
import { useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import type { MenuKey } from "@comanda/shared";
import { menuMessages, shellMessages } from "./messages";

const NOTICE_KEY = "refused-screen";
/** History entries already told about; StrictMode's second mount and later renders find theirs here. */
const told = new Set<string>();

function refusedScreenOf(state: unknown): { screen: MenuKey | null } | null {
  if (typeof state !== "object" || state === null || !("refused" in state)) return null;
  const refused = (state as { refused: unknown }).refused;
  if (typeof refused !== "object" || refused === null) return null;
  const screen = (refused as { screen?: unknown }).screen;
  return { screen: typeof screen === "string" && screen in menuMessages ? (screen as MenuKey) : null };
}

export function useRefusalNotice(): void {
  const { message } = App.useApp();
  const intl = useIntl();
  const location = useLocation();

  useEffect(() => {
    const refused = refusedScreenOf(location.state);
    if (!refused || told.has(location.key)) return;
    told.add(location.key);
    void message.warning({
      key: NOTICE_KEY,
      duration: 6,
      content:
        refused.screen === null
          ? intl.formatMessage(shellMessages.refusedScreen)
          : intl.formatMessage(shellMessages.refused, { screen: intl.formatMessage(menuMessages[refused.screen]) }),
    });
  }, [location.key, location.state, message, intl]);
}
