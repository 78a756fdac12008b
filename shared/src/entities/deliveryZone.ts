// Delivery zone of the delivery settings ('Zones and fees'): countries, postcodes and price brackets.
import type { CountryCode } from "../rules/countries";
import { countrySchema } from "./address";
import { idSchema, moneySchema, nameSchema, nullable, objectSchema } from "./common";

/** all; onlyListed: only the listed postcodes; allExceptListed: all but the listed ones. */
export const POSTCODE_SCOPES = ["all", "onlyListed", "allExceptListed"] as const;
export type PostcodeScope = (typeof POSTCODE_SCOPES)[number];

/** The delivery fee up to a maximum order weight (grams); no maximum for the last bracket. */
export interface PriceBracket {
  price: number;
  maxWeight: number | null;
}

export interface DeliveryZone {
  id: string;
  name: string;
  countries: CountryCode[];
  postcodeScope: PostcodeScope;
  /** Comma-separated postcodes with * wildcards, e.g. "08001, 0802*"; empty means all of the country. */
  postcodes: string;
  priceBrackets: PriceBracket[];
}

export const priceBracketSchema = objectSchema({ price: moneySchema, maxWeight: nullable({ type: "number", minimum: 0 }) }, ["price", "maxWeight"]);

export const deliveryZoneSchema = objectSchema(
  {
    id: idSchema,
    name: nameSchema,
    countries: { type: "array", items: countrySchema, uniqueItems: true, minItems: 1 },
    postcodeScope: { type: "string", enum: [...POSTCODE_SCOPES] },
    postcodes: { type: "string", maxLength: 20_000, pattern: "^[A-Za-z0-9 *,\\-]*$" },
    priceBrackets: { type: "array", items: priceBracketSchema, minItems: 1 },
  },
  ["id", "name", "countries", "postcodeScope", "postcodes", "priceBrackets"],
);
