// The admin's English texts, taken from the message definitions the screens use, so that the browser
// tests find elements by what a user reads without retyping (and drifting from) the texts.
import { createIntl, type MessageDescriptor } from "react-intl";
import { readFileSync } from "node:fs";
import type { LanguageCode } from "@comanda/shared";

export { authMessages } from "../../web/src/auth/messages";
export { appMessages } from "../../web/src/app/messages";
export { menuMessages, shellMessages, versionMessages } from "../../web/src/app/shell/messages";
export { errorMessages } from "../../web/src/i18n/errors";
export { profileMessages } from "../../web/src/profile/messages";
export { notificationMessages } from "../../web/src/notifications/messages";
export { LANGUAGE_NAMES } from "../../web/src/i18n/languageNames";
export { uiMessages } from "../../web/src/ui/messages";
export { productListMessages } from "../../web/src/menu/products/list/messages";
export { structureMessages } from "../../web/src/menu/structure/messages";
export { productEditorMessages } from "../../web/src/menu/products/editor/messages";
export { boardMessages } from "../../web/src/orders/board/messages";
export { orderListMessages, orderDetailMessages } from "../../web/src/orders/list/messages";
export { hoursEditorMessages } from "../../web/src/settings/hours/messages";
export { openingHoursMessages } from "../../web/src/settings/openingHours/messages";
export { deliveryMessages } from "../../web/src/delivery/messages";
export { zoneEditorMessages } from "../../web/src/zones/editor/messages";

/** The English text of a message; rich-text tags (<link>…</link>) are dropped, keeping their content. */
export function en(message: MessageDescriptor): string {
  const text = message.defaultMessage;
  if (typeof text !== "string") throw new Error(`Message ${String(message.id)} has no plain English text`);
  return text.replace(/<\/?[a-zA-Z][\w-]*>/g, "");
}

const english = createIntl({ locale: "en", defaultLocale: "en", messages: {} });

/** The English text with its placeholders (plurals too) filled in, formatted as the admin formats it. */
export function enWith(message: MessageDescriptor, values: Record<string, string | number>): string {
  return english.formatMessage(message, values);
}

/** A language's catalogue (web/src/i18n/lang/<lang>.json) as it is on disk now. */
export function catalogue(language: LanguageCode): Record<string, string> {
  const url = new URL(`../../web/src/i18n/lang/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, "utf8")) as Record<string, string>;
}
