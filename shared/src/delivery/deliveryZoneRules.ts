// Checks of a delivery zone as the /delivery editor builds it (field error codes, texts in the web), the
// postcode patterns a list holds, and the order brackets are stored in.
import { isCountry } from "../rules/countries";
import { POSTCODE_SCOPES, type PostcodeScope, type PriceBracket } from "../entities/deliveryZone";
import { postcodePatterns } from "./deliveryFee";

/** The field error codes of validateDeliveryZone; each names what the owner has to fix. */
export const DELIVERY_ZONE_ERRORS = [
  "delivery-zone-name-required",
  "delivery-zone-name-too-long",
  "delivery-zone-countries-required",
  "delivery-zone-country-unknown",
  "delivery-zone-scope-unknown",
  "delivery-zone-postcode-invalid",
  "delivery-zone-postcodes-too-long",
  "delivery-zone-brackets-required",
  "delivery-zone-bracket-price-required",
  "delivery-zone-bracket-price-negative",
  "delivery-zone-bracket-weight-negative",
  "delivery-zone-bracket-weight-duplicate",
] as const;
export type DeliveryZoneError = (typeof DELIVERY_ZONE_ERRORS)[number];

/** Field path ("name", "priceBrackets.1.maxWeight") → its error codes; empty when the zone can be saved. */
export type DeliveryZoneErrors = Record<string, DeliveryZoneError[]>;

/** A zone while it is edited: prices may still be missing (null) or not numbers. */
export interface DeliveryZoneDraft {
  name: string;
  countries: readonly string[];
  postcodeScope: PostcodeScope | string;
  postcodes: string;
  priceBrackets: readonly { price: number | null; maxWeight: number | null }[];
}

// The limits of deliveryZoneSchema (entities/deliveryZone.ts), so that what passes here is stored.
export const DELIVERY_ZONE_NAME_MAX = 200;
export const DELIVERY_ZONE_POSTCODES_MAX = 20_000;
/** After spaces are dropped and letters upper-cased: letters, digits, dashes and * wildcards. */
const PATTERN = /^[A-Z0-9*-]+$/;
/** The characters deliveryZoneSchema allows in the stored list (tabs and line breaks are not spaces there). */
const LIST = /^[A-Za-z0-9 *,-]*$/;

/** The listed patterns that hold characters a postcode never has ("08;01", "08.001"). */
export function invalidPostcodePatterns(postcodes: string): string[] {
  return postcodePatterns(postcodes).filter((p) => !PATTERN.test(p));
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** Everything the owner must fix before the zone can be kept; `{}` when nothing. */
export function validateDeliveryZone(zone: DeliveryZoneDraft): DeliveryZoneErrors {
  const errors: DeliveryZoneErrors = {};
  const add = (path: string, code: DeliveryZoneError) => {
    const list = (errors[path] ??= []);
    if (!list.includes(code)) list.push(code);
  };

  const name = (zone.name ?? "").trim();
  if (name === "") add("name", "delivery-zone-name-required");
  else if ([...zone.name].length > DELIVERY_ZONE_NAME_MAX) add("name", "delivery-zone-name-too-long");

  const countries = zone.countries ?? [];
  if (countries.length === 0) add("countries", "delivery-zone-countries-required");
  if (countries.some((c) => !isCountry(c))) add("countries", "delivery-zone-country-unknown");

  if (!(POSTCODE_SCOPES as readonly string[]).includes(zone.postcodeScope)) add("postcodeScope", "delivery-zone-scope-unknown");
  const postcodes = zone.postcodes ?? "";
  if (invalidPostcodePatterns(postcodes).length > 0 || !LIST.test(postcodes)) add("postcodes", "delivery-zone-postcode-invalid");
  if (postcodes.length > DELIVERY_ZONE_POSTCODES_MAX) add("postcodes", "delivery-zone-postcodes-too-long");

  const brackets = zone.priceBrackets ?? [];
  if (brackets.length === 0) add("priceBrackets", "delivery-zone-brackets-required");
  const seen = new Map<number | null, number>();
  brackets.forEach((bracket, index) => {
    if (!isNumber(bracket.price)) add(`priceBrackets.${index}.price`, "delivery-zone-bracket-price-required");
    else if (bracket.price < 0) add(`priceBrackets.${index}.price`, "delivery-zone-bracket-price-negative");
    const weight = bracket.maxWeight;
    if (weight != null && (!isNumber(weight) || weight < 0)) {
      add(`priceBrackets.${index}.maxWeight`, "delivery-zone-bracket-weight-negative");
      return;
    }
    // Two brackets up to the same weight (or two without a maximum): one of them could never apply.
    const key = weight ?? null;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else {
      add(`priceBrackets.${first}.maxWeight`, "delivery-zone-bracket-weight-duplicate");
      add(`priceBrackets.${index}.maxWeight`, "delivery-zone-bracket-weight-duplicate");
    }
  });
  return errors;
}

/** Brackets from the lightest maximum weight up, the one without a maximum last (the order they are stored in). */
export function sortPriceBrackets<T extends PriceBracket>(brackets: readonly T[]): T[] {
  const weight = (b: PriceBracket) => b.maxWeight ?? Number.POSITIVE_INFINITY;
  return [...brackets].sort((a, b) => (weight(a) === weight(b) ? 0 : weight(a) < weight(b) ? -1 : 1));
}
