// The form model of /settings/info: what the stored info shows as, and the body the save sends.
import { INFO_FIELDS, isCountry, type InfoSettings, type LocalizedText } from "@comanda/shared";
import type { CompanyInfo } from "../../company";

/** The inputs hold text: an optional value not set is "" here and null in the body. */
export interface InfoFormValues {
  brandName: string;
  companyname: string;
  firstname: string;
  lastname: string;
  street: string;
  zip: string;
  city: string;
  country: string | null;
  email: string;
  phone: string;
  mobile: string;
  website: string;
  description: LocalizedText;
  picture: string | null;
  slug: string;
  customPrivacyUrl: string;
  customTermsUrl: string;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

export function infoFormValues(info: CompanyInfo | null): InfoFormValues {
  return {
    brandName: text(info?.brandName),
    companyname: text(info?.companyname),
    firstname: text(info?.firstname),
    lastname: text(info?.lastname),
    street: text(info?.street),
    zip: text(info?.zip),
    city: text(info?.city),
    country: isCountry(info?.country) ? info.country : null,
    email: text(info?.email),
    phone: text(info?.phone),
    mobile: text(info?.mobile),
    website: text(info?.website),
    description: info?.description ?? {},
    picture: typeof info?.picture === "string" && info.picture !== "" ? info.picture : null,
    slug: text(info?.slug),
    customPrivacyUrl: text(info?.customPrivacyUrl),
    customTermsUrl: text(info?.customTermsUrl),
  };
}

const orNull = (value: string | null | undefined): string | null => (value == null || value.trim() === "" ? null : value.trim());

/** The body of POST /api/settings/info: every field, as typed (the server trims and checks again). */
export function infoBody(values: Partial<InfoFormValues>): InfoSettings {
  const body: InfoSettings = {
    brandName: values.brandName ?? "",
    companyname: values.companyname ?? "",
    firstname: values.firstname ?? "",
    lastname: values.lastname ?? "",
    street: values.street ?? "",
    zip: values.zip ?? "",
    city: values.city ?? "",
    country: (values.country ?? null) as InfoSettings["country"],
    email: orNull(values.email),
    phone: values.phone ?? "",
    mobile: values.mobile ?? "",
    website: orNull(values.website),
    description: values.description ?? {},
    picture: values.picture ?? null,
    slug: (values.slug ?? "").trim(),
    customPrivacyUrl: orNull(values.customPrivacyUrl),
    customTermsUrl: orNull(values.customTermsUrl),
  };
  // Only the screen's fields, whatever else the form holds.
  return Object.fromEntries(INFO_FIELDS.map((field) => [field, body[field]])) as InfoSettings;
}
