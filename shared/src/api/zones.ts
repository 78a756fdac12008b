// Bodies and answers of the zone calls (spec §7): save a whole zone with its points of sale, and the
// points of sale's QR codes as a printable PDF and as a CSV.
import type { SchemaObject } from "ajv";
import { idSchema, objectSchema } from "../entities/common";
import { pointOfSaleSchema, type PointOfSale } from "../entities/pointOfSale";
import type { Zone } from "../entities";
import { zoneSchema, type ZoneData } from "../entities/zone";
import { LANGUAGES, type LanguageCode } from "../languages";

/** A point of sale as the admin sends it: a new one has no id yet (the server gives one). */
export type PointOfSaleRequest = Omit<PointOfSale, "id"> & { id?: string };

/**
 * POST /api/zones/ (create) and POST /api/zones/:id (update), permission `zones`: the full zone body.
 * Fields left out are coerced to the defaults of spec §3/§9 (rules/zoneDefaults). `companyId` is the
 * caller's (another one is refused), `sortOrder` is the stored one (a new zone goes last), `archived`
 * is kept as stored (deleting is a soft delete through Firestore).
 * Refusals, as field errors of a `validation` answer:
 * - name: "zone-name-taken" (another zone of the company, archived ones excluded, has this name,
 *   compared without case, accents and surrounding spaces);
 * - allowDeliveryOnInvoice: "delivery-on-invoice-not-allowed" (on-site payment is not allowed both in
 *   the general settings and in this zone, rules/deliveryOnInvoice);
 * - pointsOfSale.N.id: "point-of-sale-id-taken" (an id used by another point of sale of the company);
 * - autoAppliedDiscounts.N: "discount-not-found"; categoryVisibilityConfig.N: "category-not-found";
 *   pagesVisibilityConfig.N / storiesVisibilityConfig.N: "page-not-found" / "story-not-found".
 * Saving a zone with isDefault clears the flag on the company's other zones; a point of sale with
 * isDefault clears it on every other point of sale of the company and becomes the company settings'
 * defaultPointofsaleId (and its zone defaultZoneId).
 */
export type ZoneRequest = Partial<Omit<ZoneData, "companyId" | "sortOrder" | "pointsOfSale">> & {
  name: string;
  /** Accepted so that a loaded zone can be sent back as it is; the path's id is the one that counts. */
  id?: string;
  companyId?: string;
  sortOrder?: number;
  pointsOfSale?: PointOfSaleRequest[];
};

const zoneProperties = zoneSchema.properties as Record<string, SchemaObject>;
const pointOfSaleRequestSchema: SchemaObject = {
  ...pointOfSaleSchema,
  required: (pointOfSaleSchema.required as string[]).filter((field) => field !== "id"),
};

export const zoneRequestSchema: SchemaObject = {
  ...zoneSchema,
  properties: {
    ...zoneProperties,
    id: idSchema,
    pointsOfSale: { ...zoneProperties.pointsOfSale, items: pointOfSaleRequestSchema },
  },
  required: ["name"],
  // archived may be sent back as loaded, but it is not taken from the body.
  additionalProperties: false,
};

/** The stored zone after the save (defaults filled in, every point of sale with its id). */
export interface ZoneSavedAnswer {
  zone: Zone;
}

/**
 * POST /api/pointsofsales.pdf and POST /api/pointsofsales.csv (permission `zones`). An empty body means
 * every point of sale of the company's zones that are not archived; `zoneId` limits it to one zone.
 * The PDF: A4 sheets of QR codes, each with the point of sale's and the zone's name in `language`
 * (the company's default language when missing). The CSV: zone, point of sale, id and address.
 */
export interface PointsOfSaleDocumentRequest {
  zoneId?: string;
  language?: LanguageCode;
}
export const pointsOfSaleDocumentSchema: SchemaObject = objectSchema({ zoneId: idSchema, language: { type: "string", enum: [...LANGUAGES] } });
