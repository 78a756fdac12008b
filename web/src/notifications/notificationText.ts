// A notification's `message` is a message id the server knows, or a plain text (spec §3).
import type { IntlShape, MessageDescriptor } from "react-intl";
import type { NotificationMessageId } from "@comanda/shared";
import { notificationMessages } from "./messages";

const BY_ID: Record<NotificationMessageId, MessageDescriptor> = {
  "unprocessed-order": notificationMessages.unprocessedOrder,
  "printer-offline": notificationMessages.printerOffline,
  "tax-transmission-paused": notificationMessages.taxTransmissionPaused,
  welcome: notificationMessages.welcome,
  "translation-failed": notificationMessages.translationFailed,
};

/**
 * `about`: the text a notification is about (translation-failed names the text that was not translated, printer-offline the printer,
 * tax-transmission-paused the last error).
 */
export function notificationText(intl: IntlShape, message: string | undefined, about = ""): string {
  if (!message?.trim()) return intl.formatMessage(notificationMessages.untitled);
  const descriptor = (BY_ID as Record<string, MessageDescriptor | undefined>)[message];
  return descriptor ? intl.formatMessage(descriptor, { text: about, name: about }) : message;
}
