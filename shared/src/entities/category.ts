// Product category: nestable through parentId, ordered by sortOrder among its siblings.
import type { LocalizedText } from "../languages";
import { idSchema, localizedTextSchema, nullableIdSchema, objectSchema, sortOrderSchema } from "./common";
import { sampleMarkerProperties, type SampleMarker } from "./sample";

export interface CategoryData extends SampleMarker {
  companyId: string;
  name: LocalizedText;
  sortOrder: number;
  /** null (or absent) for a top-level category; children are derived from their parentId. */
  parentId?: string | null;
}
export const categorySchema = objectSchema(
  { companyId: idSchema, name: localizedTextSchema, sortOrder: sortOrderSchema, parentId: nullableIdSchema, ...sampleMarkerProperties },
  ["companyId", "name", "sortOrder"],
);
