// The content editor's form model: a stored page or story as form values, and the values as the API's body
// (each language's HTML turned into the editor's document by `toDoc`, loaded with the rich-text editor).
import type { LanguageCode, LocalizedText, RichTextDoc, SaveContentRequest } from "@comanda/shared";
import { isRichTextEmpty } from "../ui/form/sanitize";
import type { ContentEntry } from "./repository";

export interface ContentFormValues {
  name: string;
  picture: string | null;
  showInNavigation: boolean;
  title: LocalizedText;
  /** The editor's HTML per language. */
  content: LocalizedText;
}

export const newContentValues = (): ContentFormValues => ({ name: "", picture: null, showInNavigation: false, title: {}, content: {} });

export function entryToFormValues(entry: ContentEntry): ContentFormValues {
  return {
    name: entry.name ?? "",
    picture: entry.picture ?? null,
    showInNavigation: entry.showInNavigation === true,
    title: { ...entry.title },
    content: { ...entry.content },
  };
}

/** The body of POST /api/pages|stories/{id?}: blank titles and empty texts left out. */
export function formValuesToRequest(values: ContentFormValues, toDoc: (html: string) => RichTextDoc): SaveContentRequest {
  const title: LocalizedText = {};
  for (const [language, text] of Object.entries(values.title ?? {}) as [LanguageCode, string | undefined][]) if (text?.trim()) title[language] = text.trim();
  const content: SaveContentRequest["content"] = {};
  for (const [language, html] of Object.entries(values.content ?? {}) as [LanguageCode, string | undefined][]) if (html && !isRichTextEmpty(html)) content[language] = toDoc(html);
  return { name: values.name.trim(), picture: values.picture ?? null, showInNavigation: values.showInNavigation === true, title, content };
}

/** What stands in for a just created entry until the live list brings it: as the server stores it. */
export const createdValues = (values: ContentFormValues): ContentFormValues => ({ ...values, name: values.name.trim() });
