// Texts every orders screen uses: statuses (spec §4 progress labels), stations, payment states, the
// trial-mode warning (spec §8) and the test-order tag.
import { defineMessages } from "react-intl";

export const orderStatusMessages = defineMessages({
  new: { id: "orders.status.new", defaultMessage: "New" },
  wip: { id: "orders.status.wip", defaultMessage: "In process" },
  ready: { id: "orders.status.ready", defaultMessage: "Ready" },
  done: { id: "orders.status.done", defaultMessage: "Done" },
});

export const stationMessages = defineMessages({
  table: { id: "orders.station.table", defaultMessage: "Table service" },
  takeaway: { id: "orders.station.takeaway", defaultMessage: "Takeaway" },
  delivery: { id: "orders.station.delivery", defaultMessage: "Delivery" },
});

export const orderSharedMessages = defineMessages({
  number: { id: "orders.shared.number", defaultMessage: "Order {number}" },
  paidOnline: { id: "orders.shared.paidOnline", defaultMessage: "Paid online" },
  paid: { id: "orders.shared.paid", defaultMessage: "Paid" },
  payOnSite: { id: "orders.shared.payOnSite", defaultMessage: "Pay on site" },
  unpaid: { id: "orders.shared.unpaid", defaultMessage: "Unpaid" },
  testOrder: { id: "orders.shared.testOrder", defaultMessage: "Test order" },
  trialTitle: { id: "orders.shared.trialTitle", defaultMessage: "Trial mode" },
  trialText: {
    id: "orders.shared.trialText",
    defaultMessage: "Your company has no active subscription: all orders are unpaid test orders. Subscribe to take real orders.",
  },
  trialLink: { id: "orders.shared.trialLink", defaultMessage: "Choose a subscription" },
  /** The chosen pickup/delivery time: "For 19:30", "For Fri 19:30". */
  requestedTime: { id: "orders.shared.requestedTime", defaultMessage: "For {time}" },
  requestedTimeLabel: { id: "orders.shared.requestedTimeLabel", defaultMessage: "Chosen time" },
});
