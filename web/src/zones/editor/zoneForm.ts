// The zone editor's values and the request built from them: everything of a zone the form edits; the list's
// toggles (hidden, closed) and the points of sale travel from the stored zone, so a form save never undoes them.
import { coerceZone, deliveryOnInvoiceAllowed, zoneDefaults, type LanguageCode, type LocalizedText, type PointOfSale, type Zone, type ZoneData, type ZoneRequest } from "@comanda/shared";

/** Fields of a zone the form never shows: owned by the server (companyId, sortOrder, archived), the list or the points-of-sale panel. */
const NOT_IN_FORM = ["companyId", "sortOrder", "archived", "pointsOfSale", "hidden", "closed"] as const;
type NotInForm = (typeof NOT_IN_FORM)[number];

export type ZoneFormValues = Omit<ZoneData, NotInForm>;

function formPart(zone: ZoneData): ZoneFormValues {
  const values: Record<string, unknown> = { ...zone };
  for (const field of NOT_IN_FORM) delete values[field];
  // A stored document may carry its id or stray fields; the form keeps only what a zone knows.
  const known = new Set(Object.keys(zoneDefaults()));
  for (const key of Object.keys(values)) if (!known.has(key)) delete values[key];
  return values as ZoneFormValues;
}

/** A new zone: the defaults of spec §3/§9. */
export function newZoneValues(): ZoneFormValues {
  return formPart(zoneDefaults());
}

/** A stored zone as the form shows it (unset fields coerced to their defaults). */
export function zoneToFormValues(zone: Zone | ZoneData): ZoneFormValues {
  return formPart(coerceZone(zone));
}

/** Text per language as stored: languages never typed into (undefined, null) are left out. */
function texts(text: LocalizedText | null | undefined): LocalizedText {
  const out: LocalizedText = {};
  for (const [language, value] of Object.entries(text ?? {})) if (typeof value === "string") out[language as LanguageCode] = value;
  return out;
}

/** What the stored zone contributes to a save: its list toggles and its points of sale, as they are now. */
export type StoredZoneParts = Pick<ZoneData, "hidden" | "closed"> & { pointsOfSale: readonly PointOfSale[] };

/**
 * The POST /api/zones body. Without companyId, sortOrder and archived (the server keeps its own); the
 * points of sale and the hidden/closed toggles are those stored now (saved by their own panel and the
 * list). Delivery on invoice is sent only while it is allowed (spec §4), so a change of the general
 * settings does not make the zone unsaveable.
 */
export function formValuesToRequest(values: ZoneFormValues, stored: StoredZoneParts | null, settings: { enableOfflinePayments?: boolean } | null): ZoneRequest {
  const complete = formPart(coerceZone(values));
  const request: ZoneRequest = {
    ...complete,
    name: values.name.trim(),
    description: texts(complete.description),
    frontpageNotice: texts(complete.frontpageNotice),
    orderOptionsNotice: texts(complete.orderOptionsNotice),
    checkoutNotice: texts(complete.checkoutNotice),
    orderLimitWarning: { ...complete.orderLimitWarning, text: texts(complete.orderLimitWarning.text) },
  };
  request.allowDeliveryOnInvoice = values.allowDeliveryOnInvoice === true && deliveryOnInvoiceAllowed(settings, values);
  if (stored) {
    request.hidden = stored.hidden;
    request.closed = stored.closed;
    request.pointsOfSale = [...stored.pointsOfSale];
  }
  return request;
}
