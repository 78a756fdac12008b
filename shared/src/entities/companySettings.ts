// Company settings (companySettings/{companyId}): shop, payment, tip, VAT, language and delivery options.
// Every member of the company reads this document, so secrets (the Stripe secret key, the API user and
// password) are kept out of it: they live in server-only documents (companyApiSettings) and secrets.
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode, type LocalizedText } from "../languages";
import { CURRENCY_CODES, DEFAULT_CURRENCY, type CurrencyCode } from "../rules/currency";
import {
  booleanSchema,
  idSchema,
  localizedTextSchema,
  nameSchema,
  nullable,
  nullableIdSchema,
  objectSchema,
  percentSchema,
  type JsonSchema,
} from "./common";
import { deliveryZoneSchema, type DeliveryZone } from "./deliveryZone";
import { openingHoursSchema, type OpeningHoursRange } from "./openingHours";
import { DELIVERY_HOURS_RULES, type DeliveryHoursRule } from "./zone";

export const DEFAULT_TIMEZONE = "Europe/Madrid";

export interface LanguageSetting {
  language: LanguageCode;
  enabled: boolean;
}

export interface I18nSettings {
  defaultLanguage: LanguageCode;
  languages: LanguageSetting[];
  hideTranslationTabs: boolean;
  enableAutomaticTranslation: boolean;
}

/** An additional VAT rate offered for products, besides the default one. */
export interface VatRate {
  name: string;
  rate: number;
}

export interface CompanySettingsData {
  companyId?: string;
  currency: CurrencyCode;
  timezone: string;
  defaultZoneId: string | null;
  defaultPointofsaleId: string | null;
  isOpen: boolean;
  isClosedMessage: LocalizedText;
  expectedDeliveryNotice: LocalizedText;
  i18n: I18nSettings;
  tipIsEnabled: boolean;
  tipIsTaxed: boolean;
  defaultTipPercentage: number;
  /** Default VAT rate in percent. */
  vat: number;
  vatId: string | null;
  vatForTips: number;
  vatRates: VatRate[];
  sendCopyOfOrderReceipts: boolean;
  /** One or several addresses: "a@bar.es, b@bar.es". */
  sendCopyOfOrderReceiptsTo: string | null;
  sendNewOrderNotifications: boolean;
  /** One or several addresses: "a@bar.es, b@bar.es". */
  sendNewOrderNotificationsTo: string | null;
  sendSMSOnOrderReady: boolean;
  stripePublishableKey: string | null;
  enableThrottleMessage: boolean;
  throttleLimit: number | null;
  throttleMessage: LocalizedText;
  enableOfflinePayments: boolean;
  enableOfflinePaymentsConfirmation: boolean;
  /** Cash sales were authorised (terms confirmed) in the general settings. */
  cashPaymentsAuthorised: boolean;
  /** Age verification popup: grants access only on the positive answer. */
  enableLegalAgePopup: boolean;
  legalAgePopupContent: LocalizedText;
  legalAgePopupPositiveButtonLabel: LocalizedText;
  legalAgePopupNegativeButtonLabel: LocalizedText;
  enableSlotLimits: boolean;
  allowedNumberOfOrdersPerSlot: number | null;
  /** Length of a pickup/delivery time slot in minutes (slot limits count orders per slot). */
  slotMinutes: number;
  deliveryEnabled: boolean;
  /** Delivery hours: the opening hours, or their own (deliveryHours). */
  deliveryHoursRule: DeliveryHoursRule;
  apiEnabled: boolean;
  openingHours: OpeningHoursRange[];
  deliveryHours: OpeningHoursRange[];
  deliveryZones: DeliveryZone[];
}

const languageSchema: JsonSchema = { type: "string", enum: [...LANGUAGES] };

export const i18nSettingsSchema = objectSchema(
  {
    defaultLanguage: languageSchema,
    languages: {
      type: "array",
      items: objectSchema({ language: languageSchema, enabled: booleanSchema }, ["language", "enabled"]),
      maxItems: LANGUAGES.length,
    },
    hideTranslationTabs: booleanSchema,
    enableAutomaticTranslation: booleanSchema,
  },
  ["defaultLanguage", "languages", "hideTranslationTabs", "enableAutomaticTranslation"],
);

export const vatRateSchema = objectSchema({ name: nameSchema, rate: percentSchema }, ["name", "rate"]);

// Several addresses, stored as the mail sender takes them: "a@bar.es, b@bar.es" (see splitEmailList).
const emailListSchema: JsonSchema = { type: ["string", "null"], maxLength: 2000 };
const publicKey: JsonSchema = { type: ["string", "null"], maxLength: 500 };
const positiveCount: JsonSchema = nullable({ type: "integer", minimum: 1 });

const companySettingsProperties: Record<string, JsonSchema> = {
  companyId: idSchema,
  currency: { type: "string", enum: [...CURRENCY_CODES] },
  // An IANA time zone name such as Europe/Madrid or UTC.
  timezone: { type: "string", maxLength: 64, pattern: "^[A-Za-z]+(/[A-Za-z0-9_+\\-]+)*$" },
  defaultZoneId: nullableIdSchema,
  defaultPointofsaleId: nullableIdSchema,
  isOpen: booleanSchema,
  isClosedMessage: localizedTextSchema,
  expectedDeliveryNotice: localizedTextSchema,
  i18n: i18nSettingsSchema,
  tipIsEnabled: booleanSchema,
  tipIsTaxed: booleanSchema,
  defaultTipPercentage: percentSchema,
  vat: percentSchema,
  vatId: { type: ["string", "null"], maxLength: 40 },
  vatForTips: percentSchema,
  vatRates: { type: "array", items: vatRateSchema, maxItems: 20 },
  sendCopyOfOrderReceipts: booleanSchema,
  sendCopyOfOrderReceiptsTo: emailListSchema,
  sendNewOrderNotifications: booleanSchema,
  sendNewOrderNotificationsTo: emailListSchema,
  sendSMSOnOrderReady: booleanSchema,
  stripePublishableKey: publicKey,
  enableThrottleMessage: booleanSchema,
  throttleLimit: positiveCount,
  throttleMessage: localizedTextSchema,
  enableOfflinePayments: booleanSchema,
  enableOfflinePaymentsConfirmation: booleanSchema,
  cashPaymentsAuthorised: booleanSchema,
  enableLegalAgePopup: booleanSchema,
  legalAgePopupContent: localizedTextSchema,
  legalAgePopupPositiveButtonLabel: localizedTextSchema,
  legalAgePopupNegativeButtonLabel: localizedTextSchema,
  enableSlotLimits: booleanSchema,
  allowedNumberOfOrdersPerSlot: positiveCount,
  slotMinutes: { type: "integer", minimum: 5, maximum: 240 },
  deliveryEnabled: booleanSchema,
  deliveryHoursRule: { type: "string", enum: [...DELIVERY_HOURS_RULES] },
  apiEnabled: booleanSchema,
  openingHours: openingHoursSchema,
  deliveryHours: openingHoursSchema,
  deliveryZones: { type: "array", items: deliveryZoneSchema, maxItems: 200 },
};
export const companySettingsSchema = objectSchema(companySettingsProperties, ["currency", "timezone", "i18n", "isOpen"]);

export function defaultI18nSettings(): I18nSettings {
  return {
    defaultLanguage: DEFAULT_LANGUAGE,
    languages: LANGUAGES.map((language) => ({ language, enabled: language === DEFAULT_LANGUAGE })),
    hideTranslationTabs: false,
    enableAutomaticTranslation: false,
  };
}

/** The settings of a new company; overrides replace whole fields (pass a full i18n to change it). */
export function defaultCompanySettings(overrides: Partial<CompanySettingsData> = {}): CompanySettingsData {
  return {
    currency: DEFAULT_CURRENCY,
    timezone: DEFAULT_TIMEZONE,
    defaultZoneId: null,
    defaultPointofsaleId: null,
    isOpen: true,
    isClosedMessage: {},
    expectedDeliveryNotice: {},
    i18n: defaultI18nSettings(),
    tipIsEnabled: false,
    tipIsTaxed: false,
    defaultTipPercentage: 0,
    vat: 0,
    vatId: null,
    vatForTips: 0,
    vatRates: [],
    sendCopyOfOrderReceipts: false,
    sendCopyOfOrderReceiptsTo: null,
    sendNewOrderNotifications: false,
    sendNewOrderNotificationsTo: null,
    sendSMSOnOrderReady: false,
    stripePublishableKey: null,
    enableThrottleMessage: false,
    throttleLimit: null,
    throttleMessage: {},
    enableOfflinePayments: false,
    enableOfflinePaymentsConfirmation: false,
    cashPaymentsAuthorised: false,
    enableLegalAgePopup: false,
    legalAgePopupContent: {},
    legalAgePopupPositiveButtonLabel: {},
    legalAgePopupNegativeButtonLabel: {},
    enableSlotLimits: false,
    allowedNumberOfOrdersPerSlot: null,
    slotMinutes: 15,
    deliveryEnabled: false,
    deliveryHoursRule: "sameAsOpeningHours",
    apiEnabled: false,
    openingHours: [],
    deliveryHours: [],
    deliveryZones: [],
    ...overrides,
  };
}

/** The enabled content languages, the default one first (it is always counted as enabled). */
export function enabledLanguages(i18n: I18nSettings | null | undefined): LanguageCode[] {
  const settings = i18n ?? defaultI18nSettings();
  const enabled = settings.languages.filter((l) => l.enabled && l.language !== settings.defaultLanguage).map((l) => l.language);
  return [settings.defaultLanguage, ...LANGUAGES.filter((l) => enabled.includes(l))];
}
