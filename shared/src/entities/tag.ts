// Search tag attached to products.
import type { LocalizedText } from "../languages";
import { idSchema, localizedTextSchema, objectSchema, sortOrderSchema } from "./common";

export interface TagData {
  companyId: string;
  name: LocalizedText;
  sortOrder: number;
}
export const tagSchema = objectSchema({ companyId: idSchema, name: localizedTextSchema, sortOrder: sortOrderSchema }, ["companyId", "name", "sortOrder"]);
