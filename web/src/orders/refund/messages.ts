// Texts of the refund of an order paid online (the order detail's action, its modal and the refund's record).
import { defineMessages } from "react-intl";

export const refundMessages = defineMessages({
  action: { id: "orders.refund.action", defaultMessage: "Refund" },
  title: { id: "orders.refund.title", defaultMessage: "Refund order {number}" },
  paid: { id: "orders.refund.paid", defaultMessage: "Paid online: {amount}" },
  whole: { id: "orders.refund.whole", defaultMessage: "The whole payment ({amount})" },
  part: { id: "orders.refund.part", defaultMessage: "Part of it" },
  howMuch: { id: "orders.refund.howMuch", defaultMessage: "What to refund" },
  amount: { id: "orders.refund.amount", defaultMessage: "Amount to refund" },
  amountHelp: { id: "orders.refund.amountHelp", defaultMessage: "At most {amount}." },
  reason: { id: "orders.refund.reason", defaultMessage: "Reason" },
  reasonHelp: { id: "orders.refund.reasonHelp", defaultMessage: "Kept with the order, for your team." },
  releaseVoucher: { id: "orders.refund.releaseVoucher", defaultMessage: "Make voucher {code} usable again" },
  releaseVoucherHelp: { id: "orders.refund.releaseVoucherHelp", defaultMessage: "Left unticked, the voucher stays redeemed and cannot be used for another order." },
  next: { id: "orders.refund.next", defaultMessage: "Continue" },
  back: { id: "orders.refund.back", defaultMessage: "Back" },
  confirm: { id: "orders.refund.confirm", defaultMessage: "Refund {amount} to the customer's card? An order can be refunded only once, and this cannot be undone." },
  confirmButton: { id: "orders.refund.confirmButton", defaultMessage: "Refund {amount}" },
  done: { id: "orders.refund.done", defaultMessage: "{amount} refunded." },
  label: { id: "orders.refund.label", defaultMessage: "Refund" },
  refunded: { id: "orders.refund.refunded", defaultMessage: "{amount} refunded: {reason}" },
  pending: { id: "orders.refund.pending", defaultMessage: "{amount} refund on its way to the customer's bank: {reason}" },
  processing: { id: "orders.refund.processing", defaultMessage: "Refund of {amount} in progress…" },
  unfinished: { id: "orders.refund.unfinished", defaultMessage: "A refund of {amount} ({reason}) was started but not confirmed. Finish it now: it is refunded at most once." },
  paidOnline: { id: "orders.refund.paidOnline", defaultMessage: "Paid online" },
  paymentReference: { id: "orders.refund.paymentReference", defaultMessage: "Card payment {reference}" },
});
