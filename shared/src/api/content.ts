// Bodies and answers of the content calls (spec §2 /content, §3 Page and Story, §7 POST /api/pages/{id?} and
// POST /api/stories/{id?}; issue 23). Pages and stories are written through /api only: the server owns the
// company, the order and the HTML the shop shows, which it renders itself from the editor's document.
import type { SchemaObject } from "ajv";
import { LANGUAGES, type LanguageCode, type LocalizedText } from "../languages";
import type { ContentEntryData } from "../entities/story";
import { booleanSchema, nameSchema, objectSchema, pictureSchema } from "../entities/common";
import { RICH_TEXT_DOC_REF, RICH_TEXT_LIMITS, withRichTextDefs, type RichTextDoc } from "../content/richText";

/** Bounds the editors share with the server. */
export const CONTENT_LIMITS = {
  /** Characters of a title, per language. */
  titleLength: 200,
  /** Nodes of one language's document (field error "rich-text-too-many-nodes" at content.<language>). */
  nodes: RICH_TEXT_LIMITS.nodes,
  /** Characters of text of one language's document (field error "rich-text-too-long" at content.<language>). */
  textLength: RICH_TEXT_LIMITS.textLength,
  /** Characters of a link's address (schema error "maxLength" at the link's href). */
  linkLength: RICH_TEXT_LIMITS.linkLength,
  /**
   * Bytes (UTF-8) of the stored HTML of all languages together, under Firestore's 1 MiB per document: escaping
   * makes HTML longer than its text ("<" is "&lt;"), so texts within their limits can still overflow it
   * (field error "rich-text-too-long" at content).
   */
  storedBytes: 900_000,
} as const;

/** The two kinds of content entry, each its own collection, route pair and order. */
export const CONTENT_KINDS = ["page", "story"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * POST /api/pages/{id?} and POST /api/stories/{id?} (owner or `content`): create (no id, 201) or replace an
 * entry of the caller's company. A new entry goes after the last of its kind; a replaced one keeps its order
 * (reordering is a `sortOrder` write from the browser, the only one the rules allow).
 * - `title`: trimmed, blank languages dropped; at least one language must remain ("title": ["required"]).
 * - `content`: the editor's document per language (richText.ts says what it may hold); the server renders
 *   and stores HTML per language. A language whose document holds no text is dropped. Links other than
 *   http, https, mailto and tel are stored as their text.
 * - `picture`: null or the publicUrl of an upload link of purpose "content-picture" (a square jpg or png of
 *   720–1240 px a side, as product photos): anything else is "picture": ["photo-not-found"] or the photo's
 *   own code.
 * Another company's entry, or none, is 404 not-found.
 */
export interface SaveContentRequest {
  name: string;
  picture?: string | null;
  showInNavigation?: boolean;
  title: LocalizedText;
  content: Partial<Record<LanguageCode, RichTextDoc>>;
}

export const saveContentSchema: SchemaObject = withRichTextDefs(
  objectSchema(
    {
      name: nameSchema,
      picture: pictureSchema,
      showInNavigation: booleanSchema,
      title: objectSchema(Object.fromEntries(LANGUAGES.map((language) => [language, { type: "string", maxLength: CONTENT_LIMITS.titleLength }]))),
      content: objectSchema(Object.fromEntries(LANGUAGES.map((language) => [language, RICH_TEXT_DOC_REF]))),
    },
    ["name", "title", "content"],
  ),
);

/** The stored entry: content is the HTML the server rendered, per language. */
export interface ContentEntryAnswer extends ContentEntryData {
  id: string;
}
