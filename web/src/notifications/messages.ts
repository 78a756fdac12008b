import { defineMessages } from "react-intl";

export const notificationMessages = defineMessages({
  title: { id: "notifications.title", defaultMessage: "Notifications" },
  empty: { id: "notifications.empty", defaultMessage: "You have no notifications." },
  unread: { id: "notifications.unread", defaultMessage: "{count, plural, =0 {All read} one {# unread} other {# unread}}" },
  markRead: { id: "notifications.markRead", defaultMessage: "Mark as read" },
  markAllRead: { id: "notifications.markAllRead", defaultMessage: "Mark all as read" },
  newBadge: { id: "notifications.newBadge", defaultMessage: "New" },
  openOrders: { id: "notifications.openOrders", defaultMessage: "Show open orders" },
  openPrinters: { id: "notifications.openPrinters", defaultMessage: "Show printers" },
  openTaxes: { id: "notifications.openTaxes", defaultMessage: "Show tax records" },
  untitled: { id: "notifications.untitled", defaultMessage: "Notification" },
  anonymousText: { id: "notifications.anonymous.text", defaultMessage: "Your notifications appear here once you are logged in." },
  login: { id: "notifications.anonymous.login", defaultMessage: "Log in" },
  // Texts of the message ids the server writes into a notification.
  unprocessedOrder: { id: "notifications.message.unprocessedOrder", defaultMessage: "An order has been waiting for more than 10 minutes." },
  printerOffline: { id: "notifications.message.printerOffline", defaultMessage: "The printer {name} is offline and has tickets waiting." },
  taxTransmissionPaused: {
    id: "notifications.message.taxTransmissionPaused",
    defaultMessage: "Sending your billing records to the tax agency (VERI*FACTU) stopped after repeated errors ({text}). Your receipts are kept; press Continue in Settings › Taxes once the problem is solved.",
  },
  welcome: { id: "notifications.message.welcome", defaultMessage: "Welcome to Comanda! Your menu and zones are ready." },
  translationFailed: {
    id: "notifications.message.translationFailed",
    defaultMessage: "Automatic translation of “{text}” failed. The text is saved as you wrote it; add the other languages yourself.",
  },
});
