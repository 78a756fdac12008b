// The orders as a virtualised list in the window's scroll: only the rows on screen exist in the page, so
// 10,000 orders filter and scroll fast, also on a phone (where each order is a card).
import { memo, useCallback, useMemo, useRef, useState } from "react";
import { EllipsisOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import type { OrderStatus } from "@comanda/shared";
import { VirtualList } from "../../../ui/list/VirtualList";
import { orderListMessages as m } from "../messages";
import type { OrderRow, PaymentState, Station } from "../orderRows";
import { OrderRowMenu, type OrderAction, type OrderMenuTarget } from "./OrderRowMenu";
import { RequestedTimeTag } from "../../shared/RequestedTime";

export const ROW_HEIGHT = 56;
export const CARD_HEIGHT = 128;
const OVERSCAN = 6;

/** Texts and formats the rows need, made once per language and company, not per row. */
export interface RowFormat {
  money: (amount: number) => string;
  dateTime: (iso: string) => string;
  status: Record<OrderStatus, string>;
  station: Record<Station, string>;
  payment: Record<PaymentState, string>;
  items: (count: number) => string;
  /** "€4.35 refunded", for screen readers and the tooltip of the refunded amount under the total. */
  refunded: (amount: string) => string;
  testOrder: string;
  noCustomer: string;
  actionsLabel: (number: string) => string;
}

export interface OrderListProps {
  rows: readonly OrderRow[];
  compact: boolean;
  format: RowFormat;
  onAction: (id: string, action: OrderAction) => void;
}

interface RowProps {
  row: OrderRow;
  compact: boolean;
  format: RowFormat;
  onOpen: (id: string) => void;
  onMenu: (row: OrderRow, button: HTMLElement) => void;
}

const OrderRowView = memo(function OrderRowView({ row, compact, format, onOpen, onMenu }: RowProps) {
  const number = row.number ? `#${row.number}` : "";
  const status = <span className={`ol-status ol-status--${row.status}`}>{format.status[row.status]}</span>;
  const test = row.demo ? <span className="ol-chip ol-chip--test">{format.testOrder}</span> : null;
  const more = (
    <button
      type="button"
      className="ol-more"
      aria-label={format.actionsLabel(row.number)}
      onClick={(event) => {
        event.stopPropagation();
        onMenu(row, event.currentTarget);
      }}
    >
      <EllipsisOutlined />
    </button>
  );
  const open = () => onOpen(row.id);
  // A refund the provider accepted: the amount given back, under what the customer paid.
  const refunded =
    row.refunded > 0 ? (
      <span className="ol-refunded" title={format.refunded(format.money(row.refunded))}>
        <span aria-hidden="true">−{format.money(row.refunded)}</span>
        <span className="sr-only">{format.refunded(format.money(row.refunded))}</span>
      </span>
    ) : null;
  const customer = row.customer || format.noCustomer;
  if (compact)
    return (
      <div className="ol-card" data-order-id={row.id} onClick={open}>
        <div className="ol-card-line">
          <span className="ol-number">{number}</span>
          {status}
          {test}
          <span className="ol-card-total">
            {format.money(row.total)}
            {refunded}
          </span>
          {more}
        </div>
        <div className="ol-card-line ol-card-main">
          <span className="ol-customer">{customer}</span>
          <span className="ol-muted ol-ellipsis">{row.pointOfSale}</span>
        </div>
        <div className="ol-card-line ol-muted">
          <span className="ol-ellipsis">{format.dateTime(row.dateOrdered)}</span>
          <span>{format.station[row.station]}</span>
          <RequestedTimeTag requestedTime={row.order.requestedTime} />
        </div>
        {/* The count and the payment on a line of their own: on a phone they never share it with the date. */}
        <div className="ol-card-line ol-muted">
          <span className="ol-card-items">{format.items(row.itemCount)}</span>
          <span className={`ol-pay ol-pay--${row.payment}`}>{format.payment[row.payment]}</span>
        </div>
      </div>
    );
  return (
    <div className="ol-row" data-order-id={row.id} onClick={open}>
      <span className="ol-number">{number}</span>
      <span className="ol-ellipsis">{format.dateTime(row.dateOrdered)}</span>
      <span className="ol-ellipsis">
        {format.station[row.station]} <RequestedTimeTag requestedTime={row.order.requestedTime} />
      </span>
      <span className="ol-ellipsis">{row.pointOfSale}</span>
      <span className="ol-customer-cell">
        <span className="ol-customer">{customer}</span>
        {test}
      </span>
      <span className="ol-num">{row.itemCount}</span>
      <span className="ol-num">
        {format.money(row.total)}
        {refunded}
      </span>
      <span className={`ol-pay ol-pay--${row.payment}`}>{format.payment[row.payment]}</span>
      <span>{status}</span>
      {more}
    </div>
  );
});

export const OrderList = memo(function OrderList({ rows, compact, format, onAction }: OrderListProps) {
  const intl = useIntl();
  const [menu, setMenu] = useState<OrderMenuTarget | null>(null);
  const lastClosed = useRef({ id: "", at: 0 });
  const openMenu = useCallback((row: OrderRow, button: HTMLElement) => {
    // A click on the button of the open menu first closes it (outside click), then would reopen it.
    if (lastClosed.current.id === row.id && performance.now() - lastClosed.current.at < 400) return;
    setMenu({ id: row.id, status: row.status, button });
  }, []);
  const closeMenu = useCallback(() => {
    setMenu((current) => {
      if (current) lastClosed.current = { id: current.id, at: performance.now() };
      return null;
    });
  }, []);
  const onOpen = useCallback((id: string) => onAction(id, "details"), [onAction]);

  const columns = useMemo(
    () =>
      compact ? null : (
        <div className="ol-row ol-columns" aria-hidden>
          <span>{intl.formatMessage(m.columnNumber)}</span>
          <span>{intl.formatMessage(m.columnDate)}</span>
          <span>{intl.formatMessage(m.columnStation)}</span>
          <span>{intl.formatMessage(m.columnPointOfSale)}</span>
          <span>{intl.formatMessage(m.columnCustomer)}</span>
          <span className="ol-num">{intl.formatMessage(m.columnItems)}</span>
          <span className="ol-num">{intl.formatMessage(m.columnTotal)}</span>
          <span>{intl.formatMessage(m.columnPayment)}</span>
          <span>{intl.formatMessage(m.columnStatus)}</span>
          <span />
        </div>
      ),
    [compact, intl],
  );

  return (
    <div className="ol-panel">
      {columns}
      <VirtualList
        items={rows}
        rowHeight={compact ? CARD_HEIGHT : ROW_HEIGHT}
        overscan={OVERSCAN}
        className="ol-list"
        slotClassName="ol-slot"
        renderRow={(row) => <OrderRowView row={row} compact={compact} format={format} onOpen={onOpen} onMenu={openMenu} />}
      />
      <OrderRowMenu target={menu} onAction={onAction} onClose={closeMenu} />
    </div>
  );
});
