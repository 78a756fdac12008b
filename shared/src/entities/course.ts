// A restaurant course (starter, main, dessert…): orders and kitchen screens group items by it.
import type { LocalizedText } from "../languages";
import { idSchema, localizedTextSchema, objectSchema, sortOrderSchema } from "./common";
import { sampleMarkerProperties, type SampleMarker } from "./sample";

export interface CourseData extends SampleMarker {
  companyId: string;
  name: LocalizedText;
  sortOrder: number;
}
export const courseSchema = objectSchema(
  { companyId: idSchema, name: localizedTextSchema, sortOrder: sortOrderSchema, ...sampleMarkerProperties },
  ["companyId", "name", "sortOrder"],
);
