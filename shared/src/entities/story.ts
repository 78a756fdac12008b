// Story (blog post) shown in the shop; pages share the same shape.
import type { LocalizedText } from "../languages";
import { idSchema, localizedTextSchema, nameSchema, objectSchema, pictureSchema, sortOrderSchema, type JsonSchema } from "./common";

export interface ContentEntryData {
  companyId: string;
  /** Internal name shown in the admin lists. */
  name: string;
  picture?: string | null;
  sortOrder: number;
  title: LocalizedText;
  /** Rich text (HTML) per language. */
  content: LocalizedText;
  showInNavigation?: boolean;
}
export type StoryData = ContentEntryData;

export const contentEntryProperties: Record<string, JsonSchema> = {
  companyId: idSchema,
  name: nameSchema,
  picture: pictureSchema,
  sortOrder: sortOrderSchema,
  title: localizedTextSchema,
  content: localizedTextSchema,
  showInNavigation: { type: "boolean" },
};
export const storySchema = objectSchema(contentEntryProperties, ["companyId", "name", "sortOrder", "title", "content"]);
