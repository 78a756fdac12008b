// Postal address of a customer or an order (delivery or billing).
import { COUNTRIES, type CountryCode } from "../rules/countries";
import { objectSchema, type JsonSchema } from "./common";

export const ADDRESS_TYPES = ["private", "company"] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export interface Address {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: CountryCode;
  type: AddressType;
  vatId?: string | null;
  companyName?: string | null;
}

const line: JsonSchema = { type: "string", maxLength: 300 };
export const countrySchema: JsonSchema = { type: "string", enum: [...COUNTRIES] };

export const addressSchema = objectSchema(
  {
    name: line,
    street: line,
    zip: { type: "string", maxLength: 20 },
    city: line,
    country: countrySchema,
    type: { type: "string", enum: [...ADDRESS_TYPES] },
    vatId: { type: ["string", "null"], maxLength: 40 },
    companyName: { type: ["string", "null"], maxLength: 300 },
  },
  ["name", "street", "zip", "city", "country", "type"],
);
