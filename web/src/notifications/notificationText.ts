// A notification's `message` is a message id the server knows, or a plain text (spec §3).
import type { IntlShape } from "react-intl";
import { notificationMessages } from "./messages";

const BY_ID = {
  "unprocessed-order": notificationMessages.unprocessedOrder,
} as const;

export function notificationText(intl: IntlShape, message: string | undefined): string {
  if (!message?.trim()) return intl.formatMessage(notificationMessages.untitled);
  const descriptor = (BY_ID as Record<string, (typeof BY_ID)[keyof typeof BY_ID]>)[message];
  return descriptor ? intl.formatMessage(descriptor) : message;
}
