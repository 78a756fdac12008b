// A notification for one user of a company (e.g. an order left unprocessed for 10 minutes).
import { booleanSchema, dateTimeSchema, idSchema, nullableIdSchema, objectSchema, textSchema, type IsoDateTime } from "./common";

/** Message ids the server writes into notifications; the admin shows each in the user's language. */
export const NOTIFICATION_MESSAGE_IDS = ["unprocessed-order", "welcome", "translation-failed", "printer-offline", "tax-transmission-paused"] as const;
export type NotificationMessageId = (typeof NOTIFICATION_MESSAGE_IDS)[number];

export interface NotificationData {
  companyId: string;
  userId: string;
  date: IsoDateTime;
  read: boolean;
  /** A message id (turned into text by web/), or a text. */
  message?: string;
  orderId?: string | null;
  /**
   * translation-failed: the text that could not be translated automatically (it is saved as written); printer-offline: the printer's name;
   * tax-transmission-paused: the last failure's code and the agency's text.
   */
  about?: string;
}
export const notificationSchema = objectSchema(
  { companyId: idSchema, userId: idSchema, date: dateTimeSchema, read: booleanSchema, message: textSchema, orderId: nullableIdSchema, about: textSchema },
  ["companyId", "userId", "date", "read"],
);
