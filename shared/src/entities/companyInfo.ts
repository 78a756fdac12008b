// Company info, 'my establishment' (companyInfos/{companyId}): who the company is and its shop address.
import type { LocalizedText } from "../languages";
import type { CountryCode } from "../rules/countries";
import { countrySchema } from "./address";
import { idSchema, localizedTextSchema, nullable, nullableEmailSchema, nullableUrlSchema, objectSchema, pictureSchema, type JsonSchema } from "./common";
import { customDomainSchema, type CustomDomain } from "./customDomain";

export interface CompanyInfoData {
  companyId?: string;
  brandName: string;
  companyname: string;
  email: string | null;
  description: LocalizedText;
  country: CountryCode | null;
  firstname: string;
  lastname: string;
  street: string;
  zip: string;
  city: string;
  website: string | null;
  phone: string;
  mobile: string;
  /** The logo: square jpg or png, at least 527 x 527 px. */
  picture: string | null;
  /** The shop's address part; see rules/slug for the reserved values. */
  slug: string | null;
  customPrivacyUrl: string | null;
  customTermsUrl: string | null;
  customDomains?: CustomDomain[];
}

const line: JsonSchema = { type: "string", maxLength: 300 };
const phone: JsonSchema = { type: "string", maxLength: 40 };

export const companyInfoSchema = objectSchema(
  {
    companyId: idSchema,
    brandName: line,
    companyname: line,
    email: nullableEmailSchema,
    description: localizedTextSchema,
    country: nullable(countrySchema),
    firstname: line,
    lastname: line,
    street: line,
    zip: { type: "string", maxLength: 20 },
    city: line,
    website: nullableUrlSchema,
    phone,
    mobile: phone,
    picture: pictureSchema,
    slug: { type: ["string", "null"], maxLength: 100, pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" },
    customPrivacyUrl: nullableUrlSchema,
    customTermsUrl: nullableUrlSchema,
    customDomains: { type: "array", items: customDomainSchema, maxItems: 20 },
  },
  ["brandName", "companyname"],
);

export function defaultCompanyInfo(overrides: Partial<CompanyInfoData> = {}): CompanyInfoData {
  return {
    brandName: "",
    companyname: "",
    email: null,
    description: {},
    country: null,
    firstname: "",
    lastname: "",
    street: "",
    zip: "",
    city: "",
    website: null,
    phone: "",
    mobile: "",
    picture: null,
    slug: null,
    customPrivacyUrl: null,
    customTermsUrl: null,
    ...overrides,
  };
}
