// The list of a user's notifications: unread ones highlighted, each can be marked read, or all at once.
import { Badge, Button, Card, Empty, Flex, Typography } from "antd";
import { CheckOutlined } from "@ant-design/icons";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { notificationMessages as m } from "../messages";

export interface NotificationItem {
  id: string;
  text: string;
  read: boolean;
  /** "5 minutes ago" */
  when: string;
  /** Full date and time, as a tooltip. */
  at: string;
  /** Show a link to the open orders. */
  orderLink: boolean;
  /** Show a link to the printers (a printer went offline with tickets waiting). */
  printersLink?: boolean;
  /** Show a link to the taxes screen (the transmission to the tax agency stopped). */
  taxesLink?: boolean;
}

export interface NotificationListProps {
  items: readonly NotificationItem[];
  disabled?: boolean;
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
}

export function NotificationList({ items, disabled, onMarkRead, onMarkAllRead }: NotificationListProps) {
  const unread = items.filter((n) => !n.read).length;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          <FormattedMessage {...m.unread} values={{ count: unread }} />
        </Typography.Text>
        <Button icon={<CheckOutlined />} onClick={onMarkAllRead} disabled={disabled || unread === 0}>
          <FormattedMessage {...m.markAllRead} />
        </Button>
      </Flex>
      {items.length === 0 ? (
        <Empty description={<FormattedMessage {...m.empty} />} />
      ) : (
        items.map((n) => (
          <Card
            key={n.id}
            size="small"
            className={n.read ? "notification" : "notification notification-unread"}
            style={n.read ? undefined : { borderColor: "#c2410c", background: "#fff7ed" }}
            data-testid={`notification-${n.id}`}
          >
            <Flex justify="space-between" align="flex-start" gap={12}>
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <Typography.Text strong={!n.read}>
                  {!n.read ? <Badge status="processing" style={{ marginInlineEnd: 8 }} /> : null}
                  {n.text}
                </Typography.Text>
                <Typography.Text type="secondary" title={n.at}>
                  {n.when}
                </Typography.Text>
                {n.orderLink ? (
                  <Link to="/orders/open">
                    <FormattedMessage {...m.openOrders} />
                  </Link>
                ) : null}
                {n.printersLink ? (
                  <Link to="/settings/printers">
                    <FormattedMessage {...m.openPrinters} />
                  </Link>
                ) : null}
                {n.taxesLink ? (
                  <Link to="/settings/taxes">
                    <FormattedMessage {...m.openTaxes} />
                  </Link>
                ) : null}
              </Flex>
              {!n.read ? (
                <Button size="small" onClick={() => onMarkRead(n.id)} disabled={disabled}>
                  <FormattedMessage {...m.markRead} />
                </Button>
              ) : null}
            </Flex>
          </Card>
        ))
      )}
    </Flex>
  );
}
