// Whether an address can be delivered to, and for what fee (the delivery zones of the company settings).
import type { DeliveryZone, PriceBracket } from "../entities/deliveryZone";

export type DeliveryQuote =
  | { deliverable: true; fee: number; zoneName: string; zoneId: string }
  | { deliverable: false; reason: "no-zone" | "too-heavy" };

export interface DeliveryDestination {
  country: string;
  zip: string;
}

/** Postcodes compare without spaces and case ("1012 ab" = "1012AB"). */
function normalizePostcode(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

function patternMatches(pattern: string, zip: string): boolean {
  const escaped = pattern.split("*").map((part) => part.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&"));
  return new RegExp(`^${escaped.join(".*")}$`).test(zip);
}

/** The listed postcode patterns of a zone ("08001, 0802*"), normalised, empty entries dropped. */
export function postcodePatterns(postcodes: string): string[] {
  return postcodes.split(",").map(normalizePostcode).filter((p) => p.length > 0);
}

/** Does the zone serve this country and postcode? An empty list means every postcode of its countries. */
export function zoneCovers(zone: Pick<DeliveryZone, "countries" | "postcodeScope" | "postcodes">, destination: DeliveryDestination): boolean {
  if (!(zone.countries as readonly string[]).includes(destination.country)) return false;
  const patterns = postcodePatterns(zone.postcodes ?? "");
  if (zone.postcodeScope === "all" || patterns.length === 0) return true;
  const zip = normalizePostcode(destination.zip);
  const listed = patterns.some((pattern) => patternMatches(pattern, zip));
  return zone.postcodeScope === "onlyListed" ? listed : !listed;
}

/** A bracket without a maximum weight covers any weight. */
function bracketCovers(bracket: PriceBracket, weight: number): boolean {
  return bracket.maxWeight == null || weight <= bracket.maxWeight;
}

/**
 * The cheapest delivery for the destination and the cart weight (grams) among the zones serving it:
 * "no-zone" when no zone serves the address, "too-heavy" when some do but none has a bracket for the weight.
 */
export function deliveryQuote(zones: readonly DeliveryZone[], destination: DeliveryDestination, weight: number): DeliveryQuote {
  const serving = zones.filter((zone) => zoneCovers(zone, destination));
  if (serving.length === 0) return { deliverable: false, reason: "no-zone" };
  let best: { fee: number; zone: DeliveryZone } | null = null;
  for (const zone of serving) {
    for (const bracket of zone.priceBrackets ?? []) {
      if (!bracketCovers(bracket, weight)) continue;
      if (best === null || bracket.price < best.fee) best = { fee: bracket.price, zone };
    }
  }
  if (best === null) return { deliverable: false, reason: "too-heavy" };
  return { deliverable: true, fee: best.fee, zoneName: best.zone.name, zoneId: best.zone.id };
}
