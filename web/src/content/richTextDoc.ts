// The editor's HTML as the document the API takes (tiptap's JSON, shared/src/content/richText.ts), parsed with
// the editor's own extensions, so only what its toolbar makes survives (a pasted image or event attribute has no
// node to land in). Loaded on demand at save, with the editor, so no other screen carries tiptap.
import { generateJSON } from "@tiptap/react";
import type { RichTextDoc } from "@comanda/shared";
import { richTextExtensions } from "../ui/form/RichTextEditor";

export function htmlToDoc(html: string): RichTextDoc {
  return generateJSON(html, richTextExtensions()) as RichTextDoc;
}
