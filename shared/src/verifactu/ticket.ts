// When an order becomes a ticket (an issued invoice that gets its VeriFactu record), and when its refund
// needs a rectifying one.
//
// The rule: the sale is invoiced when it is settled, never before (an invoice cannot be taken back, only
// cancelled or rectified by further records, so an order that might never be paid must not get one).
// - Paid online: when its payment succeeds. The server settles the payment and creates or numbers the order
//   in one transaction, which is where the record is chained and numbered too: no paid online order
//   without its ticket, and no ticket for a payment that failed.
// - Paid on site (cash or card at the counter, or no method recorded): when it is first marked done. Staff
//   do not always mark on-site orders paid, but every order ends done once it is handed over; an order
//   reopened and done again is the same sale, so the server keys the record on the order and a second
//   "done" finds it there (this function says when to look, the record's key says whether to write).
// - Test orders (demo: placed while the company has no subscription) are never tickets.
import type { OrderData } from "../entities/order";
import { REFUNDED_STATUSES } from "../orders/refunds";

export type TicketOrder = Pick<OrderData, "status" | "paymentMethod" | "paid" | "demo">;

/**
 * Whether the change from `before` (null: the order did not exist) to `after` is the one that issues the
 * order's ticket.
 */
export function becomesTicket(before: TicketOrder | null, after: TicketOrder): boolean {
  if (after.demo === true) return false;
  if (after.paymentMethod === "online") return after.paid === true && before?.paid !== true;
  return after.status === "done" && before?.status !== "done";
}

export type RefundOrder = Pick<OrderData, "refund" | "demo">;

/**
 * Whether the change from `before` to `after` gave money back to the customer (the refund became pending or
 * succeeded): the moment the refund's rectifying record is made. A refund still "processing" may be refused
 * by the payment provider, so it records nothing yet; a refund moving from pending to succeeded is the same.
 */
export function becomesRefund(before: RefundOrder | null, after: RefundOrder): boolean {
  if (after.demo === true) return false;
  const refunded = (order: RefundOrder | null) => !!order?.refund && REFUNDED_STATUSES.includes(order.refund.status);
  return refunded(after) && !refunded(before);
}
