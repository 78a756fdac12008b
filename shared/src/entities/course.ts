// A restaurant course (starter, main, dessert…): orders and kitchen screens group items by it.
import type { LocalizedText } from "../languages";
import { idSchema, localizedTextSchema, objectSchema, sortOrderSchema } from "./common";

export interface CourseData {
  companyId: string;
  name: LocalizedText;
  sortOrder: number;
}
export const courseSchema = objectSchema({ companyId: idSchema, name: localizedTextSchema, sortOrder: sortOrderSchema }, ["companyId", "name", "sortOrder"]);
