// Content page of the shop (same shape as a story).
import { objectSchema } from "./common";
import { contentEntryProperties, type ContentEntryData } from "./story";

export type PageData = ContentEntryData;
export const pageSchema = objectSchema(contentEntryProperties, ["companyId", "name", "sortOrder", "title", "content"]);
