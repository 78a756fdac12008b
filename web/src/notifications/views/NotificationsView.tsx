// /notifications: the signed-in user's notifications (live); an anonymous visitor is invited to log in.
import { useMemo, useState } from "react";
import { App, Card, Flex, Spin, Typography } from "antd";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { hasAnyPermission, type Principal } from "@comanda/shared";
import { useSession } from "../../data/session";
import { useFormatters } from "../../company";
import { useErrorText } from "../../i18n/errors";
import { NotificationList, type NotificationItem } from "../components/NotificationList";
import { notificationMessages as m } from "../messages";
import { notificationText } from "../notificationText";
import { markNotificationRead, markNotificationsRead, useMyNotifications } from "../repository";

export default function NotificationsView() {
  const { session } = useSession();
  return (
    <div style={{ maxWidth: 760, margin: "0 auto", padding: "16px 12px 48px" }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        <FormattedMessage {...m.title} />
      </Typography.Title>
      {session.status === "signedIn" ? <MyNotifications principal={session.principal} /> : session.status === "anonymous" ? <LoginInvitation /> : <Spin />}
    </div>
  );
}

function LoginInvitation() {
  return (
    <Card>
      <Typography.Paragraph>
        <FormattedMessage {...m.anonymousText} />
      </Typography.Paragraph>
      <Link to={`/login?redirect=${encodeURIComponent("/notifications")}`}>
        <FormattedMessage {...m.login} />
      </Link>
    </Card>
  );
}

function MyNotifications({ principal }: { principal: Principal }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { formatRelative, formatDateTime } = useFormatters();
  const live = useMyNotifications(principal.uid);
  const [busy, setBusy] = useState(false);
  const mayOrders = hasAnyPermission(principal.permissions, ["orders"]);
  const maySettings = hasAnyPermission(principal.permissions, ["settings"]);

  const items = useMemo<NotificationItem[]>(
    () =>
      live.data.map((n) => ({
        id: n.id,
        text: notificationText(intl, n.message, n.about),
        read: n.read === true,
        when: formatRelative(n.date),
        at: formatDateTime(n.date),
        orderLink: mayOrders && !!n.orderId,
        printersLink: maySettings && n.message === "printer-offline",
        taxesLink: maySettings && n.message === "tax-transmission-paused",
      })),
    [live.data, intl, formatRelative, formatDateTime, mayOrders, maySettings],
  );

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (e) {
      void message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  if (live.loading) return <Spin />;
  if (live.error) return <Typography.Text type="danger">{errorText(live.error)}</Typography.Text>;
  return (
    <Flex vertical>
      <NotificationList
        items={items}
        disabled={busy}
        onMarkRead={(id) => void run(() => markNotificationRead(id))}
        onMarkAllRead={() => void run(() => markNotificationsRead(items.filter((n) => !n.read).map((n) => n.id)))}
      />
    </Flex>
  );
}
