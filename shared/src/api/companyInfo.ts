// POST /api/settings/info (owner or permission `settings`): the fields of 'my establishment' (spec §2, §3,
// §7 `companies/{companyId}/info`), which replace the stored ones in companyInfos/{companyId}.
import type { SchemaObject } from "ajv";
import { INFO_FIELDS, INFO_LIMITS, type InfoSettings } from "../companyInfo/infoRules";
import { localizedTextSchema, nullable, objectSchema } from "../entities/common";
import { LANGUAGES, type LanguageCode } from "../languages";
import type { ShopContentEntry } from "../zones/contentVisibility";

/**
 * Refusals, as field errors of a `validation` answer (see infoSettingsErrors for the screen's own):
 * - companyname: required; email: email; phone, mobile: phone-invalid; country: country-unknown;
 * - website, customPrivacyUrl, customTermsUrl: link-protocol (only http and https), link-invalid, link-blocked-host;
 * - slug: required, slug-reserved ('This slug can not be used'), slug-invalid, slug-taken (held by another
 *   company, or left by one less than 90 days ago);
 * - picture (only when changed): logo-not-found (not a logo uploaded for this company), logo-type,
 *   logo-damaged, logo-not-square, logo-too-small;
 * - sizes and unknown fields: ajv keywords.
 */
/** The stored fields after the save. */
export interface InfoSettingsAnswer {
  info: InfoSettings;
}

/**
 * GET /api/shops/:slug?zone=&lang=&customer= (public): the company a shop address leads to, and its current slug,
 * which differs for a slug the company left less than 90 days ago (the shop then sends the customer on to it);
 * with the pages and stories the zone shows (`zone`, else the company's default zone; spec §3 visibility rules),
 * or, when `customer` is the id of an enabled customer of the company with displayed pages or posts of their
 * own, exactly those (any other `customer` is ignored), in `language`: `lang` or else the Accept-Language
 * header when the company has that content language enabled, else its default, which is also the fallback of
 * a text missing in that language. An unknown or expired slug, or a zone that is not the company's (or
 * deleted), is not-found; past the caller's limit, 429 rate-limited.
 */
export interface ShopAnswer {
  companyId: string;
  slug: string | null;
  /** The zone whose rules chose the content; null when the company has no zone. */
  zoneId: string | null;
  language: LanguageCode;
  pages: ShopContentEntry[];
  stories: ShopContentEntry[];
}

const line = { type: "string", maxLength: INFO_LIMITS.line };
const phone = { type: "string", maxLength: INFO_LIMITS.phone };
const link = nullable({ type: "string", maxLength: INFO_LIMITS.url });

export const infoSettingsSchema: SchemaObject = objectSchema(
  {
    brandName: line,
    companyname: line,
    firstname: line,
    lastname: line,
    street: line,
    zip: { type: "string", maxLength: INFO_LIMITS.zip },
    city: line,
    // The value is checked against the country lookup by infoSettingsErrors (country-unknown).
    country: nullable({ type: "string", maxLength: 8 }),
    email: nullable({ type: "string", maxLength: INFO_LIMITS.email }),
    phone,
    mobile: phone,
    website: link,
    description: {
      ...localizedTextSchema,
      properties: Object.fromEntries(LANGUAGES.map((language) => [language, { type: "string", maxLength: INFO_LIMITS.description }])),
    },
    picture: nullable({ type: "string", maxLength: INFO_LIMITS.url }),
    slug: { type: "string", maxLength: 200 },
    customPrivacyUrl: link,
    customTermsUrl: link,
  },
  INFO_FIELDS,
);
