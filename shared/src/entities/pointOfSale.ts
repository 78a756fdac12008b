// Point of sale (a table or a station) inside a zone; stored in the zone's pointsOfSale list.
import type { LocalizedText } from "../languages";
import { booleanSchema, idSchema, localizedTextSchema, nameSchema, objectSchema, textSchema } from "./common";

export interface PointOfSale {
  /** Generated when the point of sale is created. */
  id: string;
  name: string | LocalizedText;
  description?: string;
  internalDescription?: string;
  /** The code the point of sale's QR code carries. */
  qrCode?: string;
  isDefault?: boolean;
}
/** As the admin holds it after loading: zoneId is set on load, never stored. */
export type PointOfSaleInZone = PointOfSale & { zoneId: string };

export const pointOfSaleSchema = objectSchema(
  {
    id: idSchema,
    name: { anyOf: [nameSchema, localizedTextSchema] },
    description: textSchema,
    internalDescription: textSchema,
    qrCode: { type: "string", maxLength: 200 },
    isDefault: booleanSchema,
  },
  ["id", "name"],
);
