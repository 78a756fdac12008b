// The rich-text document the content editors send (issue 23, spec §2 rich text): tiptap's JSON restricted to
// the toolbar's nodes and marks. The server validates it against richTextDocSchema and renders the HTML it
// stores (renderRichText); the browser's HTML is never stored.
//
// For the screens: build the document with `generateJSON(html, richTextExtensions())` (or editor.getJSON())
// and send it as is. tiptap's own extra attributes are ACCEPTED AND IGNORED, so nothing needs stripping:
// link `target`, `rel`, `class`, `title` (the server writes its own target and rel), orderedList `type`
// ("1", "a", "A", "i", "I" or null; rendered) and `start` (an integer, or null for 1), and marks on a
// hardBreak. Anything else (another node or mark, textAlign, a style, an unknown attribute) is refused with
// a validation error at its path, e.g. "content.en.content.0.type": ["enum"].
import type { JsonSchema } from "../entities/common";

export type RichTextMark =
  | { type: "bold" | "italic" | "strike" }
  | { type: "link"; attrs: { href: string; target?: string | null; rel?: string | null; class?: string | null; title?: string | null } };

export interface RichTextText {
  type: "text";
  text: string;
  marks?: RichTextMark[];
}
export interface RichTextHardBreak {
  type: "hardBreak";
  marks?: RichTextMark[];
}
export type RichTextInline = RichTextText | RichTextHardBreak;

export interface RichTextParagraph {
  type: "paragraph";
  content?: RichTextInline[];
}
export interface RichTextHeading {
  type: "heading";
  attrs: { level: 1 | 2 | 3 };
  content?: RichTextInline[];
}
export interface RichTextListItem {
  type: "listItem";
  content: RichTextBlock[];
}
export interface RichTextBulletList {
  type: "bulletList";
  content: RichTextListItem[];
}
export const ORDERED_LIST_TYPES = ["1", "a", "A", "i", "I"] as const;
export interface RichTextOrderedList {
  type: "orderedList";
  attrs?: { start?: number | null; type?: (typeof ORDERED_LIST_TYPES)[number] | null };
  content: RichTextListItem[];
}
export type RichTextBlock = RichTextParagraph | RichTextHeading | RichTextBulletList | RichTextOrderedList;
export type RichTextNode = RichTextBlock | RichTextListItem | RichTextInline;

/** tiptap's JSON document, as `editor.getJSON()` and `generateJSON()` give it. */
export interface RichTextDoc {
  type: "doc";
  content?: RichTextBlock[];
}

/** Bounds of one document (one language); the schema holds the per-string ones, the rest are checked in code. */
export const RICH_TEXT_LIMITS = {
  /** Nodes of one document (blocks, list items, text pieces and line breaks). */
  nodes: 2_000,
  /** Characters of text of one document (the text nodes together, markup not counted). */
  textLength: 50_000,
  /** Characters of a link's address. */
  linkLength: 2_048,
  /** Lists inside lists (a list in a list item of a list is depth 2); deeper ones are refused by the schema. */
  listDepth: 8,
} as const;

const nullableString = (maxLength: number): JsonSchema => ({ type: ["string", "null"], maxLength });

const markSchema: JsonSchema = {
  type: "object",
  properties: { type: { type: "string", enum: ["bold", "italic", "strike", "link"] } },
  required: ["type"],
  if: { properties: { type: { const: "link" } } },
  then: {
    properties: {
      type: { const: "link" },
      attrs: {
        type: "object",
        properties: {
          href: { type: "string", minLength: 1, maxLength: RICH_TEXT_LIMITS.linkLength },
          target: nullableString(20),
          rel: nullableString(200),
          class: nullableString(200),
          title: nullableString(500),
        },
        required: ["href"],
        additionalProperties: false,
      },
    },
    required: ["attrs"],
    additionalProperties: false,
  },
  else: { properties: { type: { type: "string" } }, additionalProperties: false },
};

const marksSchema: JsonSchema = { type: "array", items: markSchema, maxItems: 4 };

/** One `if type is X then shape of X` per node type: a wrong node answers with its own errors only. */
function byType(types: Record<string, JsonSchema>): JsonSchema {
  return {
    type: "object",
    properties: { type: { type: "string", enum: Object.keys(types) } },
    required: ["type"],
    allOf: Object.entries(types).map(([type, properties]) => ({
      if: { properties: { type: { const: type } } },
      then: {
        properties: { type: { const: type }, ...properties },
        required: ["type", ...Object.keys(properties).filter((p) => REQUIRED[type]?.includes(p))],
        additionalProperties: false,
      },
    })),
  };
}

const REQUIRED: Record<string, readonly string[]> = { heading: ["attrs"], text: ["text"], bulletList: ["content"], orderedList: ["content"], listItem: ["content"] };

const inlineContent: JsonSchema = { type: "array", items: { $ref: "#/$defs/richTextInline" } };

const objectOf = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: "object",
  properties,
  required,
  additionalProperties: false,
});

/** The blocks allowed at a list depth: no lists any more at the deepest one. */
function blockAt(depth: number): JsonSchema {
  const textBlocks: Record<string, JsonSchema> = {
    paragraph: { content: inlineContent },
    heading: { attrs: objectOf({ level: { type: "integer", enum: [1, 2, 3] } }, ["level"]), content: inlineContent },
  };
  if (depth >= RICH_TEXT_LIMITS.listDepth) return byType(textBlocks);
  const listContent: JsonSchema = { type: "array", minItems: 1, items: { $ref: `#/$defs/richTextListItem${depth}` } };
  return byType({
    ...textBlocks,
    bulletList: { content: listContent },
    orderedList: {
      attrs: objectOf({
        start: { type: ["integer", "null"], minimum: -1_000_000, maximum: 1_000_000 },
        type: { type: ["string", "null"], enum: [...ORDERED_LIST_TYPES, null] },
      }),
      content: listContent,
    },
  });
}

/**
 * The definitions behind the document's schema: a list item holds blocks, lists included, down to
 * RICH_TEXT_LIMITS.listDepth (one definition per depth rather than one recursive one, so that a document
 * nested thousands deep is refused with "enum" at the first list too deep instead of exhausting the stack).
 * They live at a schema's root so that "#/$defs/…" resolves in a request schema that holds documents too:
 * put them there with withRichTextDefs and point at RICH_TEXT_DOC_REF.
 */
export const RICH_TEXT_SCHEMA_DEFS: Record<string, JsonSchema> = {
  richTextDoc: objectOf({ type: { const: "doc" }, content: { type: "array", items: { $ref: "#/$defs/richTextBlock0" } } }, ["type"]),
  richTextInline: byType({
    text: { text: { type: "string", minLength: 1 }, marks: marksSchema },
    hardBreak: { marks: marksSchema },
  }),
  ...Object.fromEntries(
    Array.from({ length: RICH_TEXT_LIMITS.listDepth + 1 }, (_, depth) => [
      [`richTextBlock${depth}`, blockAt(depth)],
      ...(depth < RICH_TEXT_LIMITS.listDepth
        ? [[`richTextListItem${depth}`, objectOf({ type: { const: "listItem" }, content: { type: "array", minItems: 1, items: { $ref: `#/$defs/richTextBlock${depth + 1}` } } }, ["type", "content"])]]
        : []),
    ]).flat(),
  ),
};

/** Where a document goes inside a schema built with withRichTextDefs. */
export const RICH_TEXT_DOC_REF: JsonSchema = { $ref: "#/$defs/richTextDoc" };

/** A root schema with the document's definitions added (its own $defs kept). */
export function withRichTextDefs(schema: JsonSchema): JsonSchema {
  return { ...schema, $defs: { ...(schema.$defs as Record<string, JsonSchema> | undefined), ...RICH_TEXT_SCHEMA_DEFS } };
}

/** The document's JSON schema on its own. */
export const richTextDocSchema: JsonSchema = withRichTextDefs({ ...RICH_TEXT_DOC_REF });
