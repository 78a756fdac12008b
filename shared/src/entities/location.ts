// A production location (kitchen, bar…): optional on a product, filtered by printers.
import type { LocalizedText } from "../languages";
import { idSchema, localizedTextSchema, objectSchema, sortOrderSchema } from "./common";

export interface LocationData {
  companyId: string;
  name: LocalizedText;
  sortOrder: number;
}
export const locationSchema = objectSchema({ companyId: idSchema, name: localizedTextSchema, sortOrder: sortOrderSchema }, ["companyId", "name", "sortOrder"]);
