// Bodies and checks of the settings calls of /settings/opening-hours and /delivery: the request schemas
// (shapes and sizes) and, past them, the editors' own checks (validateOpeningHours, validateDeliveryZone),
// so that the server stores nothing the editors would refuse.
import type { SchemaObject } from "ajv";
import { booleanSchema, idSchema, localizedTextSchema, nullable, objectSchema } from "../entities/common";
import type { CompanySettingsData } from "../entities/companySettings";
import { deliveryZoneSchema, type DeliveryZone } from "../entities/deliveryZone";
import { OPENING_HOURS_KINDS, openingHoursSchema, type OpeningHoursRange } from "../entities/openingHours";
import { DELIVERY_HOURS_RULES } from "../entities/zone";
import { sortPriceBrackets, validateDeliveryZone } from "../delivery/deliveryZoneRules";
import { validateOpeningHours } from "../openingHours/validate";
import { addFieldError, validator, type FieldErrors } from "../validation";

export const OPENING_HOURS_SETTINGS_FIELDS = ["isOpen", "isClosedMessage", "openingHours", "slotMinutes", "enableSlotLimits", "allowedNumberOfOrdersPerSlot"] as const;
export const DELIVERY_SETTINGS_FIELDS = ["deliveryEnabled", "deliveryZones", "deliveryHoursRule", "deliveryHours"] as const;

/**
 * POST /api/settings/openingHours (owner or permission `settings`): every field of the opening-hours
 * screen, which replace the stored ones (the closed note as a whole, not merged per language).
 * Refusals, as field errors of a `validation` answer:
 * - openingHours.N.from|to|weekdays|date|until: the `hours-*` codes of validateOpeningHours (errors only;
 *   an overlap is a warning and is saved);
 * - allowedNumberOfOrdersPerSlot: "required" when slot limits are on without a number;
 * - anything the stored shape (companySettingsSchema) does not allow: ajv keywords.
 */
export type OpeningHoursSettings = Pick<CompanySettingsData, (typeof OPENING_HOURS_SETTINGS_FIELDS)[number]>;

/**
 * POST /api/settings/delivery (owner or permission `settings`): every field of the delivery screen,
 * which replace the stored ones. Price brackets are stored from the lightest maximum weight up.
 * Refusals: deliveryZones.N.<field>: the `delivery-zone-*` codes of validateDeliveryZone;
 * deliveryHours.N.<field>: the `hours-*` codes (checked whatever the rule, so that switching it back
 * never brings broken hours into use); anything the stored shape does not allow: ajv keywords.
 */
export type DeliverySettings = Pick<CompanySettingsData, (typeof DELIVERY_SETTINGS_FIELDS)[number]>;

/** The stored fields after the save. */
export interface OpeningHoursSettingsAnswer {
  settings: OpeningHoursSettings;
}
export interface DeliverySettingsAnswer {
  settings: DeliverySettings;
}

/** The slot limit the number field allows (NumberField max on the screen). */
export const MAX_ORDERS_PER_SLOT = 10_000;

// The request schemas check shapes and sizes only: the values an editor explains (an empty date, a
// time that is no time, a blank zone name) get through to the shared checks and their codes.
const requestRangeSchema: SchemaObject = objectSchema(
  {
    id: idSchema,
    kind: { type: "string", enum: [...OPENING_HOURS_KINDS] },
    weekdays: { type: "array", items: { type: "integer", minimum: 0, maximum: 6 }, uniqueItems: true, maxItems: 7 },
    date: { type: "string", maxLength: 10 },
    until: { type: "string", maxLength: 10 },
    from: { type: "string", maxLength: 5 },
    to: { type: "string", maxLength: 5 },
    closed: booleanSchema,
  },
  ["id", "kind", "from", "to", "closed"],
);
const requestHoursSchema: SchemaObject = { type: "array", items: requestRangeSchema, maxItems: (openingHoursSchema as { maxItems: number }).maxItems };

const requestZoneSchema: SchemaObject = objectSchema(
  {
    id: idSchema,
    name: { type: "string", maxLength: 1000 },
    countries: { type: "array", items: { type: "string", maxLength: 8 }, maxItems: 300 },
    postcodeScope: { type: "string", maxLength: 40 },
    postcodes: { type: "string", maxLength: 40_000 },
    priceBrackets: {
      type: "array",
      maxItems: 100,
      items: objectSchema({ price: nullable({ type: "number" }), maxWeight: nullable({ type: "number" }) }, ["price", "maxWeight"]),
    },
  },
  ["id", "name", "countries", "postcodeScope", "postcodes", "priceBrackets"],
);

export const openingHoursSettingsSchema: SchemaObject = objectSchema(
  {
    isOpen: booleanSchema,
    isClosedMessage: localizedTextSchema,
    openingHours: requestHoursSchema,
    slotMinutes: { type: "integer", minimum: 5, maximum: 240 },
    enableSlotLimits: booleanSchema,
    allowedNumberOfOrdersPerSlot: nullable({ type: "integer", minimum: 1, maximum: MAX_ORDERS_PER_SLOT }),
  },
  OPENING_HOURS_SETTINGS_FIELDS,
);

export const deliverySettingsSchema: SchemaObject = objectSchema(
  {
    deliveryEnabled: booleanSchema,
    deliveryZones: { type: "array", items: requestZoneSchema, maxItems: 200 },
    deliveryHoursRule: { type: "string", enum: [...DELIVERY_HOURS_RULES] },
    deliveryHours: requestHoursSchema,
  },
  DELIVERY_SETTINGS_FIELDS,
);

function addAll(fields: FieldErrors, prefix: string, found: FieldErrors): void {
  for (const [path, codes] of Object.entries(found)) for (const code of codes) addFieldError(fields, path === "_" ? prefix : `${prefix}.${path}`, code);
}

const storedHours = validator<OpeningHoursRange[]>(openingHoursSchema);
const storedZone = validator<DeliveryZone>(deliveryZoneSchema);

/** The errors (not the overlap warnings) of an hours list, under `field` ("openingHours.2.to"); then what the stored shape refuses. */
export function openingHoursFieldErrors(field: string, ranges: readonly OpeningHoursRange[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of validateOpeningHours(ranges).issues) {
    if (issue.severity === "error") addFieldError(fields, `${field}.${issue.index}.${issue.field}`, issue.code);
  }
  if (Object.keys(fields).length > 0) return fields;
  const stored = storedHours(ranges);
  if (!stored.ok) addAll(fields, field, stored.fields);
  return fields;
}

/** What the editors would refuse in an opening-hours body that passed openingHoursSettingsSchema; `{}` when none. */
export function openingHoursSettingsErrors(body: OpeningHoursSettings): FieldErrors {
  const fields = openingHoursFieldErrors("openingHours", body.openingHours);
  if (body.enableSlotLimits && body.allowedNumberOfOrdersPerSlot == null) addFieldError(fields, "allowedNumberOfOrdersPerSlot", "required");
  return fields;
}

/** What the editors would refuse in a delivery body that passed deliverySettingsSchema; `{}` when none. */
export function deliverySettingsErrors(body: DeliverySettings): FieldErrors {
  const fields: FieldErrors = {};
  body.deliveryZones.forEach((zone, index) => {
    const prefix = `deliveryZones.${index}`;
    const found = validateDeliveryZone(zone);
    if (Object.keys(found).length > 0) addAll(fields, prefix, found);
    else {
      const stored = storedZone(zone);
      if (!stored.ok) addAll(fields, prefix, stored.fields);
    }
  });
  Object.assign(fields, openingHoursFieldErrors("deliveryHours", body.deliveryHours));
  return fields;
}

/** The delivery fields as stored: each zone's price brackets from the lightest maximum weight up. */
export function storedDeliverySettings(body: DeliverySettings): DeliverySettings {
  return { ...body, deliveryZones: body.deliveryZones.map((zone) => ({ ...zone, priceBrackets: sortPriceBrackets(zone.priceBrackets) })) };
}
