// Body and checks of POST /api/settings/general (the /settings/general screen): time zone, default point
// of sale, currency, VAT, tips, payments, notification addresses, ready SMS, throttle message, expected
// delivery notice and the age verification popup. The request schema checks shapes and sizes; the pure
// checks below give the codes the screen explains, so that the server stores nothing the screen would refuse.
import type { SchemaObject } from "ajv";
import { IANAZone } from "luxon";
import { booleanSchema, localizedTextSchema, nullable, nullableIdSchema, objectSchema, percentSchema } from "../entities/common";
import type { CompanySettingsData, VatRate } from "../entities/companySettings";
import type { LocalizedText } from "../languages";
import { isCurrency } from "../rules/currency";
import { addFieldError, type FieldErrors } from "../validation";

export const GENERAL_SETTINGS_FIELDS = [
  "timezone",
  "defaultPointofsaleId",
  "currency",
  "vat",
  "vatId",
  "vatRates",
  "tipIsEnabled",
  "defaultTipPercentage",
  "tipIsTaxed",
  "vatForTips",
  "enableOfflinePayments",
  "enableOfflinePaymentsConfirmation",
  "cashPaymentsAuthorised",
  "sendNewOrderNotifications",
  "sendNewOrderNotificationsTo",
  "sendCopyOfOrderReceipts",
  "sendCopyOfOrderReceiptsTo",
  "sendSMSOnOrderReady",
  "enableThrottleMessage",
  "throttleLimit",
  "throttleMessage",
  "expectedDeliveryNotice",
  "enableLegalAgePopup",
  "legalAgePopupContent",
  "legalAgePopupPositiveButtonLabel",
  "legalAgePopupNegativeButtonLabel",
] as const;

export type GeneralSettingsField = (typeof GENERAL_SETTINGS_FIELDS)[number];

/**
 * POST /api/settings/general (owner or permission `settings`): every field of the general settings screen,
 * which replace the stored ones (per-language texts as a whole). The default point of sale also sets
 * defaultZoneId (the zone that holds it) and the points of sale's default flags.
 * Refusals, as field errors of a `validation` answer: the codes of generalSettingsErrors; defaultPointofsaleId
 * "pointofsale-not-found"; vatRates.N.rate (or vat) "vat-rate-in-use" when a rate that products use would
 * disappear, with those products in the answer's `details.vatRateInUse`; ajv keywords for shapes.
 * Every change of vat, vatRates, vatId or vatForTips is logged in vatChanges (VatChangeData).
 */
export type GeneralSettings = Pick<CompanySettingsData, GeneralSettingsField>;

export interface GeneralSettingsAnswer {
  settings: GeneralSettings;
}

/** A product that still uses a VAT rate the save would remove (details of a `vat-rate-in-use` refusal). */
export interface VatRateUser {
  id: string;
  name: string;
}

/** `details` of a refusal with `vat-rate-in-use`: the removed rates (in percent) and the products using each. */
export interface VatRateInUseDetails {
  vatRateInUse: { rate: number; products: VatRateUser[] }[];
}

/** The VAT fields whose changes are logged. */
export const VAT_LOGGED_FIELDS = ["vat", "vatRates", "vatId", "vatForTips"] as const;
export type VatLoggedField = (typeof VAT_LOGGED_FIELDS)[number];

/** vatChanges/{id}: one change of one VAT field, written by the server in the save's transaction. */
export interface VatChangeData {
  companyId: string;
  field: VatLoggedField;
  oldValue: number | string | VatRate[] | null;
  newValue: number | string | VatRate[] | null;
  /** Who saved it: the user id and, when known, their name or e-mail. */
  byUid: string;
  byName: string | null;
  /** ISO 8601. */
  at: string;
}

/** Bounds the screen's inputs share with the server. */
export const GENERAL_SETTINGS_LIMITS = {
  maxEmails: 10,
  emailListLength: 2000,
  vatIdLength: 40,
  maxVatRates: 20,
  throttleLimitMax: 10_000,
  textLength: 2000,
  buttonLabelLength: 60,
} as const;

function textMap(maxLength: number): SchemaObject {
  const schema = localizedTextSchema as { properties: Record<string, SchemaObject> };
  return { ...localizedTextSchema, properties: Object.fromEntries(Object.keys(schema.properties).map((l) => [l, { type: "string", maxLength }])) };
}

export const generalSettingsSchema: SchemaObject = objectSchema(
  {
    // Shapes only: an unknown zone or currency gets through to the checks and their codes.
    timezone: { type: "string", maxLength: 64 },
    defaultPointofsaleId: nullableIdSchema,
    currency: { type: "string", maxLength: 8 },
    vat: percentSchema,
    vatId: nullable({ type: "string", maxLength: GENERAL_SETTINGS_LIMITS.vatIdLength }),
    vatRates: {
      type: "array",
      maxItems: GENERAL_SETTINGS_LIMITS.maxVatRates,
      items: objectSchema({ name: { type: "string", maxLength: 200 }, rate: percentSchema }, ["name", "rate"]),
    },
    tipIsEnabled: booleanSchema,
    defaultTipPercentage: percentSchema,
    tipIsTaxed: booleanSchema,
    vatForTips: percentSchema,
    enableOfflinePayments: booleanSchema,
    enableOfflinePaymentsConfirmation: booleanSchema,
    cashPaymentsAuthorised: booleanSchema,
    sendNewOrderNotifications: booleanSchema,
    sendNewOrderNotificationsTo: nullable({ type: "string", maxLength: GENERAL_SETTINGS_LIMITS.emailListLength }),
    sendCopyOfOrderReceipts: booleanSchema,
    sendCopyOfOrderReceiptsTo: nullable({ type: "string", maxLength: GENERAL_SETTINGS_LIMITS.emailListLength }),
    sendSMSOnOrderReady: booleanSchema,
    enableThrottleMessage: booleanSchema,
    throttleLimit: nullable({ type: "integer", minimum: 1, maximum: GENERAL_SETTINGS_LIMITS.throttleLimitMax }),
    throttleMessage: textMap(GENERAL_SETTINGS_LIMITS.textLength),
    expectedDeliveryNotice: textMap(GENERAL_SETTINGS_LIMITS.textLength),
    enableLegalAgePopup: booleanSchema,
    legalAgePopupContent: textMap(GENERAL_SETTINGS_LIMITS.textLength),
    legalAgePopupPositiveButtonLabel: textMap(GENERAL_SETTINGS_LIMITS.buttonLabelLength),
    legalAgePopupNegativeButtonLabel: textMap(GENERAL_SETTINGS_LIMITS.buttonLabelLength),
  },
  GENERAL_SETTINGS_FIELDS,
);

/** Is this an IANA time zone name luxon (and so the whole product) can compute with? "UTC" counts. */
export function isValidTimezone(name: unknown): name is string {
  return typeof name === "string" && name.trim() === name && name.length > 0 && IANAZone.isValidZone(name);
}

// The same pattern as ajv-formats' "email" (fast mode), so the screen and the stored shape agree.
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** The addresses of a list as typed: separated by commas, semicolons, spaces or line breaks; empty parts dropped. */
export function splitEmailList(text: string | null | undefined): string[] {
  return (text ?? "").split(/[\s,;]+/).filter((part) => part !== "");
}

/** A list as stored (and as the mail sender takes it): "a@bar.es, b@bar.es", or null when empty. */
export function joinEmailList(addresses: readonly string[]): string | null {
  return addresses.length > 0 ? addresses.join(", ") : null;
}

/** The addresses of a list that are not e-mail addresses, as typed. */
export function invalidEmails(text: string | null | undefined): string[] {
  return splitEmailList(text).filter((address) => address.length > 320 || !EMAIL.test(address));
}

/** The codes of one address list: "required" when on and empty, "email-invalid", "email-list-too-long". */
export function emailListErrors(enabled: boolean, text: string | null | undefined): string[] {
  const addresses = splitEmailList(text);
  const codes: string[] = [];
  if (enabled && addresses.length === 0) codes.push("required");
  if (invalidEmails(text).length > 0) codes.push("email-invalid");
  if (addresses.length > GENERAL_SETTINGS_LIMITS.maxEmails) codes.push("email-list-too-long");
  return codes;
}

const VAT_ID = /^[A-Za-z0-9][A-Za-z0-9 .\-/]{1,39}$/;

/** A VAT id as tax offices write them: letters, digits, spaces, dots, dashes, slashes; 2 to 40 characters. */
export function isValidVatId(value: string): boolean {
  return VAT_ID.test(value.trim());
}

/** Rates are compared to a hundredth of a percent: 10 and 10.001 are the same rate. */
export const VAT_RATE_EPSILON = 0.005;
export function sameVatRate(a: number, b: number): boolean {
  return Math.abs(a - b) < VAT_RATE_EPSILON;
}

/** Every rate the company offers for products: the default one, then the additional ones. */
export function offeredVatRates(settings: Pick<CompanySettingsData, "vat" | "vatRates">): number[] {
  const rates: number[] = [];
  for (const rate of [settings.vat, ...(settings.vatRates ?? []).map((r) => r.rate)]) {
    if (typeof rate === "number" && !rates.some((r) => sameVatRate(r, rate))) rates.push(rate);
  }
  return rates;
}

/** The rates offered before and no longer offered after a change (those products may still use). */
export function removedVatRates(before: Pick<CompanySettingsData, "vat" | "vatRates">, after: Pick<CompanySettingsData, "vat" | "vatRates">): number[] {
  const kept = offeredVatRates(after);
  return offeredVatRates(before).filter((rate) => !kept.some((r) => sameVatRate(r, rate)));
}

function hasText(text: LocalizedText | null | undefined): boolean {
  return Object.values(text ?? {}).some((value) => typeof value === "string" && value.trim() !== "");
}

/** Does this additional rate (at `index`) repeat the default rate or an additional rate before it? */
function repeatsARate(vat: number, rates: readonly VatRate[], index: number): boolean {
  const rate = rates[index];
  return rate !== undefined && (sameVatRate(rate.rate, vat) || rates.slice(0, index).some((other) => sameVatRate(other.rate, rate.rate)));
}

/**
 * The additional rates a save refuses as "vat-rate-duplicate": those that repeat the default rate or an earlier
 * additional rate, unless the stored settings already held that very row (same name and rate) as such a
 * repetition. Settings saved before the rule (and the first demo data) may offer a rate twice; the owner must
 * still be able to save them without touching the VAT rows, while a save never adds a repetition (a new or
 * changed row, or a default rate changed onto an additional one). The repetition is harmless for products,
 * which pick a rate by its number.
 */
export function duplicateVatRateIndexes(body: Pick<GeneralSettings, "vat" | "vatRates">, stored?: Partial<Pick<CompanySettingsData, "vat" | "vatRates">>): number[] {
  const storedRates = stored?.vatRates ?? [];
  const storedVat = stored?.vat;
  const alreadyRepeated = (rate: VatRate) =>
    typeof storedVat === "number" &&
    storedRates.some((old, j) => old.name.trim() === rate.name.trim() && sameVatRate(old.rate, rate.rate) && repeatsARate(storedVat, storedRates, j));
  return body.vatRates.flatMap((rate, index) => (repeatsARate(body.vat, body.vatRates, index) && !alreadyRepeated(rate) ? [index] : []));
}

/**
 * What the screen would refuse in a body that passed generalSettingsSchema; `{}` when nothing. `stored` (the
 * settings as saved) lets a repetition of a VAT rate that was already saved through (duplicateVatRateIndexes).
 */
export function generalSettingsErrors(body: GeneralSettings, stored?: Partial<Pick<CompanySettingsData, "vat" | "vatRates">>): FieldErrors {
  const fields: FieldErrors = {};
  if (!isValidTimezone(body.timezone)) addFieldError(fields, "timezone", "timezone-invalid");
  if (!isCurrency(body.currency)) addFieldError(fields, "currency", "currency-unknown");
  if (body.vatId != null && body.vatId.trim() !== "" && !isValidVatId(body.vatId)) addFieldError(fields, "vatId", "vat-id-invalid");

  body.vatRates.forEach((rate, index) => {
    if (rate.name.trim() === "") addFieldError(fields, `vatRates.${index}.name`, "required");
  });
  for (const index of duplicateVatRateIndexes(body, stored)) addFieldError(fields, `vatRates.${index}.rate`, "vat-rate-duplicate");

  // Authorising cash sales needs the terms confirmed (spec §5).
  if (body.enableOfflinePayments && !body.cashPaymentsAuthorised) addFieldError(fields, "cashPaymentsAuthorised", "cash-terms-required");

  for (const [on, field] of [
    [body.sendNewOrderNotifications, "sendNewOrderNotificationsTo"],
    [body.sendCopyOfOrderReceipts, "sendCopyOfOrderReceiptsTo"],
  ] as const) {
    for (const code of emailListErrors(on, body[field])) addFieldError(fields, field, code);
  }

  if (body.enableThrottleMessage) {
    if (body.throttleLimit == null) addFieldError(fields, "throttleLimit", "required");
    if (!hasText(body.throttleMessage)) addFieldError(fields, "throttleMessage", "required");
  }
  if (body.enableLegalAgePopup) {
    for (const field of ["legalAgePopupContent", "legalAgePopupPositiveButtonLabel", "legalAgePopupNegativeButtonLabel"] as const) {
      if (!hasText(body[field])) addFieldError(fields, field, "required");
    }
  }
  return fields;
}

/** The body as stored: trimmed VAT id and rate names (blank → null), address lists written as "a, b". */
export function storedGeneralSettings(body: GeneralSettings): GeneralSettings {
  const vatId = body.vatId?.trim() ?? "";
  const settings = Object.fromEntries(GENERAL_SETTINGS_FIELDS.map((f) => [f, body[f]])) as GeneralSettings;
  return {
    ...settings,
    vatId: vatId === "" ? null : vatId,
    vatRates: body.vatRates.map((r) => ({ name: r.name.trim(), rate: r.rate })),
    sendNewOrderNotificationsTo: joinEmailList(splitEmailList(body.sendNewOrderNotificationsTo)),
    sendCopyOfOrderReceiptsTo: joinEmailList(splitEmailList(body.sendCopyOfOrderReceiptsTo)),
  };
}

/** The logged VAT fields that differ between the stored settings and the new ones, with both values. */
export function vatChanges(
  before: Partial<Pick<CompanySettingsData, VatLoggedField>>,
  after: Pick<CompanySettingsData, VatLoggedField>,
): { field: VatLoggedField; oldValue: VatChangeData["oldValue"]; newValue: VatChangeData["newValue"] }[] {
  const out: { field: VatLoggedField; oldValue: VatChangeData["oldValue"]; newValue: VatChangeData["newValue"] }[] = [];
  for (const field of VAT_LOGGED_FIELDS) {
    const oldValue = (before[field] ?? (field === "vatRates" ? [] : field === "vatId" ? null : 0)) as VatChangeData["oldValue"];
    const newValue = after[field] as VatChangeData["newValue"];
    if (JSON.stringify(oldValue) !== JSON.stringify(newValue)) out.push({ field, oldValue, newValue });
  }
  return out;
}
