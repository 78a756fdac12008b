// The /delivery form's values and their conversions: stored settings ↔ form, a delivery zone ↔ its editor
// (weights entered in kg, stored in grams), and the "try an address" answer on the values being edited.
import {
  addFieldError,
  COUNTRIES,
  deliveryQuote,
  postcodePatterns,
  sortPriceBrackets,
  validateDeliveryZone,
  type CompanySettingsData,
  type CountryCode,
  type DeliveryHoursRule,
  type DeliveryQuote,
  type DeliveryZone,
  type DeliveryZoneErrors,
  type FieldErrors,
  type OpeningHoursRange,
  type PostcodeScope,
} from "@comanda/shared";
import type { CompanySettings } from "../company";

export interface DeliveryFormValues {
  deliveryEnabled: boolean;
  deliveryZones: DeliveryZone[];
  deliveryHoursRule: DeliveryHoursRule;
  deliveryHours: OpeningHoursRange[];
}

export type DeliverySettingsPatch = Pick<CompanySettingsData, "deliveryEnabled" | "deliveryZones" | "deliveryHoursRule" | "deliveryHours">;

/** The form's values from the stored settings (missing fields: delivery off, no zones, the opening hours). */
export function formValuesOf(settings: CompanySettings | null): DeliveryFormValues {
  return {
    deliveryEnabled: settings?.deliveryEnabled === true,
    deliveryZones: settings?.deliveryZones ?? [],
    deliveryHoursRule: settings?.deliveryHoursRule === "different" ? "different" : "sameAsOpeningHours",
    deliveryHours: settings?.deliveryHours ?? [],
  };
}

/** What saving writes into companySettings: only the delivery fields. */
export function settingsPatchOf(values: DeliveryFormValues): DeliverySettingsPatch {
  return {
    deliveryEnabled: values.deliveryEnabled === true,
    deliveryZones: values.deliveryZones ?? [],
    deliveryHoursRule: values.deliveryHoursRule === "different" ? "different" : "sameAsOpeningHours",
    deliveryHours: values.deliveryHours ?? [],
  };
}

// ---- A refusal of the server -------------------------------------------------------------------------

/** A zone the server refused: the zone as it was sent, and the codes of its fields. */
export interface RefusedZone {
  zone: DeliveryZone;
  codes: string[];
}

export interface DeliveryRefusal {
  /** By zone id: shown on the zone's card while the zone stays as it was sent. */
  zones: Record<string, RefusedZone>;
  /** The other field errors, for the form: the delivery hours' ones under the field showing them. */
  fields: FieldErrors;
}

/**
 * Sorts the field errors of a refused save ("deliveryZones.1.name", "deliveryHours.0.to") by where the
 * screen shows them: on the zone's card, under the hours editor (under the rule while the editor is hidden).
 * A refused zone also marks the form field `deliveryZones`, so that the form counts as refused.
 */
export function splitRefusal(fields: FieldErrors, sent: DeliveryFormValues): DeliveryRefusal {
  const zones: Record<string, RefusedZone> = {};
  const rest: FieldErrors = {};
  const add = (path: string, code: string) => addFieldError(rest, path, code);
  const hoursField = sent.deliveryHoursRule === "different" ? "deliveryHours" : "deliveryHoursRule";
  for (const [path, codes] of Object.entries(fields)) {
    const zone = /^deliveryZones\.(\d+)(\.|$)/.exec(path);
    const sentZone = zone ? sent.deliveryZones[Number(zone[1])] : undefined;
    if (sentZone) {
      const refused = (zones[sentZone.id] ??= { zone: sentZone, codes: [] });
      for (const code of codes) if (!refused.codes.includes(code)) refused.codes.push(code);
      add("deliveryZones", "validation");
    } else if (path === "deliveryHours" || path.startsWith("deliveryHours.")) {
      for (const code of codes) add(hoursField, code);
    } else {
      for (const code of codes) add(path, code);
    }
  }
  return { zones, fields: rest };
}

/** The refused zones' codes by id, for the zones that are still as they were sent. */
export function shownZoneRefusals(refused: Record<string, RefusedZone>, zones: readonly DeliveryZone[]): Record<string, string[]> {
  const shown: Record<string, string[]> = {};
  for (const zone of zones) {
    const entry = refused[zone.id];
    if (entry && JSON.stringify(entry.zone) === JSON.stringify(zone)) shown[zone.id] = entry.codes;
  }
  return shown;
}

// ---- One delivery zone in its editor ------------------------------------------------------------------

export interface BracketValues {
  price: number | null;
  /** Kilograms as entered; null: no maximum. */
  maxWeightKg: number | null;
}

export interface ZoneEditorValues {
  name: string;
  countries: string[];
  postcodeScope: PostcodeScope;
  postcodes: string;
  priceBrackets: BracketValues[];
}

const gramsOf = (kg: number | null): number | null => (kg == null || !Number.isFinite(kg) ? null : Math.round(kg * 1000));
const kgOf = (grams: number | null): number | null => (grams == null ? null : grams / 1000);

/** A new zone starts in the company's country, every postcode, one bracket without limit. */
export function newZoneValues(country: string | null | undefined): ZoneEditorValues {
  return { name: "", countries: country ? [country] : [], postcodeScope: "onlyListed", postcodes: "", priceBrackets: [{ price: null, maxWeightKg: null }] };
}

export function zoneEditorValuesOf(zone: DeliveryZone): ZoneEditorValues {
  return {
    name: zone.name,
    countries: [...zone.countries],
    postcodeScope: zone.postcodeScope,
    postcodes: zone.postcodes,
    priceBrackets: zone.priceBrackets.map((b) => ({ price: b.price, maxWeightKg: kgOf(b.maxWeight) })),
  };
}

/** The checks of shared validateDeliveryZone on the editor's values; error paths name the editor's fields. */
export function zoneEditorErrors(values: ZoneEditorValues): DeliveryZoneErrors {
  const errors = validateDeliveryZone({
    name: values.name ?? "",
    countries: values.countries ?? [],
    postcodeScope: values.postcodeScope,
    postcodes: values.postcodes ?? "",
    priceBrackets: (values.priceBrackets ?? []).map((b) => ({ price: b?.price ?? null, maxWeight: gramsOf(b?.maxWeightKg ?? null) })),
  });
  return Object.fromEntries(Object.entries(errors).map(([path, codes]) => [path.replace(/\.maxWeight$/, ".maxWeightKg"), codes]));
}

/** The stored zone (valid values only): name and postcodes trimmed, brackets sorted by weight, weights in grams. */
export function zoneOf(values: ZoneEditorValues, id: string): DeliveryZone {
  return {
    id,
    name: values.name.trim(),
    countries: values.countries.filter((c): c is CountryCode => (COUNTRIES as readonly string[]).includes(c)),
    postcodeScope: values.postcodeScope,
    postcodes: values.postcodes.trim(),
    priceBrackets: sortPriceBrackets(values.priceBrackets.map((b) => ({ price: b.price ?? 0, maxWeight: gramsOf(b.maxWeightKg) }))),
  };
}

/** An id for a new delivery zone, made in the browser (zones live inside the settings document). */
export function newZoneId(): string {
  return typeof crypto !== "undefined" && typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `dz-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

// ---- Summaries and the try box -------------------------------------------------------------------------

/** The patterns a postcode list holds, as the rules read them ("08001, 0801*" → ["08001", "0801*"]). */
export { postcodePatterns };

export interface TryAddress {
  country: string;
  postcode: string;
  /** Kilograms; null or empty: an empty cart. */
  weightKg: number | null;
}

/** The fee the rules give the address on the zones being edited; null until a postcode is entered. */
export function tryQuote(zones: readonly DeliveryZone[], address: TryAddress): DeliveryQuote | null {
  if (address.postcode.trim() === "" || !address.country) return null;
  return deliveryQuote(zones, { country: address.country, zip: address.postcode }, gramsOf(address.weightKg) ?? 0);
}
