// The /delivery form's values and their conversions: stored settings ↔ form, a delivery zone ↔ its editor
// (weights entered in kg, stored in grams), and the "try an address" answer on the values being edited.
import {
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
