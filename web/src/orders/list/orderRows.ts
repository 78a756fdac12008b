// What a row of the order list shows, computed once per order (not per render or keystroke), with the
// search text the filter matches against.
import { localized, orderSearchText, paymentState, refundedAmount, type LanguageCode, type Order, type OrderStatus, type PaymentState, type Zone } from "@comanda/shared";

export type { PaymentState };

export type Station = "table" | "takeaway" | "delivery";

export interface OrderRow {
  id: string;
  order: Order;
  number: string;
  status: OrderStatus;
  dateOrdered: string;
  station: Station;
  pointOfSale: string;
  customer: string;
  itemCount: number;
  /** What the customer paid (orderTotal). */
  total: number;
  /** What was given back (a refund the provider accepted; 0 when none): revenue is total − refunded. */
  refunded: number;
  payment: PaymentState;
  demo: boolean;
  searchText: string;
}

/** Point of sale id → its name in the language (names are plain text or per language). */
export function pointOfSaleNames(zones: readonly Zone[], language: LanguageCode, fallback: LanguageCode): Map<string, string> {
  const names = new Map<string, string>();
  for (const zone of zones) for (const pos of zone.pointsOfSale ?? []) names.set(pos.id, localized(pos.name, language, fallback));
  return names;
}

/**
 * What the customer pays: the server's total when present, else the cart total plus the tip. A refund is
 * shown apart (OrderRow.refunded); the dashboard's revenue is this minus it (shared orderRevenue), as in
 * the CSV export's Total and Refunded.
 */
export function orderTotal(order: Pick<Order, "totals" | "cartTotal" | "tip">): number {
  return order.totals?.total ?? (order.cartTotal ?? 0) + (order.tip ?? 0);
}

export function orderRow(order: Order, posNames: ReadonlyMap<string, string>): OrderRow {
  const pointOfSale = (order.pointofsaleId && posNames.get(order.pointofsaleId)) || "";
  return {
    id: order.id,
    order,
    number: order.number != null ? String(order.number) : "",
    status: order.status,
    dateOrdered: order.dateOrdered,
    station: order.deliveryType ?? "delivery",
    pointOfSale,
    customer: order.name ?? "",
    itemCount: (order.items ?? []).reduce((sum, item) => sum + (item.quantity ?? 0), 0),
    total: orderTotal(order),
    refunded: refundedAmount(order),
    payment: paymentState(order),
    demo: order.demo === true,
    searchText: orderSearchText(order, pointOfSale),
  };
}
