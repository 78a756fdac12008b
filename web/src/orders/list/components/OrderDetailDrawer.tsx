// Everything of one order (spec §2 order detail): customer, station, point of sale, status history
// fields, items with addons, options and notes, addresses, totals with VAT per rate and the pickup code,
// with the list's actions.
import type { ReactNode } from "react";
import { Button, Descriptions, Drawer, Flex, Tag, Typography } from "antd";
import { CreditCardOutlined, EditOutlined, FileTextOutlined, PrinterOutlined, RollbackOutlined, UndoOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { canRefund, isPaidOnline, type Address, type Order } from "@comanda/shared";
import { refundMessages as r } from "../../refund/messages";
import { orderSharedMessages, orderStatusMessages, stationMessages } from "../../shared/messages";
import { orderDetailMessages as d, orderListMessages as m } from "../messages";
import { DiscountRows } from "./DiscountRows";
import type { DocumentFormat, DocumentKind } from "./OrderDocument";
import { useRequestedTimeText } from "../../shared/RequestedTime";
import { useMinuteClock } from "../../../ui/useMinuteClock";

export interface OrderDetailDrawerProps {
  order: Order | null;
  pointOfSale: string;
  format: DocumentFormat;
  paymentText: string;
  compact: boolean;
  busy?: boolean;
  onReopen: (order: Order) => void;
  onRemark: (order: Order) => void;
  onDocument: (order: Order, kind: DocumentKind) => void;
  /** Opens the refund of an order paid online; the action is shown only when given. */
  onRefund?: (order: Order) => void;
  /** A refund is being sent: the action waits. */
  refunding?: boolean;
  /** The order's print jobs with their actions, shown after the totals (the printers feature renders them). */
  printing?: (order: Order) => ReactNode;
  onClose: () => void;
}

function addressText(address: Address): string {
  return [address.companyName, address.name, address.street, `${address.zip} ${address.city}`, address.country, address.vatId].filter(Boolean).join(", ");
}

function refundText(order: Order, money: (amount: number) => string, t: ReturnType<typeof useIntl>["formatMessage"]): string {
  const refund = order.refund;
  if (!refund) return "";
  const values = { amount: money(refund.amount), reason: refund.reason };
  if (refund.status === "processing") return t(r.processing, values);
  return t(refund.status === "pending" ? r.pending : r.refunded, values);
}

export function OrderDetailDrawer(props: OrderDetailDrawerProps) {
  const { order, pointOfSale, format, paymentText, compact, busy, onReopen, onRemark, onDocument, onRefund, refunding, printing, onClose } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const sourceText = { customer: t(d.sourceCustomer), admin: t(d.sourceAdmin), api: t(d.sourceApi) };
  const requestedTime = useRequestedTimeText()(order?.requestedTime, true);
  const now = useMinuteClock();
  return (
    <Drawer
      open={order !== null}
      onClose={onClose}
      size={compact ? "100%" : 560}
      destroyOnHidden
      title={order ? t(d.title, { number: order.number ?? "" }) : null}
      extra={order ? <Tag className={`ol-status ol-status--${order.status}`}>{t(orderStatusMessages[order.status])}</Tag> : null}
    >
      {order ? (
        <Flex vertical gap={16} data-testid="order-detail">
          <Flex gap={8} wrap>
            {order.status === "done" ? (
              <Button size="large" icon={<UndoOutlined />} loading={busy} onClick={() => onReopen(order)}>
                {t(m.reopen)}
              </Button>
            ) : null}
            <Button size="large" icon={<EditOutlined />} onClick={() => onRemark(order)}>
              {t(m.staffRemark)}
            </Button>
            <Button size="large" icon={<PrinterOutlined />} onClick={() => onDocument(order, "receipt")}>
              {t(m.receipt)}
            </Button>
            <Button size="large" icon={<FileTextOutlined />} onClick={() => onDocument(order, "delivery-note")}>
              {t(m.deliveryNote)}
            </Button>
            {onRefund && isPaidOnline(order) ? (
              <Button size="large" danger icon={<RollbackOutlined />} loading={refunding} disabled={refunding || !canRefund(order, now)} onClick={() => onRefund(order)}>
                {t(r.action)}
              </Button>
            ) : null}
          </Flex>
          <Flex gap={8} wrap>
            {order.demo ? <Tag color="orange">{t(orderSharedMessages.testOrder)}</Tag> : null}
            {isPaidOnline(order) ? (
              <Tag color="green" icon={<CreditCardOutlined />} data-testid="order-paid-online">
                {t(r.paidOnline)}
              </Tag>
            ) : null}
          </Flex>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: "ordered", label: t(d.ordered), children: format.dateTime(order.dateOrdered) },
              { key: "station", label: t(d.station), children: t(stationMessages[order.deliveryType ?? "delivery"]) },
              ...(requestedTime ? [{ key: "requestedTime", label: t(orderSharedMessages.requestedTimeLabel), children: requestedTime }] : []),
              { key: "pos", label: t(d.pointOfSale), children: pointOfSale || "—" },
              { key: "customer", label: t(d.customer), children: order.name || "—" },
              { key: "email", label: t(d.email), children: order.email || "—" },
              { key: "phone", label: t(d.phone), children: order.phone || "—" },
              { key: "payment", label: t(d.payment), children: paymentText },
              ...(isPaidOnline(order) && order.stripePaymentIntentId
                ? [{ key: "reference", label: t(r.paidOnline), children: t(r.paymentReference, { reference: order.stripePaymentIntentId }) }]
                : []),
              ...(order.refund ? [{ key: "refund", label: t(r.label), children: <span data-testid="order-refund">{refundText(order, format.money, t)}</span> }] : []),
              ...(order.source ? [{ key: "source", label: t(d.source), children: sourceText[order.source] }] : []),
              {
                key: "previous",
                label: t(d.previousStatus),
                children: order.previousStatus ? t(orderStatusMessages[order.previousStatus]) : "—",
              },
              { key: "changed", label: t(d.statusChangedAt), children: order.statusChangedAt ? format.dateTime(order.statusChangedAt) : "—" },
              { key: "code", label: t(d.pickupCode), children: order.pickupCode ? <code>{order.pickupCode}</code> : "—" },
              ...(order.pickedUpAt ? [{ key: "picked", label: t(d.pickedUpAt), children: format.dateTime(order.pickedUpAt) }] : []),
              ...(order.note ? [{ key: "note", label: t(d.note), children: order.note }] : []),
              { key: "remark", label: t(d.staffRemark), children: order.staffRemark || "—" },
              ...(order.deliveryAddress ? [{ key: "delivery", label: t(d.deliveryAddress), children: addressText(order.deliveryAddress) }] : []),
              ...(order.billingAddress ? [{ key: "billing", label: t(d.billingAddress), children: addressText(order.billingAddress) }] : []),
            ]}
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t(d.itemsTitle)}
          </Typography.Title>
          <ul className="ol-items">
            {(order.items ?? []).map((item, index) => {
              const lines = format.itemLines(item);
              return (
                <li key={index}>
                  <Flex justify="space-between" gap={8}>
                    <span>
                      <strong>{t(d.quantity, { quantity: item.quantity })}</strong> {lines.name}
                      {item.done ? <Typography.Text type="secondary"> · {t(d.itemDone)}</Typography.Text> : null}
                    </span>
                    <span className="ol-num">{format.money(item.price * item.quantity)}</span>
                  </Flex>
                  {lines.extras.map((extra, i) => (
                    <div key={i} className="ol-doc-extra">
                      {extra}
                    </div>
                  ))}
                  {item.note ? <div className="ol-doc-extra ol-item-note">{item.note}</div> : null}
                </li>
              );
            })}
          </ul>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t(d.totalsTitle)}
          </Typography.Title>
          <table className="ol-totals">
            <tbody>
              {order.totals ? (
                <>
                  <tr>
                    <td>{t(d.itemsTotal)}</td>
                    <td className="ol-num">{format.money(order.totals.items)}</td>
                  </tr>
                  <DiscountRows order={order} money={format.money} />
                  {order.totals.deliveryFee > 0 ? (
                    <tr>
                      <td>{t(d.deliveryFee)}</td>
                      <td className="ol-num">{format.money(order.totals.deliveryFee)}</td>
                    </tr>
                  ) : null}
                </>
              ) : null}
              {(order.totals?.tip ?? order.tip ?? 0) > 0 ? (
                <tr>
                  <td>{t(d.tip)}</td>
                  <td className="ol-num">{format.money(order.totals?.tip ?? order.tip ?? 0)}</td>
                </tr>
              ) : null}
              <tr className="ol-doc-total">
                <td>{t(d.total)}</td>
                <td className="ol-num">{format.money(order.totals?.total ?? order.cartTotal + (order.tip ?? 0))}</td>
              </tr>
            </tbody>
          </table>
          {order.totals && order.totals.vat.length > 0 ? (
            <table className="ol-totals ol-vat">
              <thead>
                <tr>
                  <th />
                  <th className="ol-num">{t(d.net)}</th>
                  <th className="ol-num">{t(d.vat)}</th>
                  <th className="ol-num">{t(d.gross)}</th>
                </tr>
              </thead>
              <tbody>
                {order.totals.vat.map((line) => (
                  <tr key={line.rate}>
                    <td>{t(d.vatRate, { rate: line.rate })}</td>
                    <td className="ol-num">{format.money(line.net)}</td>
                    <td className="ol-num">{format.money(line.vat)}</td>
                    <td className="ol-num">{format.money(line.gross)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {printing ? printing(order) : null}
        </Flex>
      ) : null}
    </Drawer>
  );
}
