// The general settings form's model: stored settings → form values → the body of POST /api/settings/general.
// Plain functions so the screen stays thin and the conversions are tested on their own.
import {
  DEFAULT_CURRENCY,
  DEFAULT_TIMEZONE,
  isCurrency,
  isValidTimezone,
  type FieldErrors,
  type GeneralSettings,
  type LocalizedText,
  type VatRateInUseDetails,
} from "@comanda/shared";
import type { CompanySettings } from "../../company";

export interface VatRateRow {
  name: string;
  rate: number | null;
}

export interface GeneralFormValues {
  timezone: string;
  /** "" for none (a select option cannot hold null). */
  defaultPointofsaleId: string;
  currency: string;
  vat: number | null;
  vatId: string;
  vatRates: VatRateRow[];
  tipIsEnabled: boolean;
  defaultTipPercentage: number | null;
  tipIsTaxed: boolean;
  vatForTips: number | null;
  enableOfflinePayments: boolean;
  enableOfflinePaymentsConfirmation: boolean;
  cashPaymentsAuthorised: boolean;
  sendNewOrderNotifications: boolean;
  sendNewOrderNotificationsTo: string;
  sendCopyOfOrderReceipts: boolean;
  sendCopyOfOrderReceiptsTo: string;
  sendSMSOnOrderReady: boolean;
  enableThrottleMessage: boolean;
  throttleLimit: number | null;
  throttleMessage: LocalizedText;
  expectedDeliveryNotice: LocalizedText;
  enableLegalAgePopup: boolean;
  legalAgePopupContent: LocalizedText;
  legalAgePopupPositiveButtonLabel: LocalizedText;
  legalAgePopupNegativeButtonLabel: LocalizedText;
}

/** The form field under which the products still using a removed rate are listed. */
export const VAT_IN_USE_FIELD = "vatRatesInUse";

/** The form's values of the stored settings; an unknown currency or zone shows as the default (EUR, Europe/Madrid). */
export function formValuesOf(s: CompanySettings | null): GeneralFormValues {
  return {
    timezone: isValidTimezone(s?.timezone) ? s.timezone : DEFAULT_TIMEZONE,
    defaultPointofsaleId: s?.defaultPointofsaleId ?? "",
    currency: isCurrency(s?.currency?.toUpperCase()) ? (s?.currency?.toUpperCase() as string) : DEFAULT_CURRENCY,
    vat: s?.vat ?? 0,
    vatId: s?.vatId ?? "",
    vatRates: (s?.vatRates ?? []).map((r) => ({ name: r.name, rate: r.rate })),
    tipIsEnabled: s?.tipIsEnabled ?? false,
    defaultTipPercentage: s?.defaultTipPercentage ?? 0,
    tipIsTaxed: s?.tipIsTaxed ?? false,
    vatForTips: s?.vatForTips ?? 0,
    enableOfflinePayments: s?.enableOfflinePayments ?? false,
    enableOfflinePaymentsConfirmation: s?.enableOfflinePaymentsConfirmation ?? false,
    cashPaymentsAuthorised: s?.cashPaymentsAuthorised ?? false,
    sendNewOrderNotifications: s?.sendNewOrderNotifications ?? false,
    sendNewOrderNotificationsTo: s?.sendNewOrderNotificationsTo ?? "",
    sendCopyOfOrderReceipts: s?.sendCopyOfOrderReceipts ?? false,
    sendCopyOfOrderReceiptsTo: s?.sendCopyOfOrderReceiptsTo ?? "",
    sendSMSOnOrderReady: s?.sendSMSOnOrderReady ?? false,
    enableThrottleMessage: s?.enableThrottleMessage ?? false,
    throttleLimit: s?.throttleLimit ?? null,
    throttleMessage: s?.throttleMessage ?? {},
    expectedDeliveryNotice: s?.expectedDeliveryNotice ?? {},
    enableLegalAgePopup: s?.enableLegalAgePopup ?? false,
    legalAgePopupContent: s?.legalAgePopupContent ?? {},
    legalAgePopupPositiveButtonLabel: s?.legalAgePopupPositiveButtonLabel ?? {},
    legalAgePopupNegativeButtonLabel: s?.legalAgePopupNegativeButtonLabel ?? {},
  };
}

/** Only the languages with text: an emptied tab is removed rather than stored as "". */
function texts(value: LocalizedText | undefined): LocalizedText {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, text]) => typeof text === "string" && text.trim() !== "")) as LocalizedText;
}

/** An empty number field: the server's "type" refusal would say little, so an empty percentage is 0 and an empty limit null. */
function percent(value: number | null | undefined): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/** The body of the save, from everything the form holds. */
export function requestOf(v: GeneralFormValues): GeneralSettings {
  return {
    timezone: v.timezone,
    defaultPointofsaleId: v.defaultPointofsaleId ? v.defaultPointofsaleId : null,
    currency: v.currency as GeneralSettings["currency"],
    vat: percent(v.vat),
    vatId: v.vatId?.trim() ? v.vatId.trim() : null,
    vatRates: (v.vatRates ?? []).map((r) => ({ name: r?.name ?? "", rate: percent(r?.rate) })),
    tipIsEnabled: v.tipIsEnabled === true,
    defaultTipPercentage: percent(v.defaultTipPercentage),
    tipIsTaxed: v.tipIsTaxed === true,
    vatForTips: percent(v.vatForTips),
    enableOfflinePayments: v.enableOfflinePayments === true,
    enableOfflinePaymentsConfirmation: v.enableOfflinePaymentsConfirmation === true,
    cashPaymentsAuthorised: v.cashPaymentsAuthorised === true,
    sendNewOrderNotifications: v.sendNewOrderNotifications === true,
    sendNewOrderNotificationsTo: v.sendNewOrderNotificationsTo?.trim() ? v.sendNewOrderNotificationsTo : null,
    sendCopyOfOrderReceipts: v.sendCopyOfOrderReceipts === true,
    sendCopyOfOrderReceiptsTo: v.sendCopyOfOrderReceiptsTo?.trim() ? v.sendCopyOfOrderReceiptsTo : null,
    sendSMSOnOrderReady: v.sendSMSOnOrderReady === true,
    enableThrottleMessage: v.enableThrottleMessage === true,
    throttleLimit: typeof v.throttleLimit === "number" && Number.isFinite(v.throttleLimit) ? Math.round(v.throttleLimit) : null,
    throttleMessage: texts(v.throttleMessage),
    expectedDeliveryNotice: texts(v.expectedDeliveryNotice),
    enableLegalAgePopup: v.enableLegalAgePopup === true,
    legalAgePopupContent: texts(v.legalAgePopupContent),
    legalAgePopupPositiveButtonLabel: texts(v.legalAgePopupPositiveButtonLabel),
    legalAgePopupNegativeButtonLabel: texts(v.legalAgePopupNegativeButtonLabel),
  };
}

/** A removed rate still in use on the additional list is shown under the list (where the products are named). */
export function placeFieldErrors(fields: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, codes] of Object.entries(fields)) {
    const target = path === "vatRates" ? VAT_IN_USE_FIELD : path;
    out[target] = [...(out[target] ?? []), ...codes];
  }
  return out;
}

/** The products per removed rate from a refusal's details; [] when it has none (or a shape we do not know). */
export function vatRatesInUseOf(details: Record<string, unknown> | undefined): VatRateInUseDetails["vatRateInUse"] {
  const list = details?.vatRateInUse;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is VatRateInUseDetails["vatRateInUse"][number] =>
      !!entry && typeof entry === "object" && typeof (entry as { rate?: unknown }).rate === "number" && Array.isArray((entry as { products?: unknown }).products),
  );
}

/** Every IANA zone the browser knows, UTC first; the stored one is kept even if the browser lacks it. */
export function timezoneNames(current: string): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const known = intl.supportedValuesOf?.("timeZone") ?? [DEFAULT_TIMEZONE];
  const names = ["UTC", ...known.filter((z) => z !== "UTC")];
  return names.includes(current) ? names : [current, ...names];
}

/** "14:05, Wednesday" in a zone, in the interface language; "" for a zone the browser cannot use. */
export function localTimeIn(timezone: string, locale: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat(locale, { timeZone: timezone, hour: "2-digit", minute: "2-digit", weekday: "long", hourCycle: "h23" }).format(now);
  } catch {
    return "";
  }
}
