// Checks of the Company info fields (spec §3, §5) that the /settings/info screen and the server share:
// each field's code under its name, so that the screen says it under the field in the user's language.
import type { CompanyInfoData } from "../entities/companyInfo";
import { isCountry } from "../rules/countries";
import { normalizeLink } from "../rules/links";
import { slugError } from "../rules/slug";
import { addFieldError, type FieldErrors } from "../validation";

/** Every field the screen saves, in screen order; all are sent, and replace the stored ones. */
export const INFO_FIELDS = [
  "brandName",
  "companyname",
  "firstname",
  "lastname",
  "street",
  "zip",
  "city",
  "country",
  "email",
  "phone",
  "mobile",
  "website",
  "description",
  "picture",
  "slug",
  "customPrivacyUrl",
  "customTermsUrl",
] as const;
export type InfoField = (typeof INFO_FIELDS)[number];

/** The body of POST /api/settings/info: every field of the screen, the slug always set. */
export type InfoSettings = Pick<CompanyInfoData, Exclude<InfoField, "slug">> & { slug: string };

/** Length limits the screen's inputs show and the request schema enforces. */
export const INFO_LIMITS = { line: 300, zip: 20, phone: 40, email: 320, url: 2048, description: 2000 } as const;

/** The link fields: http and https only (spec §5), https added when no scheme is typed. */
export const INFO_LINK_FIELDS = ["website", "customPrivacyUrl", "customTermsUrl"] as const;

// Digits with the signs people write phone numbers with: +34 (93) 123-45-67, 0049/30 1234.
const PHONE = /^[0-9 ()./+-]*[0-9][0-9 ()./+-]*$/;
// Deliberately simple, like the form kit's: the stored shape's "email" format has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "phone-invalid" for anything but digits with + ( ) . / - and spaces (at least one digit); an empty number is fine. */
export function phoneError(value: string): "phone-invalid" | null {
  return value.trim() === "" || PHONE.test(value.trim()) ? null : "phone-invalid";
}

/** The slug's code: required when empty, else slug-reserved ('This slug can not be used') or slug-invalid. */
export function infoSlugError(slug: string): "required" | "slug-reserved" | "slug-invalid" | null {
  return slug.trim() === "" ? "required" : slugError(slug);
}

/**
 * What the screen refuses in a body that has the request's shape; `{}` when nothing. The company name is
 * required (the brand name may stay empty: the name is shown then); e-mail, phones, country and links
 * are optional but must be right when given. The logo file is checked apart (browser and server).
 */
export function infoSettingsErrors(body: InfoSettings): FieldErrors {
  const fields: FieldErrors = {};
  if (body.companyname.trim() === "") addFieldError(fields, "companyname", "required");
  if (body.email != null && body.email.trim() !== "" && !EMAIL.test(body.email.trim())) addFieldError(fields, "email", "email");
  for (const field of ["phone", "mobile"] as const) {
    const code = phoneError(body[field]);
    if (code) addFieldError(fields, field, code);
  }
  if (body.country != null && !isCountry(body.country)) addFieldError(fields, "country", "country-unknown");
  for (const field of INFO_LINK_FIELDS) {
    const value = body[field];
    if (value == null || value.trim() === "") continue;
    const link = normalizeLink(value);
    if (!link.ok) addFieldError(fields, field, link.code);
  }
  const slug = infoSlugError(body.slug);
  if (slug) addFieldError(fields, "slug", slug);
  return fields;
}

const blankToNull = (value: string | null): string | null => (value == null || value.trim() === "" ? null : value.trim());

/** The fields as stored: texts trimmed, empty optional values null, links with their scheme. */
export function storedInfoSettings(body: InfoSettings): InfoSettings {
  const link = (value: string | null): string | null => {
    const text = blankToNull(value);
    if (text === null) return null;
    const result = normalizeLink(text);
    return result.ok ? result.href : text;
  };
  const description = Object.fromEntries(Object.entries(body.description).filter(([, text]) => typeof text === "string" && text.trim() !== "")) as InfoSettings["description"];
  return {
    brandName: body.brandName.trim(),
    companyname: body.companyname.trim(),
    firstname: body.firstname.trim(),
    lastname: body.lastname.trim(),
    street: body.street.trim(),
    zip: body.zip.trim(),
    city: body.city.trim(),
    country: body.country,
    email: blankToNull(body.email)?.toLowerCase() ?? null,
    phone: body.phone.trim(),
    mobile: body.mobile.trim(),
    website: link(body.website),
    description,
    picture: body.picture,
    slug: body.slug,
    customPrivacyUrl: link(body.customPrivacyUrl),
    customTermsUrl: link(body.customTermsUrl),
  };
}
