import { defineMessages } from "react-intl";

/** Spec §8: the 'no payment connection' warning (apart from the banking screen's texts: the orders and zone screens load only these). */
export const paymentWarningMessages = defineMessages({
  title: { id: "banking.warning.title", defaultMessage: "No payment connection" },
  text: {
    id: "banking.warning.text",
    defaultMessage: "Online payment is switched on, but no card payment provider is connected: customers cannot pay online until you connect one.",
  },
  waitingText: {
    id: "banking.warning.waitingText",
    defaultMessage: "Online payment is switched on, but the connection to the card payment provider is not complete yet: customers cannot pay online until it is.",
  },
  // Where no switch of online payment is on the screen (general settings, the orders screens): a sales zone's.
  zonesText: {
    id: "banking.warning.zonesText",
    defaultMessage: "Online payment is switched on in a sales zone, but no card payment provider is connected: customers cannot pay online until you connect one.",
  },
  zonesWaitingText: {
    id: "banking.warning.zonesWaitingText",
    defaultMessage: "Online payment is switched on in a sales zone, but the connection to the card payment provider is not complete yet: customers cannot pay online until it is.",
  },
  link: { id: "banking.warning.link", defaultMessage: "Go to Banking" },
});
