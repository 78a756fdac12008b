// The orders per status: three lanes side by side on a tablet or laptop; on a phone one lane at a time
// behind a status switch (no sideways scrolling of the page).
import { memo } from "react";
import { Empty, Segmented } from "antd";
import { useIntl } from "react-intl";
import type { Lanes, LocationFilter, OpenStatus, Order } from "@comanda/shared";
import { orderStatusMessages } from "../../shared/messages";
import { boardMessages as m } from "../messages";
import { OrderCard, type BoardNames, type CardActions } from "./OrderCard";

export const LANE_STATUSES: readonly OpenStatus[] = ["new", "wip", "ready"];
const EMPTY_MESSAGES = { new: m.emptyNew, wip: m.emptyWip, ready: m.emptyReady } as const;

export interface BoardLanesProps {
  lanes: Lanes<Order>;
  compact: boolean;
  /** The lane shown on a phone. */
  lane: OpenStatus;
  onLane: (lane: OpenStatus) => void;
  location: LocationFilter;
  names: BoardNames;
  actions: CardActions;
  /** Status changes under way, as "orderId:fromStatus". */
  busy: ReadonlySet<string>;
}

export function BoardLanes({ lanes, compact, lane, onLane, location, names, actions, busy }: BoardLanesProps) {
  const intl = useIntl();
  const label = (status: OpenStatus) => intl.formatMessage(m.laneCount, { status: intl.formatMessage(orderStatusMessages[status]), count: lanes[status].length });
  if (compact)
    return (
      <>
        <Segmented
          block
          size="large"
          className="ob-lane-switch"
          aria-label={intl.formatMessage(m.statusLanes)}
          value={lane}
          onChange={(value) => onLane(value as OpenStatus)}
          options={LANE_STATUSES.map((status) => ({ value: status, label: label(status) }))}
        />
        <Lane status={lane} title={label(lane)} orders={lanes[lane]} location={location} names={names} actions={actions} busy={busy} hideTitle />
      </>
    );
  return (
    <div className="ob-lanes">
      {LANE_STATUSES.map((status) => (
        <Lane key={status} status={status} title={label(status)} orders={lanes[status]} location={location} names={names} actions={actions} busy={busy} />
      ))}
    </div>
  );
}

interface LaneProps {
  status: OpenStatus;
  title: string;
  orders: Order[];
  location: LocationFilter;
  names: BoardNames;
  actions: CardActions;
  busy: ReadonlySet<string>;
  hideTitle?: boolean;
}

const Lane = memo(function Lane({ status, title, orders, location, names, actions, busy, hideTitle }: LaneProps) {
  const intl = useIntl();
  return (
    <section className={`ob-lane ob-lane--${status}`} aria-label={title} data-testid={`lane-${status}`}>
      {hideTitle ? null : <h2 className="ob-lane-title">{title}</h2>}
      {orders.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(EMPTY_MESSAGES[status])} />
      ) : (
        orders.map((order) => <OrderCard key={order.id} order={order} location={location} names={names} actions={actions} busy={busy.has(`${order.id}:${order.status}`)} />)
      )}
    </section>
  );
});
