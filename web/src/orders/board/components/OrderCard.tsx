// One order on the board: number, age, point of sale, customer, station, payment, items (with addons,
// options, notes, course and their check-off controls), the staff remark and the main action.
import { memo } from "react";
import { Button, Tag } from "antd";
import { CheckOutlined, EditOutlined, RollbackOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { itemIsAt, nextStatus, paymentState, stationOf, type LocationFilter, type Order, type OrderItem, type OrderStatus } from "@comanda/shared";
import { orderSharedMessages, stationMessages } from "../../shared/messages";
import { boardMessages as m } from "../messages";
import { LateFrame, OrderAge } from "./BoardClock";
import { RequestedTimeTag } from "../../shared/RequestedTime";

/** Names the card needs, resolved once for the whole board in the staff's language. */
export interface BoardNames {
  text: (value: OrderItem["name"] | string | null | undefined) => string;
  pointOfSale: (order: Order) => string;
  course: (courseId: string | null | undefined) => string | null;
  location: (locationId: string | null | undefined) => string | null;
  /** "Size: Large" for each option value of the item (placeholders when the product changed since). */
  options: (item: OrderItem) => string[];
}

export interface CardActions {
  onAdvance: (order: Order) => void;
  onRemark: (order: Order) => void;
  onItem: (order: Order, index: number, done: boolean) => void;
}

export interface OrderCardProps {
  order: Order;
  location: LocationFilter;
  names: BoardNames;
  actions: CardActions;
  busy: boolean;
}

const PAYMENT_COLORS = { testOrder: "purple", paidOnline: "green", paid: "green", payOnSite: "gold", unpaid: "red" } as const;
const ACTION_MESSAGES: Record<Exclude<OrderStatus, "new">, typeof m.startOrder> = { wip: m.startOrder, ready: m.readyOrder, done: m.markAsDone };

export const OrderCard = memo(function OrderCard({ order, location, names, actions, busy }: OrderCardProps) {
  const intl = useIntl();
  const next = nextStatus(order.status);
  const payment = paymentState(order);
  const number = order.number ? intl.formatMessage(orderSharedMessages.number, { number: order.number }) : intl.formatMessage(m.noNumber);
  const tableCourse = names.course(order.course);
  return (
    <LateFrame order={order} className="ob-card">
      <header className="ob-card-head">
        <strong className="ob-number">{number}</strong>
        <OrderAge order={order} />
      </header>
      <div className="ob-card-meta">
        <span className="ob-pos">{names.pointOfSale(order)}</span>
        {order.name ? <span className="ob-customer">{order.name}</span> : null}
      </div>
      <div className="ob-tags">
        <Tag>{intl.formatMessage(stationMessages[stationOf(order)])}</Tag>
        <Tag color={PAYMENT_COLORS[payment]}>{intl.formatMessage(orderSharedMessages[payment])}</Tag>
        {tableCourse ? <Tag color="blue">{intl.formatMessage(m.tableCourse, { course: tableCourse })}</Tag> : null}
        <RequestedTimeTag requestedTime={order.requestedTime} />
      </div>
      <ul className="ob-items">
        {(order.items ?? []).map((item, index) =>
          itemIsAt(item, location) ? <ItemLine key={index} order={order} item={item} index={index} names={names} actions={actions} showLocation={location.kind === "all"} /> : null,
        )}
      </ul>
      {order.note ? <p className="ob-note">{intl.formatMessage(m.customerNote, { note: order.note })}</p> : null}
      {order.staffRemark ? <p className="ob-remark">{intl.formatMessage(m.staffRemark, { remark: order.staffRemark })}</p> : null}
      <footer className="ob-card-actions">
        <Button size="large" icon={<EditOutlined aria-hidden />} onClick={() => actions.onRemark(order)}>
          {intl.formatMessage(m.remark)}
        </Button>
        {next && next !== "new" ? (
          <Button size="large" type="primary" loading={busy} onClick={() => actions.onAdvance(order)}>
            {intl.formatMessage(ACTION_MESSAGES[next])}
          </Button>
        ) : null}
      </footer>
    </LateFrame>
  );
});

function ItemLine({ order, item, index, names, actions, showLocation }: { order: Order; item: OrderItem; index: number; names: BoardNames; actions: CardActions; showLocation: boolean }) {
  const intl = useIntl();
  const name = names.text(item.name);
  const course = names.course(item.courseId);
  const where = showLocation ? names.location(item.locationId) : null;
  return (
    <li className={item.done ? "ob-item ob-item--done" : "ob-item"}>
      {item.done ? (
        <Button
          className="ob-item-toggle"
          shape="circle"
          size="large"
          icon={<RollbackOutlined />}
          aria-label={intl.formatMessage(m.backToWipItem, { item: name })}
          title={intl.formatMessage(m.backToWip)}
          onClick={() => actions.onItem(order, index, false)}
        />
      ) : (
        <Button
          className="ob-item-toggle"
          shape="circle"
          size="large"
          icon={<CheckOutlined />}
          aria-label={intl.formatMessage(m.checkOff, { item: name })}
          onClick={() => actions.onItem(order, index, true)}
        />
      )}
      <div className="ob-item-text">
        <div className="ob-item-name">
          <span className="ob-qty">{item.quantity} ×</span> {name}
          {where ? <span className="ob-item-location">{where}</span> : null}
        </div>
        {(item.addons ?? []).map((addon, i) => (
          <div key={`a${i}`} className="ob-item-sub">
            + {names.text(addon.name)}
          </div>
        ))}
        {names.options(item).map((label, i) => (
          <div key={`o${i}`} className="ob-item-sub">
            {label}
          </div>
        ))}
        {item.note ? <div className="ob-item-note">{intl.formatMessage(m.itemNote, { note: item.note })}</div> : null}
        {course ? <div className="ob-item-sub">{intl.formatMessage(m.course, { course })}</div> : null}
      </div>
    </li>
  );
}
